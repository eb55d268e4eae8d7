import type { FairMarket, LiveSnapshot, Outcome, SportEvent, SportModel } from './model';
import { logistic } from './calendar';
import { openMarket } from './openMarket';

/**
 * Counter-Strike 2, best of three maps. A map is won by the first team to 13 rounds (MR12: sides swap
 * after 12 rounds); at 12–12 it goes to overtime in halves of three rounds (MR3), first to 4 of the
 * overtime's six, sides swapping at its half; at 3–3 another overtime. After four drawn overtimes (24–24)
 * one last round decides the map (the model's cap, reached in well under one map in a thousand).
 *
 * Each round is won by the home team with probability logistic(strength difference + the teams' edges on
 * the map ± the map's side bias), the bias counted for whoever is on the counter-terrorist side (home
 * starts as CT on maps 1 and 3, as T on map 2; in overtime the teams keep their sides for the first half,
 * then swap). Rounds are independent given that, so every price is exact: a dynamic programme over a map's
 * score, and over the maps.
 *
 * Real time: a round every 100 s (its result known at its end), five minutes between maps.
 *
 * Markets (`id`: selections, kind, tab):
 * - `winner`: home, away — main, main.
 * - `maps` (map betting): 2-0, 2-1, 1-2, 0-2 — exact, main.
 * - `maps_hc:-1.5`, `maps_hc:+1.5` (map handicap, home's line): home, away — handicap, handicaps.
 * - `total_maps:2.5`: over, under — totals, goals.
 * - `map<k>:winner` — main, main; `map<k>:total:<L>` (rounds, L = 19.5, 21.5, 23.5): over, under — totals,
 *   goals; `map<k>:rh:<L>` (round handicap, home's line, L = −4.5, −2.5, +2.5, +4.5): home, away —
 *   handicap, handicaps. Offered for a map sure to be played and not over: maps 1 and 2 before the start,
 *   map 3 once the maps are 1–1. A map not played voids its markets.
 * Live, a selection that can no longer win is left out, and a market with one selection left.
 */

export const MAP_POOL = ['Mirage', 'Inferno', 'Nuke', 'Ancient', 'Anubis', 'Dust2', 'Train'] as const;
export type MapName = (typeof MAP_POOL)[number];

/** How much the counter-terrorists are favoured on each map, in logits of a round. */
export const CT_BIAS: Record<MapName, number> = {
  Mirage: 0.08,
  Inferno: 0.12,
  Nuke: 0.25,
  Ancient: 0.15,
  Anubis: -0.1,
  Dust2: 0.02,
  Train: 0.2,
};

export interface Cs2Team {
  code: string;
  name: string;
  /** Round-win strength, in logits. */
  strength: number;
  /** The team's edge on each map (its practice, its picks), in logits. */
  maps: Record<MapName, number>;
}

export interface Cs2Params {
  home: Cs2Team;
  away: Cs2Team;
  /** The three maps of the veto, in order (the third the decider). */
  maps: readonly [MapName, MapName, MapName];
}

export type Side = 'home' | 'away';

export interface Cs2Timeline {
  /** Each map played: its rounds' winners, in order. */
  maps: Side[][];
}

export const ROUND_MS = 100_000;
export const MAP_BREAK_MS = 300_000;
export const MAX_OVERTIMES = 4;
const DECIDER = 12 + 3 * MAX_OVERTIMES;
/** The most rounds a map can last. */
export const MAX_MAP_ROUNDS = 24 + 6 * MAX_OVERTIMES + 1;

/** Whether home is the counter-terrorist side in round `i` (0-based) of map `k` (0-based). */
function homeIsCt(k: number, i: number): boolean {
  const first = k % 2 === 0; // home's side in the first half: CT on maps 1 and 3
  if (i < 12) return first;
  if (i < 24) return !first;
  const j = i - 24;
  const block = Math.min(Math.floor(j / 6), MAX_OVERTIMES);
  const blockFirst = block % 2 === 0 ? !first : first; // the side played last is kept into overtime
  return j % 6 < 3 || block === MAX_OVERTIMES ? blockFirst : !blockFirst;
}

/** The home team's chance of winning round `i` of map `k`. */
export function roundWin(params: Cs2Params, k: number, i: number): number {
  const map = params.maps[k]!;
  const edge = params.home.strength - params.away.strength + params.home.maps[map] - params.away.maps[map];
  return logistic(edge + (homeIsCt(k, i) ? CT_BIAS[map] : -CT_BIAS[map]));
}

/** Whether a map is over at this score. */
export function mapOver(h: number, a: number): boolean {
  const low = Math.min(h, a);
  const high = Math.max(h, a);
  if (low < 12) return high === 13;
  if (low >= DECIDER) return high > low;
  return high - 12 >= 4 + 3 * Math.floor((low - 12) / 3);
}

