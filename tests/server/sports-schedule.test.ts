import { describe, expect, it } from 'vitest';
import { fixturesOfDay, LEAGUES, leagueRound, roundRobin, scheduledFixtures } from '../../server/house/fixtures';
import { saoPauloDay, saoPauloDayStart } from '../../lib/time';

// The sportsbook's calendar is one real leagues could play: a round robin per league, each team once a
// round and at most once in three days, each pairing once in each half of the season, kick-offs varied.

const DAYS = 120;
const FIRST = '2026-11-23';
const DAY_MS = 86_400_000;
const calendar = Array.from({ length: DAYS }, (_, d) => saoPauloDay(saoPauloDayStart(FIRST, d)));
const fixtures = calendar.flatMap((day) => fixturesOfDay(day, new Date(0)).map((f) => ({ ...f, day })));
const dayIndex = new Map(calendar.map((day, i) => [day, i]));

describe('the sports schedule', () => {
  it('gives every league fixtures and every day some', () => {
    for (const league of LEAGUES) {
      expect(fixtures.filter((f) => f.league === league.id).length, league.id).toBeGreaterThan(DAYS / 7);
    }
    for (const day of calendar) expect(fixturesOfDay(day, new Date(0)).length, day).toBeGreaterThan(0);
  });

  it('never has a team play twice within three days', () => {
    const lastPlayed = new Map<string, number>();
    for (const f of fixtures) {
      const day = dayIndex.get(f.day)!;
      for (const team of [`${f.league}:${f.home}`, `${f.league}:${f.away}`]) {
        const last = lastPlayed.get(team);
        if (last !== undefined) expect(day - last, `${team} on ${f.day}`).toBeGreaterThanOrEqual(3);
        lastPlayed.set(team, day);
      }
    }
  });

  it('never brings a pairing back within its round of the league, and alternates the venue', () => {
    for (const league of LEAGUES) {
      const games = fixtures.filter((f) => f.league === league.id);
      const half = league.teams.length - 1;
      const perRound = league.teams.length / 2;
      // Either order of the two teams is the same pairing: it comes back only after the other teams have
      // all been met (at least a half-season's rounds less one), and with the venues swapped.
      const met = new Map<string, { home: string; index: number }>();
      games.forEach((f, i) => {
        const pairing = [f.home, f.away].sort().join(' × ');
        const before = met.get(pairing);
        if (before) {
          expect(Math.floor(i / perRound) - Math.floor(before.index / perRound), pairing).toBeGreaterThanOrEqual(
            half - 1,
          );
          expect(f.home, `${pairing} at the same ground twice running`).not.toBe(before.home);
        }
        met.set(pairing, { home: f.home, index: i });
      });
      expect(met.size, league.id).toBe((league.teams.length * half) / 2);
    }
  });

  it('plays each half-season as a round robin in which no team is at home or away three rounds running', () => {
    for (const teams of [8, 10, 14]) {
      const half = roundRobin(teams);
      const rounds = Array.from({ length: 4 * teams * (teams - 1) }, (_, i) =>
        leagueRound(half, i - 2 * teams * (teams - 1)),
      );
      for (let start = 0; start + teams - 1 <= rounds.length; start += teams - 1) {
        const pairings = rounds
          .slice(start, start + teams - 1)
          .flat()
          .map(([h, a]) => [h, a].sort((x, y) => x - y).join('-'));
        expect(new Set(pairings).size).toBe((teams * (teams - 1)) / 2);
      }
      for (const round of rounds) expect(new Set(round.flat()).size).toBe(teams);
      for (let team = 0; team < teams; team++) {
        const venues = rounds.map((round) => (round.some(([h]) => h === team) ? 'H' : 'A')).join('');
        expect(venues, `team ${team}`).not.toMatch(/HHH|AAA/);
      }
    }
  });

  it('varies kick-off times and never shows the same match on two days running', () => {
    for (const league of LEAGUES) {
      const times = new Set(fixtures.filter((f) => f.league === league.id).map((f) => f.kickoff.getTime() % DAY_MS));
      expect(times.size, league.id).toBeGreaterThanOrEqual(3);
    }
    const byPairing = new Map<string, number>();
    for (const f of fixtures) {
      const key = `${f.home}-${f.away}`;
      const last = byPairing.get(key);
      if (last !== undefined) expect(f.kickoff.getTime() - last, key).toBeGreaterThan(14 * DAY_MS);
      byPairing.set(key, f.kickoff.getTime());
    }
  });

  it('puts the same schedule on from any moment of the day (a restart adds no other fixtures)', () => {
    const morning = scheduledFixtures(new Date('2026-11-28T10:00:00.000Z')).map((f) => f.code);
    const later = scheduledFixtures(new Date('2026-11-28T11:30:00.000Z')).map((f) => f.code);
    expect(later.every((code) => morning.includes(code))).toBe(true);
    expect(new Set(morning).size).toBe(morning.length);
  });
});
