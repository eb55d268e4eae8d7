import * as v from 'valibot';
import { BetAmount } from '../contract/tables';
import { says } from '../contract/says';
import type { Draw } from './fair';
import { capOf, centsOf, hundredthsText, MaxWinField, payCents, percentOf, type Engine, type Step } from './types';

/*
 * The house slots: three mathematical models, each title with its own symbols, reel strips and paytable.
 *
 * - classic: 3 reels × 3 rows, 5 lines (the three rows and both diagonals); a line pays left to right
 *   for a run of the same symbol from the first reel (three of a kind, and one or two for the low symbol).
 * - lines: 5 reels × 3 rows, 20 fixed lines; a line pays left to right for 3, 4 or 5 of a kind, the wild
 *   standing in for any symbol and paying on its own.
 * - ways: 5 reels × 3 rows, 243 ways; a symbol pays when it (or the wild, on reels 2 to 4) shows on
 *   adjacent reels from the first, any row: the pay times the ways (the product of its counts per reel).
 *   Three or more scatters anywhere award free spins with a multiplier, played at once inside the same
 *   round with no extra stake; scatters in a free spin award nothing more.
 *
 * A spin stops every reel at a position drawn uniformly (`draw.int(length)`); the window shows `rows`
 * consecutive symbols of the strip from there (wrapping). Pays are multiples of the bet divided by the
 * title's `base` (the number of lines; for ways a fixed base), each window's win rounded down to whole
 * centavos. The return to player is computed exactly from the strips (`exactRtp`).
 */

export type SlotModel = 'classic' | 'lines' | 'ways';

export interface SlotVariant {
  model: SlotModel;
  reels: number;
  rows: number;
  /** One strip per reel, laid out from symbol counts (`layStrip`). */
  strips: readonly (readonly string[])[];
  /** Per line, the row (0 = top) it crosses on each reel (line models only). */
  lines: readonly (readonly number[])[];
  /** Pays are multiples of the bet divided by this: the number of lines, or the ways titles' base. */
  base: number;
  /** symbol → count → pay in units of bet / base (per line, or per way). Best paying first. */
  paytable: Readonly<Record<string, Readonly<Record<number, number>>>>;
  /** The symbol that stands in for any paying symbol, and the reels (0-based) it appears on. */
  wild: { symbol: string; reels: readonly number[] } | null;
  /** Ways titles: the scatter and its free spins by scatter count, with their multiplier. */
  scatter: { symbol: string; spins: Readonly<Record<number, number>>; multiplier: number } | null;
}

/**
 * Lays a strip out from symbol counts: each symbol's copies spread evenly along the strip (the largest
 * counts placed first), so the same symbol rarely sits next to itself and a scatter at most once in a
 * window.
 */
export function layStrip(counts: Readonly<Record<string, number>>): string[] {
  const length = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const strip: (string | undefined)[] = new Array<string | undefined>(length).fill(undefined);
  const order = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  let offset = 0;
  for (const [symbol, count] of order) {
    for (let i = 0; i < count; i += 1) {
      let at = (offset + Math.floor((i * length) / count)) % length;
      while (strip[at] !== undefined) at = (at + 1) % length;
      strip[at] = symbol;
    }
    offset += 1;
  }
  return strip.map((s) => s ?? '');
}

/** Each reel's strip laid out from its counts, turned by a few stops per reel so the reels do not look alike. */
const strips = (counts: Record<string, number>[]) =>
  counts.map((c, reel) => {
    const strip = layStrip(c);
    const turn = (reel * 7) % strip.length;
    return [...strip.slice(turn), ...strip.slice(0, turn)];
  });

const CLASSIC_LINES = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

const TWENTY_LINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

const classic = (counts: Record<string, number>[], paytable: SlotVariant['paytable']): SlotVariant => ({
  model: 'classic',
  reels: 3,
  rows: 3,
  strips: strips(counts),
  lines: CLASSIC_LINES,
  base: CLASSIC_LINES.length,
  paytable,
  wild: null,
  scatter: null,
});

