import { Trans, useLingui } from '@lingui/react/macro';

/** A market's badge: suspended (by a trader), or without a price from the feed. */
export function MarketBadge({ suspended, priced }: { suspended: boolean; priced: boolean }) {
  const { t } = useLingui();
  if (suspended) return <span className="op-trading-badge op-trading-late">{t`Suspended`}</span>;
  return priced ? null : <span className="op-trading-badge">{t`No price`}</span>;
}

/** Suspend a market that takes bets, or reopen a suspended one. */
export function SuspendButton({
  suspended,
  busy,
  onSuspend,
  onReopen,
}: {
  suspended: boolean;
  busy: boolean;
  onSuspend: () => void;
  onReopen: () => void;
}) {
  return suspended ? (
    <button type="button" className="op-button" disabled={busy} onClick={onReopen}>
      <Trans>Reopen</Trans>
    </button>
  ) : (
    <button type="button" className="op-button op-button-danger" disabled={busy} onClick={onSuspend}>
      <Trans>Suspend</Trans>
    </button>
  );
}
