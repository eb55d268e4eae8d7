import type { FairMarket, LiveSnapshot, MarketGroup, MarketKind, Outcome, SportEvent, SportModel } from './model';
import { fairDraw } from '../fair';
import { BUILDER_BAND, MARGIN_BANDS } from './pricing';

/**
 * Football's model: goals, corners and cards, the match's two halves, its markets at fair prices before
 * kickoff and live, their settlement, and the bet builder's joint probability.
 *
 * The match. Each side's goals in each half are Poisson with the side's expected goals times the half's
 * share (FIRST_HALF_SHARE of them in the first half: real matches score a little less before the break),
 * at most MAX_HALF_GOALS a side in a half (the Poisson truncated there and renormalised: the same
 * distribution the markets are priced from, so nothing is lost to the cap). Each goal falls at a uniform
 * moment of its half, its scorer drawn from the side's line-up by scoring share. Corners are Poisson per
 * side over the whole match (at most MAX_CORNERS a side); yellow and red cards Poisson over the match (at
 * most MAX_YELLOWS and MAX_REDS in all), each card's side drawn by the sides' rates and its player from the
 * outfield. Corners and cards do not depend on the goals, nor on each other. A timeline's moments `t` are
 * match minutes in [0, 90): [0, 45) the first half, [45, 90) the second; minute `floor(t) + 1` on the clock.
 *
 * Live. At `at` ms the match clock reads τ minutes (the break holds it at 45); what happened before τ is
 * known and the rest is the same Poisson processes over the time left: each side's goals in each half
 * still to play in proportion to the half's minutes left, corners and cards in proportion to the match's.
 * The model never reads the timeline after τ, and `continueMatch` plays a new match that agrees with a
 * timeline up to τ (the conditional simulation the tests check the live prices against).
 *
 * Markets (ids stable; `H`, `A` full-time goals, `line` as written: `-0.25`, `0`, `+1.5`):
 * - main: `1x2` (home, draw, away); `dc` double chance (1x, 12, x2); `dnb` draw no bet (home, away: a draw
 *   is void); `btts` both teams to score (yes, no); `ht:1x2` first half result; `2h:1x2` second half result
 *   (the goals of the second half only); `htft` half-time/full-time (`home/home` … `away/away`, nine);
 *   `margin` winning margin (home:1, home:2, home:3+, draw, away:1, away:2, away:3+).
 * - goals: `total:<0.5…5.5>` (over, under); `home:total:<0.5…2.5>` and `away:total:<0.5…2.5>` team totals
 *   (over, under); `ht:total:<0.5…2.5>` first half totals (over, under); `cs` correct score (`0-0` … `4-4`,
 *   `other_home`, `other_draw`, `other_away` for scores with a side past 4); `oddeven` (odd, even);
 *   `clean:home`, `clean:away` (yes, no: the side lets in no goal).
 * - handicaps: `ah:<line>` Asian handicap, the home side's line (AH_LINES: halves win or lose, whole lines
 *   push on a tie, quarter lines are half on each neighbouring line: half won or half lost); selections
 *   home (H + line against A) and away (the opposite line). `eh:<line>` European handicap, three-way on
 *   H + line against A (EH_LINES; home, draw, away).
 * - corners_cards: `corners:total:<7.5…11.5>` (over, under); `corners:1x2` more corners (home, draw,
 *   away); `cards:total:<2.5…5.5>` yellow and red cards together (over, under); `red` a red card in the
 *   match (yes, no).
 * - players: `scorer:anytime` (`home:<shirt>`, `away:<shirt>`: scores at least once); `scorer:first` (the
 *   same ids, and `none` for a match without goals). Every player of the line-up plays the whole match.
 *
 * Bet builder (`builderProbability`): the exact joint probability that every pick wins. Goals markets
 * (and scorers) are summed over the joint distribution of the four half scores; given those counts each
 * goal's scorer is an independent draw by share and the first goal of a half is either side's in proportion
 * to the side's goals in it, so anytime and first scorers are exact too (inclusion-exclusion over the
 * picked players). Corners and cards are independent of the goals and of each other, so their joint
 * probabilities multiply in. Null for what is not supported: a market that can push or pay half (`dnb`,
 * the whole and quarter `ah` lines), an unknown market or selection, fewer than two picks, the same pick
 * twice; for a combination that cannot happen together (joint probability 0: home win with away win, under
 * 1.5 with both teams to score and over 2.5…); and for one longer than the builder's longest odds
 * (BUILDER_BAND.maxOdds: capped, its price would hold more than the band's margin). The server offers
 * builder picks only from the markets `markets` lists at that moment (a decided market is not among them).
 */

export type Side = 'home' | 'away';
export type Position = 'GK' | 'DF' | 'MF' | 'FW';

export interface FootballPlayer {
  /** The shirt number: the player's id in the side (`home:9`). */
  number: number;
  name: string;
  position: Position;
  /** The share of the side's goals the player scores (a side's shares add up to 1). */
  share: number;
}

export interface FootballTeam {
  code: string;
  name: string;
  /** Expected goals in the match. */
  xg: number;
  /** Expected corners in the match. */
  corners: number;
  /** Expected yellow cards in the match. */
  yellows: number;
  /** Expected red cards in the match. */
  reds: number;
  /** The eleven who play, published before kickoff. */
  lineup: readonly FootballPlayer[];
}

export interface FootballParams {
  home: FootballTeam;
  away: FootballTeam;
}

export interface Goal {
  /** Match minutes in [0, 90). */
  t: number;
  side: Side;
  /** The scorer's shirt number. */
  scorer: number;
}

export interface Corner {
  t: number;
  side: Side;
}

export interface Card {
  t: number;
  side: Side;
  player: number;
  red: boolean;
}

export interface FootballTimeline {
  goals: readonly Goal[];
  corners: readonly Corner[];
  cards: readonly Card[];
}

