/**
 * The house slot engine: reels, paylines, paytable, line evaluation and the exact return to player.
 *
 * A spin stops every reel at a position of its strip; the window shows `rows` consecutive symbols of
 * each strip from that position (wrapping). Each payline takes one row per reel and pays left to right
 * for 3, 4 or 5 of a kind, the wild standing in for any symbol; the pay is a multiple of the line bet
 * (the bet divided by the number of lines).
 */

export interface SlotConfig {
  reels: number;
  rows: number;
  /** One strip per reel; every length is a power of two, so four random bytes pick a stop uniformly. */
  strips: readonly (readonly string[])[];
  /** Per line, the row (0 = top) it crosses on each reel. */
  paylines: readonly (readonly number[])[];
  /** symbol → count of a kind → multiple of the line bet. */
  paytable: Readonly<Record<string, Readonly<Record<number, number>>>>;
  /** The symbol that substitutes for any other; it also pays on its own. */
  wild: string;
}

export interface LineWin {
  /** 1-based: config.paylines[line - 1]. */
  line: number;
  symbol: string;
  count: number;
  multiplier: number;
}

export interface SpinResult {
  /** The symbols shown, one array per reel, top row first. */
  reels: string[][];
  lines: LineWin[];
  /** The sum of the winning lines' multipliers (in line bets). */
  totalMultiplier: number;
}

/** The symbols, best paying first. */
export const SLOT_SYMBOLS = ['wild', 'seven', 'diamond', 'bar', 'bell', 'star', 'cherry', 'lemon'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/**
 * How many of each symbol sit on a strip, reel by reel (each reel has 32 stops). With the paytable below
 * a line pays on 5.22% of spins and the return to player is 96.10% (computeRtp; tests check it).
 */
const REEL_WEIGHTS: readonly Record<SlotSymbol, number>[] = [
  { wild: 1, seven: 2, diamond: 3, bar: 4, bell: 5, star: 5, cherry: 6, lemon: 6 },
  { wild: 2, seven: 2, diamond: 3, bar: 4, bell: 4, star: 5, cherry: 6, lemon: 6 },
  { wild: 2, seven: 2, diamond: 3, bar: 4, bell: 4, star: 5, cherry: 6, lemon: 6 },
  { wild: 2, seven: 2, diamond: 3, bar: 4, bell: 4, star: 5, cherry: 6, lemon: 6 },
  { wild: 1, seven: 2, diamond: 3, bar: 4, bell: 5, star: 5, cherry: 6, lemon: 6 },
];

/**
 * Lays a strip out from symbol counts: each symbol's copies are spread evenly along the strip (the
 * largest counts placed first), so the same symbol rarely sits next to itself.
 */
export function layStrip(weights: Readonly<Record<string, number>>): string[] {
  const length = Object.values(weights).reduce((sum, n) => sum + n, 0);
  const strip: (string | undefined)[] = new Array<string | undefined>(length).fill(undefined);
  const order = Object.entries(weights).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
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

export const HOUSE_SLOT: SlotConfig = {
  reels: 5,
  rows: 3,
  strips: REEL_WEIGHTS.map(layStrip),
  paylines: [
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
  ],
  paytable: {
    wild: { 3: 50, 4: 250, 5: 1000 },
    seven: { 3: 40, 4: 150, 5: 750 },
    diamond: { 3: 25, 4: 100, 5: 400 },
    bar: { 3: 20, 4: 60, 5: 200 },
    bell: { 3: 12, 4: 40, 5: 120 },
    star: { 3: 10, 4: 30, 5: 100 },
    cherry: { 3: 6, 4: 22, 5: 60 },
    lemon: { 3: 5, 4: 15, 5: 50 },
  },
  wild: 'wild',
};

function pay(config: SlotConfig, symbol: string, count: number): number {
  return config.paytable[symbol]?.[count] ?? 0;
}

/**
 * What one line pays, given its symbols from the first reel on: the longer-paying of the leading wilds
 * on their own and the first other symbol with the wilds standing in for it.
 */
export function evaluateLine(
  config: SlotConfig,
  symbols: readonly string[],
): { symbol: string; count: number; multiplier: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === config.wild) wilds += 1;
  let best: { symbol: string; count: number; multiplier: number } | null = null;
  if (wilds > 0) {
    const multiplier = pay(config, config.wild, wilds);
    if (multiplier > 0) best = { symbol: config.wild, count: wilds, multiplier };
  }
  const symbol = symbols[wilds];
  if (symbol !== undefined) {
    let count = wilds;
    while (count < symbols.length && (symbols[count] === symbol || symbols[count] === config.wild)) count += 1;
    const multiplier = pay(config, symbol, count);
    if (multiplier > 0 && (best === null || multiplier > best.multiplier)) best = { symbol, count, multiplier };
  }
  return best;
}

/** The window for the given stops and every line it pays. */
export function spin(config: SlotConfig, stops: readonly number[]): SpinResult {
  if (stops.length !== config.reels) throw new RangeError(`Need ${config.reels} stops, got ${stops.length}`);
  const reels = config.strips.map((strip, reel) => {
    const stop = stops[reel]!;
    return Array.from({ length: config.rows }, (_, row) => strip[(stop + row) % strip.length]!);
  });
  const lines: LineWin[] = [];
  config.paylines.forEach((rows, index) => {
    const win = evaluateLine(
      config,
      rows.map((row, reel) => reels[reel]![row]!),
    );
    if (win) lines.push({ line: index + 1, ...win });
  });
  return { reels, lines, totalMultiplier: lines.reduce((sum, l) => sum + l.multiplier, 0) };
}

export interface ExactRtp {
  /** Expected line multiples per line bet, as a fraction numerator / denominator. */
  numerator: number;
  denominator: number;
  /** As a percentage with two places ("96.10"), rounded half up. */
  percent: string;
}

/**
 * The exact return to player. Every cell of a payline is on a different reel, reels stop independently
 * and each stop is equally likely, so a line's symbols are independent draws from the reels' symbol
 * counts whatever rows the line crosses; every line thus returns the same expected multiple of the line
 * bet, and the whole bet (lines × line bet) returns that same multiple. Enumerates every combination
 * of symbols (8^5 for the house slot), weighted by their counts on the strips.
 */
export function computeRtp(config: SlotConfig): ExactRtp {
  const counts = config.strips.map((strip) => {
    const byType = new Map<string, number>();
    for (const symbol of strip) byType.set(symbol, (byType.get(symbol) ?? 0) + 1);
    return [...byType.entries()];
  });
  const denominator = config.strips.reduce((product, strip) => product * strip.length, 1);
  let numerator = 0;
  const walk = (reel: number, symbols: string[], weight: number) => {
    if (reel === config.reels) {
      numerator += weight * (evaluateLine(config, symbols)?.multiplier ?? 0);
      return;
    }
    for (const [symbol, count] of counts[reel]!) walk(reel + 1, [...symbols, symbol], weight * count);
  };
  walk(0, [], 1);
  if (!Number.isSafeInteger(numerator * 10_000)) throw new RangeError('RTP numerator too large');
  // Half up on integers: floor((2 × 10000 × n + d) / (2d)) hundredths of a percent.
  const hundredths = Math.floor((20_000 * numerator + denominator) / (2 * denominator));
  const percent = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
  return { numerator, denominator, percent };
}

export const HOUSE_SLOT_RTP = computeRtp(HOUSE_SLOT);
