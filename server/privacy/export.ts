import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { EXPORTS_PER_HOUR, ExportQuery, type ExportFormat } from '../../contract/privacy';
import { limitUnit, type LimitKind } from '../../contract/responsible';
import type { AppDeps } from '../config';
import {
  consents,
  crashRounds,
  dataExports,
  gameRounds,
  games,
  kycCases,
  kycFiles,
  ledgerEntries,
  liveBets,
  memberExclusions,
  memberPixKeys,
  members,
  noticeEmailPrefs,
  notifications,
  providerRounds,
  rechargeOrders,
  regulatorChecks,
  responsibleLimits,
  sessions,
  sportsBets,
  sportsSlipLegs,
  sportsSlips,
  wallets,
  withdrawalOrders,
  type Member,
} from '../db/schema';
import type { Db } from '../db/types';
import { refusalWith } from '../http/envelope';
import type { AppContext } from '../http/env';
import { parseInput, refuseUnstorable } from '../http/validate';
import { formatCents } from '../wallet/money';
import { BOM, csvRecord, type CsvValue } from './csv';

/**
 * A copy of a member's own data (LGPD art. 18, II and V), as JSON or as CSV: written section by section,
 * each read a page at a time, so a long history is streamed out without being held in memory or keeping
 * the event loop busy. What it never contains: password and withdrawal-password hashes, session token
 * hashes, a running round's hidden outcome or server seed, a payer's CPF or any other member's data.
 */

const HOUR_MS = 60 * 60 * 1000;
/** Rows read per query. */
export const PAGE_ROWS = 500;

type Row = Record<string, CsvValue>;
type Cursor = { at: Date; id: string | number };

/** One table of the export: its columns and its rows, a page at a time, oldest first. */
interface Section {
  name: string;
  columns: readonly string[];
  rows(db: Db, memberId: number): AsyncGenerator<Row[]>;
}

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : formatCents(cents));
/** Hundredths (odds, multipliers) written like money: 215 → "2.15". */
const hundredths = money;

/** After the cursor in (time, id) order: the keyset that pages a member's rows without OFFSET. */
const after = (time: AnyPgColumn, id: AnyPgColumn, cursor: Cursor | null): SQL | undefined =>
  cursor ? sql`(${time}, ${id}) > (${cursor.at.toISOString()}::timestamptz, ${cursor.id})` : undefined;

/** Pages through a member's rows: `read` answers up to PAGE_ROWS after the cursor, `cursor` names the last. */
async function* paged<R>(
  read: (cursor: Cursor | null) => Promise<R[]>,
  cursor: (row: R) => Cursor,
  write: (row: R) => Row,
): AsyncGenerator<Row[]> {
  let last: Cursor | null = null;
  for (;;) {
    const rows = await read(last);
    if (rows.length > 0) yield rows.map(write);
    if (rows.length < PAGE_ROWS) return;
    last = cursor(rows[rows.length - 1]!);
  }
}

/** The page after the cursor of a member's rows of `query` (a select, its table and joins), in (time, id) order. */
const page = <Q extends PgSelect>(
  query: Q,
  table: { memberId: AnyPgColumn; id: AnyPgColumn },
  time: AnyPgColumn,
  memberId: number,
  cursor: Cursor | null,
) =>
  query
    .where(and(eq(table.memberId, memberId), after(time, table.id, cursor)))
    .orderBy(asc(time), asc(table.id))
    .limit(PAGE_ROWS);

/** A section of one table's rows of the member (`select` adds its joins), paged by `time` then id. */
function mine<Q extends PgSelect, K extends string>(section: {
  name: string;
  columns: readonly string[];
  table: { memberId: AnyPgColumn; id: AnyPgColumn } & Record<K, AnyPgColumn>;
  time: K;
  select: (db: Db) => Q;
  write: (row: Awaited<Q>[number]) => Row;
}): Section {
  const { table, time } = section;
  return {
    name: section.name,
    columns: section.columns,
    rows: (db, memberId) =>
      paged(
        (c) => page(section.select(db), table, table[time], memberId, c),
        (r: Record<string, unknown>) => ({ at: r[time] as Date, id: r.id as string | number }),
        section.write,
      ),
  };
}