export const HALF_MINUTES = 45;
export const BREAK_MINUTES = 15;
export const FULL_MINUTES = 90;
/** The share of a side's expected goals scored before the break. */
export const FIRST_HALF_SHARE = 0.45;
export const MAX_HALF_GOALS = 8;
export const MAX_CORNERS = 20;
export const MAX_YELLOWS = 14;
export const MAX_REDS = 3;

const MINUTE_MS = 60_000;
const SIDES: readonly Side[] = ['home', 'away'];

/** Where the match clock stands (match minutes, 0 to 90) `ms` after kickoff: the break holds it at 45. */
export function matchClock(ms: number): number {
  const elapsed = ms / MINUTE_MS;
  if (elapsed <= 0) return 0;
  if (elapsed < HALF_MINUTES) return elapsed;
  if (elapsed < HALF_MINUTES + BREAK_MINUTES) return HALF_MINUTES;
  return Math.min(FULL_MINUTES, elapsed - BREAK_MINUTES);
}

/** The real milliseconds after kickoff of a moment of the match. */
export const momentMs = (t: number) => (t < HALF_MINUTES ? t : t + BREAK_MINUTES) * MINUTE_MS;

/** A Poisson distribution of mean `lambda` truncated at `max` and renormalised (a point at 0 when empty). */
function truncatedPoisson(lambda: number, max: number): number[] {
  if (!(lambda > 0) || max <= 0) return [1];
  const out: number[] = [];
  let term = 1;
  for (let k = 0; k <= max; k++) {
    out.push(term);
    term = (term * lambda) / (k + 1);
  }
  const total = out.reduce((a, b) => a + b, 0);
  return out.map((p) => p / total);
}

function drawFrom(pmf: readonly number[], random: () => number): number {
  let u = random();
  for (let k = 0; k < pmf.length; k++) {
    u -= pmf[k]!;
    if (u < 0) return k;
  }
  return pmf.length - 1;
}

// ---------------------------------------------------------------------------------------------------------
// What is known at a moment, and the rest of the match from there

interface Known {
  /** The match clock: what happened before it is known. */
  tau: number;
  goals: Goal[];
  corners: Corner[];
  cards: Card[];
}

function knownAt(timeline: FootballTimeline | null, at: number | null): Known {
  if (!timeline || at === null) return { tau: 0, goals: [], corners: [], cards: [] };
  const tau = matchClock(at);
  const before = <E extends { t: number }>(events: readonly E[]) => events.filter((e) => e.t < tau);
  return { tau, goals: before(timeline.goals), corners: before(timeline.corners), cards: before(timeline.cards) };
}

const halfOf = (t: number) => (t < HALF_MINUTES ? 0 : 1);
const halfShare = (half: number) => (half === 0 ? FIRST_HALF_SHARE : 1 - FIRST_HALF_SHARE);

/** The part of half `half` (0, 1) still to play at τ: its start and end in match minutes. */
function halfLeft(half: number, tau: number): [number, number] {
  const end = (half + 1) * HALF_MINUTES;
  return [Math.min(end, Math.max(tau, half * HALF_MINUTES)), end];
}

/** Goals a side still scores in a half at τ, given `known` goals in it already. */
function halfGoalsLeft(team: FootballTeam, half: number, tau: number, known: number): number[] {
  const [start, end] = halfLeft(half, tau);
  return truncatedPoisson((team.xg * halfShare(half) * (end - start)) / HALF_MINUTES, MAX_HALF_GOALS - known);
}

const matchLeft = (tau: number) => (FULL_MINUTES - tau) / FULL_MINUTES;
const cornersLeft = (team: FootballTeam, tau: number, known: number) =>
  truncatedPoisson(team.corners * matchLeft(tau), MAX_CORNERS - known);
const yellowsLeft = (params: FootballParams, tau: number, known: number) =>
  truncatedPoisson((params.home.yellows + params.away.yellows) * matchLeft(tau), MAX_YELLOWS - known);
const redsLeft = (params: FootballParams, tau: number, known: number) =>
  truncatedPoisson((params.home.reds + params.away.reds) * matchLeft(tau), MAX_REDS - known);

function momentIn(start: number, end: number, random: () => number): number {
  const t = start + random() * (end - start);
  return t < end ? t : start;
}

function byShare(lineup: readonly FootballPlayer[], random: () => number): number {
  let u = random();
  for (const player of lineup) {
    u -= player.share;
    if (u < 0) return player.number;
  }
  return lineup[lineup.length - 1]!.number;
}

function play(params: FootballParams, known: Known, random: () => number): FootballTimeline {
  const { tau } = known;
  const goals = [...known.goals];
  for (const half of [0, 1]) {
    const [start, end] = halfLeft(half, tau);
    if (end <= start) continue;
    for (const side of SIDES) {
      const team = params[side];
      const scored = known.goals.filter((g) => g.side === side && halfOf(g.t) === half).length;
      const count = drawFrom(halfGoalsLeft(team, half, tau, scored), random);
      for (let i = 0; i < count; i++) {
        const t = momentIn(start, end, random);
        goals.push({ t, side, scorer: byShare(team.lineup, random) });
      }
    }
  }
  const corners = [...known.corners];
  const cards = [...known.cards];
  if (tau < FULL_MINUTES) {
    for (const side of SIDES) {
      const count = drawFrom(
        cornersLeft(params[side], tau, known.corners.filter((c) => c.side === side).length),
        random,
      );
      for (let i = 0; i < count; i++) corners.push({ t: momentIn(tau, FULL_MINUTES, random), side });
    }
    const homeCard = (red: boolean) =>
      red
        ? params.home.reds / (params.home.reds + params.away.reds)
        : params.home.yellows / (params.home.yellows + params.away.yellows);
    for (const red of [false, true]) {
      const already = known.cards.filter((c) => c.red === red).length;
      const count = drawFrom(red ? redsLeft(params, tau, already) : yellowsLeft(params, tau, already), random);
      for (let i = 0; i < count; i++) {
        const t = momentIn(tau, FULL_MINUTES, random);
        const side: Side = random() < homeCard(red) ? 'home' : 'away';
        const outfield = params[side].lineup.filter((p) => p.position !== 'GK');
        const player = outfield[Math.floor(random() * outfield.length)]!.number;
        cards.push({ t, side, player, red });
      }
    }
  }
  const byTime = (a: { t: number }, b: { t: number }) => a.t - b.t;
  return { goals: goals.sort(byTime), corners: corners.sort(byTime), cards: cards.sort(byTime) };
}

