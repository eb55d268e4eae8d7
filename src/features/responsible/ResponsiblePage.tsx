import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useSessionUser } from '../../app/hooks';
import { IdentityCallout } from '../../ui/IdentityCallout';
import { Page } from '../../ui/Page';
import './refusals';
import './responsible.css';
import { Limits } from './Limits';
import { SelfRestriction, useSelfExclusionUrl } from './SelfRestriction';

const Skeleton = () => <div className="skeleton record-skeleton" aria-busy="true" />;

/** /responsible: "Jogo responsável" — the player's limits, reality check, pause and self-exclusion. */
export function ResponsiblePage() {
  const user = useSessionUser();
  const selfExclusionUrl = useSelfExclusionUrl();
  return (
    <Page title={msg`Responsible gambling`}>
      <div className="responsible">
        <IdentityCallout />
        <p className="responsible-intro">
          <Trans>
            Gambling should be entertainment. Set your own limits, take breaks, and stop when it stops being fun.
            Lowering a limit takes effect at once; raising or removing one takes effect after 24 hours.
          </Trans>
        </p>
        <Suspense fallback={<Skeleton />}>
          <Limits />
        </Suspense>
        <section className="card stack" aria-labelledby="rg-statement">
          <h2 id="rg-statement">
            <Trans>Activity statement</Trans>
          </h2>
          <p className="muted">
            <Trans>Your deposits, withdrawals, bets and net result by day, week or month.</Trans>
          </p>
          <Link to="/order-center/statement" className="btn btn-secondary">
            <Trans>See my statement</Trans>
          </Link>
        </section>
        {!user?.restriction && (
          <Suspense fallback={<Skeleton />}>
            <SelfRestriction kind="pause" />
          </Suspense>
        )}
        {user?.restriction?.kind !== 'self_exclusion' ? (
          <Suspense fallback={<Skeleton />}>
            <SelfRestriction kind="self_exclusion" />
          </Suspense>
        ) : (
          user.restriction.until !== null && (
            <Suspense fallback={<Skeleton />}>
              <SelfRestriction kind="self_exclusion" runsUntil={user.restriction.until} />
            </Suspense>
          )
        )}
        <section className="card stack" aria-labelledby="rg-help">
          <h2 id="rg-help">
            <Trans>Need help?</Trans>
          </h2>
          <p>
            <Trans>
              If gambling is causing you problems, talk to someone. CVV offers free emotional support 24 hours a day on
              188.
            </Trans>
          </p>
          <a href={selfExclusionUrl} target="_blank" rel="noreferrer">
            <Trans>National self-exclusion platform (gov.br)</Trans>
          </a>
        </section>
      </div>
    </Page>
  );
}
