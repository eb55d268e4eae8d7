import { eq, sql } from 'drizzle-orm';
import { members, sites } from '../db/schema';
import { reusable } from '../db/reusable';
import type { Db, Tx } from '../db/types';
import { SEAMLESS_MAX_CENTS } from '../seamless/wallet';

/**
 * The maximum win per round: what one round of a house table (a provider round, a crash bet, a member's
 * bets on a live round) may pay, per site (sites.max_win_cents: R$ 100.000,00 unless the operator sets
 * less, never above what the wallet credits in one transaction). The tables refuse a stake or a choice
 * whose best outcome is above it before anything is drawn, or cap the win at it (server/README.md says
 * which table does which), so a drawn round is always paid.
 */

/** The maximum win per round of the member's site, in centavos. */
const siteMaxWin = reusable((db) =>
  db
    .select({ maxWinCents: sites.maxWinCents })
    .from(members)
    .innerJoin(sites, eq(sites.id, members.siteId))
    .where(eq(members.id, sql.placeholder('memberId'))),
);

export async function maxWinCentsOf(db: Db | Tx, memberId: number): Promise<number> {
  const [row] = await siteMaxWin(db, { memberId });
  return maxWinWithin(row?.maxWinCents ?? null);
}

/** The site's maximum win (as read: null when unknown) within what the wallet credits in one transaction. */
export const maxWinWithin = (siteCents: number | null): number =>
  Math.min(siteCents ?? SEAMLESS_MAX_CENTS, SEAMLESS_MAX_CENTS);

/** The maximum win of the member's site (members.id = the statement's `memberId` placeholder), as a read of a statement. */
export const siteMaxWinRead = () =>
  sql<
    number | null
  >`(select max_site.max_win_cents from ${members} max_member inner join ${sites} max_site on max_site.id = max_member.site_id where max_member.id = ${sql.placeholder('memberId')})`;

/**
 * Crash: the multiplier (hundredths) at which a bet's win reaches the maximum win, where the round cashes
 * the bet out by itself (the largest m with floor(bet × m / 100) ≤ the maximum); null when the curve's own
 * cap (`crashMax`) comes first. Every cash-out target returns the same (crash.ts), so this cap leaves the
 * return to player as stated.
 */
export function crashCapFor(betCents: number, maxWinCents: number, crashMax: number): number | null {
  const multiplier = Math.floor((maxWinCents * 100) / betCents);
  return multiplier >= crashMax ? null : multiplier;
}

/**
 * The last guard before a credit: a win above what the wallet credits in one transaction is paid at that
 * amount. The checks before the draw make it unreachable (and a round opened under a higher maximum keeps
 * the rules it was opened with); should an engine ever disagree with its own bound, or a round from before
 * the maximum existed settle, the round is still paid and closed, never refused, and the disagreement logged.
 */
export function clampedWin(winCents: number, what: string): number {
  if (winCents <= SEAMLESS_MAX_CENTS) return winCents;
  console.error(`${what} won ${winCents} centavos, above the most the wallet credits: paid ${SEAMLESS_MAX_CENTS}`);
  return SEAMLESS_MAX_CENTS;
}