/** A limit's value as the player set it: money as "12.50", minutes and counts as numbers. */
const limitValue = (kind: string, value: number | null) =>
  value === null ? null : limitUnit(kind as LimitKind) === 'money' ? formatCents(value) : value;

const SECTIONS: readonly Section[] = [
  mine({
    name: 'sessions',
    columns: ['started_at', 'last_used_at', 'expires_at', 'ended_at', 'end_reason'],
    table: sessions,
    time: 'createdAt',
    select: (db) =>
      db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          expiresAt: sessions.expiresAt,
          endedAt: sessions.endedAt,
          endReason: sessions.endReason,
        })
        .from(sessions)
        .$dynamic(),
    write: (r) => ({
      started_at: iso(r.createdAt),
      last_used_at: iso(r.lastUsedAt),
      expires_at: iso(r.expiresAt),
      ended_at: iso(r.endedAt),
      end_reason: r.endReason,
    }),
  }),
  mine({
    name: 'ledger',
    columns: ['at', 'kind', 'reference', 'amount', 'balance_after'],
    table: ledgerEntries,
    time: 'createdAt',
    select: (db) => db.select().from(ledgerEntries).$dynamic(),
    write: (r) => ({
      at: iso(r.createdAt),
      kind: r.kind,
      reference: r.ref,
      amount: money(r.amountCents),
      balance_after: money(r.balanceAfterCents),
    }),
  }),
  mine({
    name: 'deposits',
    columns: [
      'order_no',
      'created_at',
      'amount',
      'credited',
      'channel',
      'status',
      'paid_at',
      'refund_reason',
      'refunded_at',
    ],
    table: rechargeOrders,
    time: 'createdAt',
    select: (db) =>
      db
        .select({
          id: rechargeOrders.id,
          orderNo: rechargeOrders.orderNo,
          createdAt: rechargeOrders.createdAt,
          amountCents: rechargeOrders.amountCents,
          actualCents: rechargeOrders.actualCents,
          paymentName: rechargeOrders.paymentName,
          status: rechargeOrders.status,
          paidAt: rechargeOrders.paidAt,
          refundReason: rechargeOrders.refundReason,
          refundedAt: rechargeOrders.refundedAt,
        })
        .from(rechargeOrders)
        .$dynamic(),
    write: (r) => ({
      order_no: r.orderNo,
      created_at: iso(r.createdAt),
      amount: money(r.amountCents),
      credited: r.status === 'paid' ? money(r.actualCents) : null,
      channel: r.paymentName,
      status: r.status,
      paid_at: iso(r.paidAt),
      refund_reason: r.refundReason,
      refunded_at: iso(r.refundedAt),
    }),
  }),
  mine({
    name: 'withdrawals',
    columns: [
      'order_no',
      'created_at',
      'amount',
      'fee',
      'paid_out',
      'pix_key_type',
      'pix_key',
      'holder_name',
      'status',
      'reason',
      'reviewed_at',
      'paid_at',
    ],
    table: withdrawalOrders,
    time: 'createdAt',
    select: (db) => db.select().from(withdrawalOrders).$dynamic(),
    write: (r) => ({
      order_no: r.orderNo,
      created_at: iso(r.createdAt),
      amount: money(r.amountCents),
      fee: money(r.feeCents),
      paid_out: money(r.actualCents),
      pix_key_type: r.paymentType,
      pix_key: r.account,
      holder_name: r.holderName,
      status: r.status,
      reason: r.reason,
      reviewed_at: iso(r.reviewedAt),
      paid_at: iso(r.paidAt),
    }),
  }),
  mine({
    name: 'pix_keys',
    columns: ['created_at', 'type', 'key', 'holder_name', 'is_default'],
    table: memberPixKeys,
    time: 'createdAt',
    select: (db) => db.select().from(memberPixKeys).$dynamic(),
    write: (r) => ({
      created_at: iso(r.createdAt),
      type: r.paymentType,
      key: r.account,
      holder_name: r.holderName,
      is_default: r.isDefault,
    }),
  }),
  mine({
    name: 'sports_bets',
    columns: ['id', 'placed_at', 'fixture', 'selection', 'odds', 'stake', 'status', 'win', 'settled_at'],
    table: sportsBets,
    time: 'placedAt',
    select: (db) => db.select().from(sportsBets).$dynamic(),
    write: (r) => ({
      id: r.id,
      placed_at: iso(r.placedAt),
      fixture: r.fixtureCode,
      selection: r.selection,
      odds: hundredths(r.odds),
      stake: money(r.amountCents),
      status: r.status,
      win: money(r.winCents),
      settled_at: iso(r.settledAt),
    }),
  }),
  mine({
    name: 'sports_slips',
    columns: ['id', 'placed_at', 'odds', 'stake', 'status', 'win', 'settled_at'],
    table: sportsSlips,
    time: 'placedAt',
    select: (db) => db.select().from(sportsSlips).$dynamic(),
    write: (r) => ({
      id: r.id,
      placed_at: iso(r.placedAt),
      odds: hundredths(r.odds),
      stake: money(r.amountCents),
      status: r.status,
      win: money(r.winCents),
      settled_at: iso(r.settledAt),
    }),
  }),
  {
    name: 'sports_slip_legs',
    columns: ['slip_id', 'fixture', 'market', 'selection', 'odds', 'status'],
    // The legs of a page of the member's slips at a time (a slip has at most 10).
    rows: async function* (db, memberId) {
      const slipPages = paged(
        (c) =>
          page(
            db.select({ id: sportsSlips.id, placedAt: sportsSlips.placedAt }).from(sportsSlips).$dynamic(),
            sportsSlips,
            sportsSlips.placedAt,
            memberId,
            c,
          ),
        (r) => ({ at: r.placedAt, id: r.id }),
        (r) => ({ id: r.id }),
      );
      for await (const slips of slipPages) {
        const ids = slips.map((slip) => String(slip.id));
        const legs = await db
          .select()
          .from(sportsSlipLegs)
          .where(inArray(sportsSlipLegs.slipId, ids))
          .orderBy(asc(sportsSlipLegs.slipId), asc(sportsSlipLegs.fixtureCode));
        const order = new Map(ids.map((id, index) => [id, index]));
        legs.sort((a, b) => order.get(a.slipId)! - order.get(b.slipId)!);
        if (legs.length === 0) continue;
        yield legs.map((r) => ({
          slip_id: r.slipId,
          fixture: r.fixtureCode,
          market: r.market,
          selection: r.selection,
          odds: hundredths(r.odds),
          status: r.status,
        }));
      }
    },
  },
  mine({
    name: 'game_rounds',
    columns: ['id', 'at', 'game', 'stake', 'win', 'client_seed', 'nonce', 'server_seed_hash'],
    table: gameRounds,
    time: 'createdAt',
    select: (db) =>
      db
        .select({
          id: gameRounds.id,
          createdAt: gameRounds.createdAt,
          game: games.name,
          betCents: gameRounds.betCents,
          winCents: gameRounds.winCents,
          clientSeed: gameRounds.clientSeed,
          nonce: gameRounds.nonce,
          serverSeedHash: gameRounds.serverSeedHash,
        })
        .from(gameRounds)
        .innerJoin(games, eq(games.id, gameRounds.gameId))
        .$dynamic(),
    write: (r) => ({
      id: r.id,
      at: iso(r.createdAt),
      game: r.game,
      stake: money(r.betCents),
      win: money(r.winCents),
      client_seed: r.clientSeed,
      nonce: r.nonce,
      server_seed_hash: r.serverSeedHash,
    }),
  }),
  mine({
    name: 'crash_rounds',
    columns: [
      'id',
      'started_at',
      'game',
      'stake',
      'auto_cashout',
      'status',
      'cashed_out_at',
      'crash_point',
      'win',
      'ended_at',
    ],
    table: crashRounds,
    time: 'startedAt',
    select: (db) =>
      db
        .select({
          id: crashRounds.id,
          startedAt: crashRounds.startedAt,
          game: games.name,
          betCents: crashRounds.betCents,
          autoCashout: crashRounds.autoCashout,
          status: crashRounds.status,
          cashoutMultiplier: crashRounds.cashoutMultiplier,
          crashPoint: crashRounds.crashPoint,
          winCents: crashRounds.winCents,
          endedAt: crashRounds.endedAt,
        })
        .from(crashRounds)
        .innerJoin(games, eq(games.id, crashRounds.gameId))
        .$dynamic(),
    write: (r) => ({
      id: r.id,
      started_at: iso(r.startedAt),
      game: r.game,
      stake: money(r.betCents),
      auto_cashout: hundredths(r.autoCashout),
      status: r.status,
      cashed_out_at: hundredths(r.cashoutMultiplier),
      // Where a running round crashes is decided but not yet shown to anyone.
      crash_point: r.status === 'running' ? null : hundredths(r.crashPoint),
      win: money(r.winCents),
      ended_at: iso(r.endedAt),
    }),
  }),
  mine({
    name: 'table_rounds',
    columns: ['id', 'at', 'game', 'engine', 'variant', 'stake', 'win', 'status', 'settled_at'],
    table: providerRounds,
    time: 'createdAt',
    select: (db) =>
      db
        .select({
          id: providerRounds.id,
          createdAt: providerRounds.createdAt,
          game: games.name,
          engine: providerRounds.engine,
          variant: providerRounds.variant,
          stakeCents: providerRounds.stakeCents,
          winCents: providerRounds.winCents,
          status: providerRounds.status,
          settledAt: providerRounds.settledAt,
        })
        .from(providerRounds)
        .innerJoin(games, eq(games.id, providerRounds.gameId))
        .$dynamic(),
    write: (r) => ({
      id: r.id,
      at: iso(r.createdAt),
      game: r.game,
      engine: r.engine,
      variant: r.variant,
      stake: money(r.stakeCents),
      win: r.status === 'settled' ? money(r.winCents) : null,
      status: r.status,
      settled_at: iso(r.settledAt),
    }),
  }),
  mine({
    name: 'live_bets',
    columns: ['at', 'game', 'round', 'bet', 'number', 'stake', 'win'],
    table: liveBets,
    time: 'createdAt',
    select: (db) =>
      db
        .select({
          id: liveBets.id,
          createdAt: liveBets.createdAt,
          game: games.name,
          sequence: liveBets.sequence,
          kind: liveBets.kind,
          number: liveBets.number,
          amountCents: liveBets.amountCents,
          winCents: liveBets.winCents,
        })
        .from(liveBets)
        .innerJoin(games, eq(games.id, liveBets.gameId))
        .$dynamic(),
    write: (r) => ({
      at: iso(r.createdAt),
      game: r.game,
      round: r.sequence,
      bet: r.kind,
      number: r.number,
      stake: money(r.amountCents),
      win: money(r.winCents),
    }),
  }),
  {
    name: 'limits',
    columns: ['kind', 'value', 'pending_value', 'pending_from', 'updated_at'],
    rows: async function* (db, memberId) {
      // At most one row per kind: one page.
      const rows = await db
        .select()
        .from(responsibleLimits)
        .where(eq(responsibleLimits.memberId, memberId))
        .orderBy(asc(responsibleLimits.kind));
      if (rows.length === 0) return;
      yield rows.map((r) => ({
        kind: r.kind,
        value: limitValue(r.kind, r.value),
        pending_value: r.pendingFrom ? limitValue(r.kind, r.pendingValue) : null,
        pending_from: iso(r.pendingFrom),
        updated_at: iso(r.updatedAt),
      }));
    },
  },
  mine({
    name: 'pauses_and_exclusions',
    columns: ['kind', 'period', 'starts_at', 'ends_at'],
    table: memberExclusions,
    time: 'startsAt',
    select: (db) => db.select().from(memberExclusions).$dynamic(),
    write: (r) => ({ kind: r.kind, period: r.period, starts_at: iso(r.startsAt), ends_at: iso(r.endsAt) }),
  }),
  mine({
    name: 'notifications',
    columns: ['at', 'kind', 'title', 'body', 'read_at'],
    table: notifications,
    time: 'createdAt',
    select: (db) => db.select().from(notifications).$dynamic(),
    write: (r) => ({ at: iso(r.createdAt), kind: r.kind, title: r.title, body: r.body, read_at: iso(r.readAt) }),
  }),
  {
    name: 'email_copies',
    columns: ['kind', 'email'],
    // The member's own switches (a kind without one is on: server/notices/notify.ts).
    rows: async function* (db, memberId) {
      const rows = await db
        .select()
        .from(noticeEmailPrefs)
        .where(eq(noticeEmailPrefs.memberId, memberId))
        .orderBy(asc(noticeEmailPrefs.kind));
      if (rows.length > 0) yield rows.map((r) => ({ kind: r.kind, email: r.email }));
    },
  },
  {
    name: 'identity_checks',
    // What identity verification collected and decided (server/kyc/): the document, the address, the pictures
    // taken (their kinds and sizes: the pictures themselves are not in the export), the provider's scores.
    columns: [
      'created_at',
      'status',
      'document_type',
      'document_number',
      'address',
      'pictures',
      'face_match',
      'liveness',
      'reason',
      'submitted_at',
      'decided_at',
      'pictures_deleted_at',
    ],
    rows: async function* (db, memberId) {
      const cases = await db
        .select()
        .from(kycCases)
        .where(eq(kycCases.memberId, memberId))
        .orderBy(asc(kycCases.createdAt), asc(kycCases.id));
      if (cases.length === 0) return;
      const files = await db
        .select({ caseId: kycFiles.caseId, kind: kycFiles.kind, bytes: kycFiles.bytes })
        .from(kycFiles)
        .where(
          inArray(
            kycFiles.caseId,
            cases.map((c) => c.id),
          ),
        )
        .orderBy(asc(kycFiles.id));
      yield cases.map((c) => ({
        created_at: iso(c.createdAt),
        status: c.status,
        document_type: c.documentType,
        document_number: c.documentNumber,
        address: [
          c.address.street,
          c.address.number,
          c.address.complement,
          c.address.district,
          c.address.city,
          c.address.state,
          c.address.cep,
        ]
          .filter(Boolean)
          .join(', '),
        pictures: files
          .filter((f) => f.caseId === c.id)
          .map((f) => `${f.kind} (${f.bytes} bytes)`)
          .join('; '),
        face_match: c.scores?.face_match ?? null,
        liveness: c.scores?.liveness ?? null,
        reason: c.reason,
        submitted_at: iso(c.submittedAt),
        decided_at: iso(c.decidedAt),
        pictures_deleted_at: iso(c.purgedAt),
      }));
    },
  },
  mine({
    name: 'regulator_checks',
    columns: ['at', 'occasion', 'outcome', 'reason'],
    table: regulatorChecks,
    time: 'askedAt',
    select: (db) => db.select().from(regulatorChecks).$dynamic(),
    write: (r) => ({ at: iso(r.askedAt), occasion: r.occasion, outcome: r.outcome, reason: r.reason }),
  }),
  mine({
    name: 'data_exports',
    columns: ['at', 'format'],
    table: dataExports,
    time: 'at',
    select: (db) => db.select().from(dataExports).$dynamic(),
    write: (r) => ({ at: iso(r.at), format: r.format }),
  }),
];

