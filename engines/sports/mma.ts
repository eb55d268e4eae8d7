import type { FairMarket, LiveSnapshot, Outcome, SportEvent, SportModel } from './model';
import { logistic } from './calendar';
import { openMarket } from './openMarket';

/**
 * MMA (UFC rules): a bout of three five-minute rounds (a main event five) with a minute's break between
 * them, won by a finish (KO/TKO or submission) or on the three judges' cards at the end (each round
 * 10–9, 10–8 or 10–10 on each card; unanimous, split or majority decision, or a draw).
 *
 * The model, round by round, each round from the stream:
 * - the round's run of play (`type`): one fighter's round (`home`/`away`) or a `close` one, the share of
 *   the fighters' rounds from their striking and grappling (`roundTypes`);
 * - a finish in it, by either fighter, KO/TKO (his striking against the other's chin) or submission (the
 *   grappling of each), likelier for the fighter having his round (`finishes`), at a millisecond uniform
 *   in the round;
 * - without a finish, each judge's score of the round, independently given the run of play (`JUDGE`).
 * The run of play is seen (the round's end says whose round it was); the judges' cards are not until the
 * decision is read, so the live prices are conditioned on the rounds' runs of play and on no finish so far
 * in the round being fought, never on a card. The probabilities are exact: a dynamic programme over the
 * rounds left and the three cards' joint distribution.
 *
 * Markets (`id`: selections, kind, tab):
 * - `moneyline`: home, away — main, main. A draw voids it (the stake back), so its fair probabilities are
 *   each fighter's chance of winning given a winner.
 * - `method`: home_ko, home_sub, home_dec, away_ko, away_sub, away_dec, draw — props, main.
 * - `round`: home_r1…home_rN, away_r1…away_rN (a finish in that round), home_dec, away_dec, draw — exact,
 *   main.
 * - `distance` (goes the distance): yes (the bout reaches the cards, a draw included), no — props, main.
 * - `total:L` (total rounds), L = 0.5, 1.5, 2.5 for three rounds, 1.5, 2.5, 3.5, 4.5 for five: over, under
 *   — totals, goals. As the books count it, the bout's time in rounds passes L (a line of 1.5 is over once
 *   the bout passes 2:30 of the second round; a decision is the whole bout).
 * Live, a selection that can no longer win is left out, and so is a market with one selection left; once
 * the last round ends (the cards are in) nothing is priced.
 */

export interface Fighter {
  code: string;
  name: string;
  /** Ratings from 0 to 100. */
  striking: number;
  grappling: number;
  chin: number;
}

export interface MmaParams {
  /** The red corner (listed first) and the blue. */
  home: Fighter;
  away: Fighter;
  rounds: 3 | 5;
}

export type Side = 'home' | 'away';
export type RoundType = Side | 'close';
export type Method = 'ko' | 'sub';

export interface MmaRound {
  type: RoundType;
  /** A finish in the round: who, how, and the millisecond of the round (1 to 300 000) it came. */
  finish: { side: Side; method: Method; ms: number } | null;
  /** Without a finish, each judge's score of the round, home points minus away points (−2 to 2). */
  cards: [number, number, number] | null;
}

export interface MmaTimeline {
  /** The rounds fought, the last one ending in the finish if there was one. */
  rounds: MmaRound[];
}

export const ROUND_MS = 300_000;
export const BREAK_MS = 60_000;
/** From the last bell to the decision read out. */
export const DECISION_MS = 60_000;
const HALF_ROUND_MS = ROUND_MS / 2;

const roundStart = (r: number) => r * (ROUND_MS + BREAK_MS);

const TYPES: readonly RoundType[] = ['home', 'away', 'close'];

/** Each round's run of play: home's, away's, or close. */
export function roundTypes(params: MmaParams): Record<RoundType, number> {
  const { home: h, away: a } = params;
  const edge = (h.striking - a.striking + h.grappling - a.grappling) / 2 + (h.chin - a.chin) / 5;
  const q = logistic(edge / 11);
  return { home: 0.68 * q, away: 0.68 * (1 - q), close: 0.32 };
}

