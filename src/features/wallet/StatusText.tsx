import { Trans } from '@lingui/react/macro';
import type { RechargeStatus } from '../../../contract/money';

export function StatusText({ status }: { status: RechargeStatus }) {
  if (status === 'paid') return <Trans>Paid</Trans>;
  if (status === 'expired') return <Trans>Expired</Trans>;
  if (status === 'refund') return <Trans>Returned: paid from another CPF</Trans>;
  return <Trans>Waiting for payment</Trans>;
}

/** Under a returned deposit: whose CPF paid it (masked, as the server gives it). */
export function PayerCpf({ payerCpf }: { payerCpf: string | null }) {
  if (!payerCpf) return null;
  return (
    <span className="refund-note">
      <Trans>Payer CPF</Trans> <span className="payer-cpf">{payerCpf}</span>
    </span>
  );
}
