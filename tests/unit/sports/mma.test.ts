import { describe, expect, it } from 'vitest';
import { dayPlus } from '../../../engines/sports/calendar';
import {
  BREAK_MS,
  fightRound,
  mmaModel,
  resultOf,
  ROUND_MS,
  type Fighter,
  type MmaParams,
  type MmaTimeline,
} from '../../../engines/sports/mma';
import { fixturesOfDay, ROSTER } from '../../../engines/sports/mmaSchedule';
import type { Outcome } from '../../../engines/sports/model';
import { MARGIN_BANDS, marginOf, priceMarket } from '../../../engines/sports/pricing';
import { returnsAtFairOdds, testRandom, unfair } from './modelCheck';

const fighter = (code: string, striking: number, grappling: number, chin: number): Fighter => ({
  code,
  name: code,
  striking,
  grappling,
  chin,
});

const EVEN: MmaParams = { home: fighter('A', 75, 75, 75), away: fighter('B', 75, 75, 75), rounds: 3 };
const STRIKER_FAV: MmaParams = { home: fighter('C', 90, 65, 80), away: fighter('D', 70, 70, 62), rounds: 3 };
const MAIN_EVENT: MmaParams = { home: fighter('E', 78, 92, 85), away: fighter('F', 84, 68, 74), rounds: 5 };

/** A bout that agrees with `timeline` up to `at` in what a bettor sees: the rounds' runs of play, no finish. */
function replay(params: MmaParams, timeline: MmaTimeline, at: number) {
  const roundLength = ROUND_MS + BREAK_MS;
  const r = Math.floor(at / roundLength);
  const inRound = at - r * roundLength;
  const done = inRound >= ROUND_MS ? r + 1 : r;
  return (random: () => number): MmaTimeline => {
    const rounds = timeline.rounds.slice(0, done).map((round, i) => {
      // The cards are not seen: a round fought to the bell is judged again for its run of play.
      for (;;) {
        const again = fightRound(params, i, random, round.type);
        if (!again.finish) return again;
      }
    });
    for (let i = done; i < params.rounds; i++) {
      let round = fightRound(params, i, random);
      // In the round being fought, no finish came before `at`: draw until the round agrees.
      while (i === done && inRound < ROUND_MS && round.finish && round.finish.ms <= inRound)
        round = fightRound(params, i, random);
      rounds.push(round);
      if (round.finish) break;
    }
    return { rounds };
  };
}

/** A played bout that reaches `at` undecided. */
function boutReaching(params: MmaParams, at: number, seed: number): MmaTimeline {
  const random = testRandom(seed);
  for (;;) {
    const timeline = mmaModel.simulate(params, random);
    if (mmaModel.markets(params, timeline, at).length > 0) return timeline;
  }
}

