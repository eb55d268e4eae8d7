import { and, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { normalizePhone } from '../../../contract/fields';
import { LIMIT_KINDS, LIMIT_RAISE_DELAY_HOURS, type LimitKind } from '../../../contract/responsible';
import type { DepositRow, PlayerSummary } from '../../../contract/boPlayerPage';
import type { PlayerHit, PlayerStatus } from '../../../contract/boPlayers';
import type { StaffRole } from '../../../contract/backoffice';
import {
  auditEvents,
  crashRounds,
  gameRounds,
  games,
  ledgerEntries,
  responsibleLimitChanges,
  memberBlocks,
  memberDevices,
  memberExclusions,
  memberPixKeys,
  members,
  memberTwoFactor,
  notifications,
  rechargeOrders,
  responsibleLimits,
  sessions,
  sites,
  sportsBets,
  sportsSlipLegs,
  sportsSlips,
  staff,
  staffNotes,
  walletRounds,
  wallets,
  withdrawalOrders,
  type RechargeOrderRow,
  regulatorChecks,
  regulatorStandings,
  kycCases,
} from '../../db/schema';
import type { Db } from '../../db/types';
import { refusal } from '../../http/envelope';
import { maskCpf } from '../../payments/common';
import { notCrashRound } from '../../promotions/results';
import { limitText } from '../../responsible/limits';
import { formatCents } from '../../wallet/money';
import { auditActionLabel, auditLang } from '../auditWords';

/**
 * What the back office reads about players: the search and a player's page (its summary and one paged tab
 * per kind of record). Every list is newest first and counted in full.
 */

interface Paging {
  page: number;
  per_page: number;
}
const window = (q: Paging) => ({ limit: q.per_page, offset: (q.page - 1) * q.per_page });
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const odds = (hundredths: number) => (hundredths / 100).toFixed(2);

/** The letters with accents Portuguese (and Spanish) names use, and the same without: matched either way. */
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucn';
const folded = (column: typeof members.realname | typeof members.nickname) =>
  sql`translate(lower(coalesce(${column}, '')), ${ACCENTED}, ${PLAIN})`;
const foldText = (text: string) =>
  [...text.toLowerCase()].map((c) => (ACCENTED.includes(c) ? PLAIN[ACCENTED.indexOf(c)] : c)).join('');
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A member's status at `now`, as one SQL expression (shown and filtered on): closed by the player, blocked
 * by the staff, self-excluded, paused, else active — the strongest first.
 */
export function statusOf(now: Date): SQL<PlayerStatus> {
  const at = now.toISOString();
  // Named in full: inside a subquery an unqualified "id" would be the subquery's own table's.
  const member = sql.raw('"members"."id"');
  const excluded = (kind: 'pause' | 'self_exclusion') => sql`exists (
    select 1 from ${memberExclusions} e where e.member_id = ${member} and e.kind = ${kind}
      and e.starts_at <= ${at}::timestamptz and (e.ends_at is null or e.ends_at > ${at}::timestamptz))`;
  return sql<PlayerStatus>`case
    when ${sql.raw('"members"."closed_at"')} is not null then 'closed'
    when exists (select 1 from ${memberBlocks} b where b.member_id = ${member} and b.lifted_at is null) then 'blocked'
    when ${excluded('self_exclusion')} then 'self_excluded'
    when ${excluded('pause')} then 'paused'
    else 'active' end`;
}

type MatchedBy = 'all' | 'id' | 'phone' | 'cpf' | 'email' | 'name';

/**
 * What a search's words are taken as. Digits alone (with the signs a phone or a CPF is written with) are
 * a member ID, a phone or a CPF — all three are tried, whole or (from 6 digits) as a part; text with an @
 * is an e-mail (a part of it); anything else is words of the name or nickname, each of them found,
 * accents ignored.
 */
function searchCondition(q: string | undefined): { condition: SQL | undefined; matchedBy: MatchedBy } {
  const text = (q ?? '').trim();
  if (!text) return { condition: undefined, matchedBy: 'all' };
  if (/^[\d\s+().\-/]+$/.test(text) && /\d/.test(text)) {
    const digits = text.replace(/\D/g, '');
    const phone = normalizePhone(text);
    const conditions: SQL[] = [eq(members.phone, phone)];
    if (digits.length <= 10 && Number(digits) >= 1 && Number(digits) <= 2_147_483_647) {
      conditions.push(eq(members.id, Number(digits)));
    }
    if (digits.length === 11) conditions.push(eq(members.cpf, digits));
    if (digits.length >= 6) {
      conditions.push(sql`${members.phone} like ${like(phone)}`, sql`${members.cpf} like ${like(digits)}`);
    }
    const matchedBy: MatchedBy =
      /[.\-/]/.test(text) && digits.length === 11 ? 'cpf' : digits.length >= 10 ? 'phone' : 'id';
    return { condition: or(...conditions), matchedBy };
  }
  if (text.includes('@')) {
    const pattern = like(text.toLowerCase());
    return {
      condition: or(sql`lower(${members.email}) like ${pattern}`, sql`lower(${members.contactEmail}) like ${pattern}`),
      matchedBy: 'email',
    };
  }
  const words = foldText(text).split(/\s+/).filter(Boolean).slice(0, 6);
  return {
    condition: and(
      ...words.map((word) =>
        or(sql`${folded(members.realname)} like ${like(word)}`, sql`${folded(members.nickname)} like ${like(word)}`)!,
      ),
    ),
    matchedBy: 'name',
  };
}

export async function searchPlayers(
  db: Db,
  query: Paging & { q?: string | undefined; status?: PlayerStatus | undefined },
  now: Date,
) {
  const { condition, matchedBy } = searchCondition(query.q);
  const status = statusOf(now);
  const where = and(condition, query.status ? sql`(${status}) = ${query.status}` : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: members.id,
        name: members.realname,
        nickname: members.nickname,
        phone: members.phone,
        cpf: members.cpf,
        email: members.email,
        contactEmail: members.contactEmail,
        site: sites.code,
        status,
        balance: wallets.balanceCents,
        createdAt: members.createdAt,
      })
      .from(members)
      .innerJoin(sites, eq(sites.id, members.siteId))
      .leftJoin(wallets, eq(wallets.memberId, members.id))
      .where(where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(members).where(where),
  ]);
  const list: PlayerHit[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    nickname: row.nickname,
    phone: row.phone,
    cpf: row.cpf ? maskCpf(row.cpf) : null,
    email: row.email ?? row.contactEmail,
    site: row.site,
    status: row.status,
    balance: formatCents(Number(row.balance ?? 0)),
    created_at: row.createdAt.toISOString(),
  }));
  return { list, total: total?.n ?? 0, matched_by: matchedBy };
}

