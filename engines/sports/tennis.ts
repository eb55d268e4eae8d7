import type { FairMarket, LiveSnapshot, Outcome, SportEvent, SportModel } from './model';
import {
  halfLines,
  handicap,
  handicapMarket,
  lineOf,
  lineText,
  market,
  memoized,
  other,
  overUnder,
  totalMarket,
  winner,
  wonIf,
  type Distribution,
  type Side,
} from './lines';

/**
 * Tennis, ATP and WTA: best of three sets, each set to six games by two, a tie-break (first to seven points
 * by two) at six games all in every set. Point by point: a point on a player's serve is won by the server
 * with the server's serve-point probability for the match (`Params`, fixed by the schedule from the two
 * players' ratings); a coin toss decides who serves first; the serve changes every game, in a tie-break
 * after the first point and then every two points, and the player who received first in a tie-break serves
 * first in the next set.
 *
 * Prices are exact: the chance of holding a game from any score, of winning a tie-break from any score, the
 * distribution of every set's final score from any state (dynamic programming over games), and the match's
 * paths as sequences of set scores (at most 16 × 16 × 16, before the toss both servers half and half).
 *
 * Markets (ids, selections):
 * - `match` (home, away): the match winner — main.
 * - `sets` (2-0, 2-1, 1-2, 0-2): set betting, the home player's sets first — exact.
 * - `games_hcp:<line>` (home, away): games handicap, `<line>` the home player's half-point handicap on
 *   games won (a tie-break set counts 7–6), five lines two games apart around the expected lead — handicap.
 * - `total_games:<line>` (over, under): total games, five half-point lines a game apart — totals.
 * - `set1` (home, away): 1st set winner — main.
 * - `set1_games:<line>` (over, under): 1st set total games, lines 8.5, 9.5 and 10.5 — totals.
 * - `total_sets:2.5` (over, under): over is a third set — totals.
 * - `tiebreak` (yes, no): a tie-break in the match — props.
 * Totals are shown in the `goals` tab (the totals tab of every sport), handicaps in `handicaps`, the rest in
 * `main`. A line's id never changes: the lines come from the params, live markets drop the decided ones.
 *
 * Time: a point takes `POINT_MS` real milliseconds and a set break `SET_BREAK_MS` (so an even ATP match
 * lasts about an hour). A match's length varies: it ends when `snapshot(…).finished`, at the latest at
 * `durationMs` — should a match run past `MAX_POINTS` points (practically never) its last points all come at
 * that instant.
 */

export interface TennisPlayer {
  name: string;
  /** The chance this player wins a point on their own serve in this match. */
  serve: number;
}

export interface TennisParams {
  tour: 'atp' | 'wta';
  home: TennisPlayer;
  away: TennisPlayer;
}

export interface TennisTimeline {
  /** Who won the toss and served first. */
  first: Side;
  /** Each point's winner in order: "h" or "a". */
  points: string;
}

export const POINT_MS = 20_000;
export const SET_BREAK_MS = 120_000;
export const MAX_POINTS = 300;

/** Where a match stands between points. */
export interface TennisState {
  /** Completed sets' scores, home first. */
  sets: [number, number][];
  /** Games in the set being played. */
  games: [number, number];
  /** Points in the game (or tie-break) being played. */
  points: [number, number];
  /** Who served the set's first game. */
  setFirst: Side;
  finished: boolean;
}

const index = (side: Side) => (side === 'home' ? 0 : 1);
const setsWon = (sets: readonly [number, number][], side: Side) =>
  sets.filter(([h, a]) => (side === 'home' ? h > a : a > h)).length;
const tiebreakOn = (games: readonly [number, number]) => games[0] === 6 && games[1] === 6;

/** Who serves the next point. */
export function serverOf(state: TennisState): Side {
  const [gh, ga] = state.games;
  const gameServer = (gh + ga) % 2 === 0 ? state.setFirst : other(state.setFirst);
  if (!tiebreakOn(state.games)) return gameServer;
  const n = state.points[0] + state.points[1];
  return Math.floor((n + 1) / 2) % 2 === 0 ? gameServer : other(gameServer);
}

export const startState = (first: Side): TennisState => ({
  sets: [],
  games: [0, 0],
  points: [0, 0],
  setFirst: first,
  finished: false,
});