describe('the MMA model', () => {
  it('prices fair markets: each sums to one', () => {
    for (const params of [EVEN, STRIKER_FAV, MAIN_EVENT]) {
      const markets = mmaModel.markets(params, null, null);
      expect(markets.map((m) => m.id)).toEqual(
        expect.arrayContaining(['moneyline', 'method', 'round', 'distance', 'total:1.5', 'total:2.5']),
      );
      for (const m of markets) expect(m.selections.reduce((s, x) => s + x.p, 0)).toBeCloseTo(1, 9);
    }
    expect(mmaModel.markets(MAIN_EVENT, null, null).map((m) => m.id)).toContain('total:4.5');
  });

  it('pays back the stake at fair odds before the start (the prices are the simulation)', () => {
    for (const params of [EVEN, STRIKER_FAV, MAIN_EVENT])
      expect(unfair(returnsAtFairOdds(mmaModel, params, 20_000, 7))).toEqual([]);
  });

  it('pays back the stake at fair odds live: in a round, at a break, in the main event', () => {
    const moments: [MmaParams, number][] = [
      [STRIKER_FAV, 90_000],
      [STRIKER_FAV, ROUND_MS + 30_000],
      [EVEN, 2 * (ROUND_MS + BREAK_MS) + 200_000],
      [MAIN_EVENT, 3 * (ROUND_MS + BREAK_MS) + 60_000],
    ];
    moments.forEach(([params, at], i) => {
      const timeline = boutReaching(params, at, 100 + i);
      const live = { timeline, at, replay: replay(params, timeline, at) };
      expect(unfair(returnsAtFairOdds(mmaModel, params, 12_000, 11 + i, live))).toEqual([]);
    });
  });

  it('keeps every priced market within its kind’s margin band', () => {
    for (const params of [EVEN, STRIKER_FAV, MAIN_EVENT])
      for (const m of mmaModel.markets(params, null, null)) {
        const odds = priceMarket(m);
        if (!odds) continue;
        const margin = marginOf(odds, m.fairSum);
        expect(margin).toBeGreaterThanOrEqual(MARGIN_BANDS[m.kind].margin - 1e-9);
        expect(margin).toBeLessThanOrEqual(MARGIN_BANDS[m.kind].max);
      }
  });

  it('prices live markets from the past only: two bouts alike up to the moment get the same prices', () => {
    const at = ROUND_MS + BREAK_MS + 100_000;
    const timeline = boutReaching(STRIKER_FAV, at, 3);
    const random = testRandom(99);
    const other = replay(STRIKER_FAV, timeline, at)(random);
    expect(mmaModel.markets(STRIKER_FAV, other, at)).toEqual(mmaModel.markets(STRIKER_FAV, timeline, at));
    // …while what is seen does move them: the round's run of play.
    const changed: MmaTimeline = {
      rounds: [
        { ...timeline.rounds[0]!, type: timeline.rounds[0]!.type === 'home' ? 'away' : 'home' },
        ...timeline.rounds.slice(1),
      ],
    };
    expect(mmaModel.markets(STRIKER_FAV, changed, at)).not.toEqual(mmaModel.markets(STRIKER_FAV, timeline, at));
    // Once the last bell has gone (the cards are in) nothing is priced.
    const distance = boutReaching(EVEN, 3 * ROUND_MS + 2 * BREAK_MS - 1, 5);
    expect(mmaModel.markets(EVEN, distance, 3 * ROUND_MS + 2 * BREAK_MS)).toEqual([]);
  });

  it('settles every selection, with every outcome its market has', () => {
    const seen = new Map<string, Set<Outcome>>();
    const random = testRandom(4);
    const priced = new Map([EVEN, MAIN_EVENT].map((params) => [params, mmaModel.markets(params, null, null)]));
    for (let i = 0; i < 6000; i++) {
      const params = i % 2 ? EVEN : MAIN_EVENT;
      const timeline = mmaModel.simulate(params, random);
      for (const m of priced.get(params)!)
        for (const s of m.selections) {
          const key = `${m.id}/${s.id}`;
          const set = seen.get(key) ?? new Set();
          set.add(mmaModel.settle(params, timeline, m.id, s.id));
          seen.set(key, set);
        }
    }
    for (const [key, outcomes] of seen) {
      expect(outcomes.has('won'), key).toBe(true);
      expect(outcomes.has('lost'), key).toBe(true);
    }
    expect(seen.get('moneyline/home')!.has('void')).toBe(true);
  });

  it('fights like the UFC: about half the bouts finished, KOs before submissions, draws rare, split decisions a few', () => {
    const random = testRandom(8);
    const runs = 20_000;
    let finishes = 0;
    let kos = 0;
    let draws = 0;
    let splits = 0;
    let decisions = 0;
    for (let i = 0; i < runs; i++) {
      const result = resultOf(STRIKER_FAV, mmaModel.simulate(STRIKER_FAV, random));
      if (result.method !== 'dec') finishes += 1;
      if (result.method === 'ko') kos += 1;
      if (result.decision) decisions += 1;
      if (result.decision?.kind === 'draw') draws += 1;
      if (result.decision?.kind === 'split') splits += 1;
    }
    expect(finishes / runs).toBeGreaterThan(0.4);
    expect(finishes / runs).toBeLessThan(0.65);
    expect(kos / finishes).toBeGreaterThan(0.5);
    expect(draws / runs).toBeGreaterThan(0);
    expect(draws / runs).toBeLessThan(0.02);
    expect(splits / decisions).toBeGreaterThan(0.05);
    expect(splits / decisions).toBeLessThan(0.35);
    // The favourite's price is a favourite's, as the books show it.
    const odds = priceMarket(mmaModel.markets(STRIKER_FAV, null, null).find((m) => m.id === 'moneyline')!)!;
    expect(odds.home).toBeGreaterThan(115);
    expect(odds.home).toBeLessThan(170);
  });

  it('shows the bout’s clock: the round and its time, the breaks, the finish or the decision', () => {
    const random = testRandom(12);
    let finished: MmaTimeline | null = null;
    let decided: MmaTimeline | null = null;
    while (!finished || !decided) {
      const t = mmaModel.simulate(EVEN, random);
      if (t.rounds.at(-1)!.finish && t.rounds.length === 2) finished = t;
      if (!t.rounds.at(-1)!.finish) decided = t;
    }
    const atStart = mmaModel.snapshot(EVEN, decided, 65_000);
    expect(atStart.clock).toEqual({ period: 'R1', minute: 1, label: 'R1 1:05' });
    expect(mmaModel.snapshot(EVEN, decided, ROUND_MS + 1000).clock.period).toBe('break');
    const end = mmaModel.snapshot(EVEN, decided, mmaModel.durationMs(EVEN));
    expect(end.finished).toBe(true);
    expect(end.events.filter((e) => e.kind === 'round_end')).toHaveLength(3);
    expect(end.events.at(-1)!.kind).toBe('decision');
    expect(end.events.at(-1)!.detail).toMatch(/^(unanimous|split|majority|draw) \d\d-\d\d \d\d-\d\d \d\d-\d\d$/);
    const finish = finished.rounds[1]!.finish!;
    const afterFinish = mmaModel.snapshot(EVEN, finished, ROUND_MS + BREAK_MS + finish.ms);
    expect(afterFinish.finished).toBe(true);
    expect(afterFinish.score[finish.side]).toBe(1);
    expect(afterFinish.events.at(-1)).toMatchObject({ kind: 'finish', side: finish.side });
    expect(mmaModel.snapshot(EVEN, finished, ROUND_MS + BREAK_MS + finish.ms - 1).finished).toBe(false);
  });
});