/** The member, or 404 player.not_found. */
export async function playerRow(db: Db, memberId: number) {
  const [row] = await db.select().from(members).where(eq(members.id, memberId));
  if (!row) throw refusal('player.not_found');
  return row;
}

/** Whether these roles see a player's CPF whole (finance, compliance, admin); support sees it masked. */
export const seesWholeCpf = (roles: readonly StaffRole[]) =>
  roles.some((role) => role === 'finance' || role === 'compliance' || role === 'admin');

const limitValueText = (kind: string, value: number | null) =>
  value === null ? null : limitText(kind as LimitKind, Number(value));

/** Sums of a member's ledger entries by kind. */
async function ledgerSums(db: Db, memberId: number) {
  const rows = await db
    .select({ kind: ledgerEntries.kind, cents: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.memberId, memberId))
    .groupBy(ledgerEntries.kind);
  return new Map(rows.map((row) => [row.kind as string, Number(row.cents)]));
}

export async function playerSummary(
  db: Db,
  memberId: number,
  roles: readonly StaffRole[],
  now: Date,
): Promise<PlayerSummary> {
  const member = await playerRow(db, memberId);
  const [
    [site],
    [statusRow],
    blocks,
    restrictions,
    limits,
    history,
    sums,
    withdrawals,
    [wallet],
    [lastLogin],
    [open],
    [notes],
    [twoFactor],
    [standing],
    checks,
    [kycCase],
  ] = await Promise.all([
    db.select().from(sites).where(eq(sites.id, member.siteId)),
    db
      .select({ status: statusOf(now) })
      .from(members)
      .where(eq(members.id, memberId)),
    db
      .select({
        block: memberBlocks,
        blockedBy: sql<string>`(select s.email from ${staff} s where s.id = ${memberBlocks.blockedBy})`,
        liftedBy: sql<string | null>`(select s.email from ${staff} s where s.id = ${memberBlocks.liftedBy})`,
      })
      .from(memberBlocks)
      .where(eq(memberBlocks.memberId, memberId))
      .orderBy(desc(memberBlocks.blockedAt), desc(memberBlocks.id)),
    db
      .select()
      .from(memberExclusions)
      .where(eq(memberExclusions.memberId, memberId))
      .orderBy(desc(memberExclusions.startsAt), desc(memberExclusions.id)),
    db.select().from(responsibleLimits).where(eq(responsibleLimits.memberId, memberId)),
    db
      .select()
      .from(responsibleLimitChanges)
      .where(eq(responsibleLimitChanges.memberId, memberId))
      .orderBy(desc(responsibleLimitChanges.at), desc(responsibleLimitChanges.id))
      .limit(100),
    ledgerSums(db, memberId),
    db
      .select({ status: withdrawalOrders.status, cents: sql<string>`sum(${withdrawalOrders.amountCents})` })
      .from(withdrawalOrders)
      .where(eq(withdrawalOrders.memberId, memberId))
      .groupBy(withdrawalOrders.status),
    db.select({ cents: wallets.balanceCents }).from(wallets).where(eq(wallets.memberId, memberId)),
    db
      .select({ at: sql<Date | null>`max(${sessions.createdAt})` })
      .from(sessions)
      .where(eq(sessions.memberId, memberId)),
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.memberId, memberId), isNull(sessions.endedAt))),
    db.select({ n: count() }).from(staffNotes).where(eq(staffNotes.memberId, memberId)),
    db
      .select({ on: sql<boolean>`${memberTwoFactor.enabledAt} is not null` })
      .from(memberTwoFactor)
      .where(eq(memberTwoFactor.memberId, memberId)),
    db.select().from(regulatorStandings).where(eq(regulatorStandings.memberId, memberId)),
    db
      .select()
      .from(regulatorChecks)
      .where(eq(regulatorChecks.memberId, memberId))
      .orderBy(desc(regulatorChecks.askedAt), desc(regulatorChecks.id))
      .limit(20),
    db
      .select({ id: kycCases.id, status: kycCases.status })
      .from(kycCases)
      .where(and(eq(kycCases.memberId, memberId), isNotNull(kycCases.submittedAt)))
      .orderBy(desc(kycCases.submittedAt), desc(kycCases.id))
      .limit(1),
  ]);
  const sum = (...kinds: string[]) => kinds.reduce((total, kind) => total + (sums.get(kind) ?? 0), 0);
  const held = withdrawals
    .filter((w) => w.status === 'pending' || w.status === 'approved')
    .reduce((total, w) => total + Number(w.cents), 0);
  const paid = withdrawals.filter((w) => w.status === 'paid').reduce((total, w) => total + Number(w.cents), 0);
  const whole = seesWholeCpf(roles);
  const inForce = blocks.find((b) => b.block.liftedAt === null);
  const byKind = new Map(limits.map((row) => [row.kind, row]));
  const lastAt = lastLogin?.at ? new Date(lastLogin.at) : null;
  return {
    id: member.id,
    site: { code: site?.code ?? '', name: site?.name ?? '', profile: site?.profile ?? 'regulated-br' },
    status: statusRow?.status ?? 'active',
    identity: {
      name: member.realname,
      nickname: member.nickname,
      cpf: member.cpf ? (whole ? member.cpf : maskCpf(member.cpf)) : null,
      cpf_masked: !whole,
      birth_date: member.birthDate,
      email: member.email ?? member.contactEmail,
      email_verified: member.emailVerifiedAt !== null,
      phone: member.phone,
      phone_verified: member.phoneVerifiedAt !== null,
      identity_complete: Boolean(member.realname && member.cpf && member.birthDate),
      lang: member.lang,
      two_factor: twoFactor?.on === true,
    },
    created_at: member.createdAt.toISOString(),
    last_login_at: iso(lastAt),
    block: inForce
      ? {
          at: inForce.block.blockedAt.toISOString(),
          reason: inForce.block.reason,
          actor: inForce.blockedBy,
          actor_id: inForce.block.blockedBy,
        }
      : null,
    blocks: blocks.map(({ block, blockedBy, liftedBy }) => ({
      blocked_at: block.blockedAt.toISOString(),
      blocked_by: blockedBy,
      reason: block.reason,
      lifted_at: iso(block.liftedAt),
      lifted_by: liftedBy,
      lift_reason: block.liftReason,
    })),
    restrictions: restrictions.map((r) => ({
      kind: r.kind,
      period: r.period,
      starts_at: r.startsAt.toISOString(),
      ends_at: iso(r.endsAt),
      in_force: r.startsAt <= now && (r.endsAt === null || r.endsAt > now),
    })),
    kyc: { status: member.kycStatus, case: kycCase ?? null },
    regulator: {
      flag: standing?.flag ?? null,
      pending: standing?.pending ?? false,
      checks: checks.map((c) => ({
        at: c.askedAt.toISOString(),
        occasion: c.occasion,
        provider: c.provider,
        outcome: c.outcome,
        reason: c.reason,
      })),
    },
    limits: LIMIT_KINDS.map((kind) => {
      const row = byKind.get(kind);
      const waiting = row?.pendingFrom ?? null;
      return {
        kind,
        value: limitValueText(kind, row?.value ?? null),
        pending_value: waiting ? (limitValueText(kind, row?.pendingValue ?? null) ?? '') : null,
        pending_from: iso(waiting),
      };
    }),
    limit_history: history.map((h) => {
      // A lower limit holds at once; a raise or a removal after its wait (server/responsible/limits.ts).
      const lowers = h.toValue !== null && (h.fromValue === null || h.toValue < h.fromValue);
      const effect = lowers ? h.at : new Date(h.at.getTime() + LIMIT_RAISE_DELAY_HOURS * 3600 * 1000);
      return {
        kind: h.kind,
        from: limitValueText(h.kind, h.fromValue),
        to: limitValueText(h.kind, h.toValue),
        at: h.at.toISOString(),
        takes_effect_at: effect.toISOString(),
      };
    }),
    balances: {
      balance: formatCents(wallet?.cents ?? 0),
      deposited: formatCents(sum('deposit')),
      withdrawn: formatCents(paid),
      withdrawal_held: formatCents(held),
      staked: formatCents(-sum('game.bet')),
      won: formatCents(sum('game.win')),
      adjusted: formatCents(sum('staff.credit', 'staff.debit', 'operator.credit')),
    },
    open_sessions: open?.n ?? 0,
    notes: notes?.n ?? 0,
  };
}