const lines = (counts: Record<string, number>[], paytable: SlotVariant['paytable'], wild: string): SlotVariant => ({
  model: 'lines',
  reels: 5,
  rows: 3,
  strips: strips(counts),
  lines: TWENTY_LINES,
  base: TWENTY_LINES.length,
  paytable,
  wild: { symbol: wild, reels: [0, 1, 2, 3, 4] },
  scatter: null,
});

const ways = (
  counts: Record<string, number>[],
  paytable: SlotVariant['paytable'],
  wild: string,
  scatter: NonNullable<SlotVariant['scatter']>,
): SlotVariant => ({
  model: 'ways',
  reels: 5,
  rows: 3,
  strips: strips(counts),
  lines: [],
  base: 100,
  paytable,
  wild: { symbol: wild, reels: [1, 2, 3] },
  scatter,
});

/** Five reels from one set of counts, with per-reel changes (the wild only on some reels…). */
const fiveReels = (
  counts: Record<string, number>,
  changes: Partial<Record<0 | 1 | 2 | 3 | 4, Record<string, number>>> = {},
) => [0, 1, 2, 3, 4].map((reel) => ({ ...counts, ...(changes[reel as 0] ?? {}) }));

/** The titles' variants (the catalogue's variant keys), each with its strips of 32 or 64 stops. */
export const SLOT_VARIANTS = {
  /** Carnaval 7s: sevens, bars, masks, surdo drums and confetti; confetti pays from one on a line. */
  carnaval: classic(
    [0, 1, 2].map(() => ({ seven: 2, bar: 4, mask: 6, drum: 8, confetti: 12 })),
    {
      seven: { 3: 300 },
      bar: { 3: 60 },
      mask: { 3: 22 },
      drum: { 3: 12 },
      confetti: { 2: 2, 3: 5 },
    },
  ),
  /** Frutas do Pará: guaraná, açaí, cupuaçu, cacau, bacuri and castanha; castanha pays from one on a line. */
  frutas: classic(
    [0, 1, 2].map(() => ({ guarana: 2, acai: 3, cupuacu: 5, cacau: 6, bacuri: 7, castanha: 9 })),
    {
      guarana: { 3: 300 },
      acai: { 3: 100 },
      cupuacu: { 3: 40 },
      cacau: { 3: 25 },
      bacuri: { 3: 15 },
      castanha: { 2: 2, 3: 9 },
    },
  ),
  /** Fortuna do Tucano: the toucan is wild; parrots, orchids, bromeliads, passion fruit and bananas. */
  tucano: lines(
    fiveReels(
      { toucan: 2, parrot: 3, orchid: 4, bromeliad: 5, passionfruit: 8, banana: 10 },
      { 0: { toucan: 1, banana: 11 }, 4: { toucan: 1, banana: 11 } },
    ),
    {
      toucan: { 3: 25, 4: 100, 5: 500 },
      parrot: { 3: 15, 4: 50, 5: 250 },
      orchid: { 3: 12, 4: 40, 5: 150 },
      bromeliad: { 3: 8, 4: 25, 5: 100 },
      passionfruit: { 3: 4, 4: 10, 5: 40 },
      banana: { 3: 3, 4: 8, 5: 30 },
    },
    'toucan',
  ),
  /** Arara Dourada: the golden macaw is wild; gold feathers, waterfalls, nests, ipê flowers and leaves. */
  arara: lines(
    fiveReels(
      { macaw: 2, feather: 2, waterfall: 4, nest: 5, ipe: 9, leaf: 10 },
      { 0: { macaw: 1, leaf: 11 }, 2: { macaw: 3, leaf: 9 }, 4: { macaw: 1, leaf: 11 } },
    ),
    {
      macaw: { 3: 30, 4: 150, 5: 750 },
      feather: { 3: 20, 4: 75, 5: 400 },
      waterfall: { 3: 10, 4: 40, 5: 150 },
      nest: { 3: 5, 4: 20, 5: 75 },
      ipe: { 3: 3, 4: 10, 5: 40 },
      leaf: { 3: 2, 4: 6, 5: 25 },
    },
    'macaw',
  ),
  /** Ouro de Minas: the miner's lamp is wild, gold nuggets scatter; canaries, carts, pickaxes and pans. */
  ouro: ways(
    fiveReels(
      { nugget: 1, canary: 6, cart: 7, pickaxe: 8, pan: 10 },
      { 1: { lamp: 2, pan: 8 }, 2: { lamp: 2, pan: 8 }, 3: { lamp: 2, pan: 8 } },
    ),
    {
      canary: { 3: 10, 4: 30, 5: 120 },
      cart: { 3: 6, 4: 20, 5: 75 },
      pickaxe: { 3: 4, 4: 12, 5: 50 },
      pan: { 3: 2, 4: 6, 5: 25 },
    },
    'lamp',
    { symbol: 'nugget', spins: { 3: 8, 4: 12, 5: 20 }, multiplier: 2 },
  ),
  /** Diamantes da Bahia: the berimbau is wild, diamonds scatter; emeralds, topazes, amethysts, cowries, ribbons. */
  diamantes: ways(
    fiveReels(
      { diamond: 1, emerald: 5, topaz: 6, amethyst: 6, cowrie: 6, ribbon: 8 },
      { 1: { berimbau: 2, ribbon: 6 }, 2: { berimbau: 2, ribbon: 6 }, 3: { berimbau: 2, ribbon: 6 } },
    ),
    {
      emerald: { 3: 20, 4: 60, 5: 240 },
      topaz: { 3: 12, 4: 40, 5: 160 },
      amethyst: { 3: 8, 4: 24, 5: 100 },
      cowrie: { 3: 5, 4: 16, 5: 60 },
      ribbon: { 3: 3, 4: 10, 5: 40 },
    },
    'berimbau',
    { symbol: 'diamond', spins: { 3: 6, 4: 10, 5: 15 }, multiplier: 3 },
  ),
} satisfies Record<string, SlotVariant>;