/** Finishes come a little more often in the first round, a little less in the middle ones. */
const ROUND_FACTOR = [1.15, 1, 0.95, 1, 1.05];

/** The chance of each finish in a whole round of this run of play (round `r`, 0-based). */
export function finishes(params: MmaParams, type: RoundType, r: number): Record<`${Side}_${Method}`, number> {
  const { home: h, away: a } = params;
  const factor = (side: Side) => (type === 'close' ? 0.9 : type === side ? 1.7 : 0.4) * ROUND_FACTOR[r]!;
  const out = {
    home_ko: 0.055 * Math.exp((h.striking - a.chin) / 35) * factor('home'),
    home_sub: 0.03 * Math.exp((h.grappling - a.grappling) / 28) * factor('home'),
    away_ko: 0.055 * Math.exp((a.striking - h.chin) / 35) * factor('away'),
    away_sub: 0.03 * Math.exp((a.grappling - h.grappling) / 28) * factor('away'),
  };
  const total = out.home_ko + out.home_sub + out.away_ko + out.away_sub;
  if (total > 0.85) for (const key of Object.keys(out) as (keyof typeof out)[]) out[key] *= 0.85 / total;
  return out;
}

/** A judge's score of an unfinished round (home minus away), by the round's run of play. */
export const JUDGE: Record<RoundType, readonly (readonly [number, number])[]> = {
  home: [
    [2, 0.06],
    [1, 0.91],
    [0, 0.01],
    [-1, 0.02],
  ],
  away: [
    [-2, 0.06],
    [-1, 0.91],
    [0, 0.01],
    [1, 0.02],
  ],
  close: [
    [1, 0.495],
    [0, 0.01],
    [-1, 0.495],
  ],
};

const FINISH_KEYS = ['home_ko', 'home_sub', 'away_ko', 'away_sub'] as const;

function pick<T>(entries: readonly (readonly [T, number])[], u: number): T {
  let acc = 0;
  for (const [value, p] of entries) {
    acc += p;
    if (u < acc) return value;
  }
  return entries[entries.length - 1]![0];
}

/** Fights round `r` from the stream (the number of rounds fought so far is `r`). */
export function fightRound(params: MmaParams, r: number, random: () => number, type?: RoundType): MmaRound {
  const types = roundTypes(params);
  const t =
    type ??
    pick(
      TYPES.map((k) => [k, types[k]] as const),
      random(),
    );
  const f = finishes(params, t, r);
  const u = random();
  let acc = 0;
  for (const key of FINISH_KEYS) {
    acc += f[key];
    if (u < acc) {
      const [side, method] = key.split('_') as [Side, Method];
      return { type: t, finish: { side, method, ms: 1 + Math.floor(random() * ROUND_MS) }, cards: null };
    }
  }
  const judge = () => pick(JUDGE[t], random());
  return { type: t, finish: null, cards: [judge(), judge(), judge()] };
}

export type Decision = { winner: Side | null; kind: 'unanimous' | 'split' | 'majority' | 'draw' };

/** The decision from the three cards' totals (home minus away). */
export function decisionOf(totals: readonly number[]): Decision {
  const home = totals.filter((d) => d > 0).length;
  const away = totals.filter((d) => d < 0).length;
  if (home >= 2) return { winner: 'home', kind: home === 3 ? 'unanimous' : away === 1 ? 'split' : 'majority' };
  if (away >= 2) return { winner: 'away', kind: away === 3 ? 'unanimous' : home === 1 ? 'split' : 'majority' };
  return { winner: null, kind: 'draw' };
}

/** How a played bout ended. */
export interface MmaResult {
  winner: Side | null;
  method: Method | 'dec';
  decision: Decision | null;
  /** The round it ended in (1-based; the last for a decision). */
  round: number;
  /** The bout's time in rounds: (round − 1) + the finish's share of its round; the rounds for a decision. */
  time: number;
}

