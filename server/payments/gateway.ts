/**
 * The PIX gateway's side of what the server asks of it. Today that is one call: return a payment to its payer
 * (a PIX "devolução", named by the payment's end-to-end id and our own refund id, so asking twice returns the
 * money once). The sandbox gateway is the only implementation; a deployment with a PSP adds its client here.
 */
export interface PixRefundRequest {
  /** Our id of the refund: the order number (one refund per order). */
  refundKey: string;
  /** The payment being returned, as the gateway's webhook named it. */
  endToEndId: string;
  amountCents: number;
}

export interface PixGateway {
  /** Returns the payment to its payer; answers the gateway's id of the refund. Idempotent by refundKey. */
  refund(request: PixRefundRequest): Promise<{ refundId: string }>;
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
