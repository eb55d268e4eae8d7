import { describe, expect, it } from 'vitest';
import { basketballModel } from '../../../engines/sports/basketball';
import { fixturesOfDay as basketballDay } from '../../../engines/sports/basketballSchedule';
import type { SportFixture } from '../../../engines/sports/calendar';
import { tennisModel } from '../../../engines/sports/tennis';
import { fixturesOfDay as tennisDay } from '../../../engines/sports/tennisSchedule';
import { volleyballModel } from '../../../engines/sports/volleyball';
import { fixturesOfDay as volleyballDay } from '../../../engines/sports/volleyballSchedule';

const DAYS = Array.from({ length: 60 }, (_, i) => new Date(Date.UTC(2026, 10, 20 + i)).toISOString().slice(0, 10));

/** Each side's days of play (as day indices), by competition. */
function appearances(fixtures: (day: string) => SportFixture<unknown>[]) {
  const seen = new Map<string, number[]>();
  DAYS.forEach((day, d) => {
    for (const f of fixtures(day))
      for (const side of [f.home, f.away]) {
        const key = `${f.league}:${side}`;
        seen.set(key, [...(seen.get(key) ?? []), d]);
      }
  });
  return seen;
}

/** São Paulo's clock time of an instant, in minutes after midnight, and its calendar day. */
const saoPaulo = (at: Date) => {
  const local = new Date(at.getTime() - 3 * 3600_000);
  return { day: local.toISOString().slice(0, 10), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
};

describe.each([
  ['basketball', basketballDay, ['nba', 'nbb']],
  ['volleyball', volleyballDay, ['superliga-m', 'superliga-f']],
] as const)('%s schedule', (_sport, fixturesOfDay, leagues) => {
  it('plays every team at most once in three days, every league every day, over 60 days', () => {
    for (const [team, days] of appearances(fixturesOfDay)) {
      days.slice(1).forEach((d, i) => expect(d - days[i]!, team).toBeGreaterThanOrEqual(3));
      expect(days.length, team).toBeGreaterThanOrEqual(19);
    }
    for (const day of DAYS) expect(new Set(fixturesOfDay(day).map((f) => f.league))).toEqual(new Set(leagues));
  });

  it('meets every other team of its group at home and away', () => {
    const pairings = new Set<string>();
    for (const day of DAYS) for (const f of fixturesOfDay(day)) pairings.add(`${f.home}|${f.away}`);
    for (const pairing of pairings) {
      const [home, away] = pairing.split('|');
      expect(pairings.has(`${away}|${home}`), pairing).toBe(true);
    }
  });
});

describe('tennis schedule', () => {
  it('plays each player once in each day’s round of the tournament, over 60 days', () => {
    for (const day of DAYS) {
      const fixtures = tennisDay(day);
      expect(fixtures).toHaveLength(16);
      for (const tour of ['atp', 'wta']) {
        const players = fixtures.filter((f) => f.league === tour).flatMap((f) => [f.home, f.away]);
        expect(new Set(players).size).toBe(players.length);
        expect(players).toHaveLength(16);
      }
    }
  });

  it('meets each player of the group once in the week', () => {
    const week = DAYS.slice(DAYS.indexOf('2026-11-23'), DAYS.indexOf('2026-11-23') + 7);
    const pairs = week.flatMap((day) => tennisDay(day).map((f) => [f.home, f.away].sort().join('|')));
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(new Set(week.map((day) => tennisDay(day)[0]!.competition)).size).toBe(1);
  });
});

describe('every schedule', () => {
  const all = (
    day: string,
  ): [
    SportFixture<unknown>,
    { durationMs(p: unknown): number; markets(p: unknown, t: null, a: null): unknown[] },
  ][] => [
    ...basketballDay(day).map((f) => [f, basketballModel] as never),
    ...volleyballDay(day).map((f) => [f, volleyballModel] as never),
    ...tennisDay(day).map((f) => [f, tennisModel] as never),
  ];

  it('kicks off on its São Paulo day at a sensible hour, with unique codes, the same every time', () => {
    const codes = new Set<string>();
    for (const day of DAYS.slice(0, 14)) {
      for (const [f] of all(day)) {
        const local = saoPaulo(f.kickoff);
        expect(local.day).toBe(day);
        expect(local.minutes).toBeGreaterThanOrEqual(9 * 60);
        expect(local.minutes).toBeLessThanOrEqual(23 * 60 + 30);
        expect(codes.has(f.code), f.code).toBe(false);
        codes.add(f.code);
      }
      expect(all(day).map(([f]) => f)).toEqual(all(day).map(([f]) => f));
    }
  });

  it('gives every fixture params its model prices', () => {
    for (const [f, model] of all('2026-11-28')) {
      expect(model.markets(f.params, null, null).length, f.code).toBeGreaterThan(5);
      expect(model.durationMs(f.params)).toBeGreaterThan(0);
    }
  });
});
