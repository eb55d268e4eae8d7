import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { PlayerStatus } from '../../../contract/boPlayers';
import { endMemberSessions } from '../../auth/sessions';
import { isUniqueViolation } from '../../db/errors';
import { ledgerEntries, memberBlocks, members, staffNotes, wallets } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { inTransaction } from '../../db/transaction';
import { refusal, refusalWith } from '../../http/envelope';
import { debit, credit, InsufficientFundsError, LedgerConflictError } from '../../wallet/ledger';
import { formatCents, parseMoney } from '../../wallet/money';
import type { StaffActor } from '../staff';
import { noteOf, statusOf } from './read';

/**
 * What staff do to a player, each in the transaction the registry opens for the action and its line in the
 * audit trail (server/http/registry.ts): the member's row is locked first, so two actions on one player
 * run one after the other, and a login meanwhile (which updates that row: auth/complete-login.ts) either
 * ends before — its session is then ended here — or sees the block.
 */

async function lockedMember(tx: Tx, memberId: number) {
  const [member] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
  if (!member) throw refusal('player.not_found');
  return member;
}

async function statusNow(tx: Tx, memberId: number, now: Date): Promise<PlayerStatus> {
  const [row] = await tx
    .select({ status: statusOf(now) })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.status ?? 'active';
}

/** Ends the player's open sessions (their app shows them logged out, as the operator's force-offline does). */
export function endPlayerSessions(db: Db, memberId: number, now: Date) {
  return inTransaction(db, async (tx) => {
    await lockedMember(tx, memberId);
    await tx.update(members).set({ forcedOfflineAt: now, updatedAt: now }).where(eq(members.id, memberId));
    const ended = await endMemberSessions(tx, memberId, 'forced_offline', now);
    return { member_id: memberId, sessions_ended: ended };
  });
}

/** Blocks a player: one block in force at a time; their sessions end; logins are refused until unblocked. */
export function blockPlayer(db: Db, memberId: number, actor: StaffActor, reason: string, now: Date) {
  return inTransaction(db, async (tx) => {
    await lockedMember(tx, memberId);
    const before = await statusNow(tx, memberId, now);
    const [open] = await tx
      .select({ id: memberBlocks.id })
      .from(memberBlocks)
      .where(and(eq(memberBlocks.memberId, memberId), isNull(memberBlocks.liftedAt)));
    if (open) throw refusal('player.blocked_already');
    try {
      await tx.insert(memberBlocks).values({ memberId, blockedAt: now, blockedBy: actor.id, reason });
    } catch (error) {
      // The partial unique index: a block that slipped in meanwhile.
      if (isUniqueViolation(error, 'member_blocks_one_in_force')) throw refusal('player.blocked_already');
      throw error;
    }
    const ended = await endMemberSessions(tx, memberId, 'blocked', now);
    const status = await statusNow(tx, memberId, now);
    return { before: { status: before }, after: { member_id: memberId, status, blocked: true, sessions_ended: ended } };
  });
}

export function unblockPlayer(db: Db, memberId: number, actor: StaffActor, reason: string, now: Date) {
  return inTransaction(db, async (tx) => {
    await lockedMember(tx, memberId);
    const before = await statusNow(tx, memberId, now);
    const lifted = await tx
      .update(memberBlocks)
      .set({ liftedAt: now, liftedBy: actor.id, liftReason: reason })
      .where(and(eq(memberBlocks.memberId, memberId), isNull(memberBlocks.liftedAt)))
      .returning({ id: memberBlocks.id });
    if (lifted.length === 0) throw refusal('player.not_blocked');
    const status = await statusNow(tx, memberId, now);
    return { before: { status: before }, after: { member_id: memberId, status, blocked: false } };
  });
}

const ADJUST_KINDS = { credit: 'staff.credit', debit: 'staff.debit' } as const;

/**
 * A staff credit or debit through the ledger (staff.credit / staff.debit, ref = the reference), with the
 * wallet locked: the same reference for the same change answers it unchanged (applied: false) however often
 * it is sent or however many race; for another member, amount or direction it is refused; a debit above the
 * balance is refused (a balance never goes below zero).
 */
export function adjustPlayer(
  db: Db,
  body: { member: number; direction: 'credit' | 'debit'; amount: string; reference: string },
  now: Date,
) {
  const cents = parseMoney(body.amount);
  const kind = ADJUST_KINDS[body.direction];
  return inTransaction(db, async (tx) => {
    await lockedMember(tx, body.member);
    const [wallet] = await tx
      .select({ cents: wallets.balanceCents })
      .from(wallets)
      .where(eq(wallets.memberId, body.member))
      .for('update');
    const balanceBefore = wallet?.cents ?? 0;
    const used = await tx
      .select({ kind: ledgerEntries.kind })
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.kind, Object.values(ADJUST_KINDS)), eq(ledgerEntries.ref, body.reference)));
    if (used.some((entry) => entry.kind !== kind)) throw refusal('operator.reference_used');
    let applied: boolean;
    try {
      const posting =
        body.direction === 'credit'
          ? await credit(tx, body.member, cents, kind, body.reference, now)
          : await debit(tx, body.member, cents, kind, body.reference, now);
      applied = posting.applied;
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        throw refusalWith('player.debit_above_balance', { balance: formatCents(error.balanceCents) });
      }
      if (error instanceof LedgerConflictError) throw refusal('operator.reference_used');
      throw error;
    }
    const [after] = await tx
      .select({ cents: wallets.balanceCents })
      .from(wallets)
      .where(eq(wallets.memberId, body.member));
    const balance = formatCents(after?.cents ?? 0);
    return {
      before: { balance: formatCents(balanceBefore) },
      result: { member_id: body.member, direction: body.direction, amount: formatCents(cents), balance, applied },
    };
  });
}

/** Adds a staff note (append-only: a trigger refuses changing or removing one). */
export async function addNote(db: Db, memberId: number, actor: StaffActor, text: string, now: Date) {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
  if (!member) throw refusal('player.not_found');
  const [row] = await db
    .insert(staffNotes)
    .values({ memberId, staffId: actor.id, staffLabel: actor.label, text, createdAt: now })
    .returning();
  if (!row) throw new Error('The note was not written');
  return noteOf(row);
}
