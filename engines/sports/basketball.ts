import type { FairMarket, LiveSnapshot, Outcome, SportEvent, SportModel } from './model';
import {
  above,
  convolve,
  halfLines,
  handicap,
  handicapMarket,
  lineOf,
  lineText,
  market,
  memoized,
  overUnder,
  totalMarket,
  winner,
  wonIf,
  type Distribution,
  type Side,
} from './lines';

/**
 * Basketball, the NBA and the NBB: four quarters (12 minutes in the NBA, 10 under FIBA rules in the NBB),
 * five-minute overtimes while the score is tied. Possession by possession: each team has the same number
 * of possessions in every quarter (`possessions`, the pace the schedule fixes from the two teams) and of
 * every overtime, taken in turn; a possession scores 0 to 3 points, scoring with the chance that makes the
 * team's expected points per possession (`ppp`, its offence against the other's defence with the home
 * court) and then 1, 2 or 3 points in the league's shares (free throws only, a two, a three).
 *
 * Prices are exact: a team's points over any number of possessions are a convolution of its possession's
 * distribution; the two teams' counts are independent until a tie at the end of regulation (or of an
 * overtime) starts the overtimes, whose chain (tied overtimes then one that is not) is summed as a series
 * until what is left is below 10⁻¹⁴. Full-game markets include overtime; quarter and half markets do not.
 *
 * Markets (ids, selections):
 * - `moneyline` (home, away): the winner, overtime included — main.
 * - `spread:<line>` (home, away): point spread, `<line>` the home team's half-point line, five lines two
 *   points apart around the expected margin — handicap.
 * - `total:<line>` (over, under): total points, five half-point lines three apart — totals.
 * - `team_total:home:<line>`, `team_total:away:<line>` (over, under): each team's points, three lines three
 *   apart — totals.
 * - `h1_moneyline`, `q1_moneyline` (home, draw, away): 1st half / 1st quarter result — main.
 * - `h1_spread:<line>`, `q1_spread:<line>` (home, away): the half's / quarter's spread, one line — handicap.
 * - `h1_total:<line>`, `q1_total:<line>` (over, under): three lines two apart — totals.
 * - `margin` (home:1-5, home:6-10, home:11-15, home:16-20, home:21-25, home:26+, and the same for away):
 *   winning margin bands, overtime included — exact.
 * - `odd_even` (odd, even): the total's parity, overtime included — props.
 * Totals are in the `goals` tab (every sport's totals tab), spreads in `handicaps`, the rest in `main`. The
 * lines come from the params, so their ids stay the same live; decided markets are left out.
 *
 * Time: a quarter takes 12 real minutes in both leagues (the NBB's clock runs at 10/12 speed), a minute
 * between quarters and before each overtime, four at half-time: about 54 real minutes before overtime. A
 * game ends when `snapshot(…).finished`, at the latest at `durationMs` (the end of a fourth overtime:
 * should a game need a fifth, practically never, its remaining possessions all come at that instant).
 */

export interface BasketballTeam {
  name: string;
  /** Expected points per possession in this game. */
  ppp: number;
}

export interface BasketballParams {
  league: 'nba' | 'nbb';
  /** Each team's possessions in a quarter. */
  possessions: number;
  /** Each team's possessions in an overtime. */
  overtimePossessions: number;
  home: BasketballTeam;
  away: BasketballTeam;
}

export interface BasketballTimeline {
  /** Each possession's points in order ("0" to "3"): in period k the home team has the even slots when k is even. */
  points: string;
}

export const LEAGUE_RULES = {
  nba: { quarterMinutes: 12, shares: [0.07, 0.58, 0.35] },
  nbb: { quarterMinutes: 10, shares: [0.09, 0.63, 0.28] },
} as const;

const MINUTE = 60_000;
export const QUARTER_MS = 12 * MINUTE;
export const BREAK_MS = MINUTE;
export const HALF_TIME_MS = 4 * MINUTE;
export const MAX_OVERTIMES = 4;
const overtimeMs = (params: BasketballParams) => (QUARTER_MS * 5) / LEAGUE_RULES[params.league].quarterMinutes;