/**
 * A new match that agrees with `timeline` up to `at` ms (what the live prices are conditioned on) and plays
 * the rest from `random`: the model's conditional simulation.
 */
export function continueMatch(
  params: FootballParams,
  timeline: FootballTimeline,
  at: number,
  random: () => number,
): FootballTimeline {
  return play(params, knownAt(timeline, at), random);
}

// ---------------------------------------------------------------------------------------------------------
// The states markets settle on, and their distributions

/** Goals by half: home and away in the first half, home and away in the second; `h`, `a` at full time. */
interface GoalState {
  h1: number;
  a1: number;
  h2: number;
  a2: number;
  h: number;
  a: number;
}

const goalState = (h1: number, a1: number, h2: number, a2: number): GoalState => ({
  h1,
  a1,
  h2,
  a2,
  h: h1 + h2,
  a: a1 + a2,
});
interface CornerState {
  home: number;
  away: number;
}
interface CardState {
  yellows: number;
  reds: number;
}

interface Weighted<S> {
  s: S;
  p: number;
}

function goalStateOf(goals: readonly Goal[]): GoalState {
  const count = (side: Side, half: number) => goals.filter((g) => g.side === side && halfOf(g.t) === half).length;
  return goalState(count('home', 0), count('away', 0), count('home', 1), count('away', 1));
}

const cornerStateOf = (corners: readonly Corner[]): CornerState => ({
  home: corners.filter((c) => c.side === 'home').length,
  away: corners.filter((c) => c.side === 'away').length,
});

const cardStateOf = (cards: readonly Card[]): CardState => ({
  yellows: cards.filter((c) => !c.red).length,
  reds: cards.filter((c) => c.red).length,
});

/** The final half scores' distribution at τ: the known goals plus what each side still scores in each half. */
function goalDistribution(params: FootballParams, known: Known): Weighted<GoalState>[] {
  const now = goalStateOf(known.goals);
  const left = (side: Side, half: number, already: number) => halfGoalsLeft(params[side], half, known.tau, already);
  const [h1, a1, h2, a2] = [
    left('home', 0, now.h1),
    left('away', 0, now.a1),
    left('home', 1, now.h2),
    left('away', 1, now.a2),
  ];
  const out: Weighted<GoalState>[] = [];
  h1.forEach((p1, i) =>
    a1.forEach((p2, j) =>
      h2.forEach((p3, k) =>
        a2.forEach((p4, l) => {
          const p = p1 * p2 * p3 * p4;
          if (p > 0) out.push({ s: goalState(now.h1 + i, now.a1 + j, now.h2 + k, now.a2 + l), p });
        }),
      ),
    ),
  );
  return out;
}

function cornerDistribution(params: FootballParams, known: Known): Weighted<CornerState>[] {
  const now = cornerStateOf(known.corners);
  const home = cornersLeft(params.home, known.tau, now.home);
  const away = cornersLeft(params.away, known.tau, now.away);
  return home.flatMap((p, i) =>
    away.flatMap((q, j) => (p * q > 0 ? [{ s: { home: now.home + i, away: now.away + j }, p: p * q }] : [])),
  );
}

function cardDistribution(params: FootballParams, known: Known): Weighted<CardState>[] {
  const now = cardStateOf(known.cards);
  const yellows = yellowsLeft(params, known.tau, now.yellows);
  const reds = redsLeft(params, known.tau, now.reds);
  return yellows.flatMap((p, i) =>
    reds.flatMap((q, j) => (p * q > 0 ? [{ s: { yellows: now.yellows + i, reds: now.reds + j }, p: p * q }] : [])),
  );
}

interface Distributions {
  goals: Weighted<GoalState>[];
  corners: Weighted<CornerState>[];
  cards: Weighted<CardState>[];
}

/** Pre-match distributions are the same for every call with the same params: kept per params object. */
const preMatch = new WeakMap<FootballParams, Distributions>();

function distributionsAt(params: FootballParams, known: Known): Distributions {
  const cached = known.tau > 0 ? undefined : preMatch.get(params);
  if (cached) return cached;
  const made = {
    goals: goalDistribution(params, known),
    corners: cornerDistribution(params, known),
    cards: cardDistribution(params, known),
  };
  if (known.tau === 0) preMatch.set(params, made);
  return made;
}

// ---------------------------------------------------------------------------------------------------------
// Markets

interface Def<S> {
  id: string;
  kind: MarketKind;
  group: MarketGroup;
  selections: readonly string[];
  /** Whether a selection can be void or half won/lost (refused by the bet builder). */
  pushes?: boolean;
  /** For a market where exactly one selection wins: the one that wins in a state. */
  winner?: (s: S) => string;
  settle(s: S, selection: string): Outcome;
}

const wonIf = (condition: boolean): Outcome => (condition ? 'won' : 'lost');
const result = (home: number, away: number) => (home > away ? 'home' : home < away ? 'away' : 'draw');

/** A market where exactly one selection wins. */
function exclusive<S>(
  id: string,
  kind: MarketKind,
  group: MarketGroup,
  selections: readonly string[],
  winner: (s: S) => string,
): Def<S> {
  return { id, kind, group, selections, winner, settle: (s, selection) => wonIf(winner(s) === selection) };
}

const overUnder = <S>(id: string, group: MarketGroup, line: number, count: (s: S) => number) =>
  exclusive<S>(id, 'totals', group, OVER_UNDER, (s) => (count(s) > line ? 'over' : 'under'));
const yesNo = <S>(id: string, kind: MarketKind, group: MarketGroup, condition: (s: S) => boolean) =>
  exclusive<S>(id, kind, group, YES_NO, (s) => (condition(s) ? 'yes' : 'no'));

