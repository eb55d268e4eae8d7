import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * The football block's section and heading, the same whether its code has loaded or not: the heading
 * stands where it will stay, and the list below keeps the exact height of its four match cards
 * (layout.css: `.football-skeleton`), so nothing under the block moves when the matches arrive.
 */
export function FootballFrame({ children }: { children: ReactNode }) {
  return (
    <section className="football" aria-labelledby="football-title">
      <div className="section-head">
        <h2 id="football-title">
          <Trans>Football: live and upcoming</Trans>
        </h2>
        <Link to="/sports" className="section-link">
          <Trans>See all</Trans>
        </Link>
      </div>
      {children}
    </section>
  );
}

/** The four match cards' place while they load. */
export const FootballSkeleton = () => <div className="football-list football-skeleton skeleton" aria-busy="true" />;