/** When period k (0–3 quarters, 4… overtimes) starts and how long it lasts, in real milliseconds. */
function periodTime(params: BasketballParams, k: number): { start: number; length: number } {
  if (k < 4)
    return {
      start: k * QUARTER_MS + Math.min(k, 1) * BREAK_MS + (k >= 2 ? HALF_TIME_MS : 0) + (k >= 3 ? BREAK_MS : 0),
      length: QUARTER_MS,
    };
  const regulation = 4 * QUARTER_MS + 2 * BREAK_MS + HALF_TIME_MS;
  return { start: regulation + (k - 4) * overtimeMs(params) + (k - 3) * BREAK_MS, length: overtimeMs(params) };
}

const durationOf = (params: BasketballParams) => {
  const last = periodTime(params, 3 + MAX_OVERTIMES);
  return last.start + last.length;
};

const possessionsIn = (params: BasketballParams, k: number) =>
  k < 4 ? params.possessions : params.overtimePossessions;
const slotTeam = (k: number, slot: number): Side => ((k + slot) % 2 === 0 ? 'home' : 'away');

/** Where a game stands: the period, possessions played in it, the score and the first half's and quarter's. */
export interface BasketballState {
  period: number;
  slot: number;
  score: [number, number];
  q1: [number, number];
  h1: [number, number];
  finished: boolean;
}

const START: BasketballState = { period: 0, slot: 0, score: [0, 0], q1: [0, 0], h1: [0, 0], finished: false };

function afterPossession(
  params: BasketballParams,
  state: BasketballState,
  points: number,
  at = 0,
  events?: SportEvent[],
) {
  const side = slotTeam(state.period, state.slot);
  const add = (s: [number, number]): [number, number] =>
    side === 'home' ? [s[0] + points, s[1]] : [s[0], s[1] + points];
  const score = add(state.score);
  if (points > 0) events?.push({ at, kind: 'points', side, detail: String(points) });
  const next = {
    ...state,
    slot: state.slot + 1,
    score,
    q1: state.period === 0 ? add(state.q1) : state.q1,
    h1: state.period < 2 ? add(state.h1) : state.h1,
  };
  if (next.slot < 2 * possessionsIn(params, state.period)) return next;
  events?.push({ at, kind: 'period', side: null, detail: `${score[0]}-${score[1]}` });
  const finished = state.period >= 3 && score[0] !== score[1];
  return { ...next, period: finished ? state.period : state.period + 1, slot: finished ? next.slot : 0, finished };
}

/** The game up to `elapsedMs` (all of it with Infinity): its state, events and possessions played. */
export function replay(params: BasketballParams, timeline: BasketballTimeline, elapsedMs = Infinity) {
  let state = START;
  const events: SportEvent[] = [];
  let played = 0;
  const end = durationOf(params);
  for (const digit of timeline.points) {
    const { start, length } = periodTime(params, state.period);
    const at = Math.min(start + ((state.slot + 1) * length) / (2 * possessionsIn(params, state.period)), end);
    if (at > elapsedMs) break;
    state = afterPossession(params, state, Number(digit), at, events);
    played += 1;
  }
  return { state, events, played };
}

/** A possession's points: 0 to 3. */
function possession(params: BasketballParams, side: Side): number[] {
  const shares = LEAGUE_RULES[params.league].shares;
  const perScore = shares[0] + 2 * shares[1] + 3 * shares[2];
  const scores = Math.min(1, params[side].ppp / perScore);
  return [1 - scores, ...shares.map((s) => scores * s)];
}

function playOn(params: BasketballParams, from: BasketballState, points: string, random: () => number): string {
  let state = from;
  let out = points;
  const dists = { home: possession(params, 'home'), away: possession(params, 'away') };
  while (!state.finished) {
    const dist = dists[slotTeam(state.period, state.slot)];
    let u = random();
    let scored = 0;
    while (scored < 3 && u >= dist[scored]!) u -= dist[scored++]!;
    out += String(scored);
    state = afterPossession(params, state, scored);
  }
  return out;
}

/** A team's points over `n` possessions (cached per params). */
const powers = new WeakMap<BasketballParams, Map<string, Distribution>>();
function pointsOver(params: BasketballParams, side: Side, n: number): Distribution {
  let cache = powers.get(params);
  if (!cache) powers.set(params, (cache = new Map()));
  const key = `${side}:${n}`;
  let d = cache.get(key);
  if (!d) {
    d =
      n === 0
        ? { offset: 0, p: [1] }
        : convolve(pointsOver(params, side, n - 1), { offset: 0, p: possession(params, side) });
    cache.set(key, d);
  }
  return d;
}

