import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Slip } from '../../../contract/sports';
import { useSystem } from '../../app/SystemContext';
import { LoadFailed } from '../../ui/LoadFailed';
import { useFlow } from '../../flow/useFlow';
import { SlipCard } from './SlipCard';

/**
 * The member's slips: open ones first (each with its cash-out offer, kept live by the mySlips flow), then
 * the settled ones with what each paid. `version` moves when a bet was placed or cashed out on the page
 * (`onCashedOut`): the bets are read again.
 */
export function MyBets({ version, onCashedOut }: { version: number; onCashedOut: () => void }) {
  return (
    <MySlips version={version} skeleton="sports-skeleton">
      {(slips) => {
        const open = slips.filter((s) => s.status === 'open');
        const settled = slips.filter((s) => s.status !== 'open');
        return (
          <div className="my-slips">
            <section aria-labelledby="open-bets">
              <h2 id="open-bets" className="match-group-title">
                <Trans>Open bets</Trans> <span className="chip-count">{open.length}</span>
              </h2>
              <OpenSlips slips={open} onCashedOut={onCashedOut} />
            </section>
            <section aria-labelledby="settled-bets">
              <h2 id="settled-bets" className="match-group-title">
                <Trans>Settled</Trans> <span className="chip-count">{settled.length}</span>
              </h2>
              {settled.length === 0 ? (
                <p className="muted">
                  <Trans>No settled bets yet.</Trans>
                </p>
              ) : (
                <ul className="stack">
                  {settled.map((s) => (
                    <SlipCard key={s.slip_id} slip={s} />
                  ))}
                </ul>
              )}
            </section>
          </div>
        );
      }}
    </MySlips>
  );
}

/**
 * The member's bets (the mySlips flow) for a view of the page: a skeleton while they are read, a retry when
 * the first read fails, then `children` with them; read again each time `version` moves.
 */
export function MySlips(props: { version: number; skeleton: string; children: (slips: Slip[]) => ReactNode }) {
  const { version, skeleton, children } = props;
  const { load } = useSystem();
  const ref = useFlow(load.sportsSlips());
  const shown = useRef(version);
  useEffect(() => {
    if (shown.current === version) return;
    shown.current = version;
    ref.send({ type: 'slips.reload' });
  }, [ref, version]);
  const slips = useSelector(ref, (s) => s.context.slips);
  const failed = useSelector(ref, (s) => s.matches('failed'));
  if (failed) return <LoadFailed onRetry={() => ref.send({ type: 'slips.retry' })} />;
  if (!slips) return <div className={`skeleton ${skeleton}`} aria-busy="true" />;
  return children(slips);
}

/** The open slips, each with its cash-out offer (`onCashedOut`: one was paid). */
export function OpenSlips({ slips, onCashedOut }: { slips: Slip[]; onCashedOut: () => void }) {
  return slips.length === 0 ? (
    <p className="muted">
      <Trans>No open bets.</Trans>
    </p>
  ) : (
    <ul className="stack">
      {slips.map((s) => (
        <SlipCard key={s.slip_id} slip={s} onCashedOut={onCashedOut} />
      ))}
    </ul>
  );
}
