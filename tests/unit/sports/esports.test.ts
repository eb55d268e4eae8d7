import { describe, expect, it } from 'vitest';
import { dayPlus } from '../../../engines/sports/calendar';
import {
  esportsModel,
  mapOver,
  MAP_BREAK_MS,
  MAP_POOL,
  playOn,
  ROUND_MS,
  stateAt,
  type Cs2Params,
  type Cs2Team,
  type Cs2Timeline,
  type MapName,
} from '../../../engines/sports/esports';
import { fixturesOfDay } from '../../../engines/sports/esportsSchedule';
import type { Outcome } from '../../../engines/sports/model';
import { MARGIN_BANDS, marginOf, priceMarket } from '../../../engines/sports/pricing';
import { returnsAtFairOdds, testRandom, unfair } from './modelCheck';

const team = (code: string, strength: number, edges: Partial<Record<MapName, number>> = {}): Cs2Team => ({
  code,
  name: code,
  strength,
  maps: Object.fromEntries(MAP_POOL.map((m) => [m, edges[m] ?? 0])) as Record<MapName, number>,
});

const EVEN: Cs2Params = { home: team('A', 0.1), away: team('B', 0.1), maps: ['Mirage', 'Inferno', 'Dust2'] };
const FAVOURITE: Cs2Params = {
  home: team('C', 0.32, { Nuke: 0.1 }),
  away: team('D', 0.05, { Anubis: 0.12 }),
  maps: ['Nuke', 'Anubis', 'Ancient'],
};
const SIDED: Cs2Params = {
  home: team('E', 0.2),
  away: team('F', 0.15, { Train: 0.15 }),
  maps: ['Train', 'Nuke', 'Anubis'],
};

/** The start of map k's round i in a timeline (ms). */
function roundStart(timeline: Cs2Timeline, k: number, i: number): number {
  let start = 0;
  for (let m = 0; m < k; m++) start += timeline.maps[m]!.length * ROUND_MS + MAP_BREAK_MS;
  return start + i * ROUND_MS;
}

/** A played match long enough to stand at map k's round i, and that moment (mid-round). */
function matchAt(params: Cs2Params, k: number, i: number, seed: number): { timeline: Cs2Timeline; at: number } {
  const random = testRandom(seed);
  for (;;) {
    const timeline = esportsModel.simulate(params, random);
    if (timeline.maps.length > k && timeline.maps[k]!.length > i)
      return { timeline, at: roundStart(timeline, k, i) + 40_000 };
  }
}

const replay = (params: Cs2Params, timeline: Cs2Timeline, at: number) => (random: () => number) =>
  playOn(params, random, stateAt(timeline, at)!);