/* The tabs ----------------------------------------------------------------------------------------- */

type Tab = Paging & { member: number; lang?: string | undefined };

export async function playerLedger(db: Db, q: Tab) {
  await playerRow(db, q.member);
  const where = eq(ledgerEntries.memberId, q.member);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ledgerEntries)
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(window(q).limit)
      .offset(window(q).offset),
    db.select({ n: count() }).from(ledgerEntries).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      kind: r.kind,
      ref: r.ref,
      amount: formatCents(r.amountCents),
      balance_after: formatCents(r.balanceAfterCents),
    })),
    total: total?.n ?? 0,
  };
}

export async function playerBets(db: Db, q: Tab) {
  await playerRow(db, q.member);
  const where = eq(sportsBets.memberId, q.member);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sportsBets)
      .where(where)
      .orderBy(desc(sportsBets.placedAt), desc(sportsBets.id))
      .limit(window(q).limit)
      .offset(window(q).offset),
    db.select({ n: count() }).from(sportsBets).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      fixture: r.fixtureCode,
      selection: r.selection,
      odds: odds(r.odds),
      amount: formatCents(r.amountCents),
      status: r.status,
      win: formatCents(r.winCents),
      placed_at: r.placedAt.toISOString(),
      settled_at: iso(r.settledAt),
    })),
    total: total?.n ?? 0,
  };
}

