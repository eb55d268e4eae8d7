import { Trans } from '@lingui/react/macro';

/**
 * Why the agency earns no share of subordinates' deposits on this site (a regulated Brazilian site, whose
 * mechanism lists none): said where the shares are shown.
 */
export function DepositShareOff() {
  return (
    <p className="card muted" data-testid="deposit-share-off">
      <Trans>
        No share of your subordinates’ deposits is paid on this site: Brazilian law forbids rewards computed from
        deposits (Lei 14.790/2023, art. 29). Your share of their bets is paid as usual.
      </Trans>
    </p>
  );
}