/** The distribution of a map's final score (`${h}-${a}`) from a score. */
export function finalScores(params: Cs2Params, k: number, h0: number, a0: number): Map<string, number> {
  let layer = new Map<string, number>([[`${h0}-${a0}`, 1]]);
  const out = new Map<string, number>();
  // Each round adds one to the total, so walking the layers by total visits every state once.
  while (layer.size > 0) {
    const next = new Map<string, number>();
    for (const [key, p] of layer) {
      const [h, a] = key.split('-').map(Number) as [number, number];
      if (mapOver(h, a)) {
        out.set(key, (out.get(key) ?? 0) + p);
        continue;
      }
      const q = roundWin(params, k, h + a);
      const win = `${h + 1}-${a}`;
      const loss = `${h}-${a + 1}`;
      next.set(win, (next.get(win) ?? 0) + p * q);
      next.set(loss, (next.get(loss) ?? 0) + p * (1 - q));
    }
    layer = next;
  }
  return out;
}

function playMap(params: Cs2Params, k: number, random: () => number, rounds: Side[] = []): Side[] {
  const out = [...rounds];
  let h = out.filter((s) => s === 'home').length;
  let a = out.length - h;
  while (!mapOver(h, a)) {
    const home = random() < roundWin(params, k, h + a);
    out.push(home ? 'home' : 'away');
    if (home) h += 1;
    else a += 1;
  }
  return out;
}

const countOf = (rounds: readonly Side[]) => {
  const h = rounds.filter((s) => s === 'home').length;
  return [h, rounds.length - h] as const;
};
const mapWinner = (rounds: readonly Side[]): Side => (countOf(rounds)[0] > countOf(rounds)[1] ? 'home' : 'away');
const mapsWon = (maps: readonly Side[][]) => {
  const h = maps.filter((m) => mapWinner(m) === 'home').length;
  return [h, maps.length - h] as const;
};

/**
 * Plays the match on from a partial one (its maps over, and the rounds so far of the one being played):
 * the model's conditional simulation, from which `simulate` starts with nothing.
 */
export function playOn(params: Cs2Params, random: () => number, from: Cs2Timeline = { maps: [] }): Cs2Timeline {
  const maps = from.maps.map((m) => [...m]);
  for (let k = 0; k < 3; k++) {
    const [h, a] = mapsWon(maps.slice(0, k).filter((m) => mapOver(...countOf(m))));
    if (h === 2 || a === 2) break;
    maps[k] = playMap(params, k, random, maps[k] ?? []);
  }
  return { maps };
}

const simulate = (params: Cs2Params, random: () => number) => playOn(params, random);

const durationMs = () => 3 * MAX_MAP_ROUNDS * ROUND_MS + 2 * MAP_BREAK_MS;

/** What is known at `at`: the maps over and the rounds of the one being played (null once the match is over). */
export function stateAt(timeline: Cs2Timeline, at: number): Cs2Timeline | null {
  let start = 0;
  for (let k = 0; k < timeline.maps.length; k++) {
    const rounds = timeline.maps[k]!;
    const end = start + rounds.length * ROUND_MS;
    if (at < end) {
      const done = Math.max(0, Math.floor((at - start) / ROUND_MS));
      return { maps: [...timeline.maps.slice(0, k), rounds.slice(0, done)] };
    }
    if (k === timeline.maps.length - 1) return null;
    start = end + MAP_BREAK_MS;
    if (at < start) return { maps: [...timeline.maps.slice(0, k + 1), []] };
  }
  return null;
}

function snapshot(params: Cs2Params, timeline: Cs2Timeline, elapsedMs: number): LiveSnapshot {
  const events: SportEvent[] = [];
  let start = 0;
  let clock: LiveSnapshot['clock'] = { period: 'end' };
  let finished = true;
  const won: Side[][] = [];
  for (let k = 0; k < timeline.maps.length; k++) {
    const rounds = timeline.maps[k]!;
    const map = params.maps[k]!;
    let h = 0;
    let a = 0;
    for (let i = 0; i < rounds.length; i++) {
      const at = start + (i + 1) * ROUND_MS;
      if (at > elapsedMs) break;
      if (rounds[i] === 'home') h += 1;
      else a += 1;
      events.push({ at, kind: 'round', side: rounds[i]!, detail: `${map} ${h}-${a}` });
      if (i === rounds.length - 1) {
        events.push({ at, kind: 'map', side: rounds[i]!, detail: `${map} ${h}-${a}` });
        won.push(rounds);
      }
    }
    const end = start + rounds.length * ROUND_MS;
    if (elapsedMs < end) {
      clock = { period: `map${k + 1}`, minute: h + a + 1, label: `${map} R${h + a + 1}` };
      finished = false;
      break;
    }
    start = end + MAP_BREAK_MS;
    if (k < timeline.maps.length - 1 && elapsedMs < start) {
      clock = { period: 'break', label: `${params.maps[k + 1]!}` };
      finished = false;
      break;
    }
  }
  const [home, away] = mapsWon(won);
  return { clock, score: { home, away }, events, finished };
}

export const TOTAL_LINES = [19.5, 21.5, 23.5];
export const HANDICAP_LINES = [-4.5, -2.5, 2.5, 4.5];
const lineText = (line: number) => (line > 0 ? `+${line}` : `${line}`);

