import { describe, expect, test } from 'vitest';
import {
  builderProbability,
  continueMatch,
  footballModel,
  type BuilderPick,
  type FootballParams,
  type FootballTimeline,
} from '../../../engines/sports/football';
import { BUILDER_BAND, marginOf } from '../../../engines/sports/pricing';
import { builderMatches, placeBuilders, playBuilders } from '../../../scripts/sports-edge';
import { MIN, PARAMS } from './footballFixtures';
import { testRandom } from './modelCheck';

const model = footballModel;

describe('football: the bet builder', () => {
  const pick = (market: string, selection: string): BuilderPick => ({ market, selection });

  /** Plays `runs` matches (or continues one) and checks each combination's joint probability against them. */
  function checkAgainstSimulation(
    params: FootballParams,
    combos: BuilderPick[][],
    runs: number,
    live?: { timeline: FootballTimeline; at: number },
  ) {
    const joint = combos.map((picks) => builderProbability(params, picks, live?.timeline ?? null, live?.at ?? null));
    const wins = combos.map(() => 0);
    const random = testRandom(runs + combos.length);
    for (let r = 0; r < runs; r++) {
      const m = live ? continueMatch(params, live.timeline, live.at, random) : model.simulate(params, random);
      combos.forEach((picks, i) => {
        if (picks.every((p) => model.settle(params, m, p.market, p.selection) === 'won')) wins[i]! += 1;
      });
    }
    combos.forEach((picks, i) => {
      const p = joint[i];
      const label = picks.map((x) => `${x.market}=${x.selection}`).join(' + ');
      expect(p, label).not.toBeNull();
      const se = Math.sqrt((p! * (1 - p!)) / runs);
      expect(Math.abs(wins[i]! / runs - p!), label).toBeLessThanOrEqual(4.5 * se + 0.002);
    });
  }

  test('the joint probability of goals, scorers, corners and cards picks is what the simulation bears out', () => {
    checkAgainstSimulation(
      PARAMS.even,
      [
        [pick('1x2', 'home'), pick('btts', 'yes')],
        [pick('1x2', 'home'), pick('total:2.5', 'over'), pick('btts', 'yes')],
        [pick('htft', 'draw/home'), pick('cs', '2-1')],
        [pick('ah:-1.5', 'home'), pick('ht:1x2', 'home')],
        [pick('eh:-1', 'draw'), pick('clean:away', 'no')],
        [pick('2h:1x2', 'away'), pick('ht:total:1.5', 'under'), pick('oddeven', 'odd')],
        [pick('scorer:anytime', 'home:9'), pick('1x2', 'home')],
        [pick('scorer:anytime', 'home:9'), pick('scorer:anytime', 'home:7'), pick('scorer:anytime', 'away:9')],
        [pick('scorer:first', 'home:9'), pick('total:1.5', 'under')],
        [pick('scorer:first', 'away:7'), pick('scorer:anytime', 'away:9'), pick('1x2', 'away')],
        [pick('scorer:first', 'home:9'), pick('scorer:anytime', 'home:9'), pick('home:total:1.5', 'over')],
        [pick('scorer:first', 'none'), pick('corners:total:9.5', 'over')],
        [pick('corners:total:9.5', 'over'), pick('cards:total:3.5', 'over'), pick('1x2', 'draw')],
        [pick('red', 'yes'), pick('corners:1x2', 'home'), pick('margin', 'home:1')],
      ],
      30_000,
    );
  });

  test('live, the joint probability is what the rest of the match bears out', () => {
    const params = PARAMS.favourite;
    const timeline = model.simulate(params, testRandom(4));
    for (const at of [30 * MIN, 75 * MIN]) {
      checkAgainstSimulation(
        params,
        [
          [pick('1x2', 'home'), pick('total:3.5', 'under')],
          [pick('scorer:anytime', 'home:9'), pick('btts', 'yes')],
          [pick('corners:total:10.5', 'over'), pick('cards:total:2.5', 'over'), pick('dc', '1x')],
        ].filter((picks) => builderProbability(params, picks, timeline, at) !== null),
        10_000,
        { timeline, at },
      );
    }
  });

  test('combinations that cannot happen together are refused, and so are lines that push', () => {
    const params = PARAMS.even;
    const refused = (picks: BuilderPick[], timeline: FootballTimeline | null = null, at: number | null = null) =>
      builderProbability(params, picks, timeline, at);
    expect(refused([pick('1x2', 'home'), pick('1x2', 'away')])).toBeNull();
    expect(refused([pick('1x2', 'home'), pick('dc', 'x2')])).toBeNull();
    expect(refused([pick('total:1.5', 'under'), pick('btts', 'yes'), pick('total:2.5', 'over')])).toBeNull();
    expect(refused([pick('total:1.5', 'under'), pick('btts', 'yes')])).toBeNull();
    expect(refused([pick('cs', '1-0'), pick('btts', 'yes')])).toBeNull();
    expect(refused([pick('scorer:first', 'none'), pick('total:0.5', 'over')])).toBeNull();
    expect(refused([pick('scorer:first', 'none'), pick('scorer:anytime', 'home:9')])).toBeNull();
    expect(refused([pick('scorer:first', 'home:9'), pick('scorer:first', 'away:9')])).toBeNull();
    expect(refused([pick('scorer:first', 'home:9'), pick('home:total:0.5', 'under')])).toBeNull();
    expect(refused([pick('scorer:anytime', 'away:9'), pick('clean:home', 'yes')])).toBeNull();
    expect(refused([pick('ht:total:0.5', 'under'), pick('htft', 'home/home')])).toBeNull();
    expect(refused([pick('corners:total:7.5', 'over'), pick('corners:total:7.5', 'under')])).toBeNull();
    // Lines that push or pay halves, unknown markets and selections, one pick, the same pick twice.
    expect(refused([pick('dnb', 'home'), pick('btts', 'yes')])).toBeNull();
    expect(refused([pick('ah:-1', 'home'), pick('btts', 'yes')])).toBeNull();
    expect(refused([pick('ah:-0.25', 'home'), pick('btts', 'yes')])).toBeNull();
    expect(refused([pick('ah:0', 'away'), pick('btts', 'yes')])).toBeNull();
    expect(refused([pick('scorer:anytime', 'home:99'), pick('btts', 'yes')])).toBeNull();
    expect(refused([pick('1x2', 'both'), pick('btts', 'yes')])).toBeNull();
    expect(refused([pick('total:9.5', 'over'), pick('btts', 'yes')])).toBeNull();
    expect(refused([pick('btts', 'yes')])).toBeNull();
    expect(refused([pick('btts', 'yes'), pick('btts', 'yes')])).toBeNull();
    // Odds past the builder's longest are not offered.
    expect(refused([pick('cs', '4-4'), pick('htft', 'away/draw'), pick('red', 'yes')])).toBeNull();
    // Half lines are won or lost: they combine.
    expect(refused([pick('ah:-1.5', 'home'), pick('btts', 'yes')])).toBeGreaterThan(0);
    // Live: what has happened rules out what contradicts it.
    const timeline: FootballTimeline = { goals: [{ t: 10, side: 'home', scorer: 9 }], corners: [], cards: [] };
    expect(refused([pick('cs', '0-0'), pick('1x2', 'draw')], timeline, 30 * MIN)).toBeNull();
    expect(refused([pick('scorer:first', 'away:9'), pick('1x2', 'away')], timeline, 30 * MIN)).toBeNull();
    expect(refused([pick('scorer:first', 'home:9'), pick('1x2', 'home')], timeline, 30 * MIN)).toBeGreaterThan(0.5);
  });

  test('builder prices stay within the builder’s band, and 10,000 random builders return no more than the margin allows', () => {
    // The simulation is scripts/sports-edge.ts, which `npm run bench -- --only sports` runs too.
    const random = testRandom(2024);
    const matches = builderMatches(10, random);
    const { bets, refused } = placeBuilders(matches, 1_020, random);
    for (const { odds, p } of bets) {
      const margin = marginOf({ bet: odds }, p);
      expect(margin).toBeLessThanOrEqual(BUILDER_BAND.max);
      expect(margin).toBeGreaterThanOrEqual(BUILDER_BAND.margin - 1e-9);
    }
    expect(bets.length).toBeGreaterThanOrEqual(10_000);
    expect(refused).toBeGreaterThan(0);
    // The model's own expectation of every bet: at most 1 / (1 + margin) back.
    const expected = bets.reduce((sum, b) => sum + (b.p * b.odds) / 100, 0) / bets.length;
    expect(expected).toBeLessThanOrEqual(1 / (1 + BUILDER_BAND.margin));
    // What the bets really return over played matches: each match (played 120 times) settles every bet on it,
    // for all the bets and for those whose picks win together.
    const played = playBuilders(matches, bets, 120, random);
    const perMatch = {
      all: played.map((m) => m.paid / 100 / m.bets),
      together: played.map((m) => m.togetherPaid / 100 / m.togetherBets),
    };
    expect(bets.filter((b) => b.together).length).toBeGreaterThan(1_000);
    for (const returns of [perMatch.all, perMatch.together]) {
      const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
      const se = Math.sqrt(returns.reduce((a, b) => a + (b - mean) ** 2, 0) / returns.length / returns.length);
      expect(mean).toBeLessThanOrEqual(1 / (1 + BUILDER_BAND.margin) + 4 * se);
      expect(mean).toBeGreaterThanOrEqual(1 / (1 + BUILDER_BAND.max) - 4 * se);
    }
  });
});
