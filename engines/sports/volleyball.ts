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
 * Volleyball, the Superliga (men and women): best of five sets, each to 25 points by two, the fifth to 15
 * by two, rally scoring. Point by point: the serving side wins a rally with its serve strength for the
 * match (`Params`, fixed by the schedule from the teams' ratings: a strong side-out game means the other
 * team's serve wins few rallies), and the side that wins a rally serves the next. A toss decides who
 * serves first in the first set; the sets after alternate; a new toss before the fifth.
 *
 * Prices are exact: every set's distribution of final scores from any score and server (dynamic
 * programming over rallies, scores up to 40 points past the target — beyond it the chance is below 10⁻¹⁰
 * and left out), then the match over sets won with the distributions of total points and of the points
 * lead carried along. Before a toss is made, both servers count half and half.
 *
 * Markets (ids, selections):
 * - `match` (home, away): match winner — main.
 * - `sets` (3-0, 3-1, 3-2, 2-3, 1-3, 0-3): set betting, the home team's sets first — exact.
 * - `set_hcp:<line>` (home, away): set handicap, the home team's line of −2.5, −1.5, +1.5, +2.5 — handicap.
 * - `total_sets:<line>` (over, under): 3.5 and 4.5 — totals.
 * - `total_points:<line>` (over, under): match total points, five half-point lines three points apart around
 *   the expected total — totals.
 * - `points_hcp:<line>` (home, away): points handicap, the home team's line, five lines two points apart
 *   around the expected lead — handicap.
 * - `set1` (home, away): 1st set winner — main.
 * - `set1_points:<line>` (over, under): 1st set total points, three lines two points apart — totals.
 * Totals are in the `goals` tab (every sport's totals tab), handicaps in `handicaps`, the rest in `main`.
 * Line ids come from the params, so they stay the same live; decided markets are left out.
 *
 * Time: a rally takes `RALLY_MS` real milliseconds and a set break `SET_BREAK_MS` (a four-set match about
 * 50 minutes). A match ends when `snapshot(…).finished`, at the latest at `durationMs`: should it run past
 * `MAX_RALLIES` rallies (practically never) its last rallies all come at that instant.
 */

export interface VolleyballTeam {
  name: string;
  /** The chance this team wins a rally it serves, against this opponent. */
  serve: number;
}

export interface VolleyballParams {
  league: 'superliga-m' | 'superliga-f';
  home: VolleyballTeam;
  away: VolleyballTeam;
}

export interface VolleyballTimeline {
  /** Who serves first in the first set (then the sets alternate up to the fourth). */
  first: Side;
  /** Who serves first in a fifth set (its own toss). */
  fifth: Side;
  /** Each rally's winner in order: "h" or "a". */
  rallies: string;
}

export const RALLY_MS = 15_000;
export const SET_BREAK_MS = 90_000;
export const MAX_RALLIES = 360;

export interface VolleyballState {
  sets: [number, number][];
  points: [number, number];
  server: Side;
  finished: boolean;
}

const setsWon = (sets: readonly [number, number][], side: Side) =>
  sets.filter(([h, a]) => (side === 'home' ? h > a : a > h)).length;
const targetOf = (set: number) => (set === 4 ? 15 : 25);
/** Who serves first in the set of this index (from 0). */
const firstServer = (set: number, first: Side, fifth: Side) =>
  set === 4 ? fifth : set % 2 === 0 ? first : other(first);

export const startState = (first: Side): VolleyballState => ({
  sets: [],
  points: [0, 0],
  server: first,
  finished: false,
});

/** The state after a rally won by `side` (the set it ends, if any, pushed onto `events` at `at`). */
export function afterRally(
  state: VolleyballState,
  side: Side,
  timeline: Pick<VolleyballTimeline, 'first' | 'fifth'>,
  at = 0,
  events?: SportEvent[],
): VolleyballState {
  const points: [number, number] = [...state.points];
  points[side === 'home' ? 0 : 1] += 1;
  const [a, b] = side === 'home' ? points : [points[1], points[0]];
  if (!(a >= targetOf(state.sets.length) && a - b >= 2)) return { ...state, points, server: side };
  events?.push({ at, kind: 'set', side, detail: `${points[0]}-${points[1]}` });
  const sets = [...state.sets, points];
  return {
    sets,
    points: [0, 0],
    server: firstServer(sets.length, timeline.first, timeline.fifth),
    finished: setsWon(sets, side) === 3,
  };
}

const rallyEnd = (k: number, setsBefore: number) =>
  Math.min((k + 1) * RALLY_MS + setsBefore * SET_BREAK_MS, MAX_RALLIES * RALLY_MS + 4 * SET_BREAK_MS);

/** The match up to `elapsedMs` (all of it with Infinity): its state, events and rallies played. */
export function replay(timeline: VolleyballTimeline, elapsedMs = Infinity) {
  let state = startState(timeline.first);
  const events: SportEvent[] = [];
  let played = 0;
  for (const winner of timeline.rallies) {
    const at = rallyEnd(played, state.sets.length);
    if (at > elapsedMs) break;
    state = afterRally(state, winner === 'h' ? 'home' : 'away', timeline, at, events);
    played += 1;
  }
  return { state, events, played };
}

function playOn(
  params: VolleyballParams,
  from: VolleyballState,
  timeline: Pick<VolleyballTimeline, 'first' | 'fifth'>,
  rallies: string,
  random: () => number,
): string {
  let state = from;
  let out = rallies;
  while (!state.finished) {
    const serve = state.server === 'home' ? params.home.serve : params.away.serve;
    const won = random() < serve ? state.server : other(state.server);
    out += won === 'home' ? 'h' : 'a';
    state = afterRally(state, won, timeline);
  }
  return out;
}

/** How far past the target a set's scores are followed. */
const EXTRA = 40;

/** A set's final scores from `points` with `server` to serve, and their chances. */
export function setOutcomes(
  params: VolleyballParams,
  set: number,
  points: readonly [number, number],
  server: Side,
): { score: [number, number]; p: number }[] {
  const target = targetOf(set);
  const size = target + EXTRA;
  // mass[side serving][home points][away points]
  const mass = [0, 1].map(() => Array.from({ length: size + 1 }, () => new Array<number>(size + 1).fill(0)));
  mass[server === 'home' ? 0 : 1]![points[0]]![points[1]] = 1;
  const out: { score: [number, number]; p: number }[] = [];
  for (let n = points[0] + points[1]; n < 2 * size; n++) {
    for (let h = Math.max(0, n - size); h <= Math.min(n, size); h++) {
      const a = n - h;
      if ((h >= target || a >= target) && Math.abs(h - a) >= 2) {
        const p = mass[0]![h]![a]! + mass[1]![h]![a]!;
        if (p > 0) out.push({ score: [h, a], p });
        continue;
      }
      if (h === size || a === size) continue;
      const fromHome = mass[0]![h]![a]!;
      const fromAway = mass[1]![h]![a]!;
      const homeWins = fromHome * params.home.serve + fromAway * (1 - params.away.serve);
      mass[0]![h + 1]![a]! += homeWins;
      mass[1]![h]![a + 1]! += fromHome + fromAway - homeWins;
    }
  }
  const total = out.reduce((sum, o) => sum + o.p, 0);
  return out.map((o) => ({ ...o, p: o.p / total }));
}

/** What the match can end as: each final set score with its chance and distributions of total points and lead. */
interface Final {
  sets: [number, number];
  p: number;
  total: number[];
  lead: Map<number, number>;
}

function finals(params: VolleyballParams, state: VolleyballState, first: Side, fifth: Side | null): Final[] {
  const played = state.sets.reduce((sum, [h, a]) => sum + h + a, 0) + state.points[0] + state.points[1];
  const led = state.sets.reduce((sum, [h, a]) => sum + h - a, 0) + state.points[0] - state.points[1];
  // Walk the sets still to play: the states by sets won, each with its chance and count distributions.
  let open = new Map<string, Final>([
    [
      `${setsWon(state.sets, 'home')}-${setsWon(state.sets, 'away')}`,
      {
        sets: [setsWon(state.sets, 'home'), setsWon(state.sets, 'away')],
        p: 1,
        total: [...new Array<number>(played).fill(0), 1],
        lead: new Map([[led, 1]]),
      },
    ],
  ]);
  const done: Final[] = [];
  for (let set = state.sets.length; open.size > 0; set++) {
    const starting = set === state.sets.length;
    const servers: [Side, number][] =
      starting && !(set === 4 && fifth === null)
        ? [[state.server, 1]]
        : set === 4
          ? fifth
            ? [[fifth, 1]]
            : [
                ['home', 0.5],
                ['away', 0.5],
              ]
          : [[firstServer(set, first, 'home'), 1]];
    const outcomes = servers.flatMap(([server, w]) =>
      setOutcomes(params, set, starting ? state.points : [0, 0], server).map((o) => ({ ...o, p: o.p * w })),
    );
    const next = new Map<string, Final>();
    for (const from of open.values()) {
      for (const { score, p } of outcomes) {
        const sets: [number, number] =
          score[0] > score[1] ? [from.sets[0] + 1, from.sets[1]] : [from.sets[0], from.sets[1] + 1];
        const key = `${sets[0]}-${sets[1]}`;
        const to = next.get(key) ?? { sets, p: 0, total: [], lead: new Map() };
        const gained = starting ? score[0] + score[1] - state.points[0] - state.points[1] : score[0] + score[1];
        const leadGained = starting ? score[0] - score[1] - state.points[0] + state.points[1] : score[0] - score[1];
        to.p += from.p * p;
        from.total.forEach((x, t) => {
          if (x !== 0) to.total[t + gained] = (to.total[t + gained] ?? 0) + x * p;
        });
        from.lead.forEach((x, l) => to.lead.set(l + leadGained, (to.lead.get(l + leadGained) ?? 0) + x * p));
        next.set(key, to);
      }
    }
    open = new Map();
    for (const [key, f] of next) {
      if (Math.max(...f.sets) === 3) done.push(f);
      else open.set(key, f);
    }
  }
  return done;
}

/** The distribution of a count kept as a sparse map or an array. */
function distribution(entries: Iterable<[number, number]>): Distribution {
  const list = [...entries];
  const offset = Math.min(...list.map(([k]) => k));
  const p = new Array<number>(Math.max(...list.map(([k]) => k)) - offset + 1).fill(0);
  for (const [k, x] of list) p[k - offset]! += x;
  return { offset, p };
}

function summary(list: Final[]) {
  return {
    chance: (test: (sets: [number, number]) => boolean) => list.reduce((s, f) => (test(f.sets) ? s + f.p : s), 0),
    total: distribution(list.flatMap((f) => f.total.flatMap((x, t): [number, number][] => (x ? [[t, x]] : [])))),
    lead: distribution(list.flatMap((f) => [...f.lead])),
  };
}

/** The match's markets from the lists of finals, each with its weight (the tosses not yet made). */
function pricesFrom(
  weighted: [Final[], number][],
  set1: { score: [number, number]; p: number }[] | null,
  params: VolleyballParams,
) {
  const all = weighted.flatMap(([list, w]) =>
    list.map((f) => ({
      ...f,
      p: f.p * w,
      total: f.total.map((x) => x * w),
      lead: new Map([...f.lead].map(([k, x]) => [k, x * w])),
    })),
  );
  const { chance, total, lead } = summary(all);
  const lines = linesOf(params);
  const set1Home = set1?.reduce((s, o) => (o.score[0] > o.score[1] ? s + o.p : s), 0) ?? 0;
  const set1Total = set1 && distribution(set1.map((o): [number, number] => [o.score[0] + o.score[1], o.p]));
  const out: (FairMarket | null)[] = [
    market('match', 'main', 'main', [
      ['home', chance(([h]) => h === 3)],
      ['away', chance(([, a]) => a === 3)],
    ]),
    market(
      'sets',
      'exact',
      'main',
      SET_SCORES.map((s) => [s, chance(([h, a]) => `${h}-${a}` === s)] as const),
    ),
    ...SET_LINES.map((line) =>
      market(`set_hcp:${lineText(line, true)}`, 'handicap', 'handicaps', [
        ['home', chance(([h, a]) => h - a + line > 0)],
        ['away', chance(([h, a]) => h - a + line < 0)],
      ]),
    ),
    ...[3.5, 4.5].map((line) =>
      market(`total_sets:${line}`, 'totals', 'goals', [
        ['over', chance(([h, a]) => h + a > line)],
        ['under', chance(([h, a]) => h + a < line)],
      ]),
    ),
    ...lines.total.map((line) => totalMarket(`total_points:${line}`, total, line)),
    ...lines.handicap.map((line) => handicapMarket(`points_hcp:${lineText(line, true)}`, lead, line)),
    set1 &&
      market('set1', 'main', 'main', [
        ['home', set1Home],
        ['away', 1 - set1Home],
      ]),
    ...(set1Total ? lines.set1.map((line) => totalMarket(`set1_points:${line}`, set1Total, line)) : []),
  ];
  return out.filter((m): m is FairMarket => m !== null);
}

const SET_SCORES = ['3-0', '3-1', '3-2', '2-3', '1-3', '0-3'];
const SET_LINES = [-2.5, -1.5, 1.5, 2.5];

/** The fixture's lines, from the expected counts before the first toss. */
const linesOf = memoized((params: VolleyballParams) => {
  const weighted = (['home', 'away'] as const).flatMap((first) =>
    finals(params, startState(first), first, null).map((f) => ({ ...f, p: f.p / 2 })),
  );
  const mean = (d: Distribution) => d.p.reduce((s, x, i) => s + x * (d.offset + i), 0) / d.p.reduce((s, x) => s + x, 0);
  const { total, lead } = summary(weighted);
  const set1 = setOutcomes(params, 0, [0, 0], 'home');
  const set1Mean = set1.reduce((s, o) => s + o.p * (o.score[0] + o.score[1]), 0);
  const totalCentre = halfLines(mean(total), 1)[0]!;
  const leadCentre = halfLines(-mean(lead), 1)[0]!;
  const set1Centre = halfLines(set1Mean, 1)[0]!;
  return {
    total: [-6, -3, 0, 3, 6].map((d) => totalCentre + d),
    handicap: [-4, -2, 0, 2, 4].map((d) => leadCentre + d),
    set1: [-2, 0, 2].map((d) => set1Centre + d),
  };
});

const finalState = memoized((timeline: VolleyballTimeline) => replay(timeline).state);

export const volleyballModel: SportModel<VolleyballParams, VolleyballTimeline> = {
  sport: 'volleyball',

  durationMs: () => MAX_RALLIES * RALLY_MS + 4 * SET_BREAK_MS,

  simulate(params, random) {
    const first: Side = random() < 0.5 ? 'home' : 'away';
    const fifth: Side = random() < 0.5 ? 'home' : 'away';
    return { first, fifth, rallies: playOn(params, startState(first), { first, fifth }, '', random) };
  },

  snapshot(_params, timeline, elapsedMs): LiveSnapshot & { serving: Side | null } {
    const { state, events } = replay(timeline, elapsedMs);
    return {
      clock: {
        period: `set${state.finished ? state.sets.length : state.sets.length + 1}`,
        label: state.finished
          ? state.sets.map(([h, a]) => `${h}-${a}`).join(' ')
          : `${state.points[0]}-${state.points[1]}`,
      },
      score: { home: setsWon(state.sets, 'home'), away: setsWon(state.sets, 'away') },
      events,
      finished: state.finished,
      serving: state.finished ? null : state.server,
    };
  },

  markets(params, timeline, at) {
    if (!timeline || at === null) {
      const set1 = (['home', 'away'] as const).flatMap((s) =>
        setOutcomes(params, 0, [0, 0], s).map((o) => ({ ...o, p: o.p / 2 })),
      );
      return pricesFrom(
        (['home', 'away'] as const).map((first) => [finals(params, startState(first), first, null), 0.5]),
        set1,
        params,
      );
    }
    const { state } = replay(timeline, at);
    if (state.finished) return [];
    // The fifth set's toss is known once the fifth set has started.
    const fifth = state.sets.length === 4 ? timeline.fifth : null;
    const set1 = state.sets.length === 0 ? setOutcomes(params, 0, state.points, state.server) : null;
    return pricesFrom([[finals(params, state, timeline.first, fifth), 1]], set1, params);
  },

  settle(_params, timeline, marketId, selection): Outcome {
    const { sets, finished } = finalState(timeline);
    if (!finished) throw new Error('The match has not finished');
    const [name] = marketId.split(':');
    const line = lineOf(marketId);
    const home = setsWon(sets, 'home');
    const away = setsWon(sets, 'away');
    const points = (count: (h: number, a: number) => number) => sets.reduce((s, [h, a]) => s + count(h, a), 0);
    switch (name) {
      case 'match':
        return winner(selection, home === 3 ? 'home' : 'away');
      case 'sets':
        return wonIf(selection === `${home}-${away}`);
      case 'set_hcp':
        return handicap(selection, home - away, line);
      case 'total_sets':
        return overUnder(selection, sets.length, line);
      case 'total_points':
        return overUnder(
          selection,
          points((h, a) => h + a),
          line,
        );
      case 'points_hcp':
        return handicap(
          selection,
          points((h, a) => h - a),
          line,
        );
      case 'set1':
        return winner(selection, sets[0]![0] > sets[0]![1] ? 'home' : 'away');
      case 'set1_points':
        return overUnder(selection, sets[0]![0] + sets[0]![1], line);
      default:
        throw new RangeError(`No volleyball market ${marketId}`);
    }
  },
};

/** A match that agrees with `timeline` up to `at` and goes on with `random` (checks live prices). */
export function replayFrom(
  params: VolleyballParams,
  timeline: VolleyballTimeline,
  at: number,
  random: () => number,
): VolleyballTimeline {
  const { state, played } = replay(timeline, at);
  // A fifth set not yet started has its toss still to come.
  const fifth = state.sets.length === 4 ? timeline.fifth : random() < 0.5 ? 'home' : 'away';
  const tosses = { first: timeline.first, fifth };
  return { ...tosses, rallies: playOn(params, state, tosses, timeline.rallies.slice(0, played), random) };
}
