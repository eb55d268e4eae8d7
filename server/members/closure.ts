import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import type { AuthedMember } from '../auth/authenticate';
import { confirmProtectivePassword } from '../auth/confirm';
import { sessionDevice } from '../auth/devices';
import { endMemberSessions } from '../auth/sessions';
import type { AppDeps } from '../config';
import {
  crashRounds,
  members,
  rechargeOrders,
  sportsBets,
  sportsSlips,
  walletRounds,
  wallets,
  withdrawalOrders,
} from '../db/schema';
import type { Tx } from '../db/types';
import { refusalWith } from '../http/envelope';
import { notCrashRound } from '../promotions/results';
import { checkCode, codeNeeded, spendCode } from '../two-factor/codes';
import { formatCents } from '../wallet/money';

/**
 * Closes a member's account at their request (the profile's "Encerrar conta").
 *
 * The login password confirms it (5 wrong per session in 15 minutes, auth/confirm.ts; never refused because of
 * anyone else's failed attempts) and, with two-factor on, the authenticator's code or a recovery code (asked
 * before the password, counted per member and device like every code, spent in the closure's transaction). Money
 * must be out first: refused while the balance is above zero, while a withdrawal is not yet paid or
 * refused, and while a PIX deposit order is still open (its payment would land in a closed account).
 *
 * One transaction holds the member's wallet row locked (the lock every ledger posting takes), so no bet,
 * deposit or withdrawal moves money between the checks and the closure; a second closure at the same
 * moment waits for the first and answers the same closure. The account keeps its row and its CPF (a new
 * registration with that CPF is refused as before); every session ends with reason 'closed'.
 */
export async function closeAccount(
  deps: AppDeps,
  { member, session }: AuthedMember,
  password: string,
  now: Date,
  code?: string,
): Promise<{ closed_at: string }> {
  // With two-factor on, the code is asked first, like every guarded action (security/center.ts verify).
  const typed = await codeNeeded(deps.db, member.id, code, 'code');
  // Counted for this session only: nobody else's failed attempts can stop a member closing their account.
  await confirmProtectivePassword(deps.db, { member, session }, password, now);
  const place = typed === null ? null : await sessionDevice(deps.db, session, now);
  const proof = typed === null || place === null ? null : await checkCode(deps, member.id, typed, 'code', place, now);

  const outcome = await deps.db.transaction(async (tx) => {
    const [wallet] = await tx
      .select({ balanceCents: wallets.balanceCents })
      .from(wallets)
      .where(eq(wallets.memberId, member.id))
      .for('update');
    const [current] = await tx.select({ closedAt: members.closedAt }).from(members).where(eq(members.id, member.id));
    if (current?.closedAt) return { closedAt: current.closedAt, sessionsEnded: 0, already: true };

    const balanceCents = wallet?.balanceCents ?? 0;
    if (balanceCents > 0) throw refusalWith('account.balance_left', { balance: formatCents(balanceCents) });
    const open = await openItems(tx, member.id, now);
    if (Object.values(open).some((n) => n > 0)) {
      throw refusalWith('account.still_open', {
        sports_bets: String(open.sports_bets),
        slips: String(open.slips),
        crash_rounds: String(open.crash_rounds),
        game_rounds: String(open.game_rounds),
        deposits: String(open.deposits),
        withdrawals: String(open.withdrawals),
      });
    }

    // Spent with the closure: a closure refused (money left, something open) leaves the code unspent.
    if (proof && place) await spendCode(tx, member.id, proof, 'code', place, now);
    await tx.update(members).set({ closedAt: now, updatedAt: now }).where(eq(members.id, member.id));
    const sessionsEnded = await endMemberSessions(tx, member.id, 'closed', now);
    return { closedAt: now, sessionsEnded, already: false };
  });

  if (deps.config.log && !outcome.already) {
    console.log(
      `${now.toISOString()} account.closed member=${member.id} sessions_ended=${outcome.sessionsEnded} (by the member)`,
    );
  }
  return { closed_at: outcome.closedAt.toISOString() };
}

/** What the member still has open, counted: each could move money after the closure. */
export async function openItems(tx: Tx, memberId: number, now: Date) {
  // Each count under its own name: unnamed, the columns would all be "count".
  const counted = (table: AnyPgTable, where: SQL | undefined, name: string) =>
    sql<string>`(select count(*) from ${table} where ${where})`.as(name);
  const [open] = await tx
    .select({
      sports_bets: counted(
        sportsBets,
        and(eq(sportsBets.memberId, memberId), eq(sportsBets.status, 'open')),
        'sports_bets',
      ),
      slips: counted(sportsSlips, and(eq(sportsSlips.memberId, memberId), eq(sportsSlips.status, 'open')), 'slips'),
      crash_rounds: counted(
        crashRounds,
        and(eq(crashRounds.memberId, memberId), eq(crashRounds.status, 'running')),
        'crash_rounds',
      ),
      // A provider's round still open (through the seamless wallet): its win or refund is still to come.
      game_rounds: counted(
        walletRounds,
        and(eq(walletRounds.memberId, memberId), eq(walletRounds.status, 'open'), notCrashRound(tx)),
        'game_rounds',
      ),
      deposits: counted(
        rechargeOrders,
        and(
          eq(rechargeOrders.memberId, memberId),
          eq(rechargeOrders.status, 'pending'),
          gt(rechargeOrders.expiresAt, now),
        ),
        'deposits',
      ),
      withdrawals: counted(
        withdrawalOrders,
        and(eq(withdrawalOrders.memberId, memberId), inArray(withdrawalOrders.status, ['pending', 'approved'])),
        'withdrawals',
      ),
    })
    .from(members)
    .where(eq(members.id, memberId));
  return {
    sports_bets: Number(open?.sports_bets ?? 0),
    slips: Number(open?.slips ?? 0),
    crash_rounds: Number(open?.crash_rounds ?? 0),
    game_rounds: Number(open?.game_rounds ?? 0),
    deposits: Number(open?.deposits ?? 0),
    withdrawals: Number(open?.withdrawals ?? 0),
  };
}