/** Each team's possessions left in the current period, from its slot. */
function leftInPeriod(params: BasketballParams, state: BasketballState): [number, number] {
  let home = 0;
  let away = 0;
  for (let j = state.slot; j < 2 * possessionsIn(params, state.period); j++) {
    if (slotTeam(state.period, j) === 'home') home += 1;
    else away += 1;
  }
  return [home, away];
}

const shift = (d: Distribution, by: number): Distribution => ({ offset: d.offset + by, p: d.p });
const scale = (d: Distribution, by: number): Distribution => ({ offset: d.offset, p: d.p.map((x) => x * by) });
function add(into: Map<number, number>, d: Distribution) {
  d.p.forEach((x, i) => x && into.set(d.offset + i, (into.get(d.offset + i) ?? 0) + x));
}
function fromMap(map: Map<number, number>): Distribution {
  const keys = [...map.keys()];
  const offset = Math.min(...keys);
  const p = new Array<number>(Math.max(...keys) - offset + 1).fill(0);
  for (const [k, x] of map) p[k - offset] = x;
  return { offset, p };
}

/** The overtimes from a tie: the distributions of the home lead, total, home and away points they add. */
function overtimes(params: BasketballParams) {
  const x = pointsOver(params, 'home', params.overtimePossessions);
  const y = pointsOver(params, 'away', params.overtimePossessions);
  const tie: Distribution = { offset: 0, p: x.p.map((px, t) => px * (y.p[t] ?? 0)) };
  // Σ_k tie^{*k}: the points each team adds in the tied overtimes before the deciding one.
  let term: Distribution = { offset: 0, p: [1] };
  const series = new Map<number, number>();
  while (term.p.reduce((s, v) => s + v, 0) > 1e-14) {
    add(series, term);
    term = convolve(term, tie);
  }
  const tied = fromMap(series);
  const lead = new Map<number, number>();
  const total = new Map<number, number>();
  const home = new Map<number, number>();
  const away = new Map<number, number>();
  x.p.forEach((px, i) =>
    y.p.forEach((py, j) => {
      if (i === j || !px || !py) return;
      const w = px * py;
      lead.set(i - j, (lead.get(i - j) ?? 0) + w);
      total.set(i + j, (total.get(i + j) ?? 0) + w);
      home.set(i, (home.get(i) ?? 0) + w);
      away.set(j, (away.get(j) ?? 0) + w);
    }),
  );
  const mass = tied.p.reduce((s, v) => s + v, 0);
  const doubled: Distribution = { offset: 0, p: tied.p.flatMap((v) => [v, 0]) };
  return {
    lead: scale(fromMap(lead), mass),
    total: convolve(doubled, fromMap(total)),
    home: convolve(tied, fromMap(home)),
    away: convolve(tied, fromMap(away)),
  };
}

/** The final home lead, total and each team's points, overtime included, from `state`. */
function finals(params: BasketballParams, state: BasketballState) {
  const [leftHome, leftAway] = leftInPeriod(params, state);
  const later = state.period < 4 ? 3 - state.period : 0;
  const x = shift(pointsOver(params, 'home', leftHome + later * params.possessions), state.score[0]);
  const y = shift(pointsOver(params, 'away', leftAway + later * params.possessions), state.score[1]);
  const lead = new Map<number, number>();
  const total = new Map<number, number>();
  const home = new Map<number, number>();
  const away = new Map<number, number>();
  const tiedAt = new Map<number, number>();
  x.p.forEach((px, i) => {
    if (!px) return;
    const h = x.offset + i;
    y.p.forEach((py, j) => {
      if (!py) return;
      const a = y.offset + j;
      const w = px * py;
      if (h === a) return void tiedAt.set(h, (tiedAt.get(h) ?? 0) + w);
      lead.set(h - a, (lead.get(h - a) ?? 0) + w);
      total.set(h + a, (total.get(h + a) ?? 0) + w);
      home.set(h, (home.get(h) ?? 0) + w);
      away.set(a, (away.get(a) ?? 0) + w);
    });
  });
  if (tiedAt.size > 0) {
    const ot = overtimes(params);
    const ties = fromMap(tiedAt);
    const tieMass = ties.p.reduce((s, v) => s + v, 0);
    add(lead, scale(ot.lead, tieMass));
    add(total, convolve({ offset: 2 * ties.offset, p: ties.p.flatMap((v) => [v, 0]) }, ot.total));
    add(home, convolve(ties, ot.home));
    add(away, convolve(ties, ot.away));
  }
  return { lead: fromMap(lead), total: fromMap(total), home: fromMap(home), away: fromMap(away) };
}