describe('the CS2 model', () => {
  it('prices fair markets: each sums to one, maps 1 and 2 before the start', () => {
    for (const params of [EVEN, FAVOURITE, SIDED]) {
      const markets = esportsModel.markets(params, null, null);
      const ids = markets.map((m) => m.id);
      expect(ids).toEqual(
        expect.arrayContaining(['winner', 'maps', 'maps_hc:-1.5', 'maps_hc:+1.5', 'total_maps:2.5', 'map1:winner']),
      );
      expect(ids).toEqual(expect.arrayContaining(['map1:total:21.5', 'map1:rh:-2.5', 'map2:winner']));
      expect(ids.some((id) => id.startsWith('map3:'))).toBe(false);
      for (const m of markets) expect(m.selections.reduce((s, x) => s + x.p, 0)).toBeCloseTo(1, 9);
    }
  });

  it('pays back the stake at fair odds before the start (the prices are the simulation)', () => {
    for (const params of [EVEN, FAVOURITE, SIDED])
      expect(unfair(returnsAtFairOdds(esportsModel, params, 15_000, 3))).toEqual([]);
  });

  it('pays back the stake at fair odds live: early, in overtime’s reach, on the decider', () => {
    const moments: [Cs2Params, number, number][] = [
      [FAVOURITE, 0, 5],
      [EVEN, 0, 20],
      [SIDED, 1, 12],
    ];
    moments.forEach(([params, k, i], n) => {
      const { timeline, at } = matchAt(params, k, i, 40 + n);
      const live = { timeline, at, replay: replay(params, timeline, at) };
      expect(unfair(returnsAtFairOdds(esportsModel, params, 12_000, 21 + n, live))).toEqual([]);
    });
    // On the third map, its own markets are offered.
    const random = testRandom(9);
    for (;;) {
      const timeline = esportsModel.simulate(EVEN, random);
      if (timeline.maps.length < 3) continue;
      const at = roundStart(timeline, 2, 3) + 10_000;
      expect(esportsModel.markets(EVEN, timeline, at).map((m) => m.id)).toContain('map3:winner');
      const live = { timeline, at, replay: replay(EVEN, timeline, at) };
      expect(unfair(returnsAtFairOdds(esportsModel, EVEN, 12_000, 77, live))).toEqual([]);
      break;
    }
  });

  it('keeps every priced market within its kind’s margin band', () => {
    for (const params of [EVEN, FAVOURITE, SIDED])
      for (const m of esportsModel.markets(params, null, null)) {
        const odds = priceMarket(m);
        if (!odds) continue;
        const margin = marginOf(odds, m.fairSum);
        expect(margin).toBeGreaterThanOrEqual(MARGIN_BANDS[m.kind].margin - 1e-9);
        expect(margin).toBeLessThanOrEqual(MARGIN_BANDS[m.kind].max);
      }
  });

  it('prices live markets from the past only, and leaves out what is decided', () => {
    const { timeline, at } = matchAt(EVEN, 1, 8, 5);
    const other = replay(EVEN, timeline, at)(testRandom(6));
    expect(other).not.toEqual(timeline);
    expect(esportsModel.markets(EVEN, other, at)).toEqual(esportsModel.markets(EVEN, timeline, at));
    const ids = esportsModel.markets(EVEN, timeline, at).map((m) => m.id);
    expect(ids.some((id) => id.startsWith('map1:'))).toBe(false);
    // A round's result counts from its end: one round later the prices move.
    expect(esportsModel.markets(EVEN, timeline, at + ROUND_MS)).not.toEqual(esportsModel.markets(EVEN, timeline, at));
    // Twenty rounds into a map its total of 19.5 is over: not offered.
    const deep = matchAt(EVEN, 0, 20, 8);
    expect(esportsModel.markets(EVEN, deep.timeline, deep.at).map((m) => m.id)).not.toContain('map1:total:19.5');
    expect(esportsModel.markets(EVEN, timeline, esportsModel.durationMs(EVEN))).toEqual([]);
  });

  it('settles every selection, with every outcome its market has', () => {
    const seen = new Map<string, Set<Outcome>>();
    const random = testRandom(14);
    const priced = esportsModel.markets(EVEN, null, null);
    const third = ['map3:winner', 'map3:total:21.5', 'map3:rh:-2.5'];
    for (let i = 0; i < 4000; i++) {
      const timeline = esportsModel.simulate(EVEN, random);
      for (const m of priced)
        for (const s of m.selections) {
          const key = `${m.id}/${s.id}`;
          seen.set(key, (seen.get(key) ?? new Set()).add(esportsModel.settle(EVEN, timeline, m.id, s.id)));
        }
      // The third map's markets (offered once the maps are 1–1) are void when it is not played.
      for (const id of third) {
        const selection = id.includes('total') ? 'over' : 'home';
        seen.set(id, (seen.get(id) ?? new Set()).add(esportsModel.settle(EVEN, timeline, id, selection)));
      }
    }
    for (const [key, outcomes] of seen) {
      expect(outcomes.has('won'), key).toBe(true);
      expect(outcomes.has('lost'), key).toBe(true);
    }
    for (const id of third) expect(seen.get(id)!.has('void'), id).toBe(true);
  });

  it('plays maps like CS2: to 13, overtime in sixes at 12–12, about 22 rounds a map, an overtime in some', () => {
    expect(mapOver(13, 11)).toBe(true);
    expect(mapOver(13, 12)).toBe(false);
    expect(mapOver(15, 15)).toBe(false);
    expect(mapOver(16, 14)).toBe(true);
    expect(mapOver(16, 15)).toBe(false);
    expect(mapOver(19, 17)).toBe(true);
    const random = testRandom(30);
    let rounds = 0;
    let overtimes = 0;
    let maps = 0;
    for (let i = 0; i < 5000; i++)
      for (const map of esportsModel.simulate(EVEN, random).maps) {
        maps += 1;
        rounds += map.length;
        if (map.length > 24) overtimes += 1;
        const h = map.filter((s) => s === 'home').length;
        const a = map.length - h;
        expect(Math.max(h, a) >= 13 && mapOver(h, a)).toBe(true);
      }
    expect(rounds / maps).toBeGreaterThan(21);
    expect(rounds / maps).toBeLessThan(24);
    expect(overtimes / maps).toBeGreaterThan(0.08);
    expect(overtimes / maps).toBeLessThan(0.25);
    // A favourite's price is a favourite's.
    const odds = priceMarket(esportsModel.markets(FAVOURITE, null, null).find((m) => m.id === 'winner')!)!;
    expect(odds.home).toBeGreaterThan(110);
    expect(odds.home).toBeLessThan(160);
  });

  it('shows the map, its round and the maps won', () => {
    const { timeline } = matchAt(EVEN, 1, 3, 2);
    const first = timeline.maps[0]!;
    const midMap = esportsModel.snapshot(EVEN, timeline, 5 * ROUND_MS + 1);
    expect(midMap.clock).toEqual({ period: 'map1', minute: 6, label: 'Mirage R6' });
    expect(midMap.events.filter((e) => e.kind === 'round')).toHaveLength(5);
    const pause = esportsModel.snapshot(EVEN, timeline, first.length * ROUND_MS + 1);
    expect(pause.clock.period).toBe('break');
    expect(pause.score.home + pause.score.away).toBe(1);
    expect(pause.events.at(-1)!.kind).toBe('map');
    const end = esportsModel.snapshot(EVEN, timeline, esportsModel.durationMs(EVEN));
    expect(end.finished).toBe(true);
    expect(Math.max(end.score.home, end.score.away)).toBe(2);
  });
});

describe('the CS2 leagues', () => {
  it('has a team play at most once in three days over 60 days, and four matches a league round', () => {
    const last = new Map<string, number>();
    let matches = 0;
    for (let d = 0; d < 60; d++) {
      const day = dayPlus('2026-11-23', d);
      const fixtures = fixturesOfDay(day);
      matches += fixtures.length;
      for (const f of fixtures) {
        expect(new Set(f.params.maps).size).toBe(3);
        for (const code of [f.params.home.code, f.params.away.code]) {
          const before = last.get(code);
          if (before !== undefined) expect(d - before, `${code} on ${day}`).toBeGreaterThanOrEqual(3);
          last.set(code, d);
        }
      }
      expect(fixtures.length % 4).toBe(0);
    }
    expect(matches).toBeGreaterThan(60);
  });
});
