import { CRASH_INSTANT_MODULUS, CRASH_MAX } from '../../engines/crash';

// The crash point is drawn by pure code the browser's verifier runs too.
export {
  CRASH_INSTANT_MODULUS,
  CRASH_MAX,
  crashPointFromBytes,
  crashPointOfR,
  crashPointOfSeeds,
  crashR,
  crashWinCents,
  formatMultiplier,
  parseMultiplier,
} from '../../engines/crash';

/**
 * The crash engine's rules, as pure functions. Multipliers are whole hundredths (2.35× = 235).
 *
 * The crash point comes from the round's fairness bytes, HMAC-SHA256(server_seed, `${client_seed}:${nonce}`):
 * r = the first 52 bits (the first 13 hex digits). When r % 33 = 0 the round crashes at 1.00; otherwise
 * at max(1, floor((100·2^52 − r) / (2^52 − r)) / 100), capped at 1000.00.
 *
 * The multiplier t seconds after the start is floor(100 · e^(growth · t)) / 100. The round crashes when
 * it reaches the crash point (t = ln(crash) / growth): a cash-out pays while the multiplier is still below
 * the crash point, an automatic cash-out at x pays when x is below it. A round whose crash point is the
 * cap (1000.00) ends there and a bet still in is cashed out at 1000.00: the largest win is 1000 × the bet.
 *
 * Return to player: P(crash > x) = (32/33) · (99/(100x)) for every target x from 1.00 to 999.99 (the
 * formula's own 1 % plus the 1-in-33 instant crash), so every target returns x · P = 0.96 of the bet;
 * holding to the cap returns the same. `crashRtp` counts it exactly over the 2^52 values of r.
 */

/** The curve's rate: the multiplier is e^(growth · seconds). 2× after 11.55 s, 10× after 38.4 s. */
export const CRASH_GROWTH = 0.06;
/** The smallest automatic cash-out (1.01×). */
export const CRASH_MIN_AUTO = 101;

const TWO_52 = 2n ** 52n;

/** The multiplier (hundredths) `elapsedMs` after the start: floor(100 · e^(growth · t)), from 1.00 to the cap. */
export function multiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.min(CRASH_MAX, Math.floor(100 * Math.exp((CRASH_GROWTH * elapsedMs) / 1000)));
}

/** The first whole millisecond after the start at which the multiplier has reached `multiplier` (hundredths). */
export function msUntil(multiplier: number): number {
  let ms = Math.max(0, Math.ceil((Math.log(multiplier / 100) / CRASH_GROWTH) * 1000));
  // Settle floating-point doubt against the curve itself.
  while (multiplierAt(ms) < multiplier) ms += 1;
  while (ms > 0 && multiplierAt(ms - 1) >= multiplier) ms -= 1;
  return ms;
}

export type CrashEnd =
  | { status: 'running' }
  | { status: 'crashed' }
  /** by: the player's cash-out, the automatic one, or the cap. */
  | { status: 'cashed_out'; multiplier: number; by: 'player' | 'auto' | 'cap' };

/**
 * How a running round stands when the multiplier has reached `now` (hundredths): an automatic cash-out
 * reached before the crash wins at its multiplier; a multiplier at or past the crash point has crashed
 * (or, at the cap, cashed out at the cap); otherwise a cash-out asked now (`cashout`) wins at `now`,
 * and without one the round runs on.
 */
export function crashOutcome(
  round: { crashPoint: number; autoCashout: number | null },
  now: number,
  cashout: boolean,
): CrashEnd {
  const { crashPoint, autoCashout } = round;
  if (autoCashout !== null && autoCashout < crashPoint && now >= autoCashout) {
    return { status: 'cashed_out', multiplier: autoCashout, by: 'auto' };
  }
  if (now >= crashPoint) {
    return crashPoint >= CRASH_MAX ? { status: 'cashed_out', multiplier: CRASH_MAX, by: 'cap' } : { status: 'crashed' };
  }
  return cashout ? { status: 'cashed_out', multiplier: now, by: 'player' } : { status: 'running' };
}

export interface CrashRtp {
  /** The expected return per unit bet when cashing out at `target`: numerator / denominator. */
  numerator: bigint;
  denominator: bigint;
  /** As a percentage with two places ("96.00"), rounded half up. */
  percent: string;
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/**
 * The exact return to player of cashing out at `target` (hundredths, 100 to the cap), counted over all
 * 2^52 values of r: the bet pays target/100 when crash > target (at the cap: when the round reaches it).
 * crash > X ⇔ floor((100N − r)/(N − r)) ≥ K with K = min(X + 1, cap) ⇔ r ≥ ⌈(K − 100)N / (K − 1)⌉ = L,
 * less the multiples of 33 in [L, N).
 */
export function crashRtp(target: number): CrashRtp {
  if (!Number.isInteger(target) || target < 100 || target > CRASH_MAX) throw new RangeError(`Bad target ${target}`);
  const N = TWO_52;
  const m = BigInt(CRASH_INSTANT_MODULUS);
  const K = BigInt(Math.min(target + 1, CRASH_MAX));
  const L = ceilDiv((K - 100n) * N, K - 1n);
  const wins = N - L - (ceilDiv(N, m) - ceilDiv(L, m));
  const numerator = BigInt(target) * wins;
  const denominator = 100n * N;
  const hundredths = (2n * 10_000n * numerator + denominator) / (2n * denominator);
  const percent = `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
  return { numerator, denominator, percent };
}

/** The return to player every crash game shows: cashing out at 2.00× (every target rounds to the same). */
export const CRASH_RTP = crashRtp(200);
