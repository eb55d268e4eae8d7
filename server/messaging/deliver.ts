import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../config';
import { dropping, type ItemRunner } from '../job-failures';
import { outgoingMessages } from '../db/schema';
import type { OutgoingRow } from './outbox';

/** A claimed message that was not marked sent by then (a crash mid-send) is tried again. */
const CLAIM_MS = 5 * 60 * 1000;
/** After a failed send: 1, 2, 4 … minutes, at most an hour; given up after a day's worth of tries. */
const MAX_ATTEMPTS = 30;
const BATCH = 20;

const backoffMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60 * 1000;

/**
 * Sends what is due through the transports (none in sandbox mode: the outbox is the destination). Each
 * message is claimed first (its next try moved forward, `for update skip locked`), so two processes never
 * send one message at once; the send happens outside any transaction, then the message is marked sent.
 * A crash between the two sends it again later: delivery is at least once. A failed send waits for its
 * backoff (the message's own, and in the job the item's: server/job-failures.ts); the next message goes on.
 */
export async function deliverDue(deps: AppDeps, now: Date, items: ItemRunner = dropping('messages')): Promise<number> {
  const transports = deps.transports;
  if (!transports) return 0;
  const claimed: OutgoingRow[] = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outgoingMessages.id })
      .from(outgoingMessages)
      .where(
        and(
          isNull(outgoingMessages.sentAt),
          lte(outgoingMessages.nextTryAt, now),
          sql`${outgoingMessages.attempts} < ${MAX_ATTEMPTS}`,
          items.notWaiting(sql`${outgoingMessages.id}`),
        ),
      )
      .orderBy(asc(outgoingMessages.nextTryAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outgoingMessages)
      .set({ nextTryAt: new Date(now.getTime() + CLAIM_MS), attempts: sql`${outgoingMessages.attempts} + 1` })
      .where(
        inArray(
          outgoingMessages.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
  let sent = 0;
  for (const message of claimed) {
    const done = await items.item(String(message.id), async () => {
      try {
        if (message.channel === 'email')
          await transports.mail.send({ to: message.to, subject: message.subject, text: message.body });
        else await transports.sms.send({ to: message.to, text: message.body });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await deps.db
          .update(outgoingMessages)
          .set({ nextTryAt: new Date(now.getTime() + backoffMs(message.attempts)), lastError: reason.slice(0, 500) })
          .where(eq(outgoingMessages.id, message.id));
        throw error;
      }
      await deps.db
        .update(outgoingMessages)
        .set({ sentAt: deps.clock(), lastError: null })
        .where(eq(outgoingMessages.id, message.id));
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}
