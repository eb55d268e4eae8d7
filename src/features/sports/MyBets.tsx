import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
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
  const ref = useMySlips(version);
  const slips = useSelector(ref, (s) => s.context.slips);
  const failed = useSelector(ref, (s) => s.matches('failed'));
  if (failed) return <LoadFailed onRetry={() => ref.send({ type: 'slips.retry' })} />;
  if (!slips) return <div className="skeleton sports-skeleton" aria-busy="true" />;
  const open = slips.filter((s) => s.status === 'open');
  const settled = slips.filter((s) => s.status !== 'open');
  return (
    <div className="my-slips">
      <section aria-labelledby="open-bets">
        <h2 id="open-bets" className="match-group-title">
          <Trans>Open bets</Trans> <span className="chip-count">{open.length}</span>
        </h2>
        {open.length === 0 ? (
          <p className="muted">
            <Trans>No open bets.</Trans>
          </p>
        ) : (
          <ul className="stack">
            {open.map((s) => (
              <SlipCard key={s.slip_id} slip={s} onCashedOut={onCashedOut} />
            ))}
          </ul>
        )}
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
}

/** The member's bets for a view of the page, read again each time `version` moves. */
export function useMySlips(version: number) {
  const { load } = useSystem();
  const ref = useFlow(load.sportsSlips());
  const shown = useRef(version);
  useEffect(() => {
    if (shown.current === version) return;
    shown.current = version;
    ref.send({ type: 'slips.reload' });
  }, [ref, version]);
  return ref;
}
