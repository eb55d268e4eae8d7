import { and, asc, eq, like, or } from 'drizzle-orm';
import { ledgerEntries } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { PROMOTIONS } from '../promotions/config';
import { REWARD_KIND_PREFIX, type LedgerKind } from '../wallet/kinds';
import { TRADING_RULES } from './config';

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
 * What asks for turnover before a withdrawal, oldest first: each credited deposit (× the trading rules'
 * multiple) and each reward (× the promotions' multiple).
 */
export async function turnoverRequirements(db: Db | Tx, memberId: number): Promise<Requirement[]> {
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
  return rows.map((row) => {
    const type = row.kind === 'deposit' ? 'deposit' : 'reward';
    const multiple = type === 'deposit' ? TRADING_RULES.turnover_multiple : PROMOTIONS.rewardTurnoverMultiple;
    return {
      type,
      ref: row.ref,
      kind: row.kind,
      cents: row.amountCents,
      requiredCents: row.amountCents * multiple,
      at: row.createdAt,
    };
  });
}

export const requiredTurnoverCents = (rows: Requirement[]) => rows.reduce((sum, row) => sum + row.requiredCents, 0);
