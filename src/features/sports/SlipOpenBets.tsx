import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useSessionStatus } from '../../app/hooks';
import { LoadFailed } from '../../ui/LoadFailed';
import { useMySlips } from './MyBets';
import { SlipCard } from './SlipCard';

type Props = { version: number; onCashedOut: () => void; onShowBets: () => void };

/**
 * The slip's open bets: the member's open slips, each with its cash-out offer kept live as in My bets; a
 * guest is asked to log in, as the slip asks to bet.
 */
export function SlipOpenBets(props: Props) {
  const status = useSessionStatus();
  if (status !== 'signedIn')
    return (
      <div className="slip-open-bets" data-testid="slip-open-bets">
        <p className="muted slip-empty">
          <Trans>Log in to see your open bets and cash them out.</Trans>
        </p>
        <Link to="/login" className="btn btn-primary btn-block">
          <Trans>Log in</Trans>
        </Link>
      </div>
    );
  return (
    <Suspense fallback={<div className="skeleton slip-open-skeleton" aria-busy="true" />}>
      <OpenBets {...props} />
    </Suspense>
  );
}

function OpenBets({ version, onCashedOut, onShowBets }: Props) {
  const ref = useMySlips(version);
  const slips = useSelector(ref, (s) => s.context.slips);
  const failed = useSelector(ref, (s) => s.matches('failed'));
  if (failed) return <LoadFailed onRetry={() => ref.send({ type: 'slips.retry' })} />;
  if (!slips) return <div className="skeleton slip-open-skeleton" aria-busy="true" />;
  const open = slips.filter((s) => s.status === 'open');
  return (
    <div className="slip-open-bets" data-testid="slip-open-bets">
      {open.length === 0 ? (
        <p className="muted slip-empty">
          <Trans>No open bets.</Trans>
        </p>
      ) : (
        <ul className="stack">
          {open.map((s) => (
            <SlipCard key={s.slip_id} slip={s} onCashedOut={onCashedOut} />
          ))}
        </ul>
      )}
      <button type="button" className="link-button" onClick={onShowBets}>
        <Trans>My bets</Trans>
      </button>
    </div>
  );
}
