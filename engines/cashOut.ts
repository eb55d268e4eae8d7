/**
 * The sportsbook's cash-out rules, shared by the server (server/house/cashout.ts) and the app (the
 * cash-out machine), in whole centavos:
 *
 *   offer   = what the slip pays if every leg still open wins (stake × the odds of the legs that won and
 *             of the open ones, by the one rounding rule of engines/slipOdds.ts; a void leg counts 1.00)
 *             × the fair probability that every open leg wins × (1 − CASHOUT_MARGIN), rounded down;
 *   partial = cashing out `part` centavos of a riding stake of `stake` centavos pays
 *             floor(offer × part / stake), never more than that part's share of the offer; the stake splits
 *             exactly (part + the rest = stake), and the rest rides on at the slip's odds, its potential
 *             return being the rest × the odds by the same rounding rule (as a slip of that stake).
 */

/** The book's margin on a cash-out: the offer is the fair value of the open legs less this share. */
export const CASHOUT_MARGIN = 0.05;

/** The full offer (centavos) for a slip that pays `winIfAllCents` if its open legs win with probability `p`. */
export function cashOutOfferCents(winIfAllCents: number, p: number, margin = CASHOUT_MARGIN): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`Not a probability: ${p}`);
  return Math.min(winIfAllCents, Math.floor(winIfAllCents * p * (1 - margin)));
}

/** What cashing out `part` of a riding stake of `stake` centavos pays, from the full offer: floor(offer × part / stake). */
export function partialCashOutCents(offerCents: number, stakeCents: number, partCents: number): number {
  if (!Number.isSafeInteger(partCents) || partCents <= 0 || partCents > stakeCents) {
    throw new RangeError(`Not a part of the stake: ${partCents} of ${stakeCents}`);
  }
  return Number((BigInt(offerCents) * BigInt(partCents)) / BigInt(stakeCents));
}