/** The home lead and total of the first `periods` periods (1: the quarter, 2: the half), from `state`. */
function partial(params: BasketballParams, state: BasketballState, periods: number, so: [number, number]) {
  const [leftHome, leftAway] = leftInPeriod(params, state);
  const later = periods - 1 - state.period;
  const x = shift(pointsOver(params, 'home', leftHome + later * params.possessions), so[0]);
  const y = shift(pointsOver(params, 'away', leftAway + later * params.possessions), so[1]);
  const lead = new Map<number, number>();
  const total = new Map<number, number>();
  x.p.forEach((px, i) =>
    y.p.forEach((py, j) => {
      const w = px * py;
      if (!w) return;
      const l = x.offset + i - (y.offset + j);
      const t = x.offset + i + y.offset + j;
      lead.set(l, (lead.get(l) ?? 0) + w);
      total.set(t, (total.get(t) ?? 0) + w);
    }),
  );
  return { lead: fromMap(lead), total: fromMap(total) };
}

const mean = (d: Distribution) => d.p.reduce((s, x, i) => s + x * (d.offset + i), 0);
const chanceOf = (d: Distribution, test: (v: number) => boolean) =>
  d.p.reduce((s, x, i) => (test(d.offset + i) ? s + x : s), 0);

export const WINNING_MARGINS = [
  [1, 5],
  [6, 10],
  [11, 15],
  [16, 20],
  [21, 25],
  [26, Infinity],
] as const;
const bandId = (side: Side, [low, high]: readonly [number, number]) =>
  `${side}:${high === Infinity ? `${low}+` : `${low}-${high}`}`;

/** The fixture's lines, from the expected counts before the start. */
const linesOf = memoized((params: BasketballParams) => {
  const full = finals(params, START);
  const h1 = partial(params, START, 2, [0, 0]);
  const q1 = partial(params, START, 1, [0, 0]);
  const centre = (m: number) => halfLines(m, 1)[0]!;
  const around = (m: number, steps: number[]) => steps.map((d) => centre(m) + d);
  return {
    spread: around(-mean(full.lead), [-4, -2, 0, 2, 4]),
    total: around(mean(full.total), [-6, -3, 0, 3, 6]),
    home: around(mean(full.home), [-3, 0, 3]),
    away: around(mean(full.away), [-3, 0, 3]),
    h1Spread: centre(-mean(h1.lead)),
    h1Total: around(mean(h1.total), [-2, 0, 2]),
    q1Spread: centre(-mean(q1.lead)),
    q1Total: around(mean(q1.total), [-2, 0, 2]),
  };
});

function periodMarkets(
  prefix: string,
  d: { lead: Distribution; total: Distribution },
  spread: number,
  totals: number[],
) {
  return [
    market(`${prefix}_moneyline`, 'main', 'main', [
      ['home', chanceOf(d.lead, (l) => l > 0)],
      ['draw', chanceOf(d.lead, (l) => l === 0)],
      ['away', chanceOf(d.lead, (l) => l < 0)],
    ]),
    handicapMarket(`${prefix}_spread:${lineText(spread, true)}`, d.lead, spread),
    ...totals.map((line) => totalMarket(`${prefix}_total:${line}`, d.total, line)),
  ];
}

const finalState = memoized((timeline: BasketballTimeline, params: BasketballParams) => replay(params, timeline).state);

