import { Trans } from '@lingui/react/macro';
import type { RechargeStatus, RefundReason } from '../../../contract/money';

/** A deposit's status in a word or two; a returned one says why in short. */
export function StatusText({ status, reason = null }: { status: RechargeStatus; reason?: RefundReason | null }) {
  if (status === 'paid') return <Trans>Paid</Trans>;
  if (status === 'expired') return <Trans>Expired</Trans>;
  if (status === 'cancelled') return <Trans>Cancelled</Trans>;
  if (status === 'refund') {
    switch (reason) {
      case 'order_cancelled':
        return <Trans>Returned: the order was cancelled</Trans>;
      case 'order_expired':
        return <Trans>Returned: the order had expired</Trans>;
      case 'account_closed':
        return <Trans>Returned: the account is closed</Trans>;
      case 'paused':
        return <Trans>Returned: the account is paused</Trans>;
      case 'self_excluded':
        return <Trans>Returned: the account is self-excluded</Trans>;
      case 'deposit_limit':
        return <Trans>Returned: over your deposit limit</Trans>;
      default:
        return <Trans>Returned: paid from another CPF</Trans>;
    }
  }
  return <Trans>Waiting for payment</Trans>;
}

/** Why a payment was returned instead of credited, in a sentence (the order's page). */
export function RefundExplained({ reason }: { reason: RefundReason | null }) {
  switch (reason) {
    case 'order_cancelled':
      return (
        <Trans>
          This order was cancelled when you paused or excluded yourself, so the payment was not credited: it is returned
          to the payer.
        </Trans>
      );
    case 'order_expired':
      return (
        <Trans>
          This PIX charge had expired when the payment arrived, so it was not credited: it is returned to the payer.
        </Trans>
      );
    case 'account_closed':
      return <Trans>This account is closed, so the payment was not credited: it is returned to the payer.</Trans>;
    case 'paused':
      return (
        <Trans>
          Your account was paused when the payment arrived, so it was not credited: it is returned to the payer.
        </Trans>
      );
    case 'self_excluded':
      return (
        <Trans>
          Your account was self-excluded when the payment arrived, so it was not credited: it is returned to the payer.
        </Trans>
      );
    case 'deposit_limit':
      return (
        <Trans>
          Crediting this payment would have passed a deposit limit in force when it arrived. A deposit is credited whole
          or not at all, so none of it was credited: all of it is returned to the payer.
        </Trans>
      );
    default:
      return (
        <Trans>
          This payment came from a CPF that is not yours, so it was not credited: it is returned to the payer. Deposits
          are accepted only from an account in your own CPF.
        </Trans>
      );
  }
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
