import { and, asc, eq, like, or } from 'drizzle-orm';
import { ledgerEntries } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { PROMOTIONS } from '../promotions/config';
import { TRADING_RULES } from './config';

/** Ledger kinds of rewards: each adds a multiple of itself to the turnover needed before a withdrawal. */
export const REWARD_KIND_PREFIX = 'reward.';

export type Requirement = {
  type: 'deposit' | 'reward';
  /** The order (deposit) or the reward's ledger reference. */
  ref: string;
  kind: string;
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
    return { type, ref: row.ref, kind: row.kind, cents: row.amountCents, requiredCents: row.amountCents * multiple, at: row.createdAt };
  });
}

export const requiredTurnoverCents = (rows: Requirement[]) => rows.reduce((sum, row) => sum + row.requiredCents, 0);