export function resultOf(params: MmaParams, timeline: MmaTimeline): MmaResult {
  const last = timeline.rounds[timeline.rounds.length - 1]!;
  if (last.finish) {
    const round = timeline.rounds.length;
    return {
      winner: last.finish.side,
      method: last.finish.method,
      decision: null,
      round,
      time: round - 1 + last.finish.ms / ROUND_MS,
    };
  }
  const totals = [0, 1, 2].map((j) => timeline.rounds.reduce((sum, r) => sum + r.cards![j]!, 0));
  const decision = decisionOf(totals);
  return { winner: decision.winner, method: 'dec', decision, round: params.rounds, time: params.rounds };
}

function simulate(params: MmaParams, random: () => number): MmaTimeline {
  const rounds: MmaRound[] = [];
  for (let r = 0; r < params.rounds; r++) {
    const round = fightRound(params, r, random);
    rounds.push(round);
    if (round.finish) break;
  }
  return { rounds };
}

/** The bout's end in ms from the start: the finish, or the decision read out. */
function endMs(params: MmaParams, timeline: MmaTimeline): number {
  const n = timeline.rounds.length;
  const last = timeline.rounds[n - 1]!;
  return last.finish ? roundStart(n - 1) + last.finish.ms : roundStart(params.rounds - 1) + ROUND_MS + DECISION_MS;
}

const durationMs = (params: MmaParams) => roundStart(params.rounds - 1) + ROUND_MS + DECISION_MS;