export type SlotVariantKey = keyof typeof SLOT_VARIANTS;

// ── evaluation ──

/** A winning line (1-based: variant.lines[line - 1]) or way: its symbol, run length and pay in base units. */
export interface SlotWin {
  /** The line (line models); 0 for a ways win. */
  line: number;
  symbol: string;
  count: number;
  /** Ways models: the number of ways; 1 for a line. */
  ways: number;
  /** The pay in units of bet / base, before any free-spin multiplier. */
  pays: number;
  /** The cells that make the win, as [reel, row]. */
  cells: [number, number][];
}

/** One window: the stopped reels (one array per reel, top row first) and what they pay. */
export interface SlotSpin {
  stops: number[];
  reels: string[][];
  wins: SlotWin[];
  /** The scatters in the window (ways models). */
  scatters: number;
  /** The window's pay in units of bet / base, multiplier included. */
  pays: number;
}

const pay = (variant: SlotVariant, symbol: string, count: number) => variant.paytable[symbol]?.[count] ?? 0;

/**
 * What one line pays, given its symbols from the first reel on: the better of the leading wilds on
 * their own and the first other symbol with the wilds standing in for it.
 */
export function evaluateLine(
  variant: SlotVariant,
  symbols: readonly string[],
): { symbol: string; count: number; pays: number } | null {
  const wild = variant.wild?.symbol;
  let wilds = 0;
  while (wild !== undefined && wilds < symbols.length && symbols[wilds] === wild) wilds += 1;
  let best: { symbol: string; count: number; pays: number } | null = null;
  if (wilds > 0) {
    const pays = pay(variant, wild!, wilds);
    if (pays > 0) best = { symbol: wild!, count: wilds, pays };
  }
  const symbol = symbols[wilds];
  if (symbol !== undefined) {
    let count = wilds;
    while (count < symbols.length && (symbols[count] === symbol || symbols[count] === wild)) count += 1;
    const pays = pay(variant, symbol, count);
    if (pays > 0 && (best === null || pays > best.pays)) best = { symbol, count, pays };
  }
  return best;
}