const IDENTITY_COLUMNS = [
  'member_id',
  'full_name',
  'nickname',
  'cpf',
  'birth_date',
  'phone',
  'email',
  'email_verified_at',
  'contact_email',
  'phone_verified_at',
  'language',
  'invite_code',
  'balance',
  'registered_at',
  'terms_accepted_at',
  'closed_at',
] as const;

async function identity(db: Db, member: Member): Promise<Row> {
  const [wallet] = await db
    .select({ balance: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.memberId, member.id));
  return {
    member_id: member.id,
    full_name: member.realname,
    nickname: member.nickname,
    cpf: member.cpf,
    birth_date: member.birthDate,
    phone: member.phone,
    email: member.email,
    email_verified_at: iso(member.emailVerifiedAt),
    contact_email: member.contactEmail,
    phone_verified_at: iso(member.phoneVerifiedAt),
    language: member.lang,
    invite_code: member.inviteCode,
    balance: money(wallet?.balance ?? 0),
    registered_at: iso(member.createdAt),
    terms_accepted_at: iso(member.termsAcceptedAt),
    closed_at: iso(member.closedAt),
  };
}

const CONSENT_COLUMNS = ['purpose', 'granted', 'version', 'at'] as const;

/** The terms accepted at sign-up, then every storage choice recorded, oldest first. */
async function* consentRows(db: Db, member: Member): AsyncGenerator<Row[]> {
  if (member.termsAcceptedAt) {
    yield [{ purpose: 'terms_and_privacy_policy', granted: true, version: null, at: iso(member.termsAcceptedAt) }];
  }
  yield* paged(
    (c) => page(db.select().from(consents).$dynamic(), consents, consents.at, member.id, c),
    (r) => ({ at: r.at, id: r.id }),
    (r) => ({ purpose: r.purpose, granted: r.granted, version: r.version, at: iso(r.at) }),
  );
}