/** The state after a point won by `side` (the events it makes, at `at`, pushed onto `events`). */
export function afterPoint(state: TennisState, side: Side, at = 0, events?: SportEvent[]): TennisState {
  const points: [number, number] = [...state.points];
  points[index(side)] += 1;
  const [a, b] = side === 'home' ? points : [points[1], points[0]];
  const tiebreak = tiebreakOn(state.games);
  if (!(a >= (tiebreak ? 7 : 4) && a - b >= 2)) return { ...state, points };
  const games: [number, number] = [...state.games];
  games[index(side)] += 1;
  events?.push({ at, kind: tiebreak ? 'tiebreak' : 'game', side, detail: `${games[0]}-${games[1]}` });
  const [g, h] = side === 'home' ? games : [games[1], games[0]];
  if (!((g >= 6 && g - h >= 2) || g === 7)) return { ...state, games, points: [0, 0] };
  events?.push({ at, kind: 'set', side, detail: `${games[0]}-${games[1]}` });
  return afterSet(state, games);
}

/** The state after the set being played ended with `score`: the next set's first server is the other player after an odd number of games. */
function afterSet(state: TennisState, score: [number, number]): TennisState {
  const sets = [...state.sets, score];
  const setFirst = (score[0] + score[1]) % 2 === 1 ? other(state.setFirst) : state.setFirst;
  return {
    sets,
    games: [0, 0],
    points: [0, 0],
    setFirst,
    finished: setsWon(sets, 'home') === 2 || setsWon(sets, 'away') === 2,
  };
}

/** Plays on from `state` to the end of the match, adding each point's winner to `points`. */
function playOn(params: TennisParams, from: TennisState, points: string, random: () => number): string {
  let state = from;
  let out = points;
  while (!state.finished) {
    const server = serverOf(state);
    const serve = server === 'home' ? params.home.serve : params.away.serve;
    const won = random() < serve ? server : other(server);
    out += won === 'home' ? 'h' : 'a';
    state = afterPoint(state, won);
  }
  return out;
}

/** When the `k`-th point (from 0) ends, given the sets completed before it. */
const pointEnd = (k: number, setsBefore: number) =>
  Math.min((k + 1) * POINT_MS + setsBefore * SET_BREAK_MS, MAX_POINTS * POINT_MS + 2 * SET_BREAK_MS);

/** The match up to `elapsedMs` (all of it with Infinity): its state, events and points played. */
export function replay(timeline: TennisTimeline, elapsedMs = Infinity) {
  let state = startState(timeline.first);
  const events: SportEvent[] = [];
  let played = 0;
  for (const winner of timeline.points) {
    const at = pointEnd(played, state.sets.length);
    if (at > elapsedMs) break;
    state = afterPoint(state, winner === 'h' ? 'home' : 'away', at, events);
    played += 1;
  }
  return { state, events, played };
}

/** The chance the server wins a game from (server's points, receiver's points). */
export function holdFrom(p: number, a: number, b: number): number {
  // Each score's chance is worked out once (the paths to it share it): a game is at most a few dozen scores.
  const known = new Map<number, number>();
  const from = (a: number, b: number): number => {
    if (a >= 4 && a - b >= 2) return 1;
    if (b >= 4 && b - a >= 2) return 0;
    if (a >= 3 && a === b) return (p * p) / (p * p + (1 - p) * (1 - p));
    const key = a * 64 + b;
    let chance = known.get(key);
    if (chance === undefined) known.set(key, (chance = p * from(a + 1, b) + (1 - p) * from(a, b + 1)));
    return chance;
  };
  return from(a, b);
}

/**
 * The chance home wins a tie-break from (home's points, away's points), `first` serving its first point:
 * `homeServe` is home's chance on its serve, `homeReturn` on away's.
 */
export function tiebreakFrom(homeServe: number, homeReturn: number, first: Side, h: number, a: number): number {
  // Each score's chance is worked out once (the paths to it share it), as in holdFrom.
  const known = new Map<number, number>();
  const from = (h: number, a: number): number => {
    if (h >= 7 && h - a >= 2) return 1;
    if (a >= 7 && a - h >= 2) return 0;
    if (h >= 6 && h === a) {
      // From a tie each pair of points has one on each serve.
      const both = homeServe * homeReturn;
      return both / (both + (1 - homeServe) * (1 - homeReturn));
    }
    const key = h * 64 + a;
    let chance = known.get(key);
    if (chance === undefined) {
      const n = h + a;
      const server = Math.floor((n + 1) / 2) % 2 === 0 ? first : other(first);
      const p = server === 'home' ? homeServe : homeReturn;
      known.set(key, (chance = p * from(h + 1, a) + (1 - p) * from(h, a + 1)));
    }
    return chance;
  };
  return from(h, a);
}

