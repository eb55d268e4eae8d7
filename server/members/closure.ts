import { and, eq, gt, inArray } from 'drizzle-orm';
import type { AuthedMember } from '../auth/authenticate';
import { confirmPassword } from '../auth/confirm';
import { endMemberSessions } from '../auth/sessions';
import type { AppDeps } from '../config';
import { members, rechargeOrders, wallets, withdrawalOrders } from '../db/schema';
import { refusal, refusalWith } from '../http/envelope';
import { formatCents } from '../wallet/money';

/**
 * Closes a member's account at their request (the profile's "Encerrar conta").
 *
 * The login password confirms it (rate-limited like a login: a wrong one counts as a failed login). Money
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
  { member }: AuthedMember,
  password: string,
  address: string,
  now: Date,
): Promise<{ closed_at: string }> {
  await confirmPassword(deps.db, member, password, address, now);

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
    const [withdrawal] = await tx
      .select({ id: withdrawalOrders.id })
      .from(withdrawalOrders)
      .where(and(eq(withdrawalOrders.memberId, member.id), inArray(withdrawalOrders.status, ['pending', 'approved'])))
      .limit(1);
    if (withdrawal) throw refusal('account.withdrawal_pending');
    const [deposit] = await tx
      .select({ id: rechargeOrders.id })
      .from(rechargeOrders)
      .where(
        and(
          eq(rechargeOrders.memberId, member.id),
          eq(rechargeOrders.status, 'pending'),
          gt(rechargeOrders.expiresAt, now),
        ),
      )
      .limit(1);
    if (deposit) throw refusal('account.deposit_pending');

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
