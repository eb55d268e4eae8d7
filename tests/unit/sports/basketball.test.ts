import { describe, expect, it } from 'vitest';
import {
  basketballModel,
  QUARTER_MS,
  replay,
  replayFrom,
  type BasketballParams,
} from '../../../engines/sports/basketball';
import { priceMarket } from '../../../engines/sports/pricing';
import { returnsAtFairOdds, testRandom, unfair } from './modelCheck';
import { bandBreaches, checkable, outcomesReached } from './sampled';

const team = (name: string, ppp: number) => ({ name, ppp });
const NBA: BasketballParams = {
  league: 'nba',
  possessions: 25,
  overtimePossessions: 10,
  home: team('A', 1.13),
  away: team('B', 1.12),
};
const NBA_FAVOURITE: BasketballParams = { ...NBA, home: team('A', 1.2), away: team('B', 1.06) };
const NBB: BasketballParams = {
  league: 'nbb',
  possessions: 19,
  overtimePossessions: 9,
  home: team('C', 1.04),
  away: team('D', 1.06),
};

describe('basketball model', () => {
  it('prices fair markets that sum to one', () => {
    for (const params of [NBA, NBA_FAVOURITE, NBB])
      for (const m of basketballModel.markets(params, null, null))
        expect(
          m.selections.reduce((s, x) => s + x.p, 0),
          m.id,
        ).toBeCloseTo(m.fairSum, 9);
  });

  it('returns one per unit at fair odds before the start', () => {
    for (const [i, params] of [NBA, NBA_FAVOURITE, NBB].entries())
      expect(unfair(checkable(returnsAtFairOdds(basketballModel, params, 3_000, 30 + i), 3_000))).toEqual([]);
  });

  it('returns one per unit at fair odds live, overtime included', () => {
    const timeline = basketballModel.simulate(NBA, testRandom(9));
    for (const at of [0.5 * QUARTER_MS, 3.2 * QUARTER_MS]) {
      const live = { timeline, at, replay: (random: () => number) => replayFrom(NBA, timeline, at, random) };
      expect(unfair(checkable(returnsAtFairOdds(basketballModel, NBA, 2_500, Math.round(at), live), 2_500))).toEqual(
        [],
      );
    }
    // Late in a tied game, where overtime is likely.
    const tied = { points: '' };
    const random = testRandom(5);
    for (let r = 0; r < 500 && !tied.points; r++) {
      const t = basketballModel.simulate(NBB, random);
      const { state } = replay(NBB, t);
      if (state.period === 4) tied.points = t.points;
    }
    expect(tied.points).not.toBe('');
    const at = 4 * QUARTER_MS + 6 * 60_000 + QUARTER_MS - 20_000;
    const live = { timeline: tied, at, replay: (random: () => number) => replayFrom(NBB, tied, at, random) };
    expect(unfair(checkable(returnsAtFairOdds(basketballModel, NBB, 2_500, 17, live), 2_500))).toEqual([]);
  });

  it('keeps every market within its margin band', () => {
    const timeline = basketballModel.simulate(NBA, testRandom(4));
    for (const params of [NBA, NBA_FAVOURITE, NBB])
      expect(
        bandBreaches(
          basketballModel,
          params,
          timeline,
          [1, 3, 4.5].map((n) => n * QUARTER_MS),
        ),
      ).toEqual([]);
  });

  it('prices live markets from the past only', () => {
    const a = basketballModel.simulate(NBA, testRandom(21));
    const at = 1.7 * QUARTER_MS;
    const { played } = replay(NBA, a, at);
    const b = replayFrom(NBA, a, at, testRandom(22));
    expect(b.points.slice(0, played)).toBe(a.points.slice(0, played));
    expect(b.points).not.toBe(a.points);
    expect(basketballModel.markets(NBA, b, at)).toEqual(basketballModel.markets(NBA, a, at));
    const ids = basketballModel.markets(NBA, a, at).map((m) => m.id);
    expect(ids.some((id) => id.startsWith('q1'))).toBe(false);
    expect(ids.some((id) => id.startsWith('h1'))).toBe(true);
    expect(basketballModel.markets(NBA, a, basketballModel.durationMs(NBA))).toEqual([]);
  });

  it('settles every selection, each outcome reachable', () => {
    for (const [key, outcomes] of outcomesReached(basketballModel, NBB, 3_000, 97))
      expect([key, outcomes]).toEqual([key, ['lost', 'won']]);
  });

  it('scores like the NBA and the NBB', () => {
    const random = testRandom(55);
    const totals = { nba: 0, nbb: 0 };
    let overtimes = 0;
    const runs = 1_500;
    for (let r = 0; r < runs; r++) {
      for (const params of [NBA, NBB]) {
        const { state } = replay(params, basketballModel.simulate(params, random));
        totals[params.league] += state.score[0] + state.score[1];
        if (state.period >= 4) overtimes += 1;
      }
    }
    expect(totals.nba / runs).toBeGreaterThan(215);
    expect(totals.nba / runs).toBeLessThan(235);
    expect(totals.nbb / runs).toBeGreaterThan(150);
    expect(totals.nbb / runs).toBeLessThan(170);
    // Overtime: about one NBA game in sixteen; the model's margins spread a little wider than the real
    // game's (no garbage time, no fouling late), so it sees a few fewer ties.
    expect(overtimes / (2 * runs)).toBeGreaterThan(0.02);
    expect(overtimes / (2 * runs)).toBeLessThan(0.09);
    // A clear favourite: about 1.25 on the moneyline, about −9 on the spread.
    const markets = basketballModel.markets(NBA_FAVOURITE, null, null);
    const odds = priceMarket(markets.find((m) => m.id === 'moneyline')!)!;
    expect(odds.home).toBeLessThan(140);
    expect(odds.home).toBeGreaterThan(110);
    expect(markets.some((m) => m.id === 'spread:-9.5' || m.id === 'spread:-8.5' || m.id === 'spread:-10.5')).toBe(true);
    expect(basketballModel.durationMs(NBA)).toBeGreaterThan(50 * 60_000);
  });

  it('shows the quarter and its clock', () => {
    const timeline = basketballModel.simulate(NBA, testRandom(1));
    const snap = basketballModel.snapshot(NBA, timeline, QUARTER_MS + 60_000 + QUARTER_MS / 2);
    expect(snap.clock).toEqual({ period: 'Q2', minute: 18, label: 'Q2 06:00' });
    expect(snap.events.filter((e) => e.kind === 'period')).toHaveLength(1);
    expect(snap.score.home + snap.score.away).toBe(
      snap.events.filter((e) => e.kind === 'points').reduce((s, e) => s + Number(e.detail), 0),
    );
    const nbb = basketballModel.snapshot(NBB, timeline, QUARTER_MS / 2);
    expect(nbb.clock).toEqual({ period: 'Q1', minute: 5, label: 'Q1 05:00' });
  });
});