/** The chance home wins the game (or tie-break) being played in `state`. */
function gameChance(params: TennisParams, state: TennisState): number {
  const homeServe = params.home.serve;
  const homeReturn = 1 - params.away.serve;
  const [ph, pa] = state.points;
  if (tiebreakOn(state.games))
    return tiebreakFrom(homeServe, homeReturn, serverOf({ ...state, points: [0, 0] }), ph, pa);
  return serverOf(state) === 'home' ? holdFrom(homeServe, ph, pa) : 1 - holdFrom(params.away.serve, pa, ph);
}

/** The final scores the set being played can end with, and their chances. */
export function setOutcomes(params: TennisParams, state: TennisState): { score: [number, number]; p: number }[] {
  const mass = Array.from({ length: 8 }, () => new Array<number>(8).fill(0));
  const [h0, a0] = state.games;
  mass[h0]![a0] = 1;
  const out: { score: [number, number]; p: number }[] = [];
  for (let n = h0 + a0; n <= 13; n++) {
    for (let h = 0; h <= 7; h++) {
      const a = n - h;
      if (a < 0 || a > 7) continue;
      const m = mass[h]![a]!;
      if (m === 0) continue;
      const done = (h >= 6 && h - a >= 2) || (a >= 6 && a - h >= 2) || h === 7 || a === 7;
      if (done) {
        out.push({ score: [h, a], p: m });
        continue;
      }
      const at: TennisState = { ...state, games: [h, a], points: h === h0 && a === a0 ? state.points : [0, 0] };
      const p = gameChance(params, at);
      mass[h + 1]![a]! += m * p;
      mass[h]![a + 1]! += m * (1 - p);
    }
  }
  return out;
}

/** Every way the match can go on from `state`: its completed sets' scores with their chance. */
function matchPaths(params: TennisParams, state: TennisState): { sets: [number, number][]; p: number }[] {
  if (state.finished) return [{ sets: state.sets, p: 1 }];
  return setOutcomes(params, state).flatMap(({ score, p }) =>
    matchPaths(params, afterSet(state, score)).map((path) => ({ sets: path.sets, p: p * path.p })),
  );
}

const games = (sets: readonly [number, number][]) => sets.reduce((sum, [h, a]) => sum + h + a, 0);
const lead = (sets: readonly [number, number][]) => sets.reduce((sum, [h, a]) => sum + h - a, 0);
const matchWinner = (sets: readonly [number, number][]): Side => (setsWon(sets, 'home') === 2 ? 'home' : 'away');
const setBetting = (sets: readonly [number, number][]) => `${setsWon(sets, 'home')}-${setsWon(sets, 'away')}`;
const hadTiebreak = (sets: readonly [number, number][]) => sets.some(([h, a]) => h + a === 13);

/** A distribution of a count over the paths. */
function countOf(
  paths: readonly { sets: [number, number][]; p: number }[],
  count: (sets: [number, number][]) => number,
): Distribution {
  const values = paths.map((path) => count(path.sets));
  const offset = Math.min(...values);
  const p = new Array<number>(Math.max(...values) - offset + 1).fill(0);
  paths.forEach((path, i) => (p[values[i]! - offset]! += path.p));
  return { offset, p };
}

/** The expected games lead and total games of an even toss (the fixture's lines). */
const linesOf = memoized((params: TennisParams) => {
  const paths = (['home', 'away'] as const).flatMap((first) =>
    matchPaths(params, startState(first)).map((path) => ({ ...path, p: path.p / 2 })),
  );
  const mean = (count: (sets: [number, number][]) => number) =>
    paths.reduce((s, path) => s + path.p * count(path.sets), 0);
  const centre = halfLines(-mean(lead), 1)[0]!;
  return { handicap: [-4, -2, 0, 2, 4].map((d) => centre + d), total: halfLines(mean(games), 5) };
});

/** Each played match's final state, worked out once. */
const finalState = memoized((timeline: TennisTimeline) => replay(timeline).state);

const SET1_LINES = [8.5, 9.5, 10.5];

