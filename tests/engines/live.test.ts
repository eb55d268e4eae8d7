import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LiveBet } from '../../contract/live';
import { drawFrom, fairDraw, simulationDraw } from '../../engines/fair';
import { sha256Text } from '../../engines/sha256';
import {
  betWinCents,
  drawOutcome,
  LIVE_VARIANTS,
  liveBetRules,
  liveRtp,
  liveRules,
  placedBet,
  RED_NUMBERS,
  simulate,
  simulateBet,
  TYPICAL_BETS,
  verifyLiveDraw,
  WHEEL_SEGMENTS,
  type LiveOutcome,
  type PlacedBet,
} from '../../engines/live';
import { EngineRefusal, measure } from '../../engines/types';

const { roulette, bacbo, wheel } = LIVE_VARIANTS;

/** A draw answering these words in order (each below every limit, so word % n is the value). */
const words = (...list: number[]) => drawFrom(() => list.shift()!);

const bet = (kind: PlacedBet['kind'], number: number | null = null, cents = 1000): PlacedBet => ({
  kind,
  number,
  cents,
});

describe('the live tables’ outcomes', () => {
  it('roulette lands on the drawn pocket of 37', () => {
    expect(drawOutcome(roulette, words(36))).toEqual({ table: 'roulette', number: 36 });
    expect(drawOutcome(roulette, words(37))).toEqual({ table: 'roulette', number: 0 });
  });

  it('Bac Bo rolls the Player’s two dice, then the Banker’s', () => {
    expect(drawOutcome(bacbo, words(5, 0, 2, 3))).toEqual({ table: 'bacbo', player: [6, 1], banker: [3, 4] });
  });

  it('the wheel spins again on a multiplier and multiplies the win', () => {
    const x7 = WHEEL_SEGMENTS.indexOf('x7');
    const x2 = WHEEL_SEGMENTS.indexOf('x2');
    const forty = WHEEL_SEGMENTS.indexOf('40');
    expect(drawOutcome(wheel, words(forty))).toEqual({ table: 'wheel', stops: [forty], value: 40, multiplier: 1 });
    const outcome = drawOutcome(wheel, words(x7, x2, forty));
    expect(outcome).toEqual({ table: 'wheel', stops: [x7, x2, forty], value: 40, multiplier: 14 });
    expect(betWinCents(outcome, bet('segment', 40, 100))).toBe(100 + 100 * 40 * 14);
    expect(betWinCents(outcome, bet('segment', 20, 100))).toBe(0);
  });

  it('the wheel has 54 segments: 23 ones, 15 twos, 7 fives, 4 tens, 2 twenties, a 40, a 2× and a 7×', () => {
    const count = (s: string) => WHEEL_SEGMENTS.filter((x) => x === s).length;
    expect(WHEEL_SEGMENTS).toHaveLength(54);
    expect(['1', '2', '5', '10', '20', '40', 'x2', 'x7'].map(count)).toEqual([23, 15, 7, 4, 2, 1, 1, 1]);
  });
});

describe('a live round replayed in the browser', () => {
  it('recomputes the draw from the revealed seed and checks the hash shown before', () => {
    const serverSeed = 'ab'.repeat(32);
    const round = { serverSeed, clientSeed: 'live:3:61000000', nonce: 0 };
    const outcome = drawOutcome(bacbo, fairDraw(round));
    const serverSeedHash = sha256Text(serverSeed);
    // A stored draw may come back with its keys in another order.
    const stored = JSON.parse(JSON.stringify({ banker: (outcome as { banker: number[] }).banker, ...outcome }));
    expect(verifyLiveDraw(bacbo, { ...round, serverSeedHash, outcome: stored })).toMatchObject({
      hashMatches: true,
      outcomeMatches: true,
    });
    expect(verifyLiveDraw(bacbo, { ...round, serverSeedHash: sha256Text('other'), outcome })).toMatchObject({
      hashMatches: false,
      outcomeMatches: true,
    });
    const { player } = outcome as { player: [number, number] };
    const forged = { ...(outcome as object), player: [(player[0] % 6) + 1, player[1]] } as typeof outcome;
    expect(verifyLiveDraw(bacbo, { ...round, serverSeedHash, outcome: forged }).outcomeMatches).toBe(false);
  });
});

