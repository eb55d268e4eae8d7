import type { RouletteBetKind } from '../../../../engines/roulette';

/*
 * The roulette layout's geometry, in the layout's own units: `u` runs along the twelve streets (0 at the
 * zero's edge, 12 at the far end), `v` across a street (0 at the outer edge beside 1, 4, 7…, 3 at the edge
 * beside 3, 6, 9…). The screen turns these into positions for a wide (horizontal) or a tall table.
 */

export type Spot = { kind: RouletteBetKind; numbers: number[] };
/** A place to put a chip: its bet and where its centre is on the layout. */
export type Target = Spot & { u: number; v: number };
export type InsideKind = 'straight' | 'split' | 'street' | 'corner' | 'line';

const streetOf = (n: number) => Math.floor((n - 1) / 3);
const across = (n: number) => (n - 1) % 3;
const street = (r: number) => [3 * r + 1, 3 * r + 2, 3 * r + 3];

/** The chip places of one kind of inside bet: on the numbers, their lines, their corners, the outer edge. */
export function insideTargets(kind: InsideKind): Target[] {
  const out: Target[] = [];
  const numbers = Array.from({ length: 36 }, (_, i) => i + 1);
  switch (kind) {
    case 'straight':
      for (const n of numbers) out.push({ kind, numbers: [n], u: streetOf(n) + 0.5, v: across(n) + 0.5 });
      break;
    case 'split':
      for (const c of [0, 1, 2]) out.push({ kind, numbers: [0, c + 1], u: 0, v: c + 0.5 });
      for (const n of numbers) {
        if (across(n) < 2) out.push({ kind, numbers: [n, n + 1], u: streetOf(n) + 0.5, v: across(n) + 1 });
        if (n <= 33) out.push({ kind, numbers: [n, n + 3], u: streetOf(n) + 1, v: across(n) + 0.5 });
      }
      break;
    case 'street':
      out.push({ kind, numbers: [0, 1, 2], u: 0, v: 1 }, { kind, numbers: [0, 2, 3], u: 0, v: 2 });
      for (let r = 0; r < 12; r += 1) out.push({ kind, numbers: street(r), u: r + 0.5, v: 0 });
      break;
    case 'corner':
      out.push({ kind, numbers: [0, 1, 2, 3], u: 0, v: 0 });
      for (const n of numbers) {
        if (across(n) < 2 && n <= 32)
          out.push({ kind, numbers: [n, n + 1, n + 3, n + 4], u: streetOf(n) + 1, v: across(n) + 1 });
      }
      break;
    case 'line':
      for (let r = 0; r < 11; r += 1) out.push({ kind, numbers: [...street(r), ...street(r + 1)], u: r + 1, v: 0 });
      break;
  }
  return out;
}

/** The numbers of the outside bets: dozens and columns by their index (1–3), the even-money bets. */
export const dozen = (d: number) => Array.from({ length: 12 }, (_, i) => 12 * (d - 1) + i + 1);
export const column = (c: number) => Array.from({ length: 12 }, (_, i) => 3 * i + c);

export const spotKey = (spot: Spot) => `${spot.kind}:${[...spot.numbers].sort((a, b) => a - b).join('-')}`;

/** Where each inside spot's chip sits (straights on their number, the others on their line or corner). */
export const INSIDE_PLACES: ReadonlyMap<string, Target> = new Map(
  (['straight', 'split', 'street', 'corner', 'line'] as const)
    .flatMap((kind) => insideTargets(kind))
    .map((target) => [spotKey(target), target]),
);

/** A layout point as percentages of the numbers' area: wide tables run the streets left to right. */
export function placeOf(u: number, v: number, wide: boolean): { left: string; top: string } {
  return wide
    ? { left: `${(u / 12) * 100}%`, top: `${((3 - v) / 3) * 100}%` }
    : { left: `${(v / 3) * 100}%`, top: `${(u / 12) * 100}%` };
}

/** Where a number's cell is in the numbers' grid (1-based CSS grid lines). */
export function cellOf(n: number, wide: boolean): { gridColumn: number; gridRow: number } {
  return wide
    ? { gridColumn: streetOf(n) + 1, gridRow: 3 - across(n) }
    : { gridColumn: across(n) + 1, gridRow: streetOf(n) + 1 };
}
