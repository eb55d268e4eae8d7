import { fairDraw, shuffled } from '../fair';

/**
 * What the basketball, volleyball and tennis schedules share: São Paulo kick-offs, the public draws the
 * calendars are made with, and the team leagues' rest rule. The schedule is public like a real league's, so
 * its draws come from a public seed (anyone can recompute them); what happens in a match never does.
 */

/** A schedule's fixture: its code, competition, sides, kick-off and the model's params. */
export interface SportFixture<Params> {
  /** Unique among the sport's fixtures: the sides' codes and the day ("BOS-NYK-20261128"). */
  code: string;
  /** The competition's id ("nba", "superliga-f", "atp"). */
  league: string;
  /** Its name as shown ("NBA", "ATP Rio Open · rodada 3"). */
  competition: string;
  home: string;
  away: string;
  kickoff: Date;
  params: Params;
}

/** A calendar day ("2026-11-28") as days since 1970-01-01. */
export const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);

/**
 * A São Paulo time of a day as a UTC instant: Brazil keeps UTC−3 all year (it dropped summer time in
 * 2019), so `minutes` after midnight in São Paulo are `minutes` + 180 after UTC midnight.
 */
export const saoPauloTime = (day: string, minutes: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + (minutes + 180) * 60_000);

export const at = (h: number, m = 0) => h * 60 + m;

/** A public draw for a schedule's choice, named by `text` (HMAC stream of fair.ts under a public key). */
export const publicDraw = (text: string) =>
  fairDraw({ serverSeed: 'rodada-sports-schedule', clientSeed: text, nonce: 0 });

/** A shuffled copy by the public draw named `text`. */
export const publicShuffle = <T>(items: readonly T[], text: string) => shuffled(items, publicDraw(text));

/**
 * Round `r` (any integer) of a round robin of `n` teams (n even) by the circle method, as pairs of indices,
 * home first: every n − 1 rounds each pair meets once, the venues swapped in the next cycle.
 */
export function circleRound(n: number, r: number): [number, number][] {
  const fixed = n - 1;
  const round = ((r % fixed) + fixed) % fixed;
  const swap = Math.floor(r / fixed) % 2 !== 0;
  const pairs: [number, number][] = [round % 2 === 0 ? [round, fixed] : [fixed, round]];
  for (let k = 1; k < n / 2; k++) {
    const a = (round + k) % fixed;
    const b = (round - k + fixed) % fixed;
    pairs.push(k % 2 === 0 ? [b, a] : [a, b]);
  }
  return swap ? pairs.map(([h, a]): [number, number] => [a, h]) : pairs;
}

/**
 * A team league's matches of a day: the teams (drawn once into an order) are in three groups of equal even
 * size, group g playing on the days whose number is g modulo 3, a round of its own round robin each time —
 * so every team plays every third day, never twice in three days. The day's matches take kick-off times
 * drawn from `times` (São Paulo minutes).
 */
export function groupMatchesOfDay<T>(
  league: string,
  teams: readonly T[],
  times: readonly number[],
  day: string,
): { home: T; away: T; kickoff: Date }[] {
  const order = publicShuffle(teams, `${league}:order`);
  const size = order.length / 3;
  const days = dayNumber(day);
  const group = order.slice((days % 3) * size, ((days % 3) + 1) * size);
  const pairs = circleRound(size, Math.floor(days / 3));
  const kickoffs = publicShuffle(times, `${league}:${day}`)
    .slice(0, pairs.length)
    .sort((a, b) => a - b);
  return publicShuffle(pairs, `${league}:${day}:pairs`).map(([h, a], i) => ({
    home: group[h]!,
    away: group[a]!,
    kickoff: saoPauloTime(day, kickoffs[i % kickoffs.length]!),
  }));
}
