/**
 * What the sports' schedules share (the MMA cards, the CS2 tournaments): a public stream of numbers from a
 * text (the same as the football schedule's `seeded`, server/house/markets.ts), a shuffle, a round robin,
 * the calendar's day count and a São Paulo kick-off as a UTC instant. The schedule is
 * public, like a real league's, so its draws may come from a public seed; what happens in an event never
 * does (the server's secret decides that).
 */

/** A deterministic stream of numbers in [0, 1) from a text (FNV-1a seeded xorshift), for public draws only. */
export function publicStream(text: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let state = h >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
}

/** A Fisher–Yates shuffle with a stream. */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The Monday the calendars count their weeks from. */
export const CALENDAR_EPOCH = '2026-01-05';
const DAY_MS = 86_400_000;

/** Whole days from the calendar's first Monday to a 'YYYY-MM-DD' day (negative before it). */
export const dayNumber = (day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(CALENDAR_EPOCH)) / DAY_MS);

/** The day `n` days after `day`, as 'YYYY-MM-DD'. */
export const dayPlus = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

export const mod = (a: number, n: number) => ((a % n) + n) % n;

/** São Paulo keeps UTC−3 all year (no summer time since 2019). */
const SAO_PAULO_OFFSET_MS = 3 * 3_600_000;

/** A São Paulo day's time (minutes after its midnight) as the UTC instant. */
export const saoPauloTime = (day: string, minutes: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + SAO_PAULO_OFFSET_MS + minutes * 60_000);

/** The day's code stamp: '2026-03-07' → '20260307'. */
export const stampOf = (day: string) => day.replaceAll('-', '');

/**
 * A round robin's rounds for an even number of teams, as pairs of indices (home first): the circle method,
 * the last team fixed and the others turning round it, the venues alternating (the same draw as the
 * football leagues', server/house/fixtures.ts).
 */
export function roundRobin(teams: number): [number, number][][] {
  const fixed = teams - 1;
  return Array.from({ length: fixed }, (_, r) => {
    const round: [number, number][] = [r % 2 === 0 ? [r, fixed] : [fixed, r]];
    for (let k = 1; k < teams / 2; k++) {
      const a = (r + k) % fixed;
      const b = (r - k + fixed) % fixed;
      round.push(k % 2 === 0 ? [b, a] : [a, b]);
    }
    return round;
  });
}

/** The logistic function. */
export const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** A time of day in minutes after midnight. */
export const at = (h: number, m = 0) => h * 60 + m;

/** A schedule's fixture: its code, competition, sides, kick-off and the model's params. */
export interface SportFixture<Params> {
  /** Unique among the sport's fixtures: the competition, the sides' codes and the day ("NBA-BOS-NYK-20261128"). */
  code: string;
  /** The competition's id ("nba", "superliga-f", "atp"). */
  league: string;
  /** Its name as shown ("NBA", "ATP Rio Open"). */
  competition: string;
  home: string;
  away: string;
  kickoff: Date;
  params: Params;
}

/** A shuffled copy by the public stream named `text`. */
export const publicShuffle = <T>(items: readonly T[], text: string) => shuffle(items, publicStream(text));

/**
 * Round `r` (any integer) of the round robin of `n` teams (n even), home first: every n − 1 rounds each pair
 * meets once, the venues swapped in the next cycle.
 */
export function circleRound(n: number, r: number): [number, number][] {
  const round = roundRobin(n)[mod(r, n - 1)]!;
  return mod(Math.floor(r / (n - 1)), 2) === 0 ? round : round.map(([h, a]): [number, number] => [a, h]);
}

/**
 * A team league's matches of a day (basketball, volleyball): the teams (drawn once into an order) are in
 * three groups of equal even size, group g playing on the days whose number is g modulo 3, a round of its
 * own round robin each time — so every team plays every third day, never twice in three days. The day's
 * matches take kick-off times drawn from `times` (São Paulo minutes).
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
  const group = order.slice(mod(days, 3) * size, (mod(days, 3) + 1) * size);
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
