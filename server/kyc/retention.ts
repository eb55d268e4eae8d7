import { and, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { AppDeps } from '../config';
import { kycCases, kycFiles, members } from '../db/schema';
import { passThrough, type ItemRunner } from '../job-failures';

/*
 * The retention rule the privacy policy states (src/features/legal/LegalPages.tsx, "Por quanto tempo
 * guardamos"): the pictures of identity verification are deleted five years after the account was closed,
 * those of a refused case five years after the refusal, and a case never sent goes whole after 30 days. The
 * record of a decided case stays (status, reason, scores, dates), marked purged_at.
 */

export const KYC_PICTURES_YEARS = 5;
export const KYC_UNSENT_DAYS = 30;
const BATCH = 50;

export async function purgeDueKyc(
  deps: Pick<AppDeps, 'db'>,
  now: Date,
  items: ItemRunner = passThrough('kyc_retention'),
): Promise<number> {
  const yearsAgo = new Date(now);
  yearsAgo.setUTCFullYear(yearsAgo.getUTCFullYear() - KYC_PICTURES_YEARS);
  const unsentBefore = new Date(now.getTime() - KYC_UNSENT_DAYS * 24 * 3600 * 1000);
  const due = await deps.db
    .select({ id: kycCases.id, status: kycCases.status })
    .from(kycCases)
    .innerJoin(members, eq(members.id, kycCases.memberId))
    .where(
      and(
        isNull(kycCases.purgedAt),
        or(
          and(eq(kycCases.status, 'collecting'), lt(kycCases.updatedAt, unsentBefore)),
          and(eq(kycCases.status, 'rejected'), lt(kycCases.decidedAt, yearsAgo)),
          and(
            inArray(kycCases.status, ['approved', 'rejected']),
            isNotNull(members.closedAt),
            lt(members.closedAt, yearsAgo),
          ),
        ),
      ),
    )
    .limit(BATCH);
  let purged = 0;
  for (const row of due) {
    const done = await items.item(String(row.id), () =>
      deps.db.transaction(async (tx) => {
        if (row.status === 'collecting') {
          await tx.delete(kycCases).where(and(eq(kycCases.id, row.id), eq(kycCases.status, 'collecting')));
        } else {
          await tx.delete(kycFiles).where(eq(kycFiles.caseId, row.id));
          await tx.update(kycCases).set({ purgedAt: now }).where(eq(kycCases.id, row.id));
        }
        return true;
      }),
    );
    if (done) purged += 1;
  }
  return purged;
}
