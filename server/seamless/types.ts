import type { Db } from '../db/types';

/**
 * The operator's seamless wallet, as a game provider reaches it: the only way a provider's round moves a
 * member's money. The house provider (server/provider) calls these functions in process, inside its own
 * database transaction (so its round and the wallet's entries commit together); an external aggregator
 * calls the same functions over HTTP (POST /api/seamless/…, signed with HMAC-SHA256 over the body with
 * the provider's secret), each in a transaction of its own.
 *
 * Every call names the provider and carries the launch token the player's game was opened with
 * (/day7/day7LoginV2 signs it: member, game, launch, expiry). Every money call is idempotent by the
 * provider's transaction id: the same id again answers the first answer and moves nothing.
 *
 *   debit     takes a bet (a round may have several: a double, a split); refused when the balance does
 *             not cover it, when a responsible-gambling limit, pause or self-exclusion forbids it, or when
 *             a rollback of that transaction id came first (the late debit is refused, never taken).
 *   credit    pays a win (amount ≥ 0: a zero credit just closes the round), naming the debit it pays; refused
 *             for an unknown or rolled-back debit.
 *   rollback  cancels a debit (its amount given back once); a rollback of an unknown debit is recorded,
 *             so that debit is refused if it arrives later; a rollback of a debit already paid by a credit
 *             is refused.
 *
 * Refusals are the site's refusals (server/http/envelope.ts `refusal`, codes of contract/errors.ts), so
 * the house provider lets them through to the player unchanged; the HTTP API maps them to its own codes.
 */
export interface WalletCall {
  /** The provider's code ('RODADA' for the house). */
  provider: string;
  /** The launch token of the game the player opened. */
  token: string;
}

export interface MoneyCall extends WalletCall {
  /** The provider's id of this transaction: unique per provider, the idempotency key. */
  transactionId: string;
  /** The provider's round the transaction belongs to. */
  roundId: string;
  gameId: number;
  amountCents: number;
}

export interface CreditCall extends Omit<MoneyCall, 'token'> {
  /**
   * The launch token, checked when given (its member must be the debit's). A credit may come without
   * one: the debit it pays names the member (a win settled after the player left, as aggregators do).
   */
  token?: string;
  /** The debit this credit pays. */
  debitId: string;
  /** This credit closes the round (its last). */
  roundClosed: boolean;
}

export interface RollbackCall extends Omit<WalletCall, 'token'> {
  /** As for a credit: optional when the debit is known; a rollback of an unknown debit needs it. */
  token?: string;
  transactionId: string;
  roundId: string;
  gameId: number;
  /** The debit cancelled. */
  debitId: string;
}

export interface WalletAnswer {
  /** The wallet's own id of the transaction (its ledger reference). */
  walletTransactionId: string;
  balanceCents: number;
  /** True when this transaction id was already answered: nothing moved this time. */
  repeated: boolean;
}

/** Who a launch token opens the game for, once it is checked (signature, expiry, member still allowed). */
export interface WalletPlayer {
  memberId: number;
  gameId: number;
  /** The site session the game was launched from: its play counts to now in the daily play-time limit. */
  sessionId: number;
}

export interface SeamlessWallet {
  player(db: Db, call: WalletCall, now: Date): Promise<WalletPlayer>;
  balance(db: Db, call: WalletCall, now: Date): Promise<{ balanceCents: number }>;
  debit(db: Db, call: MoneyCall, now: Date): Promise<WalletAnswer>;
  credit(db: Db, call: CreditCall, now: Date): Promise<WalletAnswer>;
  rollback(db: Db, call: RollbackCall, now: Date): Promise<WalletAnswer>;
}
