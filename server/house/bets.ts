import { eq } from 'drizzle-orm';
import { type Engine } from '../../contract';
import type { AppDeps } from '../config';
import { wallets, type GameRow } from '../db/schema';
import type { Db } from '../db/types';
import { gameOr404 } from '../games/queries';
import { refusal } from '../http/envelope';
import { fieldError, fieldErrorWith } from '../http/validate';
import { lockedBalance, WalletMissingError } from '../wallet/ledger';
import { formatCents, parseMoney } from '../wallet/money';
import { HOUSE_BET_LIMITS } from './config';

/** Ledger and turnover kinds of every house bet and win; the ref is the round's (or bet's) id. */
export const BET_KIND = 'game.bet';
export const WIN_KIND = 'game.win';
/** A game provider's bet cancelled (server/seamless): its stake given back. */
export const ROLLBACK_KIND = 'game.rollback';
/** A sports slip cashed out (server/house/cashout.ts): money back for a stake, not a win, and no new stake. */
export const CASHOUT_KIND = 'sports.cashout';

/** A catalogue game run by this engine, else 404 (unknown) or 422 'This game is not available yet'. */
export async function engineGame(deps: AppDeps, gameId: number, engine: Engine): Promise<GameRow> {
  const game = await gameOr404(deps.db, gameId);
  if (game.engine !== engine) throw refusal('game.not_available');
  return game;
}

/** The bet in centavos, or a 422 on the amount when it is outside the house limits. */
export function betCents(amount: string): number {
  let cents: number;
  try {
    cents = parseMoney(amount);
  } catch {
    throw fieldErrorWith('amount', 'bet.amount_above_maximum', { max: formatCents(HOUSE_BET_LIMITS.maxCents) });
  }
  if (cents < HOUSE_BET_LIMITS.minCents)
    throw fieldErrorWith('amount', 'bet.amount_below_minimum', { min: formatCents(HOUSE_BET_LIMITS.minCents) });
  if (cents > HOUSE_BET_LIMITS.maxCents)
    throw fieldErrorWith('amount', 'bet.amount_above_maximum', { max: formatCents(HOUSE_BET_LIMITS.maxCents) });
  return cents;
}

/** Locks the member's wallet until the transaction ends and answers its balance. */
export async function lockWallet(tx: Db, memberId: number): Promise<number> {
  const [wallet] = await lockedBalance(tx, { memberId });
  if (!wallet) throw new WalletMissingError(memberId);
  return wallet.balanceCents;
}

/** Refuses (422 'Insufficient balance' on the amount) a bet above the balance. */
export function requireCovered(balanceCents: number, bet: number): void {
  if (balanceCents < bet) throw fieldError('amount', 'bet.insufficient_balance');
}

/** Locks the wallet, refuses a bet above the balance (requireCovered) and answers the balance. */
export async function lockWalletFor(tx: Db, memberId: number, bet: number): Promise<number> {
  const balanceCents = await lockWallet(tx, memberId);
  requireCovered(balanceCents, bet);
  return balanceCents;
}

/** The member's balance as it stands (no lock). */
export async function balanceOf(db: Db, memberId: number): Promise<number> {
  const [wallet] = await db
    .select({ balanceCents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.memberId, memberId));
  return wallet?.balanceCents ?? 0;
}