/** A line as its id writes it: `0`, `+0.25`, `-1.5`. */
export const lineText = (line: number) => (line > 0 ? `+${line}` : `${line}`);

/** A whole or half Asian line's outcome for a side whose goals plus its line lead by `d`. */
const asianWhole = (d: number): Outcome => (d > 0 ? 'won' : d < 0 ? 'lost' : 'void');

/** An Asian line's outcome for a side: quarter lines are half on each neighbouring line. */
export function asianOutcome(lead: number, line: number): Outcome {
  if (Number.isInteger(line * 2)) return asianWhole(lead + line);
  const [low, high] = [asianWhole(lead + line - 0.25), asianWhole(lead + line + 0.25)];
  if (low === high) return low;
  if (low === 'void') return 'half_won';
  return 'half_lost';
}

export const TOTAL_LINES = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5];
export const TEAM_TOTAL_LINES = [0.5, 1.5, 2.5];
export const HALF_TOTAL_LINES = [0.5, 1.5, 2.5];
export const AH_LINES = [-2.5, -2, -1.5, -1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1, 1.5, 2, 2.5];
export const EH_LINES = [-2, -1, 1, 2];
export const CORNER_LINES = [7.5, 8.5, 9.5, 10.5, 11.5];
export const CARD_LINES = [2.5, 3.5, 4.5, 5.5];

const RESULTS = ['home', 'draw', 'away'] as const;
const OVER_UNDER = ['over', 'under'] as const;
const YES_NO = ['yes', 'no'] as const;
const CORRECT_SCORES = [
  ...Array.from({ length: 25 }, (_, i) => `${Math.floor(i / 5)}-${i % 5}`),
  'other_home',
  'other_draw',
  'other_away',
];
const MARGINS = ['home:1', 'home:2', 'home:3+', 'draw', 'away:1', 'away:2', 'away:3+'];

function correctScore(h: number, a: number): string {
  if (h <= 4 && a <= 4) return `${h}-${a}`;
  return `other_${result(h, a)}`;
}

function winningMargin(h: number, a: number): string {
  if (h === a) return 'draw';
  const by = Math.abs(h - a);
  return `${h > a ? 'home' : 'away'}:${by >= 3 ? '3+' : by}`;
}

const GOAL_MARKETS: readonly Def<GoalState>[] = [
  exclusive('1x2', 'main', 'main', RESULTS, (s: GoalState) => result(s.h, s.a)),
  {
    id: 'dc',
    kind: 'main',
    group: 'main',
    selections: ['1x', '12', 'x2'],
    settle: (s, x) => {
      const r = result(s.h, s.a);
      return wonIf(x === '1x' ? r !== 'away' : x === 'x2' ? r !== 'home' : r !== 'draw');
    },
  },
  {
    id: 'dnb',
    kind: 'main',
    group: 'main',
    selections: ['home', 'away'],
    pushes: true,
    settle: (s, x) => asianWhole(x === 'home' ? s.h - s.a : s.a - s.h),
  },
  yesNo('btts', 'main', 'main', (s: GoalState) => s.h > 0 && s.a > 0),
  exclusive('ht:1x2', 'main', 'main', RESULTS, (s: GoalState) => result(s.h1, s.a1)),
  exclusive('2h:1x2', 'main', 'main', RESULTS, (s: GoalState) => result(s.h2, s.a2)),
  exclusive(
    'htft',
    'exact',
    'main',
    RESULTS.flatMap((ht) => RESULTS.map((ft) => `${ht}/${ft}`)),
    (s: GoalState) => `${result(s.h1, s.a1)}/${result(s.h, s.a)}`,
  ),
  exclusive('margin', 'exact', 'main', MARGINS, (s: GoalState) => winningMargin(s.h, s.a)),
  ...TOTAL_LINES.map((line) => overUnder(`total:${line}`, 'goals', line, (s: GoalState) => s.h + s.a)),
  ...SIDES.flatMap((side) =>
    TEAM_TOTAL_LINES.map((line) =>
      overUnder(`${side}:total:${line}`, 'goals', line, (s: GoalState) => (side === 'home' ? s.h : s.a)),
    ),
  ),
  ...HALF_TOTAL_LINES.map((line) => overUnder(`ht:total:${line}`, 'goals', line, (s: GoalState) => s.h1 + s.a1)),
  exclusive('cs', 'exact', 'goals', CORRECT_SCORES, (s: GoalState) => correctScore(s.h, s.a)),
  exclusive('oddeven', 'props', 'goals', ['odd', 'even'], (s: GoalState) => ((s.h + s.a) % 2 === 1 ? 'odd' : 'even')),
  ...SIDES.map((side) =>
    yesNo(`clean:${side}`, 'props', 'goals', (s: GoalState) => (side === 'home' ? s.a : s.h) === 0),
  ),
  ...AH_LINES.map((line): Def<GoalState> => ({
    id: `ah:${lineText(line)}`,
    kind: 'handicap',
    group: 'handicaps',
    selections: ['home', 'away'],
    pushes: !Number.isInteger(line - 0.5),
    settle: (s, x) => (x === 'home' ? asianOutcome(s.h - s.a, line) : asianOutcome(s.a - s.h, -line)),
  })),
  ...EH_LINES.map((line) =>
    exclusive(`eh:${lineText(line)}`, 'handicap', 'handicaps', RESULTS, (s: GoalState) => result(s.h + line, s.a)),
  ),
];

const CORNER_MARKETS: readonly Def<CornerState>[] = [
  ...CORNER_LINES.map((line) =>
    overUnder(`corners:total:${line}`, 'corners_cards', line, (s: CornerState) => s.home + s.away),
  ),
  exclusive('corners:1x2', 'props', 'corners_cards', RESULTS, (s: CornerState) => result(s.home, s.away)),
];

const CARD_MARKETS: readonly Def<CardState>[] = [
  ...CARD_LINES.map((line) =>
    overUnder(`cards:total:${line}`, 'corners_cards', line, (s: CardState) => s.yellows + s.reds),
  ),
  yesNo('red', 'props', 'corners_cards', (s: CardState) => s.reds > 0),
];