/** Every section in the order the file has them, identity and consents first. */
function allSections(member: Member): readonly Section[] {
  return [
    {
      name: 'identity',
      columns: IDENTITY_COLUMNS,
      rows: async function* (db) {
        yield [await identity(db, member)];
      },
    },
    { name: 'consents', columns: CONSENT_COLUMNS, rows: (db) => consentRows(db, member) },
    ...SECTIONS,
  ];
}

/**
 * Counts the download against the limit (EXPORTS_PER_HOUR in any hour) and records it, under the member's
 * row lock so two at once cannot both take the last place. Refused: 429 with the time the oldest of the
 * hour's downloads leaves the window.
 */
export async function claimExport(deps: AppDeps, memberId: number, format: ExportFormat, now: Date): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const recent = await tx
      .select({ at: dataExports.at })
      .from(dataExports)
      .where(and(eq(dataExports.memberId, memberId), gt(dataExports.at, new Date(now.getTime() - HOUR_MS))))
      .orderBy(asc(dataExports.at));
    if (recent.length >= EXPORTS_PER_HOUR) {
      const until = new Date(recent[recent.length - EXPORTS_PER_HOUR]!.at.getTime() + HOUR_MS);
      throw refusalWith('privacy.export_too_often', { until: until.toISOString() });
    }
    await tx.insert(dataExports).values({ memberId, format, at: now });
  });
}

