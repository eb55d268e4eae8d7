import { and, eq, isNull, sql, type Column, type SQL } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema';
import { reusable, slot } from '../db/reusable';
import type { Db } from '../db/types';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Alongside } from '../wallet/ledger';
import { refusal } from '../http/envelope';
import type { AppContext } from '../http/env';
import type { Reply } from '../http/registry';
import { sha256Hex } from '../lib/hash';

const KEY = /^[\w.:-]{1,128}$/;

/** JSON with every object's keys sorted (arrays keep their order): equal values, equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * sha256 of the request: method, path and the canonical JSON of the body as the client sent it (key
 * order and spacing do not matter; a body that is not JSON counts as its text). The registry has read
 * the body already; Hono answers it again from its cache.
 */
async function requestHash(c: AppContext): Promise<string> {
  const raw = c.req.method === 'GET' ? '' : await c.req.text();
  let body: string;
  try {
    body = canonicalJson(raw.trim() === '' ? {} : JSON.parse(raw));
  } catch {
    body = raw;
  }
  return sha256Hex(`${c.req.method.toUpperCase()}\n${c.req.path}\n${body}`);
}

/** The request's Idempotency-Key as sent (trimmed), if any. */
export const requestKey = (c: AppContext): string | undefined => c.req.header('idempotency-key')?.trim() || undefined;

/** Whether the member's key on a path has a row already, as SQL: each part a value, a column or a placeholder. */
const keyExists = (member: unknown, path: unknown, key: unknown) =>
  sql<boolean>`exists (select 1 from ${idempotencyKeys} where ${idempotencyKeys.memberId} = ${member} and ${idempotencyKeys.path} = ${path} and ${idempotencyKeys.key} = ${key})`;

/**
 * Whether the request's Idempotency-Key has a row already (an answer stored, or a request holding it that
 * committed), as SQL; false without a key. A shortcut that answers without running the work must not be
 * taken when it is true: the stored answer is the answer.
 */
export function keyRecorded(c: AppContext, memberId: number): SQL<boolean> {
  const key = requestKey(c);
  return key ? keyExists(memberId, c.req.path, key) : sql<boolean>`false`;
}

/**
 * keyRecorded for a statement built once (../db/reusable.ts): over the member's id column, with the
 * placeholders `idempotencyPath` and `idempotencyKey` (the request's path and requestKey, null without one:
 * then false).
 */
export const keyRecordedAt = (member: Column): SQL<boolean> =>
  keyExists(member, sql.placeholder('idempotencyPath'), sql.placeholder('idempotencyKey'));

/** One key of one member on one path: the placeholders `${prefix}memberId`, `${prefix}path`, `${prefix}key`. */
const keyIs = (prefix = '') =>
  and(
    eq(idempotencyKeys.memberId, sql.placeholder(`${prefix}memberId`)),
    eq(idempotencyKeys.path, sql.placeholder(`${prefix}path`)),
    eq(idempotencyKeys.key, sql.placeholder(`${prefix}key`)),
  );
const thisKey = keyIs();
/**
 * The key's claim: a row for the member's key on the path, or the row of an earlier attempt that left no
 * answer; answers the key once claimed, nothing when an answer is stored (or another request holds it and
 * commits first). Its values: memberId, path, key, hash (the request's), now.
 */
const claimOf = (db: Db) =>
  db
    .insert(idempotencyKeys)
    .values({
      memberId: sql.placeholder('memberId'),
      path: sql.placeholder('path'),
      key: sql.placeholder('key'),
      response: null,
      requestHash: sql.placeholder('hash'),
      createdAt: sql.placeholder('now'),
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.memberId, idempotencyKeys.path, idempotencyKeys.key],
      set: { requestHash: slot<string>('hash'), createdAt: slot<Date>('now') },
      setWhere: isNull(idempotencyKeys.response),
    })
    .returning({ key: idempotencyKeys.key });

/** The key's claim as a data-modifying CTE named `claimed` (its `key`: there once claimed). */
const claimedKey = (db: Db) => db.$with('claimed').as(claimOf(db));

/**
 * A statement of one row that claims the key and reads `fields` beside it: the row's `key` is there once claimed
 * (ClaimWith's `claimed`, claimedIn). A caller joins what it reads (a left join keeps the row).
 */
export const selectWithClaim = <F extends SelectedFields>(db: Db, fields: F) => {
  const claimed = claimedKey(db);
  return db
    .with(claimed)
    .select({ key: claimed.key, ...fields })
    .from(sql`(select 1) as one`)
    .leftJoin(claimed, sql`true`);
};
/** Whether selectWithClaim's row says the key was claimed. */
export const claimedIn = (row: { key: string | null } | undefined): boolean => row?.key != null;

/** The values of the key's claim, by placeholder. */
export type ClaimValues = { memberId: number; path: string; key: string; hash: string; now: Date };

