/**
 * The sportsbook slip's one rounding rule, shared by the slip (machines/betSlip.machine.ts), "My bets"
 * and the settlement (server/house/slips.ts), in whole numbers only:
 *
 *   total odds = the product of the selections' odds as shown (hundredths), multiplied exactly, then
 *                rounded down once to the hundredth: 2.03 × 2.41 × 3.24 = 15.851052 → 15.85;
 *   return     = the stake (centavos) × the total odds, rounded down to the centavo.
 *
 * A settled accumulator whose legs all won pays exactly the return the slip showed; a voided leg counts
 * as odds 1.00 (it leaves the product of the others).
 */

/** Odds as shown ("2.03", "15") in hundredths (203, 1500); null when the text is not odds with at most two decimals. */
export function oddsHundredths(text: string): number | null {
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The total odds (hundredths) of selections at these odds (hundredths): the exact product, rounded down once. */
export function slipOdds(odds: readonly number[]): number {
  let product = 1n;
  for (const o of odds) {
    if (!Number.isInteger(o) || o < 0) throw new RangeError(`Not odds in hundredths: ${o}`);
    product *= BigInt(o);
  }
  const scale = 100n ** BigInt(Math.max(0, odds.length - 1));
  return odds.length === 0 ? 100 : Number(product / scale);
}

/** What a slip returns when it wins: the stake (centavos) × the total odds (hundredths), rounded down to the centavo. */
export function slipReturnCents(stakeCents: number, odds: number): number {
  return Number((BigInt(stakeCents) * BigInt(odds)) / 100n);
}

/** How a slip's leg settled. */
export type SettledLeg = { odds: number; status: 'won' | 'lost' | 'void' | 'half_won' | 'half_lost' };

/**
 * What a settled slip pays (centavos), the one rule for every leg's outcome, in whole numbers only:
 *
 *   the won legs' odds multiplied and rounded down once to the hundredth (slipOdds: what the slip showed),
 *   × each half-won leg's (odds + 1) / 2 and each half-lost leg's 1/2 (a quarter line: half the stake on
 *   each neighbouring line), × the stake, rounded down once to the centavo; a void leg counts 1, a lost leg 0.
 *
 * A single pays stake × odds won, the stake void, stake/2 × odds + stake/2 half won, stake/2 half lost
 * (each rounded down to the centavo); an accumulator whose legs all won pays exactly slipReturnCents.
 */
export function settledReturnCents(stakeCents: number, legs: readonly SettledLeg[]): number {
  if (legs.some((l) => l.status === 'lost')) return 0;
  const won = slipOdds(legs.filter((l) => l.status === 'won').map((l) => l.odds));
  let numerator = BigInt(stakeCents) * BigInt(won);
  let denominator = 100n;
  for (const leg of legs) {
    if (leg.status === 'half_won') [numerator, denominator] = [numerator * BigInt(leg.odds + 100), denominator * 200n];
    if (leg.status === 'half_lost') [numerator, denominator] = [numerator * 100n, denominator * 200n];
  }
  return Number(numerator / denominator);
}