/** The file's name: rodada-meus-dados-2026-03-02.json. */
export const exportFileName = (format: ExportFormat, now: Date) =>
  `rodada-meus-dados-${now.toISOString().slice(0, 10)}.${format}`;

/** The export written out, one chunk per page: JSON (one object, a key per section) or CSV. */
export async function* exportChunks(db: Db, member: Member, format: ExportFormat, now: Date): AsyncGenerator<string> {
  const sections = allSections(member);
  if (format === 'csv') {
    yield BOM;
    yield csvRecord(['rodada-data-export', '1', now.toISOString()]);
    for (const section of sections) {
      yield `\r\n${csvRecord([section.name])}${csvRecord(section.columns)}`;
      for await (const page of section.rows(db, member.id)) {
        yield page.map((row) => csvRecord(section.columns.map((column) => row[column]))).join('');
      }
    }
    return;
  }
  yield `{"format":"rodada-data-export","version":1,"generated_at":${JSON.stringify(now.toISOString())}`;
  for (const section of sections) {
    // The identity is one object; every other section a list.
    const single = section.name === 'identity';
    yield `,\n${JSON.stringify(section.name)}:${single ? '' : '['}`;
    let first = true;
    for await (const page of section.rows(db, member.id)) {
      const text = page.map((row) => JSON.stringify(row)).join(',\n');
      yield first ? text : `,\n${text}`;
      first = false;
    }
    if (single && first) yield 'null';
    if (!single) yield ']';
  }
  yield '}\n';
}

/** GET /api/privacy/export, answered as a download streamed from the database. */
export async function answerExport(c: AppContext, deps: AppDeps, member: Member, now: Date): Promise<Response> {
  const raw = c.req.query();
  refuseUnstorable(ExportQuery, raw);
  const { format } = parseInput(ExportQuery, raw);
  await claimExport(deps, member.id, format, now);
  c.header('Content-Type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${exportFileName(format, now)}"`);
  c.header('Cache-Control', 'no-store');
  const chunks = exportChunks(deps.db, member, format, now);
  const encoder = new TextEncoder();
  // Read a page when the client has taken the last one (pull), so a slow download holds no more than a page.
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        // A failure halfway breaks the download instead of ending it early: the app never saves a part
        // of the file as if it were whole.
        console.error('data export failed', error);
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return c.newResponse(body);
}