/**
 * The player's casino rounds, newest first: slot rounds, crash rounds (a running one as open) and the
 * providers' rounds through the seamless wallet in every state (a crash round's own wallet round left out:
 * it is listed once, as crash).
 */
export async function playerRounds(db: Db, q: Tab) {
  await playerRow(db, q.member);
  const slot = db
    .select({
      id: gameRounds.id,
      source: sql<'slot' | 'crash' | 'provider'>`'slot'`.as('source'),
      provider: sql<string | null>`null::text`.as('provider'),
      gameId: gameRounds.gameId,
      at: gameRounds.createdAt,
      bet: gameRounds.betCents,
      win: gameRounds.winCents,
      status: sql<'settled' | 'open' | 'rolled_back'>`'settled'`.as('status'),
    })
    .from(gameRounds)
    .where(eq(gameRounds.memberId, q.member));
  const crash = db
    .select({
      id: crashRounds.id,
      source: sql<'slot' | 'crash' | 'provider'>`'crash'`.as('source'),
      provider: sql<string | null>`null::text`.as('provider'),
      gameId: crashRounds.gameId,
      at: crashRounds.startedAt,
      bet: crashRounds.betCents,
      win: crashRounds.winCents,
      status: sql<
        'settled' | 'open' | 'rolled_back'
      >`case when ${crashRounds.status} = 'running' then 'open' else 'settled' end`.as('status'),
    })
    .from(crashRounds)
    .where(eq(crashRounds.memberId, q.member));
  const provided = db
    .select({
      id: walletRounds.roundId,
      source: sql<'slot' | 'crash' | 'provider'>`'provider'`.as('source'),
      provider: sql<string | null>`${walletRounds.provider}`.as('provider'),
      gameId: walletRounds.gameId,
      at: walletRounds.openedAt,
      bet: walletRounds.stakeCents,
      win: walletRounds.winCents,
      status: sql<'settled' | 'open' | 'rolled_back'>`${walletRounds.status}`.as('status'),
    })
    .from(walletRounds)
    .where(and(eq(walletRounds.memberId, q.member), notCrashRound(db)));
  const rounds = unionAll(slot, crash, provided).as('rounds');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: rounds.id,
        source: rounds.source,
        provider: rounds.provider,
        gameId: rounds.gameId,
        game: games.name,
        at: rounds.at,
        bet: rounds.bet,
        win: rounds.win,
        status: rounds.status,
      })
      .from(rounds)
      .innerJoin(games, eq(games.id, rounds.gameId))
      .orderBy(desc(rounds.at), desc(rounds.id))
      .limit(window(q).limit)
      .offset(window(q).offset),
    db.select({ n: count() }).from(rounds),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      source: row.source,
      provider: row.provider,
      game: row.game,
      game_id: row.gameId,
      bet: formatCents(Number(row.bet)),
      win: formatCents(Number(row.win)),
      status: row.status,
      at: new Date(row.at).toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