/** The ways wins of a window: each paying symbol's run from the first reel, pay × ways. */
export function evaluateWays(variant: SlotVariant, reels: readonly (readonly string[])[]): SlotWin[] {
  const wild = variant.wild;
  const wins: SlotWin[] = [];
  for (const symbol of Object.keys(variant.paytable)) {
    const cells: [number, number][] = [];
    let ways = 1;
    let count = 0;
    for (let reel = 0; reel < reels.length; reel += 1) {
      const here: [number, number][] = [];
      reels[reel]!.forEach((s, row) => {
        if (s === symbol || (wild && s === wild.symbol && wild.reels.includes(reel))) here.push([reel, row]);
      });
      if (here.length === 0) break;
      ways *= here.length;
      count += 1;
      cells.push(...here);
    }
    const pays = pay(variant, symbol, count);
    if (pays > 0) wins.push({ line: 0, symbol, count, ways, pays: pays * ways, cells });
  }
  return wins;
}

/** The window for the given stops and everything it pays (times `multiplier`, for free spins). */
export function spinAt(variant: SlotVariant, stops: readonly number[], multiplier = 1): SlotSpin {
  if (stops.length !== variant.reels) throw new RangeError(`Need ${variant.reels} stops, got ${stops.length}`);
  const reels = variant.strips.map((strip, reel) =>
    Array.from({ length: variant.rows }, (_, row) => strip[(stops[reel]! + row) % strip.length]!),
  );
  let wins: SlotWin[];
  if (variant.model === 'ways') {
    wins = evaluateWays(variant, reels);
  } else {
    wins = [];
    variant.lines.forEach((rows, index) => {
      const win = evaluateLine(
        variant,
        rows.map((row, reel) => reels[reel]![row]!),
      );
      if (win) {
        const cells = rows.slice(0, win.count).map((row, reel): [number, number] => [reel, row]);
        wins.push({ line: index + 1, symbol: win.symbol, count: win.count, ways: 1, pays: win.pays, cells });
      }
    });
  }
  const scatter = variant.scatter?.symbol;
  const scatters = scatter === undefined ? 0 : reels.flat().filter((s) => s === scatter).length;
  return {
    stops: [...stops],
    reels,
    wins,
    scatters,
    pays: multiplier * wins.reduce((sum, w) => sum + w.pays, 0),
  };
}

/** The free spins a base window's scatters award (none without a scatter or below its least count). */
export function freeSpinsFor(variant: SlotVariant, scatters: number): number {
  if (!variant.scatter) return 0;
  let spins = 0;
  for (const [count, n] of Object.entries(variant.scatter.spins)) if (scatters >= Number(count)) spins = n;
  return spins;
}

/** A whole round's windows in base units: the base spin, then its free spins (no retrigger). */
export function playRound(variant: SlotVariant, draw: Draw): SlotSpin[] {
  const stops = () => variant.strips.map((strip) => draw.int(strip.length));
  const base = spinAt(variant, stops());
  const spins = [base];
  const free = freeSpinsFor(variant, base.scatters);
  for (let i = 0; i < free; i += 1) spins.push(spinAt(variant, stops(), variant.scatter!.multiplier));
  return spins;
}

// ── the exact return to player ──

/** Symbol → how many stops of a strip show it (the marginal of any one cell of its reel's window). */
function stripCounts(strip: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return counts;
}

/**
 * Line models: every cell of a line is on another reel and the reels stop independently, each stop
 * equally likely, so a line's symbols are independent draws from the strips' symbol counts whatever rows
 * it crosses; every line returns the same expectation, and the bet (lines × line bet) that same multiple.
 * Enumerates every combination of symbol types, weighted by their counts.
 */