const clockText = (ms: number) => {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** The three cards as read out, "29-28 28-29 29-28" (home's points first). */
function cardsText(timeline: MmaTimeline): string {
  return [0, 1, 2]
    .map((j) => {
      const home = timeline.rounds.reduce((sum, r) => sum + 10 + Math.min(r.cards![j]!, 0), 0);
      const away = timeline.rounds.reduce((sum, r) => sum + 10 - Math.max(r.cards![j]!, 0), 0);
      return `${home}-${away}`;
    })
    .join(' ');
}

function snapshot(params: MmaParams, timeline: MmaTimeline, elapsedMs: number): LiveSnapshot {
  const end = endMs(params, timeline);
  const at = Math.max(0, elapsedMs);
  const events: SportEvent[] = [];
  timeline.rounds.forEach((round, r) => {
    if (round.finish) {
      const when = roundStart(r) + round.finish.ms;
      if (when <= at)
        events.push({
          at: when,
          kind: 'finish',
          side: round.finish.side,
          detail: `${round.finish.method} R${r + 1} ${clockText(round.finish.ms)}`,
        });
    } else if (roundStart(r) + ROUND_MS <= at) {
      events.push({
        at: roundStart(r) + ROUND_MS,
        kind: 'round_end',
        side: round.type === 'close' ? null : round.type,
        detail: `R${r + 1}`,
      });
    }
  });
  const result = resultOf(params, timeline);
  if (at >= end) {
    if (result.decision) {
      const detail = `${result.decision.kind} ${cardsText(timeline)}`;
      events.push({ at: end, kind: 'decision', side: result.winner, detail });
    }
    return {
      clock: {
        period: 'end',
        label: result.decision
          ? 'decision'
          : `R${result.round} ${clockText(timeline.rounds[result.round - 1]!.finish!.ms)}`,
      },
      score: { home: result.winner === 'home' ? 1 : 0, away: result.winner === 'away' ? 1 : 0 },
      events,
      finished: true,
    };
  }
  const r = Math.min(Math.floor(at / (ROUND_MS + BREAK_MS)), params.rounds - 1);
  const inRound = at - roundStart(r);
  const clock =
    inRound < ROUND_MS
      ? { period: `R${r + 1}`, minute: Math.floor(inRound / 60_000), label: `R${r + 1} ${clockText(inRound)}` }
      : r === params.rounds - 1
        ? { period: 'decision', label: 'decision' }
        : { period: 'break', label: `R${r + 1}` };
  return { clock, score: { home: 0, away: 0 }, events, finished: false };
}

/** What a bettor knows at `at`: the runs of play of the rounds over, and how far the round being fought is. */
interface MmaState {
  /** The runs of play of the rounds fought to the bell. */
  types: RoundType[];
  /** Milliseconds fought in the current round (round `types.length`), no finish yet. */
  elapsed: number;
}

/** The state at `at`, or null when the bout is decided (finished, or every round fought). */
export function stateAt(params: MmaParams, timeline: MmaTimeline, at: number): MmaState | null {
  if (at >= endMs(params, timeline)) return null;
  const r = Math.min(Math.floor(at / (ROUND_MS + BREAK_MS)), params.rounds - 1);
  const inRound = at - roundStart(r);
  if (inRound >= ROUND_MS) {
    if (r === params.rounds - 1) return null;
    return { types: timeline.rounds.slice(0, r + 1).map((x) => x.type), elapsed: 0 };
  }
  return { types: timeline.rounds.slice(0, r).map((x) => x.type), elapsed: inRound };
}

const SPAN = 10;
const WIDTH = 2 * SPAN + 1;
const CELLS = WIDTH ** 3;
const keyOf = (a: number, b: number, c: number) => ((a + SPAN) * WIDTH + (b + SPAN)) * WIDTH + (c + SPAN);
/** Each judge's score of a round as a step of the joint key, with its probability, by run of play. */
const STEPS = Object.fromEntries(
  TYPES.map((t) => {
    const steps: [number, number][] = [];
    for (const [da, pa] of JUDGE[t])
      for (const [db, pb] of JUDGE[t])
        for (const [dc, pc] of JUDGE[t]) steps.push([keyOf(da, db, dc) - keyOf(0, 0, 0), pa * pb * pc]);
    return [t, steps];
  }),
) as Record<RoundType, [number, number][]>;

/** Adds the cards' joint distribution after a round of this run of play, times `weight`, into `into`. */
function scoreRound(cards: Float64Array, type: RoundType, weight = 1, into = new Float64Array(CELLS)) {
  const steps = STEPS[type];
  for (let key = 0; key < CELLS; key++) {
    const p = cards[key]!;
    if (p === 0) continue;
    for (const [step, q] of steps) into[key + step]! += p * q * weight;
  }
  return into;
}

/**
 * The probability of every way the bout can end from a state: each finish by fighter, method, round and
 * half of the round (before or after its 2:30), and each decision winner.
 */
export function outcomes(params: MmaParams, state: MmaState) {
  const types = roundTypes(params);
  const finish = new Map<string, number>(); // `${side}_${method}:${round}:${half}`
  let cards = new Float64Array(CELLS);
  cards[keyOf(0, 0, 0)] = 1;
  for (const t of state.types) cards = scoreRound(cards, t);
  let alive = 1;
  for (let r = state.types.length; r < params.rounds; r++) {
    const e = r === state.types.length ? state.elapsed : 0;
    const lens = [Math.max(0, HALF_ROUND_MS - e), ROUND_MS - Math.max(e, HALF_ROUND_MS)];
    let z = 0;
    for (const t of TYPES) {
      const pf = FINISH_KEYS.reduce((sum, k) => sum + finishes(params, t, r)[k], 0);
      z += types[t] * (1 - (pf * e) / ROUND_MS);
    }
    const next = new Float64Array(CELLS);
    let stay = 0;
    for (const t of TYPES) {
      const f = finishes(params, t, r);
      let pf = 0;
      for (const k of FINISH_KEYS) {
        pf += f[k];
        lens.forEach((len, half) => {
          const id = `${k}:${r + 1}:${half}`;
          finish.set(id, (finish.get(id) ?? 0) + (alive * types[t] * f[k] * len) / ROUND_MS / z);
        });
      }
      const w = (types[t] * (1 - pf)) / z;
      stay += w;
      scoreRound(cards, t, w, next);
    }
    for (let k = 0; k < CELLS; k++) next[k]! /= stay;
    cards = next;
    alive *= stay;
  }
  const decision = { home: 0, away: 0, draw: 0 };
  for (let key = 0; key < CELLS; key++) {
    const p = cards[key]!;
    if (p === 0) continue;
    const c = (key % WIDTH) - SPAN;
    const b = (Math.floor(key / WIDTH) % WIDTH) - SPAN;
    const a = Math.floor(key / WIDTH / WIDTH) - SPAN;
    const d = decisionOf([a, b, c]);
    decision[d.winner ?? 'draw'] += p * alive;
  }
  return { finish, decision };
}

/** The total-rounds lines of a bout. */
export const totalLines = (rounds: 3 | 5) => (rounds === 3 ? [0.5, 1.5, 2.5] : [1.5, 2.5, 3.5, 4.5]);

function markets(params: MmaParams, timeline: MmaTimeline | null, at: number | null): FairMarket[] {
  const state = timeline && at !== null ? stateAt(params, timeline, at) : { types: [], elapsed: 0 };
  if (!state) return [];
  const { finish, decision } = outcomes(params, state);
  const sumOf = (test: (side: Side, method: Method, round: number, half: number) => boolean) => {
    let sum = 0;
    for (const [id, p] of finish) {
      const [key, round, half] = id.split(':') as [string, string, string];
      const [side, method] = key.split('_') as [Side, Method];
      if (test(side, method, Number(round), Number(half))) sum += p;
    }
    return sum;
  };
  const win = (side: Side) => sumOf((s) => s === side) + decision[side];
  const rounds = Array.from({ length: params.rounds }, (_, i) => i + 1);
  const now = state.types.length + (state.elapsed > 0 ? state.elapsed / ROUND_MS : 0);
  return [
    ...openMarket('moneyline', 'main', 'main', [
      ['home', win('home')],
      ['away', win('away')],
    ]),
    ...openMarket('method', 'props', 'main', [
      ...(['home', 'away'] as const).flatMap((side): [string, number][] => [
        [`${side}_ko`, sumOf((s, m) => s === side && m === 'ko')],
        [`${side}_sub`, sumOf((s, m) => s === side && m === 'sub')],
        [`${side}_dec`, decision[side]],
      ]),
      ['draw', decision.draw],
    ]),
    ...openMarket('round', 'exact', 'main', [
      ...(['home', 'away'] as const).flatMap((side) =>
        rounds.map((r): [string, number] => [`${side}_r${r}`, sumOf((s, _m, round) => s === side && round === r)]),
      ),
      ['home_dec', decision.home],
      ['away_dec', decision.away],
      ['draw', decision.draw],
    ]),
    ...openMarket('distance', 'props', 'main', [
      ['yes', decision.home + decision.away + decision.draw],
      ['no', sumOf(() => true)],
    ]),
    ...totalLines(params.rounds)
      .filter((line) => line > now)
      .flatMap((line) => {
        const under = sumOf((_s, _m, round, half) => round - 1 + (half === 0 ? 0.5 : 1) <= line);
        return openMarket(`total:${line}`, 'totals', 'goals', [
          ['over', 1 - under],
          ['under', under],
        ]);
      }),
  ];
}

function settle(params: MmaParams, timeline: MmaTimeline, marketId: string, selection: string): Outcome {
  const result = resultOf(params, timeline);
  const by = (yes: boolean): Outcome => (yes ? 'won' : 'lost');
  const winner = result.winner ?? 'draw';
  if (marketId === 'moneyline') return result.winner === null ? 'void' : by(selection === result.winner);
  if (marketId === 'method') return by(selection === (winner === 'draw' ? 'draw' : `${winner}_${result.method}`));
  if (marketId === 'round') {
    const won = winner === 'draw' ? 'draw' : result.method === 'dec' ? `${winner}_dec` : `${winner}_r${result.round}`;
    return by(selection === won);
  }
  if (marketId === 'distance') return by((selection === 'yes') === (result.method === 'dec'));
  if (marketId.startsWith('total:')) {
    const line = Number(marketId.slice('total:'.length));
    return by((selection === 'over') === result.time > line);
  }
  throw new Error(`Unknown MMA market ${marketId}`);
}

export const mmaModel: SportModel<MmaParams, MmaTimeline> = {
  sport: 'mma',
  durationMs,
  simulate,
  snapshot,
  markets,
  settle,
};
