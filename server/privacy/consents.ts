import { and, desc, eq, gt, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  CONSENT_CHANGES_PER_DAY,
  type ConsentBody,
  type ConsentRecord,
  type ConsentSummary,
} from '../../contract/privacy';
import type { AppDeps } from '../config';
import { consents, members, noticeEmailPrefs, type Member } from '../db/schema';
import { MONEY_NOTICES } from '../notices/notify';
import type { Db, Tx } from '../db/types';
import { refusal } from '../http/envelope';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How much of the history the privacy centre shows (the export has all of it). */
const HISTORY_SHOWN = 100;

type Choices = v.InferOutput<typeof ConsentBody>['choices'];

const record = (row: typeof consents.$inferSelect): ConsentRecord => ({
  purpose: row.purpose,
  granted: row.granted,
  version: row.version,
  at: row.at.toISOString(),
});

/** GET /api/privacy/consents: the terms accepted at sign-up, each purpose's choice in force, the history. */
export async function consentSummary(db: Db | Tx, member: Member): Promise<ConsentSummary> {
  const rows = await db
    .select()
    .from(consents)
    .where(eq(consents.memberId, member.id))
    .orderBy(desc(consents.at), desc(consents.id))
    .limit(HISTORY_SHOWN);
  const current = new Map<string, ConsentRecord>();
  for (const row of rows) if (!current.has(row.purpose)) current.set(row.purpose, record(row));
  const prefs = await db.select().from(noticeEmailPrefs).where(eq(noticeEmailPrefs.memberId, member.id));
  return {
    terms_accepted_at: member.termsAcceptedAt?.toISOString() ?? null,
    current: [...current.values()],
    history: rows.map(record),
    email_copies_to: member.emailVerifiedAt ? member.email : null,
    email_copies: MONEY_NOTICES.map((kind) => ({ kind, on: prefs.find((p) => p.kind === kind)?.email ?? true })),
  };
}

/**
 * POST /api/privacy/consents: appends each choice that differs from the one in force (or was made under
 * another version of the notice); the same choice sent again (another tab, a retry) adds nothing. The
 * member's row is locked first, so two requests at once compare against each other's result instead of
 * both appending, and the daily limit cannot be raced past.
 */
export async function recordConsent(
  deps: AppDeps,
  member: Member,
  body: { version: number; choices: Choices },
  now: Date,
): Promise<ConsentSummary> {
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, member.id)).for('update');
    const inForce = await tx
      .selectDistinctOn([consents.purpose])
      .from(consents)
      .where(eq(consents.memberId, member.id))
      .orderBy(consents.purpose, desc(consents.at), desc(consents.id));
    const added = body.choices.filter((choice) => {
      const given = inForce.find((row) => row.purpose === choice.purpose);
      return !given || given.granted !== choice.granted || given.version !== body.version;
    });
    if (added.length > 0) {
      const [today] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(consents)
        .where(and(eq(consents.memberId, member.id), gt(consents.at, new Date(now.getTime() - DAY_MS))));
      if ((today?.count ?? 0) + added.length > CONSENT_CHANGES_PER_DAY) throw refusal('privacy.consent_too_often');
      await tx.insert(consents).values(
        added.map((choice) => ({
          memberId: member.id,
          purpose: choice.purpose,
          granted: choice.granted,
          version: body.version,
          at: now,
        })),
      );
    }
    return consentSummary(tx, member);
  });
}