describe('the UFC cards', () => {
  it('puts each fighter on a card at most once and never twice within four days, over 60 days', () => {
    const first = '2026-11-23';
    const days = Array.from({ length: 60 }, (_, i) => dayPlus(first, i));
    const byDay = days.map((day) => fixturesOfDay(day));
    let cards = 0;
    byDay.forEach((bouts, d) => {
      if (bouts.length === 0) return;
      cards += 1;
      expect(bouts).toHaveLength(10);
      expect(bouts.filter((b) => b.params.rounds === 5)).toHaveLength(1);
      const fighters = bouts.flatMap((b) => [b.params.home.code, b.params.away.code]);
      expect(new Set(fighters).size).toBe(fighters.length);
      for (let e = d + 1; e < Math.min(d + 4, byDay.length); e++)
        for (const b of byDay[e]!) {
          expect(fighters).not.toContain(b.params.home.code);
          expect(fighters).not.toContain(b.params.away.code);
        }
      for (const b of bouts) expect(b.kickoff.toISOString().slice(0, 10) >= days[d]!).toBe(true);
    });
    // One or two cards a week.
    expect(cards).toBeGreaterThanOrEqual(60 / 7);
    expect(cards).toBeLessThanOrEqual((2 * 60) / 7 + 1);
    expect(new Set(ROSTER.flat(2).map((f) => f.name)).size).toBe(ROSTER.flat(2).length);
  });
});