export async function playerSlips(db: Db, q: Tab) {
  await playerRow(db, q.member);
  const where = eq(sportsSlips.memberId, q.member);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sportsSlips)
      .where(where)
      .orderBy(desc(sportsSlips.placedAt), desc(sportsSlips.id))
      .limit(window(q).limit)
      .offset(window(q).offset),
    db.select({ n: count() }).from(sportsSlips).where(where),
  ]);
  const legs = rows.length
    ? await db
        .select()
        .from(sportsSlipLegs)
        .where(
          inArray(
            sportsSlipLegs.slipId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return {
    list: rows.map((r) => ({
      id: r.id,
      odds: odds(r.odds),
      amount: formatCents(r.amountCents),
      status: r.status,
      win: formatCents(r.winCents),
      legs: legs
        .filter((leg) => leg.slipId === r.id)
        .map((leg) => ({
          fixture: leg.fixtureCode,
          market: leg.market,
          selection: leg.selection,
          odds: odds(leg.odds),
          status: leg.status,
        })),
      placed_at: r.placedAt.toISOString(),
      settled_at: iso(r.settledAt),
    })),
    total: total?.n ?? 0,
  };
}

/** A deposit order as the back office shows it (the player's tab and the deposits' lists). */
export function depositRow(order: RechargeOrderRow, member: { phone: string; cpf: string | null }): DepositRow {
  return {
    order_no: order.orderNo,
    member_id: order.memberId,
    phone: member.phone,
    status: order.status,
    amount: formatCents(order.amountCents),
    actual: formatCents(order.actualCents),
    channel: order.paymentName,
    payer_cpf: order.payerCpf ? maskCpf(order.payerCpf) : null,
    own_cpf: order.payerCpf ? order.payerCpf === member.cpf : null,
    refund_reason: order.refundReason,
    refund_state: order.status !== 'refund' ? null : order.refundId ? 'sent' : order.endToEndId ? 'due' : 'waiting',
    refund_id: order.refundId,
    refunded_at: iso(order.refundedAt),
    created_at: order.createdAt.toISOString(),
    paid_at: iso(order.paidAt),
  };
}

export async function playerDeposits(db: Db, q: Tab) {
  const member = await playerRow(db, q.member);
  const where = eq(rechargeOrders.memberId, q.member);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(rechargeOrders)
      .where(where)
      .orderBy(desc(rechargeOrders.createdAt), desc(rechargeOrders.id))
      .limit(window(q).limit)
      .offset(window(q).offset),
    db.select({ n: count() }).from(rechargeOrders).where(where),
  ]);
  return { list: rows.map((row) => depositRow(row, member)), total: total?.n ?? 0 };
}