function linesReturn(variant: SlotVariant): { numerator: bigint; denominator: bigint } {
  const counts = variant.strips.map((strip) => [...stripCounts(strip).entries()]);
  let numerator = BigInt(0);
  const walk = (reel: number, symbols: string[], weight: number) => {
    if (reel === variant.reels) {
      numerator += BigInt(weight * (evaluateLine(variant, symbols)?.pays ?? 0));
      return;
    }
    for (const [symbol, count] of counts[reel]!) walk(reel + 1, [...symbols, symbol], weight * count);
  };
  walk(0, [], 1);
  const denominator = variant.strips.reduce((product, strip) => product * BigInt(strip.length), BigInt(1));
  // Each of the `base` lines pays `pays` line bets on average; the whole bet is `base` line bets.
  return { numerator, denominator };
}

/**
 * Ways models, one spin: symbol s pays exactly k reels with probability-weighted ways
 * E[c₁ × … × c_k × 1(c_{k+1} = 0)], c_r the cells of reel r showing s or the wild. The reels are
 * independent, so that is E[c₁] × … × E[c_k] × P(c_{k+1} = 0), each read off the strip's windows.
 */
function waysSpinReturn(variant: SlotVariant): { numerator: bigint; denominator: bigint } {
  const length = variant.strips.map((strip) => BigInt(strip.length));
  let numerator = BigInt(0);
  const all = length.reduce((p, l) => p * l, BigInt(1));
  for (const symbol of Object.keys(variant.paytable)) {
    // Per reel: Σ over stops of the cells showing it, and the stops showing none.
    const sums: bigint[] = [];
    const none: bigint[] = [];
    variant.strips.forEach((strip, reel) => {
      const counts = strip.map((_, stop) => {
        let c = 0;
        for (let row = 0; row < variant.rows; row += 1) {
          const s = strip[(stop + row) % strip.length];
          if (s === symbol || (variant.wild && s === variant.wild.symbol && variant.wild.reels.includes(reel))) c += 1;
        }
        return c;
      });
      sums.push(BigInt(counts.reduce((a, b) => a + b, 0)));
      none.push(BigInt(counts.filter((c) => c === 0).length));
    });
    for (let k = 1; k <= variant.reels; k += 1) {
      const pays = pay(variant, symbol, k);
      if (pays === 0) continue;
      // Over the common denominator Π lengths: Π_{r<k} sums_r × (none_k or length_k) × Π_{r>k} length_r.
      let term = BigInt(pays);
      for (let r = 0; r < variant.reels; r += 1) term *= r < k ? sums[r]! : r === k ? none[r]! : length[r]!;
      numerator += term;
    }
  }
  return { numerator, denominator: all * BigInt(variant.base) };
}

/** The probability of each scatter count in a window, over the common denominator Π lengths. */
function scatterCounts(variant: SlotVariant): bigint[] {
  const symbol = variant.scatter?.symbol;
  let distribution = [BigInt(1)];
  for (const strip of variant.strips) {
    const perReel: bigint[] = Array.from({ length: variant.rows + 1 }, () => BigInt(0));
    strip.forEach((_, stop) => {
      let c = 0;
      for (let row = 0; row < variant.rows; row += 1) if (strip[(stop + row) % strip.length] === symbol) c += 1;
      perReel[c] = perReel[c]! + BigInt(1);
    });
    const next: bigint[] = Array.from({ length: distribution.length + variant.rows }, () => BigInt(0));
    distribution.forEach((p, a) => perReel.forEach((q, b) => (next[a + b] = next[a + b]! + p * q)));
    distribution = next;
  }
  return distribution;
}

export interface ExactReturn {
  /** The expected win per unit of bet, as a fraction. */
  numerator: bigint;
  denominator: bigint;
  /** Ways models: the chance a base spin awards free spins, numerator over `denominator` of the window. */
  trigger: { numerator: bigint; denominator: bigint } | null;
  /** "96.10", rounded half up. */
  percent: string;
}

/**
 * The exact return to player: line or ways expectation of one spin E, plus for ways titles the free
 * spins, P(n scatters) × spins(n) × multiplier × E summed over n (free spins never retrigger, so their
 * expectation is E times the multiplier).
 */