export const tennisModel: SportModel<TennisParams, TennisTimeline> = {
  sport: 'tennis',

  durationMs: () => MAX_POINTS * POINT_MS + 2 * SET_BREAK_MS,

  simulate(params, random) {
    const first: Side = random() < 0.5 ? 'home' : 'away';
    return { first, points: playOn(params, startState(first), '', random) };
  },

  snapshot(_params, timeline, elapsedMs): LiveSnapshot & { serving: Side | null } {
    const { state, events } = replay(timeline, elapsedMs);
    const set = state.finished ? state.sets.length : state.sets.length + 1;
    const score = (p: number) => ['0', '15', '30', '40'][p] ?? '40';
    const [ph, pa] = state.points;
    const point = tiebreakOn(state.games)
      ? `${ph}-${pa}`
      : ph >= 3 && pa >= 3
        ? ph === pa
          ? '40-40'
          : ph > pa
            ? 'A-40'
            : '40-A'
        : `${score(ph)}-${score(pa)}`;
    return {
      clock: {
        period: `set${set}`,
        label: state.finished
          ? state.sets.map(([h, a]) => `${h}-${a}`).join(' ')
          : `${state.games[0]}-${state.games[1]} ${point}`,
      },
      score: { home: setsWon(state.sets, 'home'), away: setsWon(state.sets, 'away') },
      events,
      finished: state.finished,
      serving: state.finished ? null : serverOf(state),
    };
  },

  markets(params, timeline, at) {
    const states = timeline && at !== null ? [replay(timeline, at).state] : [startState('home'), startState('away')];
    if (states[0]!.finished) return [];
    const paths = states.flatMap((state) =>
      matchPaths(params, state).map((path) => ({ ...path, p: path.p / states.length })),
    );
    const chance = (test: (sets: [number, number][]) => boolean) =>
      paths.reduce((s, path) => (test(path.sets) ? s + path.p : s), 0);
    const { handicap: hcpLines, total: totalLines } = linesOf(params);
    const leadDist = countOf(paths, lead);
    const gamesDist = countOf(paths, games);
    const set1 = countOf(paths, (sets) => sets[0]![0] + sets[0]![1]);
    const set1Open = states[0]!.sets.length === 0;
    const set1Home = chance((sets) => sets[0]![0] > sets[0]![1]);
    const out: (FairMarket | null)[] = [
      market('match', 'main', 'main', [
        ['home', chance((sets) => matchWinner(sets) === 'home')],
        ['away', chance((sets) => matchWinner(sets) === 'away')],
      ]),
      market(
        'sets',
        'exact',
        'main',
        ['2-0', '2-1', '1-2', '0-2'].map((s) => [s, chance((sets) => setBetting(sets) === s)] as const),
      ),
      set1Open
        ? market('set1', 'main', 'main', [
            ['home', set1Home],
            ['away', 1 - set1Home],
          ])
        : null,
      ...hcpLines.map((line) => handicapMarket(`games_hcp:${lineText(line, true)}`, leadDist, line)),
      ...totalLines.map((line) => totalMarket(`total_games:${line}`, gamesDist, line)),
      ...(set1Open ? SET1_LINES.map((line) => totalMarket(`set1_games:${line}`, set1, line)) : []),
      market('total_sets:2.5', 'totals', 'goals', [
        ['over', chance((sets) => sets.length === 3)],
        ['under', chance((sets) => sets.length === 2)],
      ]),
      market('tiebreak', 'props', 'main', [
        ['yes', chance(hadTiebreak)],
        ['no', chance((sets) => !hadTiebreak(sets))],
      ]),
    ];
    return out.filter((m): m is FairMarket => m !== null);
  },

  settle(_params, timeline, marketId, selection): Outcome {
    const { sets, finished } = finalState(timeline);
    if (!finished) throw new Error('The match has not finished');
    const [name] = marketId.split(':');
    const line = lineOf(marketId);
    switch (name) {
      case 'match':
        return winner(selection, matchWinner(sets));
      case 'sets':
        return wonIf(selection === setBetting(sets));
      case 'set1':
        return winner(selection, sets[0]![0] > sets[0]![1] ? 'home' : 'away');
      case 'games_hcp':
        return handicap(selection, lead(sets), line);
      case 'total_games':
        return overUnder(selection, games(sets), line);
      case 'set1_games':
        return overUnder(selection, sets[0]![0] + sets[0]![1], line);
      case 'total_sets':
        return overUnder(selection, sets.length, line);
      case 'tiebreak':
        return wonIf((selection === 'yes') === hadTiebreak(sets));
      default:
        throw new RangeError(`No tennis market ${marketId}`);
    }
  },
};

/**
 * A match that agrees with `timeline` up to `at` and goes on from there with `random` (the model's own
 * conditional simulation, for checking live prices).
 */
export function replayFrom(
  params: TennisParams,
  timeline: TennisTimeline,
  at: number,
  random: () => number,
): TennisTimeline {
  const { state, played } = replay(timeline, at);
  return { first: timeline.first, points: playOn(params, state, timeline.points.slice(0, played), random) };
}
