import { describe, expect, it } from 'vitest';
import { priceMarket } from '../../../engines/sports/pricing';
import {
  holdFrom,
  POINT_MS,
  replay,
  replayFrom,
  tennisModel,
  tiebreakFrom,
  type TennisParams,
  type TennisTimeline,
} from '../../../engines/sports/tennis';
import { returnsAtFairOdds, testRandom, unfair } from './modelCheck';
import { bandBreaches, checkable, outcomesReached } from './sampled';

const player = (name: string, serve: number) => ({ name, serve });
const EVEN: TennisParams = { tour: 'atp', home: player('A', 0.64), away: player('B', 0.64) };
const FAVOURITE: TennisParams = { tour: 'atp', home: player('A', 0.69), away: player('B', 0.6) };
const WTA: TennisParams = { tour: 'wta', home: player('C', 0.54), away: player('D', 0.58) };

describe('tennis model', () => {
  it('holds a game and wins a tie-break with the textbook chances', () => {
    expect(holdFrom(0.5, 0, 0)).toBeCloseTo(0.5, 12);
    // A 64 % server holds about 81 % of games.
    expect(holdFrom(0.64, 0, 0)).toBeGreaterThan(0.8);
    expect(holdFrom(0.64, 0, 0)).toBeLessThan(0.83);
    expect(holdFrom(0.6, 3, 3)).toBeCloseTo(0.36 / (0.36 + 0.16), 12);
    expect(tiebreakFrom(0.64, 0.36, 'home', 0, 0)).toBeCloseTo(0.5, 12);
  });

  it('prices fair markets that sum to one', () => {
    for (const params of [EVEN, FAVOURITE, WTA]) {
      for (const m of tennisModel.markets(params, null, null)) {
        expect(m.selections.reduce((s, x) => s + x.p, 0)).toBeCloseTo(m.fairSum, 9);
      }
    }
  });

  it('returns one per unit at fair odds before the start', () => {
    for (const [i, params] of [EVEN, FAVOURITE, WTA].entries()) {
      expect(unfair(checkable(returnsAtFairOdds(tennisModel, params, 6_000, 10 + i), 6_000))).toEqual([]);
    }
  });

  it('returns one per unit at fair odds live, from the state at that moment', () => {
    const timeline = tennisModel.simulate(FAVOURITE, testRandom(7));
    for (const points of [0, 30, 75]) {
      const at = (points + 0.5) * POINT_MS;
      const live = { timeline, at, replay: (random: () => number) => replayFrom(FAVOURITE, timeline, at, random) };
      expect(unfair(checkable(returnsAtFairOdds(tennisModel, FAVOURITE, 5_000, 40 + points, live), 5_000))).toEqual([]);
    }
  });

  it('keeps every market within its margin band', () => {
    const timeline = tennisModel.simulate(EVEN, testRandom(3));
    for (const params of [EVEN, FAVOURITE, WTA])
      expect(
        bandBreaches(
          tennisModel,
          params,
          timeline,
          [20, 60, 100].map((n) => n * POINT_MS),
        ),
      ).toEqual([]);
  });

  it('prices live markets from the past only', () => {
    const a = tennisModel.simulate(EVEN, testRandom(11));
    const at = 50.5 * POINT_MS;
    const { played } = replay(a, at);
    const b: TennisTimeline = { first: a.first, points: replayFrom(EVEN, a, at, testRandom(12)).points };
    expect(b.points.slice(0, played)).toBe(a.points.slice(0, played));
    expect(b.points).not.toBe(a.points);
    expect(tennisModel.markets(EVEN, b, at)).toEqual(tennisModel.markets(EVEN, a, at));
    expect(tennisModel.markets(EVEN, a, at)).not.toEqual(tennisModel.markets(EVEN, a, at + POINT_MS));
  });

  it('leaves decided markets out live', () => {
    const timeline = tennisModel.simulate(EVEN, testRandom(5));
    const { state } = replay(timeline, 200 * POINT_MS);
    const ids = tennisModel.markets(EVEN, timeline, 200 * POINT_MS).map((m) => m.id);
    if (state.sets.length > 0) expect(ids).not.toContain('set1');
    if (state.finished) expect(ids).toEqual([]);
    const late = tennisModel.markets(EVEN, timeline, tennisModel.durationMs(EVEN));
    expect(late).toEqual([]);
  });

  it('settles every selection, each outcome reachable', () => {
    for (const [key, outcomes] of outcomesReached(tennisModel, WTA, 3_000, 99))
      expect([key, outcomes]).toEqual([key, ['lost', 'won']]);
  });

  it('plays matches like the tours do', () => {
    const random = testRandom(2024);
    let thirdSets = 0;
    let tiebreaks = 0;
    let points = 0;
    let favourite = 0;
    const runs = 2_000;
    for (let r = 0; r < runs; r++) {
      // Two players of a tour's usual range, 60 % to 70 % on serve.
      const pairing = { ...EVEN, home: player('A', 0.6 + 0.1 * random()), away: player('B', 0.6 + 0.1 * random()) };
      const timeline = tennisModel.simulate(pairing, random);
      const { sets } = replay(timeline).state;
      if (sets.length === 3) thirdSets += 1;
      if (sets.some(([h, a]) => h + a === 13)) tiebreaks += 1;
      points += timeline.points.length;
      if (tennisModel.settle(FAVOURITE, tennisModel.simulate(FAVOURITE, random), 'match', 'home') === 'won')
        favourite += 1;
    }
    // About a third of matches go to a third set (half between exactly even players); tie-breaks are common.
    expect(thirdSets / runs).toBeGreaterThan(0.3);
    expect(thirdSets / runs).toBeLessThan(0.48);
    expect(tiebreaks / runs).toBeGreaterThan(0.25);
    expect(tiebreaks / runs).toBeLessThan(0.55);
    // About 160 points: an hour of real time.
    expect(points / runs).toBeGreaterThan(140);
    expect(points / runs).toBeLessThan(190);
    // A 69 % server against a 60 % one is a clear favourite (about 1.25).
    expect(favourite / runs).toBeGreaterThan(0.75);
    expect(favourite / runs).toBeLessThan(0.9);
    const odds = priceMarket(tennisModel.markets(FAVOURITE, null, null).find((m) => m.id === 'match')!)!;
    expect(odds.home).toBeLessThan(135);
  });

  it('shows the set, games, points and server on the clock', () => {
    const timeline: TennisTimeline = { first: 'home', points: 'hhhh' + 'aaa' };
    const snap = tennisModel.snapshot(EVEN, timeline, 7.5 * POINT_MS);
    expect(snap.clock).toEqual({ period: 'set1', label: '1-0 0-40' });
    expect((snap as typeof snap & { serving: string }).serving).toBe('away');
    expect(snap.events).toEqual([{ at: 4 * POINT_MS, kind: 'game', side: 'home', detail: '1-0' }]);
    expect(snap.score).toEqual({ home: 0, away: 0 });
    expect(snap.finished).toBe(false);
  });
});
