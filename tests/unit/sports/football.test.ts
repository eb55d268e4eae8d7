import { describe, expect, test } from 'vitest';
import {
  builderProbability,
  continueMatch,
  FOOTBALL_MARKET_IDS,
  footballLineup,
  footballModel,
  footballTeam,
  type FootballParams,
  type FootballTimeline,
} from '../../../engines/sports/football';
import type { Outcome } from '../../../engines/sports/model';
import { MARGIN_BANDS, marginOf, priceMarket } from '../../../engines/sports/pricing';
import { MIN, PARAMS, TWO_GOALS } from './footballFixtures';
import { returnsAtFairOdds, testRandom, unfair } from './modelCheck';

const model = footballModel;

/** A played match of `params` from a seed, and moments of it: first half, half time, second half, late. */
const played = (params: FootballParams, seed: number) => model.simulate(params, testRandom(seed));
const MOMENTS = [20 * MIN, 50 * MIN, 70 * MIN, 98 * MIN];

describe('football: the markets', () => {
  test('before kickoff it prices every market, over 25, in the five tabs, and each market sums right', () => {
    for (const params of Object.values(PARAMS)) {
      const markets = model.markets(params, null, null);
      expect(markets.map((m) => m.id)).toEqual(FOOTBALL_MARKET_IDS);
      expect(markets.length).toBeGreaterThanOrEqual(25);
      expect(new Set(markets.map((m) => m.group))).toEqual(
        new Set(['main', 'goals', 'handicaps', 'corners_cards', 'players']),
      );
      for (const market of markets) {
        const sum = market.selections.reduce((s, x) => s + x.p, 0);
        expect(market.fairSum).toBeCloseTo(sum, 12);
        // Exactly one selection wins, or a two-way line whose pushes and halves make the fair prices sum to 1;
        // two in the double chance; the anytime scorer sums the scorers a match is expected to have. Only
        // selections too rare to price at the kind's longest odds are missing.
        const band = MARGIN_BANDS[market.kind];
        const rare = 100 / (band.maxOdds * (1 + band.margin));
        const all = market.id === 'dc' ? 2 : 1;
        if (market.id === 'scorer:anytime') continue;
        expect(sum, market.id).toBeLessThanOrEqual(all + 1e-9);
        expect(sum, market.id).toBeGreaterThanOrEqual(all - rare * (28 - market.selections.length));
        if (['1x2', 'dc', 'dnb', 'btts', 'total:2.5', 'ah:-0.25', 'ah:-1', 'eh:-1'].includes(market.id))
          expect(sum, market.id).toBeCloseTo(all, 9);
      }
    }
  });

  test('the prices before kickoff are what the simulation bears out, selection by selection', () => {
    for (const [name, params] of Object.entries(PARAMS)) {
      const bad = unfair(returnsAtFairOdds(model, params, 12_000, name.length));
      expect(bad, name).toEqual([]);
    }
  });

  test('live prices are what the rest of the match bears out, at moments of both halves and half time', () => {
    const params = PARAMS.even;
    const timeline = played(params, 11);
    for (const at of MOMENTS.slice(0, 3)) {
      const replay = (random: () => number) => continueMatch(params, timeline, at, random);
      const bad = unfair(returnsAtFairOdds(model, params, 6_000, at, { timeline, at, replay }));
      expect(bad, `at ${at / MIN}`).toEqual([]);
    }
  });

  test('every market priced with the margin stays within its kind’s band, before kickoff and live', () => {
    let priced = 0;
    for (const [seed, params] of Object.values(PARAMS).entries()) {
      const timeline = played(params, seed + 21);
      for (const at of [null, ...MOMENTS]) {
        for (const market of model.markets(params, at === null ? null : timeline, at)) {
          const odds = priceMarket(market);
          if (!odds) continue;
          priced += 1;
          const band = MARGIN_BANDS[market.kind];
          const margin = marginOf(odds, market.fairSum);
          expect(margin, market.id).toBeLessThanOrEqual(band.max);
          expect(margin, market.id).toBeGreaterThanOrEqual(band.margin - 1e-9);
        }
      }
    }
    expect(priced).toBeGreaterThan(400);
  });

  test('live prices, the clock and the builder read nothing after the moment: a different future changes none', () => {
    const params = PARAMS.even;
    const timeline = played(params, 5);
    let futuresDiffer = 0;
    for (const at of MOMENTS) {
      const other = continueMatch(params, timeline, at, testRandom(at));
      if (JSON.stringify(other) !== JSON.stringify(timeline)) futuresDiffer += 1;
      expect(model.markets(params, other, at)).toEqual(model.markets(params, timeline, at));
      expect(model.snapshot(params, other, at)).toEqual(model.snapshot(params, timeline, at));
      const picks = [
        { market: 'total:2.5', selection: 'over' },
        { market: 'corners:total:9.5', selection: 'under' },
      ];
      expect(builderProbability(params, picks, other, at)).toEqual(builderProbability(params, picks, timeline, at));
    }
    expect(futuresDiffer).toBe(MOMENTS.length);
  });

  test('markets already decided are left out, and selections that can no longer win', () => {
    const params = PARAMS.even;
    const timeline = TWO_GOALS;
    const ids = (at: number) => model.markets(params, timeline, at).map((m) => m.id);
    const at20 = ids(20 * MIN);
    for (const gone of ['total:0.5', 'home:total:0.5', 'clean:away', 'scorer:first']) expect(at20).not.toContain(gone);
    expect(at20).toContain('ht:1x2');
    const cs = model.markets(params, timeline, 20 * MIN).find((m) => m.id === 'cs')!;
    expect(cs.selections.map((s) => s.id)).not.toContain('0-0');
    const anytime = model.markets(params, timeline, 20 * MIN).find((m) => m.id === 'scorer:anytime')!;
    expect(anytime.selections.map((s) => s.id)).not.toContain('home:9');
    const at70 = ids(70 * MIN);
    for (const gone of ['btts', 'ht:1x2', 'ht:total:0.5', 'ht:total:1.5', 'clean:home'])
      expect(at70).not.toContain(gone);
    expect(at70).toContain('2h:1x2');
    expect(ids(105 * MIN)).toEqual([]);
    expect(ids(200 * MIN)).toEqual([]);
  });

  test('every selection settles both ways, lines push and pay halves, and all five outcomes happen', () => {
    const params = PARAMS.even;
    const markets = model.markets(params, null, null);
    const seen = new Map<string, Set<Outcome>>();
    const random = testRandom(3);
    for (let r = 0; r < 4000; r++) {
      const timeline = model.simulate(params, random);
      for (const market of markets)
        for (const { id } of market.selections) {
          const key = `${market.id} ${id}`;
          if (!seen.has(key)) seen.set(key, new Set());
          seen.get(key)!.add(model.settle(params, timeline, market.id, id));
        }
    }
    for (const market of markets)
      for (const { id, p } of market.selections) {
        const outcomes = seen.get(`${market.id} ${id}`)!;
        if (p > 0.003) expect(outcomes, `${market.id} ${id}`).toContain('won');
        expect(outcomes, `${market.id} ${id}`).toContain('lost');
      }
    const of = (market: string, selection: string) => [...seen.get(`${market} ${selection}`)!].sort();
    expect(of('ah:-0.25', 'home')).toEqual(['half_lost', 'lost', 'won']);
    expect(of('ah:-0.25', 'away')).toEqual(['half_won', 'lost', 'won']);
    expect(of('ah:-0.75', 'home')).toEqual(['half_won', 'lost', 'won']);
    expect(of('ah:-0.75', 'away')).toEqual(['half_lost', 'lost', 'won']);
    expect(of('ah:0', 'home')).toEqual(['lost', 'void', 'won']);
    expect(of('ah:-1', 'home')).toEqual(['lost', 'void', 'won']);
    expect(of('ah:+1', 'away')).toEqual(['lost', 'void', 'won']);
    expect(of('dnb', 'away')).toEqual(['lost', 'void', 'won']);
    expect(of('ah:-1.5', 'home')).toEqual(['lost', 'won']);
    expect(() => model.settle(params, model.simulate(params, random), 'total:9.5', 'over')).toThrow();
    expect(() => model.settle(params, model.simulate(params, random), 'scorer:anytime', 'home:99')).toThrow();
    expect(() => model.settle(params, model.simulate(params, random), '1x2', 'both')).toThrow();
  });

  test('the figures look like real football: goals, halves, draws, 0-0, corners, cards and a favourite’s price', () => {
    const params: FootballParams = {
      home: footballTeam('BAH', 'Bahia', 1.45, 'pt'),
      away: footballTeam('FOR', 'Fortaleza', 1.15, 'pt'),
    };
    const random = testRandom(8);
    const runs = 20_000;
    // Per match: its goals, those of the first half, whether a draw, a 0-0, its corners, cards and whether a red.
    const sums = { goals: 0, firstHalf: 0, draws: 0, nil: 0, corners: 0, cards: 0, reds: 0 };
    const minutes = new Set<number>();
    for (let r = 0; r < runs; r++) {
      const m = model.simulate(params, random);
      const home = m.goals.filter((g) => g.side === 'home').length;
      sums.goals += m.goals.length;
      sums.firstHalf += m.goals.filter((g) => g.t < 45).length;
      sums.draws += home * 2 === m.goals.length ? 1 : 0;
      sums.nil += m.goals.length === 0 ? 1 : 0;
      sums.corners += m.corners.length;
      sums.cards += m.cards.length;
      sums.reds += m.cards.some((c) => c.red) ? 1 : 0;
      for (const g of m.goals) minutes.add(Math.floor(g.t) + 1);
    }
    const within: [keyof typeof sums, number, number][] = [
      ['goals', 2.4, 2.8],
      ['draws', 0.22, 0.3],
      ['nil', 0.05, 0.1],
      ['corners', 9, 11.5],
      ['cards', 4, 5.5],
      ['reds', 0.1, 0.25],
    ];
    for (const [figure, low, high] of within) {
      expect(sums[figure] / runs, figure).toBeGreaterThan(low);
      expect(sums[figure] / runs, figure).toBeLessThan(high);
    }
    expect(sums.firstHalf / sums.goals).toBeGreaterThan(0.42);
    expect(sums.firstHalf / sums.goals).toBeLessThan(0.48);
    expect([...minutes].sort((a, b) => a - b)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
    // A strong home side against a weak one is priced as books price it: about 1.25 to win, 9+ the visitors.
    const odds = priceMarket(model.markets(PARAMS.favourite, null, null).find((m) => m.id === '1x2')!)!;
    expect(odds.home).toBeGreaterThanOrEqual(115);
    expect(odds.home).toBeLessThanOrEqual(140);
    expect(odds.away).toBeGreaterThanOrEqual(900);
    expect(model.durationMs(params)).toBe(105 * MIN);
  });

  test('the clock reads the halves, the break and the final whistle, with the score and events so far', () => {
    const params = PARAMS.even;
    const timeline: FootballTimeline = {
      ...TWO_GOALS,
      corners: [{ t: 30, side: 'away' }],
      cards: [{ t: 44.9, side: 'home', player: 4, red: true }],
    };
    const at = (minutes: number) => model.snapshot(params, timeline, minutes * MIN);
    expect(at(0).clock).toEqual({ period: 'first_half', minute: 1, label: "1'" });
    expect(at(0).score).toEqual({ home: 0, away: 0 });
    expect(at(11).clock).toEqual({ period: 'first_half', minute: 12, label: "12'" });
    expect(at(11).score).toEqual({ home: 1, away: 0 });
    expect(at(11).events).toEqual([
      { at: 10.5 * MIN, kind: 'goal', side: 'home', detail: params.home.lineup.find((p) => p.number === 9)!.name },
    ]);
    expect(at(50).clock).toEqual({ period: 'half_time', minute: 45 });
    expect(at(50).events.map((e) => e.kind)).toEqual(['goal', 'corner', 'red_card']);
    expect(at(64).clock).toEqual({ period: 'second_half', minute: 50, label: "50'" });
    expect(at(64).score).toEqual({ home: 1, away: 0 });
    expect(at(66).score).toEqual({ home: 1, away: 1 });
    expect(at(66).events.at(-1)).toMatchObject({ at: 65.2 * MIN, kind: 'goal', side: 'away' });
    expect(at(104.9).clock.minute).toBe(90);
    expect(at(104.9).finished).toBe(false);
    expect(at(105).clock).toEqual({ period: 'full_time', minute: 90 });
    expect(at(105).finished).toBe(true);
  });

  test('a side’s line-up is eleven named players from its code, forwards scoring most', () => {
    const lineup = footballLineup('FLA', 'pt');
    expect(lineup).toHaveLength(11);
    expect(footballLineup('FLA', 'pt')).toEqual(lineup);
    expect(footballLineup('PAL', 'pt')).not.toEqual(lineup);
    expect(new Set(lineup.map((p) => p.name)).size).toBe(11);
    expect(new Set(lineup.map((p) => p.number)).size).toBe(11);
    expect(lineup.reduce((s, p) => s + p.share, 0)).toBeCloseTo(1, 12);
    const share = (position: string) => lineup.filter((p) => p.position === position).reduce((s, p) => s + p.share, 0);
    expect(share('FW')).toBeGreaterThan(0.45);
    expect(share('FW')).toBeGreaterThan(share('MF'));
    expect(share('MF')).toBeGreaterThan(share('DF'));
    expect(share('GK')).toBeLessThan(0.01);
    expect(lineup.filter((p) => p.position === 'GK')).toHaveLength(1);
  });
});
