import * as v from 'valibot';
import type { GenericSchema } from 'valibot';
import type { ErrorCode } from '../contract/errors';
import type { Draw } from './fair';

/**
 * The house provider's engines. Each is a pure module of this folder (no database, no clock, no network),
 * shared by the server, which decides rounds with it, and the browser, whose /verify page replays them.
 */
export { ENGINES as ENGINE_KEYS, type Engine as EngineKey } from '../contract/games';
import type { Engine as EngineKey } from '../contract/games';

/** Where a round stands after its opening or an action. */
export interface Step<S> {
  /** The whole state, hidden parts included (the shoe, the mines): stored by the provider, never sent as is. */
  state: S;
  /** The round is over: winCents is final and the server seed may be revealed. */
  done: boolean;
  /** What the round pays, in centavos, stake included (0 for a loss, the stake for a push); 0 while open. */
  winCents: number;
  /** The round's whole stake so far, in centavos: the opening stake plus any double or split. */
  stakeCents: number;
}

/** A move the rules do not allow now (hit after standing, split of unequal cards…): a 422 with this code. */
export class EngineRefusal extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string> = {},
  ) {
    super(code);
  }
}

/**
 * One engine. V: a title's variant (its paytable, symbols, table); C: the opening choice the player sends
 * (amounts as "12.50" strings, parsed by `choice`); A: an action of an open round; S: the round's state.
 * All randomness is drawn in `start` (a shoe shuffled, mines placed, balls drawn); actions only read the
 * state, so the seeds, the choice and the actions replay a round exactly.
 */
export interface Engine<V = unknown, C = unknown, A = unknown, S = unknown> {
  key: EngineKey;
  /** The opening choice's schema; its messages are says() codes (contract/says.ts). */
  choice: GenericSchema<unknown, C>;
  /** The schema of an action on an open round (multi-step engines only). */
  action?: GenericSchema<unknown, A>;
  /** The round's opening stake in centavos (the house checks its limits and the balance). */
  stake(variant: V, choice: C): number;
  /**
   * The largest win a round opened with this choice can pay, whatever is drawn and whatever the player then
   * does, as a multiple of the opening stake: at most floor(stake × numerator / denominator). The house
   * refuses a choice whose largest win is above the site's maximum win per round before anything is drawn,
   * unless the engine caps its win instead (`capsWin`: then this is the payout before the cap, null when
   * there is no useful bound).
   */
  maxPayout(variant: V, choice: C): Payout | null;
  /**
   * The engine caps a round's win at the choice's `max_win` (set by the house to the site's maximum win per
   * round, part of the recorded choice so a replay caps alike) instead of refusing the stake: mines cashes
   * out by itself once the multiplier reaches it, a slot's free spins stop adding to it.
   */
  capsWin?: true;
  start(variant: V, choice: C, draw: Draw): Step<S>;
  /** Applies an action to an open round, or throws an EngineRefusal. */
  act?(variant: V, state: S, action: A): Step<S>;
  /** What a round left open too long does (blackjack: stand every hand), repeated until it is done. */
  timeoutAction?(variant: V, state: S): A;
  /** What the player may see: everything once done, nothing still hidden while open. JSON only. */
  view(variant: V, state: S, done: boolean): unknown;
  /** The rules and paytable shown before the first bet. JSON only. */
  rules(variant: V): unknown;
  /** The stated return to player, "97.30" (two places): exact where it can be computed, else the strategy's. */
  rtp(variant: V): string;
  /**
   * One whole round for the RTP simulation (`npm run bench -- --only rtp`): a typical choice, then the
   * stated strategy's actions (blackjack's basic strategy, video poker's hold strategy, mines' fixed
   * reveals…) until done; answers the round's stake and win in centavos.
   */
  simulate(variant: V, draw: Draw): { stake: number; win: number };
}

/** A multiple of a stake as a fraction: [numerator, denominator]. */
export type Payout = readonly [number, number];

/** The largest win of a stake at this payout, in centavos (rounded down, as every pay is). */
export function winAtPayout(stakeCents: number, [numerator, denominator]: Payout): number {
  return Math.floor((stakeCents * numerator) / denominator);
}

/** The largest stake whose win at this payout stays within `maxWinCents` (0 when none does). */
export function stakeWithin(maxWinCents: number, [numerator, denominator]: Payout): number {
  if (numerator <= 0) return Number.MAX_SAFE_INTEGER;
  // floor(s·n/d) ≤ m ⇔ s·n < (m + 1)·d ⇔ s ≤ ⌈(m + 1)·d / n⌉ − 1
  return Math.ceil(((maxWinCents + 1) * denominator) / numerator) - 1;
}

/**
 * The `max_win` a capping engine's choice carries (see Engine.capsWin): the house sets it; absent in rounds
 * recorded before it existed, which were not capped.
 */
export const MaxWinField = v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}\.\d{2}$/)));

/** A capping engine's cap in centavos, from its choice's `max_win` (none: no cap). */
export const capOf = (choice: { max_win?: string | undefined }) =>
  choice.max_win === undefined ? Number.POSITIVE_INFINITY : centsOf(choice.max_win);

/** Centavos of an amount string already checked by BetAmount ("12.5" → 1250). */
export function centsOf(amount: string): number {
  const [whole = '0', fraction = ''] = amount.trim().replace(',', '.').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** A whole-centavo pay: stake × numerator / denominator, rounded down. */
export function payCents(stakeCents: number, numerator: number, denominator = 1): number {
  return Math.floor((stakeCents * numerator) / denominator);
}

/**
 * A whole number of hundredths written with two places, as the API writes money and multipliers:
 * 1250 → "12.50", 5 → "0.05", -150 → "-1.50".
 */
export function hundredthsText(hundredths: number): string {
  const size = Math.abs(hundredths);
  return `${hundredths < 0 ? '-' : ''}${Math.floor(size / 100)}.${String(size % 100).padStart(2, '0')}`;
}

/** A fraction as a percentage with two places, rounded half up ("96.10"). */
export function percentOf(numerator: number, denominator: number): string {
  return hundredthsText(Math.floor((20_000 * numerator + denominator) / (2 * denominator)));
}

/** What a simulation measured: the return to player and its 95% confidence interval, in percent. */
export interface Measured {
  rounds: number;
  rtp: number;
  low: number;
  high: number;
  /** The standard error of the measured RTP, in percentage points. */
  se: number;
}

/**
 * Plays `rounds` rounds and measures the return: `round(draw)` plays one and answers its stake and win
 * (both in any unit). The interval is the normal one on the per-round return ratio.
 */
export function measure(rounds: number, draw: Draw, round: (draw: Draw) => { stake: number; win: number }): Measured {
  let stake = 0;
  let win = 0;
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < rounds; i += 1) {
    const r = round(draw);
    stake += r.stake;
    win += r.win;
    const ratio = r.win / r.stake;
    sum += ratio;
    squares += ratio * ratio;
  }
  const mean = sum / rounds;
  const sd = Math.sqrt(Math.max(0, squares / rounds - mean * mean));
  const se = (100 * sd) / Math.sqrt(rounds);
  const rtp = (100 * win) / stake;
  return { rounds, rtp, low: rtp - 1.96 * se, high: rtp + 1.96 * se, se };
}