describe('the live tables’ payouts', () => {
  const at = (number: number): LiveOutcome => ({ table: 'roulette', number });

  it('roulette pays straight 35:1, dozens and columns 2:1, even chances 1:1, and zero only its straight', () => {
    expect(betWinCents(at(17), bet('straight', 17))).toBe(36_000);
    expect(betWinCents(at(17), bet('straight', 18))).toBe(0);
    expect(betWinCents(at(0), bet('straight', 0))).toBe(36_000);
    expect(betWinCents(at(13), bet('dozen', 2))).toBe(3000);
    expect(betWinCents(at(12), bet('dozen', 1))).toBe(3000);
    expect(betWinCents(at(34), bet('column', 1))).toBe(3000);
    expect(betWinCents(at(36), bet('column', 3))).toBe(3000);
    expect(betWinCents(at(36), bet('column', 1))).toBe(0);
    expect(betWinCents(at(1), bet('red'))).toBe(2000);
    expect(betWinCents(at(2), bet('black'))).toBe(2000);
    expect(betWinCents(at(19), bet('high'))).toBe(2000);
    expect(betWinCents(at(18), bet('low'))).toBe(2000);
    expect(betWinCents(at(7), bet('odd'))).toBe(2000);
    for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) {
      expect(betWinCents(at(0), bet(kind))).toBe(0);
    }
    for (const kind of ['dozen', 'column'] as const) expect(betWinCents(at(0), bet(kind, 1))).toBe(0);
  });

  it('roulette has 18 red numbers and 18 black ones', () => {
    expect(RED_NUMBERS).toHaveLength(18);
    expect(new Set(RED_NUMBERS).size).toBe(18);
  });

  it('Bac Bo pays the higher sum 1:1, gives back 90% on a tie and pays the Tie by its sum', () => {
    const round = (player: [number, number], banker: [number, number]): LiveOutcome => ({
      table: 'bacbo',
      player,
      banker,
    });
    expect(betWinCents(round([6, 5], [3, 4]), bet('player'))).toBe(2000);
    expect(betWinCents(round([6, 5], [3, 4]), bet('banker'))).toBe(0);
    expect(betWinCents(round([1, 1], [6, 6]), bet('banker'))).toBe(2000);
    expect(betWinCents(round([3, 4], [2, 5]), bet('player'))).toBe(900);
    expect(betWinCents(round([3, 4], [2, 5]), bet('banker', null, 15))).toBe(13);
    expect(betWinCents(round([3, 4], [2, 5]), bet('tie'))).toBe(5000);
    expect(betWinCents(round([1, 1], [1, 1]), bet('tie'))).toBe(89_000);
    expect(betWinCents(round([6, 5], [5, 6]), bet('tie'))).toBe(26_000);
    expect(betWinCents(round([6, 4], [5, 5]), bet('tie'))).toBe(11_000);
    expect(betWinCents(round([6, 3], [4, 5]), bet('tie'))).toBe(7000);
    expect(betWinCents(round([6, 3], [4, 4]), bet('tie'))).toBe(0);
  });

  it('a bet is checked against its table', () => {
    const parse = (input: unknown) => v.parse(LiveBet, input);
    expect(placedBet(roulette, parse({ kind: 'straight', number: 0, amount: '2.50' }))).toEqual(
      bet('straight', 0, 250),
    );
    expect(placedBet(wheel, parse({ kind: 'segment', number: 40, amount: 1 }))).toEqual(bet('segment', 40, 100));
    const refused = (variant: typeof roulette, input: unknown) => {
      expect(() => placedBet(variant, parse(input))).toThrow(EngineRefusal);
    };
    refused(roulette, { kind: 'straight', number: 37, amount: '1' });
    refused(roulette, { kind: 'straight', amount: '1' });
    refused(roulette, { kind: 'red', number: 1, amount: '1' });
    refused(roulette, { kind: 'dozen', number: 4, amount: '1' });
    refused(roulette, { kind: 'player', amount: '1' });
    refused(bacbo, { kind: 'red', amount: '1' });
    refused(wheel, { kind: 'segment', number: 3, amount: '1' });
    expect(v.safeParse(LiveBet, { kind: 'split', amount: '1' }).success).toBe(false);
    expect(v.safeParse(LiveBet, { kind: 'red', amount: '1.234' }).success).toBe(false);
  });
});

