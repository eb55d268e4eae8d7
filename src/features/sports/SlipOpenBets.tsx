import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useSessionStatus } from '../../app/hooks';
import { MySlips, OpenSlips } from './MyBets';

type Props = { version: number; onCashedOut: () => void; onShowBets: () => void };

/**
 * The slip's open bets: the member's open slips, each with its cash-out offer kept live as in My bets; a
 * guest is asked to log in, as the slip asks to bet.
 */
export function SlipOpenBets({ version, onCashedOut, onShowBets }: Props) {
  const status = useSessionStatus();
  return (
    <div className="slip-open-bets" data-testid="slip-open-bets">
      {status !== 'signedIn' ? (
        <>
          <p className="muted">
            <Trans>Log in to see your open bets and cash them out.</Trans>
          </p>
          <Link to="/login" className="btn btn-primary btn-block">
            <Trans>Log in</Trans>
          </Link>
        </>
      ) : (
        <Suspense fallback={<div className="skeleton slip-open-skeleton" aria-busy="true" />}>
          <MySlips version={version} skeleton="slip-open-skeleton">
            {(slips) => (
              <>
                <OpenSlips slips={slips.filter((s) => s.status === 'open')} onCashedOut={onCashedOut} />
                <button type="button" className="link-button" onClick={onShowBets}>
                  <Trans>My bets</Trans>
                </button>
              </>
            )}
          </MySlips>
        </Suspense>
      )}
    </div>
  );
}