function mapMarkets(k: number, scores: Map<string, number>): FairMarket[] {
  const sum = (test: (h: number, a: number) => boolean) => {
    let s = 0;
    for (const [key, p] of scores) {
      const [h, a] = key.split('-').map(Number) as [number, number];
      if (test(h, a)) s += p;
    }
    return s;
  };
  const homeWins = sum((h, a) => h > a);
  return [
    ...openMarket(`map${k + 1}:winner`, 'main', 'main', [
      ['home', homeWins],
      ['away', 1 - homeWins],
    ]),
    ...TOTAL_LINES.flatMap((line) => {
      const over = sum((h, a) => h + a > line);
      return openMarket(`map${k + 1}:total:${line}`, 'totals', 'goals', [
        ['over', over],
        ['under', 1 - over],
      ]);
    }),
    ...HANDICAP_LINES.flatMap((line) => {
      const home = sum((h, a) => h - a + line > 0);
      return openMarket(`map${k + 1}:rh:${lineText(line)}`, 'handicap', 'handicaps', [
        ['home', home],
        ['away', 1 - home],
      ]);
    }),
  ];
}

function markets(params: Cs2Params, timeline: Cs2Timeline | null, at: number | null): FairMarket[] {
  const state = timeline && at !== null ? stateAt(timeline, at) : { maps: [[]] };
  if (!state) return [];
  const over = state.maps.slice(0, -1);
  const current = state.maps.length - 1;
  const [h0, a0] = countOf(state.maps[current]!);
  const scores = [0, 1, 2].map((k) =>
    k < current ? null : k === current ? finalScores(params, k, h0, a0) : finalScores(params, k, 0, 0),
  );
  const winP = scores.map((s) => {
    if (!s) return 0;
    let p = 0;
    for (const [key, q] of s) {
      const [h, a] = key.split('-').map(Number) as [number, number];
      if (h > a) p += q;
    }
    return p;
  });
  // The match's final map score, from the maps over and each map to come.
  const result = new Map<string, number>();
  const walk = (k: number, h: number, a: number, p: number) => {
    if (h === 2 || a === 2 || k === 3) {
      result.set(`${h}-${a}`, (result.get(`${h}-${a}`) ?? 0) + p);
      return;
    }
    walk(k + 1, h + 1, a, p * winP[k]!);
    walk(k + 1, h, a + 1, p * (1 - winP[k]!));
  };
  const [wonH, wonA] = mapsWon(over);
  walk(current, wonH, wonA, 1);
  const r = (key: string) => result.get(key) ?? 0;
  const homeWins = r('2-0') + r('2-1');
  const maps = [0, 1, 2].filter((k) => k >= current && (k < 2 || current === 2));
  return [
    ...openMarket('winner', 'main', 'main', [
      ['home', homeWins],
      ['away', 1 - homeWins],
    ]),
    ...openMarket('maps', 'exact', 'main', [
      ['2-0', r('2-0')],
      ['2-1', r('2-1')],
      ['1-2', r('1-2')],
      ['0-2', r('0-2')],
    ]),
    ...openMarket('maps_hc:-1.5', 'handicap', 'handicaps', [
      ['home', r('2-0')],
      ['away', 1 - r('2-0')],
    ]),
    ...openMarket('maps_hc:+1.5', 'handicap', 'handicaps', [
      ['home', 1 - r('0-2')],
      ['away', r('0-2')],
    ]),
    ...openMarket('total_maps:2.5', 'totals', 'goals', [
      ['over', r('2-1') + r('1-2')],
      ['under', r('2-0') + r('0-2')],
    ]),
    ...maps.flatMap((k) => mapMarkets(k, scores[k]!)),
  ];
}

function settle(_params: Cs2Params, timeline: Cs2Timeline, marketId: string, selection: string): Outcome {
  const by = (yes: boolean): Outcome => (yes ? 'won' : 'lost');
  const [h, a] = mapsWon(timeline.maps);
  const winner: Side = h > a ? 'home' : 'away';
  if (marketId === 'winner') return by(selection === winner);
  if (marketId === 'maps') return by(selection === `${h}-${a}`);
  if (marketId === 'maps_hc:-1.5') return by((selection === 'home') === (h === 2 && a === 0));
  if (marketId === 'maps_hc:+1.5') return by((selection === 'home') === h >= 1);
  if (marketId === 'total_maps:2.5') return by((selection === 'over') === timeline.maps.length > 2);
  const map = /^map([123]):(winner|total|rh)(?::([+-]?[\d.]+))?$/.exec(marketId);
  if (map) {
    const rounds = timeline.maps[Number(map[1]) - 1];
    if (!rounds) return 'void';
    const [rh, ra] = countOf(rounds);
    const line = Number(map[3]);
    if (map[2] === 'winner') return by(selection === mapWinner(rounds));
    if (map[2] === 'total') return by((selection === 'over') === rh + ra > line);
    return by((selection === 'home') === rh - ra + line > 0);
  }
  throw new Error(`Unknown CS2 market ${marketId}`);
}

export const esportsModel: SportModel<Cs2Params, Cs2Timeline> = {
  sport: 'esports',
  durationMs,
  simulate,
  snapshot,
  markets,
  settle,
};
