import type { Draw } from './fair';

/*
 * What the number games share (bingo, video bingo, keno): balls drawn without replacement and the exact
 * arithmetic of their odds. Counts of draws overflow a double (C(80, 20) ≈ 3.5 × 10^18), so the odds are
 * computed in BigInt.
 */

/** `count` distinct balls of 1…`of`, in the order they are drawn (a partial Fisher–Yates shuffle). */
export function drawBalls(of: number, count: number, draw: Draw): number[] {
  const pool = Array.from({ length: of }, (_, i) => i + 1);
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const j = i + draw.int(of - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    out.push(pool[i]!);
  }
  return out;
}

/** The binomial coefficient C(n, k), exactly (0 outside 0 ≤ k ≤ n). */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  const m = Math.min(k, n - k);
  let r = 1n;
  for (let i = 0; i < m; i += 1) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/** An exact fraction numerator / denominator (denominator > 0). */
export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x || 1n;
};

export function fraction(numerator: bigint, denominator: bigint): Fraction {
  const g = gcd(numerator, denominator);
  return { numerator: numerator / g, denominator: denominator / g };
}

export function add(a: Fraction, b: Fraction): Fraction {
  return fraction(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

export function scale(a: Fraction, by: bigint): Fraction {
  return fraction(a.numerator * by, a.denominator);
}

export const ZERO: Fraction = { numerator: 0n, denominator: 1n };

/** A fraction as a percentage with two places, rounded half up ("95.51"), like percentOf. */
export function percentOfFraction({ numerator, denominator }: Fraction): string {
  const hundredths = (20_000n * numerator + denominator) / (2n * denominator);
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/** A pay multiplier of the stake in hundredths ("2.50" → 250), as paytables are published. */
export function hundredths(multiplier: string): number {
  const [whole = '0', part = ''] = multiplier.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0').slice(0, 2));
}
