import type { FairMarket, MarketGroup, MarketKind, Outcome } from './model';
import { openMarket } from './openMarket';

/**
 * What the basketball, volleyball and tennis models share to build their markets from exact
 * distributions: half-point lines and their ids, over/under and handicap probabilities of a distribution
 * over integers, and the rule that a live market leaves out the selections that can no longer win and is
 * left out itself once decided.
 */

export type Side = 'home' | 'away';

export const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** A probability distribution over the integers offset, offset + 1, …: `p[i]` is the chance of `offset + i`. */
export interface Distribution {
  offset: number;
  p: number[];
}

/** The sum of two independent counts. */
export function convolve(a: Distribution, b: Distribution): Distribution {
  const p = new Array<number>(a.p.length + b.p.length - 1).fill(0);
  a.p.forEach((x, i) => {
    if (x !== 0) b.p.forEach((y, j) => (p[i + j]! += x * y));
  });
  return { offset: a.offset + b.offset, p };
}

/** The chance a count drawn from `d` is above `line`. */
export const above = (d: Distribution, line: number) =>
  d.p.reduce((sum, x, i) => (d.offset + i > line ? sum + x : sum), 0);

/** A line written in a market id: "-3.5", "+1.5", "21.5". */
export const lineText = (line: number, signed = false) => (signed && line > 0 ? `+${line}` : `${line}`);

/** The line at the end of a market id ("games_hcp:-3.5" → -3.5), or NaN. */
export const lineOf = (market: string) => Number(market.slice(market.lastIndexOf(':') + 1));

/** `count` half-point lines a point apart, centred on the half point nearest `mean`. */
export function halfLines(mean: number, count: number): number[] {
  const centre = Math.floor(mean) + 0.5;
  return Array.from({ length: count }, (_, i) => centre + i - Math.floor(count / 2));
}

/**
 * A market from its selections' fair chances (exactly one wins), as offered live (openMarket.ts): null
 * once decided.
 */
export const market = (
  id: string,
  kind: MarketKind,
  group: MarketGroup,
  selections: readonly (readonly [id: string, p: number])[],
): FairMarket | null =>
  openMarket(
    id,
    kind,
    group,
    selections.map(([s, p]) => [s, p]),
  )[0] ?? null;

/** Won or lost. */
export const wonIf = (won: boolean): Outcome => (won ? 'won' : 'lost');

/** An over/under selection on a half line settled on a count. */
export function overUnder(selection: string, count: number, line: number): Outcome {
  if (selection === 'over') return wonIf(count > line);
  if (selection === 'under') return wonIf(count < line);
  throw new RangeError(`No selection ${selection}`);
}

/** A handicap selection on a half line (the home side's handicap) settled on the home side's lead. */
export function handicap(selection: string, homeLead: number, line: number): Outcome {
  if (selection === 'home') return wonIf(homeLead + line > 0);
  if (selection === 'away') return wonIf(homeLead + line < 0);
  throw new RangeError(`No selection ${selection}`);
}

/** A winner selection settled on who won. */
export function winner(selection: string, won: Side): Outcome {
  if (selection !== 'home' && selection !== 'away') throw new RangeError(`No selection ${selection}`);
  return wonIf(selection === won);
}

/** Over/under a half line of a distribution, as a market (null once decided). */
export const totalMarket = (
  id: string,
  d: Distribution,
  line: number,
  kind: MarketKind = 'totals',
  group: MarketGroup = 'goals',
) =>
  market(id, kind, group, [
    ['over', above(d, line)],
    ['under', 1 - above(d, line)],
  ]);

/** A handicap market on a half line from the distribution of the home side's lead (null once decided). */
export const handicapMarket = (id: string, lead: Distribution, line: number) =>
  market(id, 'handicap', 'handicaps', [
    ['home', above(lead, -line)],
    ['away', 1 - above(lead, -line)],
  ]);

/** `compute` worked out once per key object (a fixture's params, a played timeline). */
export function memoized<K extends object, V, A extends unknown[]>(compute: (key: K, ...rest: A) => V) {
  const cache = new WeakMap<K, V>();
  return (key: K, ...rest: A): V => {
    if (cache.has(key)) return cache.get(key)!;
    const value = compute(key, ...rest);
    cache.set(key, value);
    return value;
  };
}