export function exactRtp(variant: SlotVariant): ExactReturn {
  if (variant.model !== 'ways') {
    const { numerator, denominator } = linesReturn(variant);
    return { numerator, denominator, trigger: null, percent: percentOfBig(numerator, denominator) };
  }
  const spin = waysSpinReturn(variant);
  const scatters = scatterCounts(variant);
  const windows = variant.strips.reduce((p, strip) => p * BigInt(strip.length), BigInt(1));
  let spins = BigInt(0);
  let trigger = BigInt(0);
  scatters.forEach((weight, n) => {
    const free = freeSpinsFor(variant, n);
    spins += weight * BigInt(free);
    if (free > 0) trigger += weight;
  });
  // E × (1 + E[spins] × multiplier), E[spins] = spins / windows.
  const numerator = spin.numerator * (windows + spins * BigInt(variant.scatter!.multiplier));
  const denominator = spin.denominator * windows;
  return {
    numerator,
    denominator,
    trigger: { numerator: trigger, denominator: windows },
    percent: percentOfBig(numerator, denominator),
  };
}

function percentOfBig(numerator: bigint, denominator: bigint): string {
  const divisor = gcd(numerator, denominator);
  const n = numerator / divisor;
  const d = denominator / divisor;
  if (n * BigInt(20_000) <= BigInt(Number.MAX_SAFE_INTEGER) && d <= BigInt(Number.MAX_SAFE_INTEGER)) {
    return percentOf(Number(n), Number(d));
  }
  const hundredths = (BigInt(20_000) * n + d) / (BigInt(2) * d);
  return `${hundredths / BigInt(100)}.${String(hundredths % BigInt(100)).padStart(2, '0')}`;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== BigInt(0)) [a, b] = [b, a % b];
  return a === BigInt(0) ? BigInt(1) : a;
}

const RTP = new Map<SlotVariant, string>();
const rtpOf = (variant: SlotVariant) => {
  let percent = RTP.get(variant);
  if (percent === undefined) {
    percent = exactRtp(variant).percent;
    RTP.set(variant, percent);
  }
  return percent;
};

// ── the engine ──

export const SlotChoice = v.object({ amount: BetAmount, max_win: MaxWinField }, says('round.choice_invalid'));
export type SlotChoice = v.InferOutput<typeof SlotChoice>;

export interface SlotState {
  stakeCents: number;
  spins: SlotSpin[];
  /** The most the round pays, in centavos (the choice's max_win); absent in rounds from before the cap. */
  cap?: number;
}

/** A round's whole win in centavos: every window's, at most the cap. */
function roundWin(variant: SlotVariant, state: SlotState): number {
  const win = state.spins.reduce((sum, spin) => sum + winOf(variant, state.stakeCents, spin), 0);
  return state.cap === undefined ? win : Math.min(win, state.cap);
}

/** A window's win in centavos: the bet × its pay / base, rounded down. */
const winOf = (variant: SlotVariant, stakeCents: number, spin: SlotSpin) =>
  payCents(stakeCents, spin.pays, variant.base);

/** A pay in base units as a multiple of the whole bet, four places ("0.0500"). */
const times = (pays: number, base: number) => (pays / base).toFixed(4).replace(/\.?0+$/, '');

/** A win as the player sees it: its line (0 for ways), symbol, run, ways, cells and amount. */
export interface SlotWinView {
  line: number;
  symbol: string;
  count: number;
  ways: number;
  cells: [number, number][];
  win: string;
}

/** One window as the player sees it: the base spin (free: false), then each free spin. */
export interface SlotSpinView {
  free: boolean;
  stops: number[];
  reels: string[][];
  scatters: number;
  wins: SlotWinView[];
  win: string;
}

/** A round's view (`view`): every window in order, the free spins awarded and the whole win. */
export interface SlotView {
  model: SlotModel;
  free_spins: number;
  multiplier: number;
  spins: SlotSpinView[];
  /** The whole win, at most max_win. */
  win: string;
  max_win?: string;
}

