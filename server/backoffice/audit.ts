import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditEvent, AuditOutcome } from '../../contract/boAudit';
import { errorText, isErrorCode } from '../../contract/errors';
import { storableText } from '../../contract/common';
import { auditEvents } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { saoPauloDay, saoPauloDayStart } from '../../lib/time';
import { BOM, csvRecord } from '../privacy/csv';
import { actionsSaying, auditActionLabel, auditLang, type AuditLang } from './auditWords';
import type { RefusedActor, StaffActor } from './staff';

/**
 * The audit trail: written in the transaction of the change it records (so a crash leaves both or
 * neither), never changed or removed (a trigger refuses it), searched and exported by the back office.
 * A refused attempt is a line too, written after the refusal (whose own transaction left nothing): one per
 * actor, action and minute, counting the attempts of that minute.
 */

export interface AuditEntry {
  /** The endpoint's path ("/operator/withdrawals/pay") or a name of what happened ("staff.signed_in"). */
  action: string;
  /** What it was done to: "withdrawal:WD…", "member:12", "staff:3", "site:regulated-br". */
  subject: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null | undefined;
}

/** Keys whose values never enter the trail (a first password, a TOTP secret, a token). */
const SECRET_KEYS = new Set(['password', 'current_password', 'token', 'secret', 'uri', 'ticket', 'code', 'captcha']);

/** A value as the trail keeps it: JSON, without secrets. */
function kept(value: unknown): unknown {
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.map(kept);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [storableText(key), SECRET_KEYS.has(key) ? '(hidden)' : kept(inner)]),
    );
  }
  return typeof value === 'string' ? storableText(value) : value;
}

export async function recordAudit(tx: Tx | Db, actor: StaffActor, now: Date, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({
    at: now,
    actorId: actor.id,
    actorLabel: actor.label,
    address: actor.address,
    action: entry.action,
    subject: entry.subject,
    before: kept(entry.before),
    after: kept(entry.after),
    reason: entry.reason ?? null,
  });
}

export interface RefusedAttempt {
  actor: RefusedActor;
  address: string;
  /** What was tried: the endpoint's path. */
  action: string;
  /** On what, as a done action's line names it. */
  subject: string;
  /** The refusal: its code, and the params its words take (kept as the line's "after"). */
  refused: { error: string; params: Record<string, string> };
  reason?: string | null | undefined;
}

/** The label of a refusal with no one signed in. */
export const NOBODY = 'not signed in';
const MINUTE_MS = 60_000;
/**
 * A subject or a reason of a refused call is what the caller sent: kept within a line's length, and storable
 * (a refusal for a NUL or a lone surrogate is still a line; a cut between a surrogate pair is not a failure).
 */
const clip = (text: string, length: number) =>
  storableText(text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * A refused attempt's line. The first of its actor, action and minute is inserted; the others of that minute
 * only count on it (one upsert on the unique key, safe when they arrive at once), so a flood of refusals
 * costs one line a minute per action, and a stranger's (no actor) one line a minute per action whatever it
 * tries.
 */
export async function recordRefusal(db: Db, now: Date, attempt: RefusedAttempt): Promise<void> {
  const minute = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
  const { params } = attempt.refused;
  const after = Object.keys(params).length ? JSON.stringify(kept(params)) : null;
  await db.execute(sql`
    insert into audit_events (at, actor_id, actor_label, address, action, subject, after, reason, refused, minute)
    values (${now.toISOString()}, ${attempt.actor?.id ?? null}, ${attempt.actor?.label ?? NOBODY},
      ${clip(attempt.address, 64)}, ${clip(attempt.action, 120)}, ${clip(attempt.subject, 120)}, ${after}::jsonb,
      ${attempt.reason ? clip(attempt.reason, 200) : null}, ${attempt.refused.error}, ${minute.toISOString()})
    on conflict ((coalesce(actor_id, 0)), action, minute) where refused is not null
    do update set count = audit_events.count + 1`);
}

/** The subject an operator request is about, from its body, when its handler does not say. */
export function subjectOfBody(body: unknown): string {
  if (!body || typeof body !== 'object') return '-';
  const fields = body as Record<string, unknown>;
  for (const [key, kind] of [
    ['order_no', 'order'],
    ['phone', 'member'],
    ['fixture', 'fixture'],
    ['site', 'site'],
    ['id', 'record'],
    ['name', 'scenario'],
    ['day', 'day'],
  ] as const) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') return `${kind}:${value}`;
  }
  return '-';
}

