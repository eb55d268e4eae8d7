import type { PixKeyType } from '../../contract/money';

/**
 * The PIX gateway's side of what the server asks of it: every step where money moves at a PSP. A refund is
 * asked of every gateway; the other steps belong to a PSP that keeps the charges, the received PIX, the key
 * lookup and the transfers itself (PIX_GATEWAY=bcb-api, payments/bcb/): where a gateway has no such step, the
 * server does what it did before it had one — the sandbox builds the BR Code of its own checkout, answers
 * key lookups from its documented rule (payments/sandbox.ts) and an operator's "pay" marks the order paid
 * (the money sent by other means); outside sandbox mode without a PSP only a CPF key can be confirmed.
 */
export interface PixRefundRequest {
  /** Our id of the refund: the order number (one refund per order). */
  refundKey: string;
  /** The payment being returned, as the gateway's webhook named it. */
  endToEndId: string;
  amountCents: number;
}

/** An immediate charge (a "cob") for a deposit order. */
export interface PixChargeRequest {
  /** Our order number: the charge's id at the PSP is made from it (payments/bcb/ids.ts). */
  orderNo: string;
  amountCents: number;
  /** Who is asked to pay: the member's CPF and full name (the payer's bank shows them). */
  payer: { cpf: string; name: string };
  /** How long the charge can be paid, in seconds from its creation. */
  expiresInSeconds: number;
}

export interface PixCharge {
  /** The BR Code ("copia e cola") the payer's bank reads: the PSP's pixCopiaECola. */
  brCode: string;
}

/** A PIX received, as the PSP has it (never as a webhook's body says). */
export interface ReceivedPix {
  endToEndId: string;
  /** Our order the PIX paid (from the charge's txid); null for a PIX that paid no charge of ours. */
  orderNo: string | null;
  /** "123.45" */
  amount: string;
  /** The payer's CPF (11 digits) when the PSP reports it; null when it does not (or for a company). */
  payerCpf: string | null;
}

/** A withdrawal's transfer to the member's PIX key. */
export interface PixPayoutRequest {
  /** Our order number: the transfer's idempotency key at the PSP. */
  orderNo: string;
  amountCents: number;
  key: { type: PixKeyType; account: string };
  /** The CPF the key must be held by (the PSP refuses the transfer otherwise). */
  holderCpf: string;
}

export interface PixPayout {
  /** The PSP's id of the transfer (its end-to-end id). */
  id: string;
  /**
   * sent: settled (the money left); processing: taken, being settled; failed: the PSP did not make it
   * (`reason` says why: nothing left, another transfer of the order may be sent).
   */
  status: 'sent' | 'processing' | 'failed';
  reason?: string | undefined;
}

/** The PSP refused the step (a definite no: nothing was done); its message in `message`. */
export class PixGatewayRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PixGatewayRefusal';
  }
}

/** The PSP could not be reached or did not answer in time (down, timeout, 5xx): the step may be asked again. */
export class PixGatewayUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PixGatewayUnavailable';
  }
}

export interface PixGateway {
  /** Returns the payment to its payer; answers the gateway's id of the refund. Idempotent by refundKey. */
  refund(request: PixRefundRequest): Promise<{ refundId: string }>;
  /** Opens an immediate charge for a deposit order; asking again for the same order answers the same charge. */
  createCharge?(request: PixChargeRequest): Promise<PixCharge>;
  /** The PIX of that end-to-end id as the PSP received it; null when the PSP knows none. */
  receivedPix?(endToEndId: string): Promise<ReceivedPix | null>;
  /** The DICT's answer for a key: the CPF of its holder, or null (a company, or no such key). */
  keyHolder?(key: { type: PixKeyType; account: string }): Promise<string | null>;
  /**
   * Sends a withdrawal's transfer; idempotent by the order number: a transfer of the order the PSP has (not
   * failed) is answered instead of sending another.
   */
  payout?(request: PixPayoutRequest): Promise<PixPayout>;
  /** The order's latest transfer, read back from the PSP; null when none was sent. */
  payoutStatus?(orderNo: string): Promise<PixPayout | null>;
}

/** The sandbox's gateway: no money moves, the refund is recorded as taken at once. */
export const sandboxGateway: PixGateway = {
  refund: ({ refundKey }) => Promise.resolve({ refundId: `D-SANDBOX-${refundKey}` }),
};

/**
 * The gateway refunds go through: the one the app was built with (AppDeps.pixGateway), else the sandbox's in
 * sandbox mode (AppConfig.sandbox); outside it none is configured yet, so a refund stays recorded on its
 * order (refund_reason set, refund_id null). The server's configuration names this file's types, so this
 * file names none of its (config.ts imports nothing that imports it).
 */
export const pixGateway = ({
  config,
  pixGateway,
}: {
  config: { sandbox: boolean };
  pixGateway?: PixGateway | undefined;
}): PixGateway | null => pixGateway ?? (config.sandbox ? sandboxGateway : null);

/** The gateway when it keeps the charges itself (a PSP: bcb-api), else null. */
export function chargingGateway(deps: {
  pixGateway?: PixGateway | undefined;
}): (PixGateway & Required<Pick<PixGateway, 'createCharge' | 'receivedPix'>>) | null {
  const gateway = deps.pixGateway;
  return gateway?.createCharge && gateway.receivedPix
    ? (gateway as PixGateway & Required<Pick<PixGateway, 'createCharge' | 'receivedPix'>>)
    : null;
}

/** The gateway when it sends transfers itself (a PSP: bcb-api), else null. */
export function payingGateway(deps: {
  pixGateway?: PixGateway | undefined;
}): (PixGateway & Required<Pick<PixGateway, 'payout' | 'payoutStatus'>>) | null {
  const gateway = deps.pixGateway;
  return gateway?.payout && gateway.payoutStatus
    ? (gateway as PixGateway & Required<Pick<PixGateway, 'payout' | 'payoutStatus'>>)
    : null;
}
