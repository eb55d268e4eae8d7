import { outgoingMessages } from '../db/schema';
import type { Db, Tx } from '../db/types';

export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: Channel;
  /** An e-mail address or a phone as the members table keeps it. */
  to: string;
  /** The e-mail's subject; for an SMS, a short label the outbox shows. */
  subject: string;
  body: string;
}

/**
 * Queues an e-mail or SMS in the caller's transaction: it exists only if the work that sends it commits.
 * The job delivers it (deliver.ts); in sandbox mode it stays here for /sandbox/mail.
 */
export async function queueMessage(db: Db | Tx, message: OutgoingMessage, now: Date): Promise<void> {
  await db.insert(outgoingMessages).values({ ...message, createdAt: now, nextTryAt: now });
}

export type OutgoingRow = typeof outgoingMessages.$inferSelect;
