import type { RefusalDeclarations } from './refusal';

/** Refusals of the back office's deposits and refunds (contract/boDeposits.ts). */
export const BO_DEPOSITS_REFUSALS = {
  'deposit.order_not_found': { status: 404, text: 'No such deposit order' },
  'deposit.not_refund': { status: 409, text: 'This deposit is not a refund' },
  'deposit.refund_sent_already': { status: 409, text: 'The gateway has taken this refund already' },
  'deposit.refund_unavailable': {
    status: 409,
    text: 'This refund cannot be asked now: no PIX gateway is configured, or the payment has no id',
  },
  'deposit.refund_failed': { status: 503, text: 'The PIX gateway did not take the refund: it will be asked again' },
} as const satisfies RefusalDeclarations;