describe('the live tables’ stated returns', () => {
  it('are exact: roulette 36/37 on every bet', () => {
    expect(liveBetRules(roulette).map((r) => r.rtp)).toEqual(Array(9).fill('97.30'));
    expect(liveRtp(roulette)).toBe('97.30');
  });

  it('are exact: Bac Bo 1 − 0.1 × 146/1296 on Player and Banker, 1238/1296 on the Tie', () => {
    expect(liveBetRules(bacbo).map((r) => [r.kind, r.rtp])).toEqual([
      ['player', '98.87'],
      ['banker', '98.87'],
      ['tie', '95.52'],
    ]);
    expect(liveRtp(bacbo)).toBe('98.87');
    expect(liveRules(bacbo).tie_pays).toHaveLength(11);
  });

  it('are exact: the wheel’s c·n/45 + c/52 per number', () => {
    expect(liveBetRules(wheel).map((r) => [r.number, r.rtp])).toEqual([
      [1, '95.34'],
      [2, '95.51'],
      [5, '91.24'],
      [10, '96.58'],
      [20, '92.74'],
      [40, '90.81'],
    ]);
    expect(liveRtp(wheel)).toBe('96.58');
  });

  it('the simulated bet is one of the title’s best', () => {
    for (const variant of Object.values(LIVE_VARIANTS)) {
      const { kind, number } = TYPICAL_BETS[variant.table];
      const rule = liveBetRules(variant).find(
        (r) => r.kind === kind && (r.number ?? null) === (kind === 'segment' ? number : null),
      );
      expect(rule?.rtp).toBe(liveRtp(variant));
    }
  });

  it('every bet is between 85% and 99%', () => {
    for (const variant of Object.values(LIVE_VARIANTS)) {
      for (const rule of liveBetRules(variant)) {
        expect(Number(rule.rtp)).toBeGreaterThanOrEqual(85);
        expect(Number(rule.rtp)).toBeLessThanOrEqual(99);
      }
    }
  });

  it('hold in a simulation of 200 000 rounds per table (95% interval)', () => {
    for (const [index, variant] of Object.values(LIVE_VARIANTS).entries()) {
      const measured = measure(200_000, simulationDraw(11 + index), (draw) => simulate(variant, draw));
      const stated = Number(liveRtp(variant));
      expect(measured.low).toBeLessThanOrEqual(stated);
      expect(measured.high).toBeGreaterThanOrEqual(stated);
    }
  });

  it('hold per bet where the variance allows a short run (roulette red, Bac Bo tie, the wheel’s 1)', () => {
    const cases: [typeof roulette, PlacedBet][] = [
      [roulette, bet('red')],
      [bacbo, bet('tie')],
      [wheel, bet('segment', 1)],
    ];
    for (const [index, [variant, placed]] of cases.entries()) {
      const measured = measure(100_000, simulationDraw(11 + index), (draw) => simulateBet(variant, placed, draw));
      const stated = Number(
        liveBetRules(variant).find(
          (r) => r.kind === placed.kind && (r.number ?? null) === (placed.kind === 'segment' ? placed.number : null),
        )!.rtp,
      );
      expect(measured.low).toBeLessThanOrEqual(stated);
      expect(measured.high).toBeGreaterThanOrEqual(stated);
    }
  });
});