export interface AuditSearch {
  q?: string | undefined;
  actor?: string | undefined;
  action?: string | undefined;
  subject?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Only the actions done, or only the refused attempts. */
  outcome?: AuditOutcome | undefined;
  /** The reader's language: each event's action is labelled in it. */
  lang?: string | undefined;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The actions said by these words (in either language), as a condition; none when no action's words hold them. */
function byWords(text: string): SQL[] {
  const actions = actionsSaying(text);
  return actions.length ? [inArray(auditEvents.action, actions)] : [];
}

function where(search: AuditSearch): SQL | undefined {
  const t = auditEvents;
  const conditions: SQL[] = [];
  for (const word of (search.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8)) {
    const w = like(word);
    conditions.push(
      or(
        ilike(t.actorLabel, w),
        ilike(t.action, w),
        ilike(t.subject, w),
        ilike(t.address, w),
        ilike(t.reason, w),
        ilike(t.refused, w),
        ...byWords(word),
      )!,
    );
  }
  if (search.outcome === 'refused') conditions.push(isNotNull(t.refused));
  if (search.outcome === 'done') conditions.push(isNull(t.refused));
  if (search.actor?.trim()) conditions.push(ilike(t.actorLabel, like(search.actor.trim())));
  if (search.action?.trim()) {
    conditions.push(or(ilike(t.action, like(search.action.trim())), ...byWords(search.action))!);
  }
  if (search.subject?.trim()) conditions.push(ilike(t.subject, like(search.subject.trim())));
  if (search.from) conditions.push(gte(t.at, saoPauloDayStart(search.from)));
  if (search.to) conditions.push(lt(t.at, saoPauloDayStart(search.to, 1)));
  return conditions.length ? and(...conditions) : undefined;
}

const eventOf = (row: typeof auditEvents.$inferSelect, lang: AuditLang): AuditEvent => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: row.actorLabel,
  actor_id: row.actorId,
  address: row.address,
  action: row.action,
  label: auditActionLabel(row.action, lang),
  subject: row.subject,
  before: row.before ?? null,
  after: row.after ?? null,
  reason: row.reason,
  refused: row.refused,
  count: row.count,
});

/** A refusal's words in the CSV (English, the server's own; the back office's screen says them in the person's language). */
function refusalText(row: typeof auditEvents.$inferSelect): string {
  if (!row.refused) return '';
  const params = (row.after ?? {}) as Record<string, string>;
  return isErrorCode(row.refused) ? errorText(row.refused, params) : row.refused;
}

export async function searchAudit(db: Db, search: AuditSearch & { page: number; per_page: number }) {
  const condition = where(search);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(condition)
      .orderBy(desc(auditEvents.id))
      .limit(search.per_page)
      .offset((search.page - 1) * search.per_page),
    db.select({ n: count() }).from(auditEvents).where(condition),
  ]);
  const lang = auditLang(search.lang);
  return { list: rows.map((row) => eventOf(row, lang)), total: total?.n ?? 0 };
}

export const EXPORT_ROWS = 10_000;

/**
 * The search's events as CSV (newest first, at most 10,000), with a byte order mark for spreadsheets: each
 * action by its stable code and in words in the reader's language.
 */
export async function exportAudit(db: Db, search: AuditSearch, now: Date) {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(where(search))
    .orderBy(desc(auditEvents.id))
    .limit(EXPORT_ROWS);
  const lang = auditLang(search.lang);
  const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));
  const lines = rows.map((row) =>
    csvRecord([
      row.id,
      row.at.toISOString(),
      row.actorLabel,
      row.address,
      row.action,
      auditActionLabel(row.action, lang),
      row.subject,
      json(row.before),
      json(row.after),
      row.reason,
      row.refused ?? '',
      refusalText(row),
      row.count,
    ]),
  );
  const header = csvRecord([
    'id',
    'at',
    'actor',
    'address',
    'action',
    'action_label',
    'subject',
    'before',
    'after',
    'reason',
    'refused',
    'refusal',
    'count',
  ]);
  return {
    filename: `audit-trail-${saoPauloDay(now)}.csv`,
    csv: `${BOM}${header}${lines.join('')}`,
    rows: rows.length,
  };
}

/** How many events a subject has (tests and the player's page). */
export async function auditCount(db: Db, subject?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditEvents)
    .where(subject ? eq(auditEvents.subject, subject) : sql`true`);
  return row?.n ?? 0;
}
