import { describe, expect, it } from 'vitest';
import { CASHOUT_MARGIN } from '../../engines/cashOut';
import { CASHOUT_STAKE, CASHOUT_STRATEGIES, cashOutBets, cashOutOffers, playCashOut } from '../../scripts/sports-edge';

/**
 * No edge in cash-out: bets (singles and doubles on the simulator's matches, at its prices) cashed out by
 * a strategy at the value the server offers (engines/cashOut.ts, from the model's live probabilities),
 * else held to the final whistle and paid by the simulated score. Whatever the strategy, the return stays
 * at most 100 % less the stated cash-out margin. The simulation is scripts/sports-edge.ts, which
 * `npm run bench -- --only sports` runs too.
 */

const BETS = 12_000;

describe('cash-out gives no edge', () => {
  it(`returns at most ${100 - CASHOUT_MARGIN * 100}% over ${BETS} bets, whatever the strategy`, () => {
    const all = cashOutBets(BETS, { stream: 'cash-out edge', matches: 'edge-' });
    // Each bet's offer at each minute, the same whatever the strategy.
    const offers = cashOutOffers(all);
    const returns = Object.fromEntries(
      Object.entries(CASHOUT_STRATEGIES).map(([name, s]) => [
        name,
        playCashOut(s, all, offers).reduce((sum, paid) => sum + paid, 0) / (all.length * CASHOUT_STAKE),
      ]),
    );
    console.log(
      'cash-out strategies, return to player:',
      Object.entries(returns)
        .map(([name, r]) => `${name} ${(r * 100).toFixed(2)}%`)
        .join(', '),
    );
    for (const r of Object.values(returns)) expect(r).toBeLessThanOrEqual(1 - CASHOUT_MARGIN);
    // Cashing out at once gives back the fair value less both margins: never more than holding.
    expect(returns.always).toBeLessThan((1 - CASHOUT_MARGIN) ** 2 + 0.01);
  }, 120_000);
});
