import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useSystem } from '../../app/SystemContext';
import type { Game } from '../../../contract/games';
import { Carousel } from '../../ui/Carousel';
import { GameCard } from './GameCard';
import { useFlow } from '../../flow/useFlow';

/** The home page's popular and promoted rows. */
export function HomeGameRows() {
  return (
    <>
      <GameRow source="popular" title={<Trans>Popular now</Trans>} />
      <GameRow source="promoted" title={<Trans>Featured</Trans>} />
    </>
  );
}

function GameRow({ source, title }: { source: 'popular' | 'promoted'; title: ReactNode }) {
  const { logic } = useSystem();
  const list = useFlow(logic.gameList, {
    input: { filters: { source }, perPage: 12 },
  });
  const items = useSelector(list, (s) => s.context.items) as Game[];
  const loading = useSelector(list, (s) => s.matches('loading'));
  const failed = useSelector(list, (s) => s.matches('failed'));
  if (failed || (!loading && items.length === 0)) return null;
  return (
    <section className="game-row" aria-label={typeof title === 'string' ? title : undefined}>
      <div className="section-head">
        <h2>{title}</h2>
        <Link to="/game" search={{ category: 'slot' }} className="section-link">
          <Trans>See all</Trans>
        </Link>
      </div>
      <Carousel className="game-row-list" busy={loading}>
        {loading
          ? Array.from({ length: 4 }, (_, i) => <li key={i} className="game-card skeleton game-skeleton" />)
          : items.map((game) => (
              <li key={game.id}>
                <GameCard game={game} />
              </li>
            ))}
      </Carousel>
    </section>
  );
}
