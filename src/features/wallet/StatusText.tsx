import { Trans } from '@lingui/react/macro';
import type { RechargeStatus } from '../../../contract/money';

export function StatusText({ status }: { status: RechargeStatus }) {
  if (status === 'paid') return <Trans>Paid</Trans>;
  if (status === 'expired') return <Trans>Expired</Trans>;
  return <Trans>Waiting for payment</Trans>;
}