export const SCORER_MARKETS = ['scorer:anytime', 'scorer:first'] as const;

const byId = <S>(defs: readonly Def<S>[]) => new Map(defs.map((d) => [d.id, d]));
const GOALS_BY_ID = byId(GOAL_MARKETS);
const CORNERS_BY_ID = byId(CORNER_MARKETS);
const CARDS_BY_ID = byId(CARD_MARKETS);

/** Every market id the model prices, in the order `markets` lists them. */
export const FOOTBALL_MARKET_IDS: readonly string[] = [
  ...GOAL_MARKETS.map((d) => d.id),
  ...CORNER_MARKETS.map((d) => d.id),
  ...CARD_MARKETS.map((d) => d.id),
  ...SCORER_MARKETS,
];

/**
 * A selection's fair implied probability from its chances of each outcome: the p whose odds 1/p return 1
 * on average, (won + half_won/2) / (1 − void − (half_won + half_lost)/2).
 */
const fairP = (w: number, v: number, hw: number, hl: number) => (w + hw / 2) / (1 - v - (hw + hl) / 2);

/**
 * Whether a selection is offered: it can still win and still lose, and its price is not longer than its
 * kind's longest odds (the cap would price it below its fair odds less the margin: a 4-4 late in a 0-0).
 */
const offered = (kind: MarketKind, p: number) =>
  p < 1 && p * (1 + MARGIN_BANDS[kind].margin) * MARGIN_BANDS[kind].maxOdds >= 100;

/**
 * The fair markets of a state distribution: a selection whose outcome is already certain (or that can no
 * longer win, or no longer lose, or too rarely to be priced) is left out, and a market left without
 * selections is decided.
 */
function fairMarkets<S>(defs: readonly Def<S>[], dist: readonly Weighted<S>[]): FairMarket[] {
  const out: FairMarket[] = [];
  for (const def of defs) {
    const selections: { id: string; p: number }[] = [];
    const { winner } = def;
    if (winner) {
      // Exactly one selection wins: each state adds its chance to its winner's.
      const won = new Map<string, number>();
      for (const { s, p } of dist) {
        const w = winner(s);
        won.set(w, (won.get(w) ?? 0) + p);
      }
      if (won.size > 1)
        for (const id of def.selections) {
          const p = won.get(id);
          if (p !== undefined && offered(def.kind, p)) selections.push({ id, p });
        }
    } else
      for (const selection of def.selections) {
        const mass = { won: 0, lost: 0, void: 0, half_won: 0, half_lost: 0 };
        let first: Outcome | null = null;
        let mixed = false;
        for (const { s, p } of dist) {
          const outcome = def.settle(s, selection);
          mass[outcome] += p;
          if (first === null) first = outcome;
          else if (outcome !== first) mixed = true;
        }
        if (!mixed) continue;
        const p = fairP(mass.won, mass.void, mass.half_won, mass.half_lost);
        if (offered(def.kind, p)) selections.push({ id: selection, p });
      }
    if (selections.length > 0) out.push(market(def.id, def.kind, def.group, selections));
  }
  return out;
}

const market = (id: string, kind: MarketKind, group: MarketGroup, selections: { id: string; p: number }[]) => ({
  id,
  kind,
  group,
  selections,
  fairSum: selections.reduce((sum, x) => sum + x.p, 0),
});

const playerId = (side: Side, number: number) => `${side}:${number}`;

/** The goals each side still scores from τ in a state, per half (what the scorers are drawn for). */
const goalsLeft = (s: GoalState, now: GoalState) =>
  goalState(s.h1 - now.h1, s.a1 - now.a1, s.h2 - now.h2, s.a2 - now.a2);

/** The chance the first goal still to come is the home side's, given the goals left per half (0 if none). */
function firstIsHome(left: GoalState): number {
  if (left.h1 + left.a1 > 0) return left.h1 / (left.h1 + left.a1);
  if (left.h2 + left.a2 > 0) return left.h2 / (left.h2 + left.a2);
  return 0;
}

