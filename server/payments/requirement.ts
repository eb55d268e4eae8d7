import { and, asc, eq, like, or } from 'drizzle-orm';
import { ledgerEntries } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { PROMOTIONS } from '../promotions/config';
import { memberSite } from '../promotions/offer';
import { REWARD_KIND_PREFIX, type LedgerKind } from '../wallet/kinds';

export type Requirement = {
  type: 'deposit' | 'reward';
  /** The order (deposit) or the reward's ledger reference. */
  ref: string;
  kind: LedgerKind;
  cents: number;
  requiredCents: number;
  at: Date;
};

/**
 * What asks for turnover before a withdrawal, oldest first: each credited deposit (× the member's site's
 * multiple, sites.withdrawal_turnover_multiple: 0 on a `regulated-br` site, so a deposit asks none) and each
 * reward (× the promotions' multiple), with the deposits' multiple.
 */
export async function turnoverRequirements(
  db: Db | Tx,
  memberId: number,
): Promise<{ depositMultiple: number; rows: Requirement[] }> {
  const { withdrawalTurnoverMultiple: depositMultiple } = await memberSite(db, memberId);
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.memberId, memberId),
        or(eq(ledgerEntries.kind, 'deposit'), like(ledgerEntries.kind, `${REWARD_KIND_PREFIX}%`)),
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const requirements = rows.map((row): Requirement => {
    const type = row.kind === 'deposit' ? 'deposit' : 'reward';
    const multiple = type === 'deposit' ? depositMultiple : PROMOTIONS.rewardTurnoverMultiple;
    return {
      type,
      ref: row.ref,
      kind: row.kind,
      cents: row.amountCents,
      requiredCents: row.amountCents * multiple,
      at: row.createdAt,
    };
  });
  return { depositMultiple, rows: requirements };
}

export const requiredTurnoverCents = (rows: Requirement[]) => rows.reduce((sum, row) => sum + row.requiredCents, 0);