/**
 * The key's claim sent with a read the work needs first (a round's title), in one statement built with
 * selectWithClaim: one round trip less. Runs that statement with the claim's values (and its own) and says whether the
 * key was claimed and what it read; the work finds the read in `keyed.read`.
 */
export type ClaimWith<R> = (tx: Db, values: ClaimValues) => Promise<{ claimed: boolean; read: R }>;

/** The statements every keyed request sends, built once (../db/reusable.ts). */
const claimKey = reusable(claimOf);
const storedKey = reusable((db) => db.select().from(idempotencyKeys).where(thisKey));
const storeAnswer = reusable((db) =>
  db
    .update(idempotencyKeys)
    .set({ response: sql`${sql.placeholder('response')}::jsonb` })
    .where(thisKey),
);

/** The request's answer stored with the work's own last write (../wallet/ledger.ts's Alongside), built once. */
const answerWrite = (db: Db) =>
  db.$with('answer_written').as(
    db
      .update(idempotencyKeys)
      .set({ response: sql`${sql.placeholder('answerResponse')}::jsonb` })
      .where(keyIs('answer_'))
      .returning({ key: idempotencyKeys.key }),
  );
const answerWritten = sql`(select count(*) = 1 from answer_written)`;

/** What idempotent() hands its work besides the transaction. */
export interface Keyed<R = undefined> {
  /** What the claim's statement read (idempotent()'s claimWith); undefined without a key or a claimWith. */
  read: R | undefined;
  /**
   * The request's answer, `reply`, as a write alongside the work's postings (its last statement), so storing it
   * takes no statement of its own; none without a key. The work must then answer exactly `reply`: an answer that
   * differs, or a write that did not run, is stored after the work as usual.
   */
  answerAlongside(reply: unknown): Alongside[];
}

/**
 * Runs a money POST once per Idempotency-Key (same member, same path); without the header the work just
 * runs, on `db`.
 *
 * With a key, everything happens in one database transaction: the key is claimed (a row in
 * idempotency_keys with the request's hash; with `claimWith`, in a statement that also reads what the work
 * reads first, handed to it as `keyed.read`), the work runs on that transaction, and its answer is
 * stored before the commit (with the work's own postings when it passes `keyed.answerAlongside` to
 * them). So a crash or a refusal (an ApiError thrown by the work) rolls the claim back with the work,
 * and the key can be used again; a concurrent request with the key waits on the
 * unique key until the first commits (then answers the stored answer) or rolls back (then does the work
 * itself). A retry gets the stored answer and nothing runs again; the same key with another request
 * (method, path or body) is 422 'This Idempotency-Key was already used with a different request'.
 *
 * The work receives the transaction and must run everything on it, never on the outer database: on
 * PGlite there is one connection (the outer handle would wait for this transaction forever), and on
 * PostgreSQL the claim and the work must commit or roll back together. Nested `transaction()` calls
 * on it are savepoints.
 */
export async function idempotent<T, R = undefined>(
  c: AppContext,
  db: Db,
  memberId: number,
  now: Date,
  work: (tx: Db, keyed: Keyed<R>) => Promise<Reply<T>>,
  claimWith?: ClaimWith<R>,
): Promise<Reply<T>> {
  const key = requestKey(c);
  if (!key) return work(db, { read: undefined, answerAlongside: () => [] });
  if (!KEY.test(key)) throw refusal('idempotency.key_invalid');
  const path = c.req.path;
  const hash = await requestHash(c);
  const which = { memberId, path, key };

  return db.transaction(async (tx) => {
    // Waits while another transaction holds the key. A committed row without an answer can only be
    // left by the earlier version of this code (claim and answer in separate statements, then a
    // crash): it is taken over instead of answering 409 forever.
    const values = { ...which, hash, now };
    const { claimed, read } = claimWith
      ? await claimWith(tx, values)
      : { claimed: (await claimKey(tx, values)).length > 0, read: undefined };

    if (!claimed) {
      const [stored] = await storedKey(tx, which);
      if (!stored?.response) throw refusal('idempotency.in_progress');
      // Rows stored before the hash was kept have none: they match any request.
      if (stored.requestHash !== null && stored.requestHash !== hash) {
        throw refusal('idempotency.mismatch');
      }
      return stored.response as Reply<T>;
    }

    // The answer the work stored with its own last write, once that write said it was stored.
    let stored: string | null = null;
    const keyed: Keyed<R> = {
      read,
      answerAlongside(reply) {
        const response = JSON.stringify(reply);
        return [
          {
            key: 'idempotency_answer',
            build: answerWrite,
            values: { answer_memberId: memberId, answer_path: path, answer_key: key, answerResponse: response },
            answer: answerWritten,
            answered: (written) => {
              stored = written === true ? response : null;
            },
          },
        ];
      },
    };
    const reply = await work(tx, keyed);
    const response = JSON.stringify(reply);
    if (response !== stored) await storeAnswer(tx, { ...which, response });
    return reply;
  });
}