/** The scorers' markets at τ from the goals' distribution. */
function scorerMarkets(params: FootballParams, known: Known, dist: readonly Weighted<GoalState>[]): FairMarket[] {
  const now = goalStateOf(known.goals);
  // The distribution of the goals each side has left, and the chance the next goal is the home side's.
  const left: Record<Side, number[]> = { home: [], away: [] };
  let homeFirst = 0;
  let noGoal = 0;
  for (const { s, p } of dist) {
    const l = goalsLeft(s, now);
    const [nh, na] = [l.h1 + l.h2, l.a1 + l.a2];
    left.home[nh] = (left.home[nh] ?? 0) + p;
    left.away[na] = (left.away[na] ?? 0) + p;
    homeFirst += p * firstIsHome(l);
    if (nh + na === 0) noGoal += p;
  }
  const anytime: { id: string; p: number }[] = [];
  for (const side of SIDES) {
    const scored = new Set(known.goals.filter((g) => g.side === side).map((g) => g.scorer));
    for (const player of params[side].lineup) {
      if (scored.has(player.number)) continue;
      let p = 0;
      left[side].forEach((q, n) => (p += (q ?? 0) * (1 - (1 - player.share) ** n)));
      if (offered('players', p)) anytime.push({ id: playerId(side, player.number), p });
    }
  }
  const out: FairMarket[] = [];
  if (anytime.length > 0) out.push(market('scorer:anytime', 'players', 'players', anytime));
  if (known.goals.length === 0) {
    const first: { id: string; p: number }[] = [];
    for (const side of SIDES) {
      const sideFirst = side === 'home' ? homeFirst : 1 - noGoal - homeFirst;
      for (const player of params[side].lineup) {
        const p = sideFirst * player.share;
        if (offered('players', p)) first.push({ id: playerId(side, player.number), p });
      }
    }
    if (offered('players', noGoal)) first.push({ id: 'none', p: noGoal });
    if (first.length > 1) out.push(market('scorer:first', 'players', 'players', first));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Snapshot and settlement

function snapshot(params: FootballParams, timeline: FootballTimeline, elapsedMs: number): LiveSnapshot {
  const elapsed = elapsedMs / MINUTE_MS;
  const tau = matchClock(elapsedMs);
  let clock: LiveSnapshot['clock'];
  if (elapsed < HALF_MINUTES) clock = { period: 'first_half', minute: Math.floor(Math.max(0, elapsed)) + 1 };
  else if (elapsed < HALF_MINUTES + BREAK_MINUTES) clock = { period: 'half_time', minute: HALF_MINUTES };
  else if (elapsed < FULL_MINUTES + BREAK_MINUTES) clock = { period: 'second_half', minute: Math.floor(tau) + 1 };
  else clock = { period: 'full_time', minute: FULL_MINUTES };
  if (clock.period === 'first_half' || clock.period === 'second_half') clock.label = `${clock.minute}'`;
  const nameOf = (side: Side, number: number) => params[side].lineup.find((p) => p.number === number)?.name ?? '';
  const events: SportEvent[] = [
    ...timeline.goals.map((g) => ({ t: g.t, kind: 'goal', side: g.side, detail: nameOf(g.side, g.scorer) })),
    ...timeline.corners.map((c) => ({ t: c.t, kind: 'corner', side: c.side })),
    ...timeline.cards.map((c) => ({
      t: c.t,
      kind: c.red ? 'red_card' : 'yellow_card',
      side: c.side,
      detail: nameOf(c.side, c.player),
    })),
  ]
    .filter((e) => e.t < tau)
    .sort((a, b) => a.t - b.t)
    .map(({ t, ...e }) => ({ at: momentMs(t), ...e }));
  const goals = timeline.goals.filter((g) => g.t < tau);
  return {
    clock,
    score: {
      home: goals.filter((g) => g.side === 'home').length,
      away: goals.filter((g) => g.side === 'away').length,
    },
    events,
    finished: elapsed >= FULL_MINUTES + BREAK_MINUTES,
  };
}

function settleScorer(params: FootballParams, timeline: FootballTimeline, market: string, selection: string): Outcome {
  const valid =
    (market === 'scorer:first' && selection === 'none') ||
    SIDES.some((side) => params[side].lineup.some((p) => playerId(side, p.number) === selection));
  if (!valid) throw new Error(`No selection ${selection} in ${market}`);
  if (market === 'scorer:anytime') return wonIf(timeline.goals.some((g) => playerId(g.side, g.scorer) === selection));
  const first = timeline.goals[0];
  return wonIf((first ? playerId(first.side, first.scorer) : 'none') === selection);
}

function settleWith<S>(def: Def<S>, state: S, selection: string): Outcome {
  if (!def.selections.includes(selection)) throw new Error(`No selection ${selection} in ${def.id}`);
  return def.settle(state, selection);
}

/** Final states are read once per timeline (settling a match reads every selection). */
const finals = new WeakMap<FootballTimeline, { goals: GoalState; corners: CornerState; cards: CardState }>();

function finalOf(timeline: FootballTimeline) {
  let final = finals.get(timeline);
  if (!final) {
    final = {
      goals: goalStateOf(timeline.goals),
      corners: cornerStateOf(timeline.corners),
      cards: cardStateOf(timeline.cards),
    };
    finals.set(timeline, final);
  }
  return final;
}

/**
 * The football markets of `ids` only, at the cost of those alone (the board's four need neither the corners'
 * and cards' distributions nor the 50-odd other markets), or every market when `ids` is absent: each market
 * is the same whichever others are asked with it.
 */
export function footballMarketsOf(
  params: FootballParams,
  timeline: FootballTimeline | null,
  at: number | null,
  ids?: ReadonlySet<string>,
): FairMarket[] {
  const known = knownAt(timeline, at);
  if (known.tau >= FULL_MINUTES) return [];
  if (!ids) {
    const dist = distributionsAt(params, known);
    return [
      ...fairMarkets(GOAL_MARKETS, dist.goals),
      ...fairMarkets(CORNER_MARKETS, dist.corners),
      ...fairMarkets(CARD_MARKETS, dist.cards),
      ...scorerMarkets(params, known, dist.goals),
    ];
  }
  const pick = <S>(defs: readonly Def<S>[]) => defs.filter((d) => ids.has(d.id));
  const [goals, corners, cards] = [pick(GOAL_MARKETS), pick(CORNER_MARKETS), pick(CARD_MARKETS)];
  const scorers = SCORER_MARKETS.some((id) => ids.has(id));
  const goalDist = goals.length > 0 || scorers ? goalDistribution(params, known) : [];
  return [
    ...fairMarkets(goals, goalDist),
    ...(corners.length > 0 ? fairMarkets(corners, cornerDistribution(params, known)) : []),
    ...(cards.length > 0 ? fairMarkets(cards, cardDistribution(params, known)) : []),
    ...(scorers ? scorerMarkets(params, known, goalDist).filter((m) => ids.has(m.id)) : []),
  ];
}

export const footballModel: SportModel<FootballParams, FootballTimeline> = {
  sport: 'football',
  durationMs: () => (FULL_MINUTES + BREAK_MINUTES) * MINUTE_MS,
  simulate: (params, random) => play(params, knownAt(null, null), random),
  snapshot,
  markets: (params, timeline, at) => footballMarketsOf(params, timeline, at),
  settle(params, timeline, market, selection) {
    const final = finalOf(timeline);
    const goals = GOALS_BY_ID.get(market);
    if (goals) return settleWith(goals, final.goals, selection);
    const corners = CORNERS_BY_ID.get(market);
    if (corners) return settleWith(corners, final.corners, selection);
    const cards = CARDS_BY_ID.get(market);
    if (cards) return settleWith(cards, final.cards, selection);
    if ((SCORER_MARKETS as readonly string[]).includes(market))
      return settleScorer(params, timeline, market, selection);
    throw new Error(`No football market ${market}`);
  },
};

// ---------------------------------------------------------------------------------------------------------
// Bet builder

export interface BuilderPick {
  market: string;
  selection: string;
}

/** Which states of a distribution a selection wins in, worked out once per distribution and selection. */
const winsIn = new WeakMap<readonly Weighted<unknown>[], Map<string, Uint8Array>>();

function winning<S>(dist: readonly Weighted<S>[], def: Def<S>, selection: string): Uint8Array {
  let bySelection = winsIn.get(dist);
  if (!bySelection) {
    bySelection = new Map();
    winsIn.set(dist, bySelection);
  }
  const key = `${def.id}\n${selection}`;
  let wins = bySelection.get(key);
  if (!wins) {
    wins = Uint8Array.from(dist, ({ s }) => (def.settle(s, selection) === 'won' ? 1 : 0));
    bySelection.set(key, wins);
  }
  return wins;
}

/** The chance that every pick wins in a state and `factor` of that state (1 without), over a distribution. */
function allWin<S>(
  dist: readonly Weighted<S>[],
  picks: readonly { def: Def<S>; selection: string }[],
  factor?: (s: S) => number,
): number {
  if (picks.length === 0 && !factor) return 1;
  const wins = new Uint8Array(dist.length).fill(1);
  for (const { def, selection } of picks) {
    const these = winning(dist, def, selection);
    for (let i = 0; i < wins.length; i++) wins[i]! &= these[i]!;
  }
  let sum = 0;
  for (let i = 0; i < dist.length; i++) {
    if (wins[i] === 0) continue;
    const { s, p } = dist[i]!;
    sum += factor ? p * factor(s) : p;
  }
  return sum;
}

/** The chance players of `shares` all score at least once in `goals` goals drawn by share (inclusion-exclusion). */
function allScore(shares: readonly number[], goals: number): number {
  let sum = 0;
  for (let mask = 0; mask < 1 << shares.length; mask++) {
    let left = 1;
    let sign = 1;
    shares.forEach((share, i) => {
      if (mask & (1 << i)) {
        left -= share;
        sign = -sign;
      }
    });
    sum += sign * Math.max(0, left) ** goals;
  }
  return sum;
}

/**
 * The joint probability that every pick wins, from the model, before kickoff (`timeline`, `at` null) or
 * live at `at` ms; null when the combination is not supported or cannot happen (see the doc comment at
 * the top of this file).
 */
export function builderProbability(
  params: FootballParams,
  picks: readonly BuilderPick[],
  timeline: FootballTimeline | null,
  at: number | null,
): number | null {
  const joint = builderJoint(params, picks, timeline, at);
  // Nothing priced longer than the builder's longest odds: their cap would take the price outside its band.
  if (joint === null || joint * (1 + BUILDER_BAND.margin) * (BUILDER_BAND.maxOdds / 100) < 1) return null;
  return Math.min(joint, 1);
}

/**
 * The joint probability that every pick wins, as `builderProbability` but telling apart what the builder
 * does not combine (null: a market that pushes or pays half, an unknown market or selection, fewer than two
 * picks, the same pick twice, two first scorers) from a combination that cannot happen (0), and without the
 * builder's longest odds (the server refuses those as odds above its maximum).
 */
export function builderJoint(
  params: FootballParams,
  picks: readonly BuilderPick[],
  timeline: FootballTimeline | null,
  at: number | null,
): number | null {
  if (picks.length < 2) return null;
  if (new Set(picks.map((p) => `${p.market}\n${p.selection}`)).size !== picks.length) return null;
  const goalPicks: { def: Def<GoalState>; selection: string }[] = [];
  const cornerPicks: { def: Def<CornerState>; selection: string }[] = [];
  const cardPicks: { def: Def<CardState>; selection: string }[] = [];
  const anytime: { side: Side; player: FootballPlayer }[] = [];
  const firsts: string[] = [];
  const playerOf = (id: string) => {
    for (const side of SIDES) {
      const player = params[side].lineup.find((p) => playerId(side, p.number) === id);
      if (player) return { side, player };
    }
    return null;
  };
  for (const { market, selection } of picks) {
    const goals = GOALS_BY_ID.get(market);
    const corners = CORNERS_BY_ID.get(market);
    const cards = CARDS_BY_ID.get(market);
    const def = goals ?? corners ?? cards;
    if (def) {
      if (def.pushes || !def.selections.includes(selection)) return null;
      if (goals) goalPicks.push({ def: goals, selection });
      else if (corners) cornerPicks.push({ def: corners, selection });
      else cardPicks.push({ def: cards!, selection });
    } else if (market === 'scorer:anytime') {
      const found = playerOf(selection);
      if (!found) return null;
      anytime.push(found);
    } else if (market === 'scorer:first') {
      if (selection !== 'none' && !playerOf(selection)) return null;
      firsts.push(selection);
    } else return null;
  }
  if (firsts.length > 1) return null;
  const known = knownAt(timeline, at);
  const now = goalStateOf(known.goals);
  const scoredBefore = new Set(known.goals.map((g) => playerId(g.side, g.scorer)));
  const first = firsts[0];
  const knownFirst = known.goals[0] ? playerId(known.goals[0].side, known.goals[0].scorer) : null;
  if (first !== undefined && knownFirst !== null && first !== knownFirst) return 0;
  const firstPlayer = first !== undefined && first !== 'none' && knownFirst === null ? playerOf(first) : null;

  /** The scorers' picks' chance given a state of the goals. */
  // The anytime picks still open on each side: not scored yet, and not the first scorer picked.
  const fixed = new Set(scoredBefore);
  if (firstPlayer) fixed.add(playerId(firstPlayer.side, firstPlayer.player.number));
  const open: Record<Side, number[]> = { home: [], away: [] };
  for (const { side, player } of anytime) if (!fixed.has(playerId(side, player.number))) open[side].push(player.share);

  /** The scorers' picks' chance given a state of the goals. */
  const scorers = (s: GoalState): number => {
    if (first === 'none' && s.h + s.a > 0) return 0;
    const left = goalsLeft(s, now);
    const free: Record<Side, number> = { home: left.h, away: left.a };
    let chance = 1;
    if (firstPlayer) {
      const home = firstIsHome(left);
      const sideFirst = firstPlayer.side === 'home' ? home : left.h + left.a > 0 ? 1 - home : 0;
      chance *= sideFirst * firstPlayer.player.share;
      if (chance === 0) return 0;
      free[firstPlayer.side] -= 1;
    }
    for (const side of SIDES) if (open[side].length > 0) chance *= allScore(open[side], free[side]);
    return chance;
  };

  const dist = distributionsAt(params, known);
  const scorerPicks = anytime.length > 0 || first !== undefined;
  const joint =
    allWin(dist.goals, goalPicks, scorerPicks ? scorers : undefined) *
    allWin(dist.corners, cornerPicks) *
    allWin(dist.cards, cardPicks);
  return Math.min(joint, 1);
}

// ---------------------------------------------------------------------------------------------------------
// Line-ups and params

/** Where a side's players mostly come from: its names sound Brazilian, Spanish-speaking, English or Italian. */
export type NameOrigin = 'pt' | 'es' | 'en' | 'it';

const words = (text: string) => text.trim().split(/\s+/);

const FIRST_NAMES: Record<NameOrigin, readonly string[]> = {
  pt: words(`
    João Pedro Lucas Gabriel Matheus Rafael Thiago Bruno Gustavo Vinícius Felipe Rodrigo Leandro Wesley
    Éverton Caio Danilo Igor Renan André Marcos Diego Luan Otávio Henrique
  `),
  es: words(`
    Santiago Mateo Nicolás Javier Alejandro Sergio Pablo Andrés Emiliano Facundo Joaquín Agustín Franco
    Gonzalo Ramón Tomás Ignacio Martín Lautaro Rodrigo Diego Cristian Maximiliano Esteban Álvaro
  `),
  en: words(`
    James Harry Jack Oliver Thomas Daniel Marcus Kieran Declan Callum Ryan Connor Jordan Lewis Mason
    Reece Aaron Ben Luke George Kyle Jamie Ethan Joe Sam
  `),
  it: words(`
    Lorenzo Federico Alessandro Matteo Davide Nicolò Giacomo Riccardo Andrea Simone Stefano Gianluca
    Marco Filippo Manuel Daniele Leonardo Tommaso Francesco Mattia Gabriele Luca Samuele Edoardo Pietro
  `),
};

const SURNAMES: Record<NameOrigin, readonly string[]> = {
  pt: words(`
    Silva Santos Oliveira Souza Pereira Costa Almeida Ferreira Carvalho Gomes Martins Araújo Ribeiro
    Barbosa Rocha Moreira Cardoso Teixeira Nascimento Lima Mendes Freitas Cavalcanti Monteiro Batista
  `),
  es: words(`
    González Rodríguez Fernández López Martínez Sánchez Pérez Romero Torres Ramírez Díaz Álvarez
    Gutiérrez Medina Herrera Castro Vargas Ríos Acosta Benítez Suárez Molina Ortiz Navarro Domínguez
  `),
  en: words(`
    Smith Walker Clarke Hughes Bennett Wright Turner Cooper Ward Fletcher Mitchell Harrison Robinson
    Thompson Edwards Collins Stewart Morgan Palmer Barnes Holt Gray Rice Saka Foster
  `),
  it: words(`
    Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti De Luca
    Mancini Costa Giordano Rizzo Lombardi Moretti Barbieri Fontana Santoro Mariani Rinaldi
  `),
};

/** Where a side's few players from elsewhere come from (the Italian names joined later, and only their own sides). */
const ORIGINS: readonly NameOrigin[] = ['pt', 'es', 'en'];

/** A 4-3-3: shirt, position and the weight of its share of the side's goals (forwards most). */
const FORMATION: readonly [number, Position, number][] = [
  [1, 'GK', 0.4],
  [2, 'DF', 3],
  [3, 'DF', 4],
  [4, 'DF', 4],
  [6, 'DF', 3],
  [5, 'MF', 7],
  [8, 'MF', 9],
  [10, 'MF', 12],
  [7, 'FW', 14],
  [9, 'FW', 30],
  [11, 'FW', 14],
];

/**
 * A side's eleven, drawn from its code (public, the same every time): names mostly of the side's origin
 * (a few from elsewhere, as real squads have), shares of the goals by position with a little variety.
 */
export function footballLineup(code: string, origin: NameOrigin): FootballPlayer[] {
  // A public stream (the line-up is published): the provably fair draw keyed by the side's code.
  const draw = fairDraw({ serverSeed: 'football:lineup', clientSeed: code, nonce: 0 });
  const pick = <T>(items: readonly T[]) => items[draw.int(items.length)]!;
  const names = new Set<string>();
  const players = FORMATION.map(([number, position, weight]) => {
    let name = '';
    do {
      const from = draw.int(5) < 4 ? origin : pick(ORIGINS);
      name = `${pick(FIRST_NAMES[from])} ${pick(SURNAMES[from])}`;
    } while (names.has(name));
    names.add(name);
    return { number, name, position, share: weight * (0.8 + 0.4 * (draw.int(1000) / 1000)) };
  });
  const total = players.reduce((sum, p) => sum + p.share, 0);
  return players.map((p) => ({ ...p, share: p.share / total }));
}

/**
 * A side's params from what the schedule knows: its expected goals in the match, and its league's corners
 * and cards. A side that attacks more wins more corners (3.2 + 1.6 per expected goal: about ten a match in
 * all); cards default to a league with about 4.6 yellows and a red in five matches.
 */
export function footballTeam(
  code: string,
  name: string,
  xg: number,
  origin: NameOrigin,
  rates: { corners?: number; yellows?: number; reds?: number } = {},
): FootballTeam {
  return {
    code,
    name,
    xg,
    corners: rates.corners ?? 3.2 + 1.6 * xg,
    yellows: rates.yellows ?? 2.3,
    reds: rates.reds ?? 0.1,
    lineup: footballLineup(code, origin),
  };
}
