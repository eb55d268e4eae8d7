import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import type { Restriction } from '../../contract/responsible';
import { useLocale, useSessionUser } from '../app/hooks';
import { BRASILIA, formatDateTime } from '../../lib/format';

/** The regulator's flag in words: its texts and catalog load with it (only a flagged member's callout shows one). */
const RegulatorFlag = lazy(() => import('./regulatorLoad').then(({ regulatorReasons }) => regulatorReasons()));
/** The identity verification still owed: its texts and catalog load with it (only such a member's callout shows one). */
const KycCallout = lazy(() => import('./kycLoad').then(({ kycCallout }) => kycCallout()));
import './restriction.css';

/**
 * What stands between a member and depositing or playing, where they would do it: a pause or a
 * self-exclusion (only withdrawals remain), an account from before the identity rule (the server
 * refuses their deposits and bets until it is completed), or the identity verification still owed (to send,
 * waiting for its answer, in review or refused). Shows nothing for anyone else.
 */
export function IdentityCallout() {
  const user = useSessionUser();
  // The identity verification still owed: required, waiting for its answer, in review or refused.
  const kyc = user?.kyc_status === 'verified' || user?.kyc_status === 'not_required' ? null : user?.kyc_status;
  if (user?.restriction) return <RestrictionCallout restriction={user.restriction} />;
  if (!user) return null;
  if (user.identity_complete) {
    return kyc ? (
      <Suspense fallback={null}>
        <KycCallout status={kyc} />
      </Suspense>
    ) : null;
  }
  return (
    <div className="card identity-callout" role="status">
      <p>
        <Trans>Complete your registration (full name, CPF and date of birth) to deposit and play.</Trans>
      </p>
      <Link to="/identity" className="btn btn-primary">
        <Trans>Complete registration</Trans>
      </Link>
    </div>
  );
}

/**
 * A paused or self-excluded member's one view of their restriction, wherever they would deposit or play
 * (home, the lobby, the deposit page, a game page): what runs and until when (or the regulator's flag on
 * the CPF and why), the way to withdraw, and where to find help. No invitation to deposit or play sits
 * beside it.
 */
export function RestrictionCallout({ restriction }: { restriction: Restriction }) {
  const locale = useLocale();
  const until = restriction.until ? formatDateTime(restriction.until, locale, BRASILIA) : null;
  return (
    <div className="card identity-callout restriction-callout" role="status" data-restriction={restriction.kind}>
      <p>
        {restriction.kind === 'regulator' ? (
          <Suspense fallback={null}>
            <RegulatorFlag reason={restriction.period} />
          </Suspense>
        ) : restriction.kind === 'pause' ? (
          <Trans>Your account is paused until {until}: deposits, bets and promotions are closed.</Trans>
        ) : until ? (
          <Trans>Your account is self-excluded until {until}: deposits, bets and promotions are closed.</Trans>
        ) : (
          <Trans>Your account is self-excluded for good: deposits, bets and promotions are closed.</Trans>
        )}
      </p>
      <Link to="/withdraw" className="btn btn-secondary">
        <Trans>Withdraw my balance</Trans>
      </Link>
      <p className="restriction-help">
        <Link to="/responsible">
          <Trans>My restriction and limits</Trans>
        </Link>
        <Link to="/legal/responsible-gambling">
          <Trans>Where to find help</Trans>
        </Link>
      </p>
    </div>
  );
}

/** The callout as a lazily loaded module's default (the home page loads it only for a restricted member). */
export default IdentityCallout;
