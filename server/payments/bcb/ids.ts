/**
 * Our ids at the PSP, made from our order numbers so that asking again names the same thing:
 * - a charge's txid: the PIX API wants 26 to 35 letters and digits for PUT /cob/{txid}; an order number
 *   (RD + 22 digits) is made long enough with a fixed suffix, which also marks a txid as ours;
 * - a withdrawal's transfer (Efí's idEnvio, 1 to 35 letters and digits): the order number itself, with R and
 *   the attempt after a transfer the PSP did not make (NAO_REALIZADO keeps its idEnvio used);
 * - a refund's devolução id (1 to 35 letters and digits): the order number, D and the attempt (a return
 *   the PSP did not make keeps its id, so a later try takes the next one).
 */
const SUFFIX = 'RODADA';

export const txidOf = (orderNo: string): string => `${orderNo}${SUFFIX}`;

/** Our order number of a txid, or null for a txid that is not ours. */
export function orderOfTxid(txid: string): string | null {
  if (!/^[A-Za-z0-9]{26,35}$/.test(txid) || !txid.endsWith(SUFFIX)) return null;
  return txid.slice(0, -SUFFIX.length);
}

/** The idEnvio of the order's transfer: the order number, then R1, R2… for a new one after one the PSP did not make. */
export const payoutIdOf = (orderNo: string, attempt = 0): string => (attempt === 0 ? orderNo : `${orderNo}R${attempt}`);

export const refundIdOf = (orderNo: string, attempt: number): string => `${orderNo}D${attempt}`;

/** Whether a devolução id is one of this order's. */
export const isRefundOf = (orderNo: string, id: string): boolean => new RegExp(`^${orderNo}D\\d+$`).test(id);
