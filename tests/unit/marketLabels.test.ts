import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SportId } from '../../contract/sportsBoard';
import { basketballModel } from '../../engines/sports/basketball';
import { fixturesOfDay as basketballDay } from '../../engines/sports/basketballSchedule';
import { esportsModel } from '../../engines/sports/esports';
import { fixturesOfDay as esportsDay } from '../../engines/sports/esportsSchedule';
import { FOOTBALL_MARKET_IDS, footballMarketsOf } from '../../engines/sports/football';
import { mmaModel } from '../../engines/sports/mma';
import { fixturesOfDay as mmaDay } from '../../engines/sports/mmaSchedule';
import type { SportModel } from '../../engines/sports/model';
import { tennisModel } from '../../engines/sports/tennis';
import { fixturesOfDay as tennisDay } from '../../engines/sports/tennisSchedule';
import { volleyballModel } from '../../engines/sports/volleyball';
import { fixturesOfDay as volleyballDay } from '../../engines/sports/volleyballSchedule';
import { liveClock, loadMarketLabels, marketName, selectionName } from '../../src/features/sports/names';
import { lineupNames } from '../../src/features/sports/logic';
import { PARAMS, TWO_GOALS } from './sports/footballFixtures';

const HOME = 'Fluminense';
const AWAY = 'Grêmio';

beforeAll(async () => {
  i18n.load({ en: {}, pt: {} });
  i18n.activate('en');
  await loadMarketLabels();
});

/** Every market and selection the model offers for the fixtures of the model's tests, before kickoff and live. */
function offered() {
  const all = new Map<string, Set<string>>();
  for (const params of Object.values(PARAMS)) {
    for (const markets of [footballMarketsOf(params, null, null), footballMarketsOf(params, TWO_GOALS, 60 * 60_000)]) {
      for (const market of markets) {
        const selections = all.get(market.id) ?? new Set<string>();
        for (const s of market.selections) selections.add(s.id);
        all.set(market.id, selections);
      }
    }
  }
  return all;
}

describe('the football model’s market labels', () => {
  it('gives every market id of the model a title and every selection it offers a label, never the raw id', () => {
    const players = lineupNames(PARAMS.even);
    const markets = offered();
    expect([...markets.keys()].sort()).toEqual([...FOOTBALL_MARKET_IDS].sort());
    for (const id of FOOTBALL_MARKET_IDS) {
      const title = marketName(i18n, id, { home: HOME, away: AWAY });
      expect(title, id).not.toBe('');
      expect(title, id).not.toBe(id);
      expect(title, id).not.toMatch(/^[a-z0-9]+:|:/);
      for (const selection of markets.get(id)!) {
        const label = selectionName(i18n, id, selection, HOME, AWAY, players);
        expect(label, `${id} ${selection}`).not.toBe('');
        expect(label, `${id} ${selection}`).not.toBe(selection);
        expect(label, `${id} ${selection}`).not.toMatch(
          /\b(home|away|draw)[:/]|other_|^(draw|over|under|yes|no|odd|even)$/,
        );
      }
    }
  });

  it('names a market by its family and line, the selections by team, line and player', () => {
    const players = lineupNames(PARAMS.even);
    const nine = PARAMS.even.home.lineup.find((p) => p.number === 9)!.name;
    expect(marketName(i18n, 'ah:-0.25')).toBe('Asian handicap -0.25');
    expect(selectionName(i18n, 'ah:-0.25', 'home', HOME, AWAY)).toBe('Fluminense -0.25');
    expect(selectionName(i18n, 'ah:-0.25', 'away', HOME, AWAY)).toBe('Grêmio +0.25');
    expect(selectionName(i18n, 'ah:0', 'away', HOME, AWAY)).toBe('Grêmio 0');
    expect(selectionName(i18n, 'eh:-1', 'draw', HOME, AWAY)).toBe('Draw (-1)');
    expect(marketName(i18n, 'home:total:1.5', { home: HOME, away: AWAY })).toBe('Fluminense total goals 1.5');
    expect(selectionName(i18n, 'total:3.5', 'over', HOME, AWAY)).toBe('Over 3.5');
    expect(selectionName(i18n, 'htft', 'home/draw', HOME, AWAY)).toBe('Fluminense / Draw');
    expect(selectionName(i18n, 'cs', '2-1', HOME, AWAY)).toBe('2–1');
    expect(selectionName(i18n, 'margin', 'away:3+', HOME, AWAY)).toBe('Grêmio by 3 or more');
    expect(selectionName(i18n, 'scorer:anytime', 'home:9', HOME, AWAY, players)).toBe(nine);
    // Without the line-ups (a bet in My bets): the side and the shirt.
    expect(selectionName(i18n, 'scorer:first', 'away:7', HOME, AWAY)).toBe('Grêmio number 7');
    // The board's four keep their names.
    expect(marketName(i18n, 'ou25')).toBe('Total goals 2.5');
    expect(selectionName(i18n, '1x2', 'draw', HOME, AWAY)).toBe('Draw');
  });

  it('writes a line in the page’s language: -0,25 in Portuguese', () => {
    i18n.activate('pt');
    try {
      expect(marketName(i18n, 'ah:-0.25')).toMatch(/-0,25$/);
      expect(selectionName(i18n, 'ah:-0.25', 'away', HOME, AWAY)).toBe('Grêmio +0,25');
      expect(marketName(i18n, 'corners:total:9.5')).toMatch(/9,5$/);
    } finally {
      i18n.activate('en');
    }
  });
});

