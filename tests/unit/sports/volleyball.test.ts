import { describe, expect, it } from 'vitest';
import { priceMarket } from '../../../engines/sports/pricing';
import {
  RALLY_MS,
  replay,
  replayFrom,
  setOutcomes,
  volleyballModel,
  type VolleyballParams,
  type VolleyballTimeline,
} from '../../../engines/sports/volleyball';
import { returnsAtFairOdds, testRandom, unfair } from './modelCheck';
import { bandBreaches, checkable, outcomesReached } from './sampled';

const team = (name: string, serve: number) => ({ name, serve });
const EVEN: VolleyballParams = { league: 'superliga-m', home: team('A', 0.34), away: team('B', 0.34) };
const FAVOURITE: VolleyballParams = { league: 'superliga-m', home: team('A', 0.38), away: team('B', 0.31) };
const WOMEN: VolleyballParams = { league: 'superliga-f', home: team('C', 0.39), away: team('D', 0.41) };

describe('volleyball model', () => {
  it('plays each set to 25 by two, the fifth to 15', () => {
    const first = setOutcomes(EVEN, 0, [0, 0], 'home');
    expect(first.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
    for (const { score } of first)
      expect(Math.max(...score) === 25 ? Math.abs(score[0] - score[1]) >= 2 : Math.abs(score[0] - score[1]) === 2).toBe(
        true,
      );
    expect(setOutcomes(EVEN, 4, [0, 0], 'home').every(({ score }) => Math.max(...score) >= 15)).toBe(true);
    expect(setOutcomes(EVEN, 4, [0, 0], 'home').some(({ score }) => Math.max(...score) === 15)).toBe(true);
    // The side serving at 24-24 is ahead: it wins the next rally unless broken.
    const deuce = setOutcomes(EVEN, 0, [24, 24], 'home');
    expect(deuce.reduce((s, o) => (o.score[0] > o.score[1] ? s + o.p : s), 0)).toBeLessThan(0.5);
  });

  it('prices fair markets that sum to one', () => {
    for (const params of [EVEN, FAVOURITE, WOMEN])
      for (const m of volleyballModel.markets(params, null, null))
        expect(m.selections.reduce((s, x) => s + x.p, 0)).toBeCloseTo(m.fairSum, 9);
  });

  it('returns one per unit at fair odds before the start', () => {
    for (const [i, params] of [EVEN, FAVOURITE, WOMEN].entries())
      expect(unfair(checkable(returnsAtFairOdds(volleyballModel, params, 5_000, 20 + i), 5_000))).toEqual([]);
  });

  it('returns one per unit at fair odds live, from the state at that moment', () => {
    const timeline = volleyballModel.simulate(FAVOURITE, testRandom(8));
    for (const rallies of [0, 40, 100]) {
      const at = (rallies + 0.5) * RALLY_MS;
      const live = { timeline, at, replay: (random: () => number) => replayFrom(FAVOURITE, timeline, at, random) };
      expect(
        unfair(checkable(returnsAtFairOdds(volleyballModel, FAVOURITE, 4_000, 60 + rallies, live), 4_000)),
      ).toEqual([]);
    }
  });

  it('keeps every market within its margin band', () => {
    const timeline = volleyballModel.simulate(EVEN, testRandom(4));
    for (const params of [EVEN, FAVOURITE, WOMEN])
      expect(
        bandBreaches(
          volleyballModel,
          params,
          timeline,
          [30, 90, 150].map((n) => n * RALLY_MS),
        ),
      ).toEqual([]);
  });

  it('prices live markets from the past only', () => {
    const a = volleyballModel.simulate(EVEN, testRandom(13));
    const at = 70.5 * RALLY_MS;
    const { played } = replay(a, at);
    const b: VolleyballTimeline = replayFrom(EVEN, a, at, testRandom(14));
    expect(b.rallies.slice(0, played)).toBe(a.rallies.slice(0, played));
    expect(b.rallies).not.toBe(a.rallies);
    expect(volleyballModel.markets(EVEN, b, at)).toEqual(volleyballModel.markets(EVEN, a, at));
    expect(volleyballModel.markets(EVEN, a, at)).not.toEqual(volleyballModel.markets(EVEN, a, at + RALLY_MS));
    expect(volleyballModel.markets(EVEN, a, volleyballModel.durationMs(EVEN))).toEqual([]);
  });

  it('settles every selection, each outcome reachable', () => {
    for (const [key, outcomes] of outcomesReached(volleyballModel, EVEN, 2_000, 98))
      expect([key, outcomes]).toEqual([key, ['lost', 'won']]);
  });

  it('plays matches like the Superliga does', () => {
    const random = testRandom(77);
    let points = 0;
    let sets = 0;
    let fiveSets = 0;
    const runs = 2_000;
    for (let r = 0; r < runs; r++) {
      const shift = 0.12 * (random() - 0.5);
      const pairing = { ...EVEN, home: team('A', 0.34 + shift), away: team('B', 0.34 - shift) };
      const { state } = replay(volleyballModel.simulate(pairing, random));
      sets += state.sets.length;
      if (state.sets.length === 5) fiveSets += 1;
      points += state.sets.slice(0, 4).reduce((s, [h, a]) => s + h + a, 0) / Math.min(4, state.sets.length);
    }
    // About 45 points a set, a bit under four sets a match, one match in five to a fifth set.
    expect(points / runs).toBeGreaterThan(42);
    expect(points / runs).toBeLessThan(49);
    expect(sets / runs).toBeGreaterThan(3.6);
    expect(sets / runs).toBeLessThan(4.2);
    expect(fiveSets / runs).toBeGreaterThan(0.12);
    expect(fiveSets / runs).toBeLessThan(0.32);
    const odds = priceMarket(volleyballModel.markets(FAVOURITE, null, null).find((m) => m.id === 'match')!)!;
    expect(odds.home).toBeLessThan(125);
  });

  it('shows the set, its points and the server on the clock', () => {
    const timeline: VolleyballTimeline = { first: 'away', fifth: 'home', rallies: 'a'.repeat(25) + 'hh' };
    const snap = volleyballModel.snapshot(EVEN, timeline, 27 * RALLY_MS + 90_000);
    expect(snap.clock).toEqual({ period: 'set2', label: '2-0' });
    expect(snap.score).toEqual({ home: 0, away: 1 });
    expect(snap.events).toEqual([{ at: 25 * RALLY_MS, kind: 'set', side: 'away', detail: '0-25' }]);
    expect((snap as typeof snap & { serving: string }).serving).toBe('home');
  });
});