/** A title's rules (`rules`): the model, the grid, the lines or ways, the paytable in multiples of the bet. */
export interface SlotRules {
  model: SlotModel;
  reels: number;
  rows: number;
  lines: readonly (readonly number[])[];
  ways: number | null;
  base: number;
  paytable: { symbol: string; role: 'wild' | 'scatter' | 'pays'; pays: Record<string, string> }[];
  /** Its reels, 1-based. */
  wild: { symbol: string; reels: number[] } | null;
  scatter: { symbol: string; spins: Record<string, number>; multiplier: number } | null;
  rtp: string;
}

export const slotEngine: Engine<SlotVariant, SlotChoice, never, SlotState> = {
  key: 'slot',
  choice: SlotChoice,
  stake: (_variant, choice) => centsOf(choice.amount),
  /** No bound short of the cap is computed: the round's win is capped at the site's maximum instead. */
  maxPayout: () => null,
  capsWin: true,
  start(variant, choice, draw): Step<SlotState> {
    const stakeCents = centsOf(choice.amount);
    const spins = playRound(variant, draw);
    const cap = capOf(choice);
    const state: SlotState = { stakeCents, spins, ...(Number.isFinite(cap) ? { cap } : {}) };
    return { state, done: true, winCents: roundWin(variant, state), stakeCents };
  },
  view(variant, state): SlotView {
    const multiplier = variant.scatter?.multiplier ?? 1;
    return {
      model: variant.model,
      free_spins: state.spins.length - 1,
      multiplier: state.spins.length > 1 ? multiplier : 1,
      spins: state.spins.map((spin, index) => ({
        free: index > 0,
        stops: spin.stops,
        reels: spin.reels,
        scatters: spin.scatters,
        wins: spin.wins.map((w) => ({
          line: w.line,
          symbol: w.symbol,
          count: w.count,
          ways: w.ways,
          cells: w.cells,
          win: cents(payCents(state.stakeCents, w.pays * (index > 0 ? multiplier : 1), variant.base)),
        })),
        win: cents(winOf(variant, state.stakeCents, spin)),
      })),
      win: cents(roundWin(variant, state)),
      /** The most the round pays (the site's maximum win per round); absent in rounds from before it. */
      ...(state.cap === undefined ? {} : { max_win: cents(state.cap) }),
    };
  },
  rules(variant): SlotRules {
    const roles = new Map<string, 'wild' | 'scatter'>();
    if (variant.wild) roles.set(variant.wild.symbol, 'wild');
    if (variant.scatter) roles.set(variant.scatter.symbol, 'scatter');
    const symbols = [...new Set(variant.strips.flat())];
    const order = [
      ...(variant.wild && !(variant.wild.symbol in variant.paytable) ? [variant.wild.symbol] : []),
      ...Object.keys(variant.paytable),
      ...(variant.scatter ? [variant.scatter.symbol] : []),
    ].filter((s) => symbols.includes(s));
    return {
      model: variant.model,
      reels: variant.reels,
      rows: variant.rows,
      lines: variant.lines,
      ways: variant.model === 'ways' ? variant.rows ** variant.reels : null,
      base: variant.base,
      paytable: order.map((symbol) => ({
        symbol,
        role: roles.get(symbol) ?? 'pays',
        /** count → multiple of the whole bet (per line or per way). */
        pays: Object.fromEntries(
          Object.entries(variant.paytable[symbol] ?? {}).map(([count, n]) => [count, times(n, variant.base)]),
        ),
      })),
      wild: variant.wild ? { symbol: variant.wild.symbol, reels: variant.wild.reels.map((r) => r + 1) } : null,
      scatter: variant.scatter
        ? {
            symbol: variant.scatter.symbol,
            spins: Object.fromEntries(Object.entries(variant.scatter.spins).map(([n, s]) => [n, s])),
            multiplier: variant.scatter.multiplier,
          }
        : null,
      rtp: rtpOf(variant),
    };
  },
  rtp: rtpOf,
  simulate(variant, draw) {
    // A bet of `base` units: every window's pay is a whole number of units, nothing rounded away.
    const spins = playRound(variant, draw);
    return { stake: variant.base, win: spins.reduce((sum, spin) => sum + spin.pays, 0) };
  },
};

const cents = hundredthsText;