/** A fixed stream of numbers in [0, 1) (mulberry32), so every run plays the same matches. */
function numbers(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Played = { params: unknown };
const SPORTS: [SportId, SportModel<unknown, unknown>, (day: string) => Played[]][] = [
  ['basketball', basketballModel as SportModel<unknown, unknown>, basketballDay],
  ['tennis', tennisModel as SportModel<unknown, unknown>, tennisDay],
  ['volleyball', volleyballModel as SportModel<unknown, unknown>, volleyballDay],
  ['mma', mmaModel as SportModel<unknown, unknown>, mmaDay],
  ['esports', esportsModel as SportModel<unknown, unknown>, esportsDay],
];

describe.each(SPORTS)('the %s model’s market labels', (sport, model, fixturesOfDay) => {
  it('gives every market a title and every selection a label in its sport’s words, never the raw id', () => {
    const seen = new Map<string, Set<string>>();
    // A week's fixtures (MMA fights on its cards' days), the first six.
    const week = ['28', '29', '30']
      .map((d) => `2026-11-${d}`)
      .concat(['01', '02', '03', '04'].map((d) => `2026-12-${d}`));
    for (const [i, fixture] of week.flatMap(fixturesOfDay).slice(0, 6).entries()) {
      const timeline = model.simulate(fixture.params, numbers(i + 1));
      const length = model.durationMs(fixture.params);
      for (const at of [null, length / 4, length / 2]) {
        for (const market of model.markets(fixture.params, at === null ? null : timeline, at)) {
          const selections = seen.get(market.id) ?? new Set<string>();
          for (const s of market.selections) selections.add(s.id);
          seen.set(market.id, selections);
        }
      }
    }
    expect(seen.size).toBeGreaterThan(5);
    for (const [id, selections] of seen) {
      const title = marketName(i18n, id, { home: HOME, away: AWAY, sport });
      expect(title, id).not.toBe(id);
      expect(title, id).not.toMatch(/[:_]|goals/i);
      for (const selection of selections) {
        const label = selectionName(i18n, id, selection, HOME, AWAY, undefined, sport);
        expect(label, `${id} ${selection}`).not.toBe(selection === 'draw' ? 'draw' : selection);
        expect(label, `${id} ${selection}`).not.toMatch(/\b(home|away)\b|[:_]/);
      }
    }
  });
});

describe('the other sports’ labels', () => {
  it('says what each sport counts: points, games, rounds, maps', () => {
    const match = { home: HOME, away: AWAY };
    expect(marketName(i18n, 'total:2.5', match)).toBe('Total goals 2.5');
    expect(marketName(i18n, 'total:2.5', { ...match, sport: 'mma' })).toBe('Total rounds 2.5');
    expect(marketName(i18n, 'total:221.5', { ...match, sport: 'basketball' })).toBe('Total points 221.5');
    expect(marketName(i18n, 'team_total:away:110.5', { ...match, sport: 'basketball' })).toBe(
      'Grêmio total points 110.5',
    );
    expect(marketName(i18n, 'q1_spread:-2.5', { ...match, sport: 'basketball' })).toBe(
      'First quarter point spread -2.5',
    );
    expect(selectionName(i18n, 'h1_spread:-2.5', 'away', HOME, AWAY, undefined, 'basketball')).toBe('Grêmio +2.5');
    expect(selectionName(i18n, 'margin', 'home:6-10', HOME, AWAY, undefined, 'basketball')).toBe(
      'Fluminense by 6 to 10',
    );
    expect(selectionName(i18n, 'margin', 'away:26+', HOME, AWAY, undefined, 'basketball')).toBe('Grêmio by 26 or more');
    expect(marketName(i18n, 'games_hcp:+3.5', { ...match, sport: 'tennis' })).toBe('Games handicap +3.5');
    expect(selectionName(i18n, 'sets', '2-1', HOME, AWAY, undefined, 'tennis')).toBe('2–1');
    expect(marketName(i18n, 'set1_points:45.5', { ...match, sport: 'volleyball' })).toBe('First set total points 45.5');
    expect(selectionName(i18n, 'round', 'away_r2', HOME, AWAY, undefined, 'mma')).toBe('Grêmio in round 2');
    expect(selectionName(i18n, 'method', 'home_sub', HOME, AWAY, undefined, 'mma')).toBe('Fluminense by submission');
    expect(marketName(i18n, 'map2:rh:-4.5', { ...match, sport: 'esports' })).toBe('Map 2 round handicap -4.5');
    expect(selectionName(i18n, 'map2:rh:-4.5', 'away', HOME, AWAY, undefined, 'esports')).toBe('Grêmio +4.5');
    expect(selectionName(i18n, 'maps_hc:+1.5', 'home', HOME, AWAY, undefined, 'esports')).toBe('Fluminense +1.5');
  });
});

describe('a live event’s clock', () => {
  const live = (period: string, label?: string) => ({
    minute: 0,
    period: 'in_play' as const,
    score: { home: 0, away: 0 },
    clock: label === undefined ? { period } : { period, label },
  });

  it('reads each sport’s clock in words, never its model’s ids', () => {
    expect(liveClock(i18n, { ...live('x'), period: 'second_half', minute: 67, clock: undefined })).toBe("67'");
    expect(liveClock(i18n, { ...live('x'), period: 'half_time', minute: 45, clock: undefined })).toBe('Half time');
    expect(liveClock(i18n, live('Q3', 'Q3 04:12'))).toBe('Q3 04:12');
    expect(liveClock(i18n, live('OT1', 'OT1 01:05'))).toBe('OT1 01:05');
    expect(liveClock(i18n, live('set2', '3-2 30-15'))).toBe('Set 2 · 3-2 30-15');
    expect(liveClock(i18n, live('R2', 'R2 03:41'))).toBe('Round 2 03:41');
    expect(liveClock(i18n, live('map2', 'Mirage R14'))).toBe('Map 2 · Mirage, round 14');
    expect(liveClock(i18n, live('break', 'R1'))).toBe('Break');
    expect(liveClock(i18n, live('decision', 'decision'))).toBe('Judges’ decision');
  });
});
