import { Trans } from '@lingui/react/macro';
import { useSiteIncentives } from '../../ui/siteIncentives';

/**
 * On a site that pays no share of subordinates' deposits (a regulated Brazilian site), why: said where the
 * agency's shares are shown. Nothing elsewhere.
 */
export function DepositShareOff() {
  const incentives = useSiteIncentives();
  if (!incentives || incentives.agency_deposit_share) return null;
  return (
    <p className="card muted" data-testid="deposit-share-off">
      <Trans>
        No share of your subordinates’ deposits is paid on this site: Brazilian law forbids rewards computed from
        deposits (Lei 14.790/2023, art. 29). Your share of their bets is paid as usual.
      </Trans>
    </p>
  );
}