export async function playerWithdrawals(db: Db, q: Tab) {
  await playerRow(db, q.member);
  const where = eq(withdrawalOrders.memberId, q.member);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(withdrawalOrders)
      .where(where)
      .orderBy(desc(withdrawalOrders.createdAt), desc(withdrawalOrders.id))
      .limit(window(q).limit)
      .offset(window(q).offset),
    db.select({ n: count() }).from(withdrawalOrders).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      order_no: r.orderNo,
      status: r.status,
      amount: formatCents(r.amountCents),
      fee: formatCents(r.feeCents),
      actual: formatCents(r.actualCents),
      pix_type: r.paymentType,
      account: r.account,
      cpf: maskCpf(r.cpfId),
      reason: r.reason,
      created_at: r.createdAt.toISOString(),
      reviewed_at: iso(r.reviewedAt),
      paid_at: iso(r.paidAt),
    })),
    total: total?.n ?? 0,
  };
}

export async function playerPixKeys(db: Db, q: Tab) {
  const member = await playerRow(db, q.member);
  const where = eq(memberPixKeys.memberId, q.member);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(memberPixKeys)
      .where(where)
      .orderBy(desc(memberPixKeys.isDefault), desc(memberPixKeys.createdAt), desc(memberPixKeys.id))
      .limit(window(q).limit)
      .offset(window(q).offset),
    db.select({ n: count() }).from(memberPixKeys).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      pix_type: r.paymentType,
      account: r.account,
      holder_name: r.holderName,
      holder_cpf: r.holderCpf ? maskCpf(r.holderCpf) : null,
      own_cpf: r.holderCpf ? r.holderCpf.replace(/\D/g, '') === member.cpf : null,
      is_default: r.isDefault,
      created_at: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

export async function playerSessions(db: Db, q: Tab) {
  await playerRow(db, q.member);
  const where = eq(sessions.memberId, q.member);
  const [rows, [total], devices] = await Promise.all([
    db
      .select()
      .from(sessions)
      .where(where)
      .orderBy(desc(sessions.createdAt), desc(sessions.id))
      .limit(window(q).limit)
      .offset(window(q).offset),
    db.select({ n: count() }).from(sessions).where(where),
    db
      .select()
      .from(memberDevices)
      .where(eq(memberDevices.memberId, q.member))
      .orderBy(desc(memberDevices.lastLoginAt))
      .limit(50),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      last_used_at: r.lastUsedAt.toISOString(),
      ended_at: iso(r.endedAt),
      end_reason: r.endReason,
      open: r.endedAt === null,
    })),
    total: total?.n ?? 0,
    // The browser's id is kept only as a hash: its first characters tell devices apart.
    devices: devices.map((d) => ({ device: d.deviceHash.slice(0, 12), last_login_at: d.lastLoginAt.toISOString() })),
  };
}

export async function playerNotifications(db: Db, q: Tab) {
  await playerRow(db, q.member);
  const where = eq(notifications.memberId, q.member);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(window(q).limit)
      .offset(window(q).offset),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      body: r.body,
      created_at: r.createdAt.toISOString(),
      read_at: iso(r.readAt),
    })),
    total: total?.n ?? 0,
  };
}

export const noteOf = (row: typeof staffNotes.$inferSelect) => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  actor: row.staffLabel,
  actor_id: row.staffId,
  text: row.text,
});

export async function playerNotes(db: Db, q: Tab) {
  await playerRow(db, q.member);
  const where = eq(staffNotes.memberId, q.member);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(staffNotes)
      .where(where)
      .orderBy(desc(staffNotes.id))
      .limit(window(q).limit)
      .offset(window(q).offset),
    db.select({ n: count() }).from(staffNotes).where(where),
  ]);
  return { list: rows.map(noteOf), total: total?.n ?? 0 };
}

/**
 * The audit trail about a player: their subject (member:<id>), and the command line's actions, which name
 * a member by phone (member:<phone>).
 */
export async function playerAudit(db: Db, q: Tab) {
  const member = await playerRow(db, q.member);
  const where = inArray(auditEvents.subject, [`member:${member.id}`, `member:${member.phone}`]);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.id))
      .limit(window(q).limit)
      .offset(window(q).offset),
    db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: r.actorLabel,
      action: r.action,
      label: auditActionLabel(r.action, auditLang(q.lang)),
      before: r.before ?? null,
      after: r.after ?? null,
      reason: r.reason,
    })),
    total: total?.n ?? 0,
  };
}