export const basketballModel: SportModel<BasketballParams, BasketballTimeline> = {
  sport: 'basketball',

  durationMs: durationOf,

  simulate: (params, random) => ({ points: playOn(params, START, '', random) }),

  snapshot(params, timeline, elapsedMs) {
    const { state, events } = replay(params, timeline, elapsedMs);
    const gameMinutes = state.period < 4 ? LEAGUE_RULES[params.league].quarterMinutes : 5;
    const { start, length } = periodTime(params, state.period);
    const into = state.finished ? length : Math.min(Math.max(elapsedMs - start, 0), length);
    const left = Math.round(((length - into) / length) * gameMinutes * 60);
    const before =
      Math.min(state.period, 4) * LEAGUE_RULES[params.league].quarterMinutes + Math.max(0, state.period - 4) * 5;
    const period = state.period < 4 ? `Q${state.period + 1}` : `OT${state.period - 3}`;
    return {
      clock: {
        period,
        minute: Math.floor(before + (into / length) * gameMinutes),
        label: `${period} ${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`,
      },
      score: { home: state.score[0], away: state.score[1] },
      events,
      finished: state.finished,
    } satisfies LiveSnapshot;
  },

  markets(params, timeline, at) {
    const state = timeline && at !== null ? replay(params, timeline, at).state : START;
    if (state.finished) return [];
    const lines = linesOf(params);
    const full = finals(params, state);
    const out: (FairMarket | null)[] = [
      market('moneyline', 'main', 'main', [
        ['home', above(full.lead, 0)],
        ['away', 1 - above(full.lead, 0)],
      ]),
      ...lines.spread.map((line) => handicapMarket(`spread:${lineText(line, true)}`, full.lead, line)),
      ...lines.total.map((line) => totalMarket(`total:${line}`, full.total, line)),
      ...lines.home.map((line) => totalMarket(`team_total:home:${line}`, full.home, line)),
      ...lines.away.map((line) => totalMarket(`team_total:away:${line}`, full.away, line)),
      ...(state.period < 2
        ? periodMarkets('h1', partial(params, state, 2, state.h1), lines.h1Spread, lines.h1Total)
        : []),
      ...(state.period < 1
        ? periodMarkets('q1', partial(params, state, 1, state.q1), lines.q1Spread, lines.q1Total)
        : []),
      market(
        'margin',
        'exact',
        'main',
        (['home', 'away'] as const).flatMap((side) =>
          WINNING_MARGINS.map(
            (band) =>
              [
                bandId(side, band),
                chanceOf(full.lead, (l) => {
                  const m = side === 'home' ? l : -l;
                  return m >= band[0] && m <= band[1];
                }),
              ] as const,
          ),
        ),
      ),
      market('odd_even', 'props', 'main', [
        ['odd', chanceOf(full.total, (t) => t % 2 === 1)],
        ['even', chanceOf(full.total, (t) => t % 2 === 0)],
      ]),
    ];
    return out.filter((m): m is FairMarket => m !== null);
  },

  settle(params, timeline, marketId, selection): Outcome {
    const state = finalState(timeline, params);
    if (!state.finished) throw new Error('The game has not finished');
    const [h, a] = state.score;
    const line = lineOf(marketId);
    const [name, team] = marketId.split(':');
    const period = (s: [number, number]) => (s[0] > s[1] ? 'home' : s[0] < s[1] ? 'away' : 'draw');
    switch (name) {
      case 'moneyline':
        return winner(selection, h > a ? 'home' : 'away');
      case 'spread':
        return handicap(selection, h - a, line);
      case 'total':
        return overUnder(selection, h + a, line);
      case 'team_total':
        if (team !== 'home' && team !== 'away') throw new RangeError(`No basketball market ${marketId}`);
        return overUnder(selection, team === 'home' ? h : a, line);
      case 'h1_moneyline':
        return wonIf(selection === period(state.h1));
      case 'q1_moneyline':
        return wonIf(selection === period(state.q1));
      case 'h1_spread':
        return handicap(selection, state.h1[0] - state.h1[1], line);
      case 'q1_spread':
        return handicap(selection, state.q1[0] - state.q1[1], line);
      case 'h1_total':
        return overUnder(selection, state.h1[0] + state.h1[1], line);
      case 'q1_total':
        return overUnder(selection, state.q1[0] + state.q1[1], line);
      case 'margin': {
        const band = WINNING_MARGINS.find((b) => Math.abs(h - a) >= b[0] && Math.abs(h - a) <= b[1])!;
        return wonIf(selection === bandId(h > a ? 'home' : 'away', band));
      }
      case 'odd_even':
        return wonIf(selection === ((h + a) % 2 === 1 ? 'odd' : 'even'));
      default:
        throw new RangeError(`No basketball market ${marketId}`);
    }
  },
};

/** A game that agrees with `timeline` up to `at` and goes on with `random` (checks live prices). */
export function replayFrom(
  params: BasketballParams,
  timeline: BasketballTimeline,
  at: number,
  random: () => number,
): BasketballTimeline {
  const { state, played } = replay(params, timeline, at);
  return { points: playOn(params, state, timeline.points.slice(0, played), random) };
}
