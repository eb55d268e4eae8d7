import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../config';
import { members, sessions, sites, type Member, type Session } from '../db/schema';
import type { Db } from '../db/types';
import { ApiError, refusal } from '../http/envelope';
import type { AppContext } from '../http/env';
import { blockInForce } from '../backoffice/players/blocks';
import { ACTIVITY_STEP_MS, endSession, IDLE_LIMIT_SECONDS, LAPSED, tokenHash } from './sessions';

export interface AuthedMember<TAlso = unknown> {
  member: Member;
  session: Session;
  /** What the endpoint asked to read with the member (`MemberReads`), in the same statement. */
  also: TAlso;
}

/**
 * Values an endpoint reads about the member in the authentication's own statement (one round trip to the
 * database instead of one per value): SQL expressions over `members` (its id, its site…), such as scalar
 * subqueries. `now` stands for the request's time. Only for reads whose answer does not depend on a lock
 * the handler takes afterwards.
 */
export type MemberReads<TAlso> = (now: Placeholder<'now'>) => {
  [K in keyof TAlso]: SQL<TAlso[K]> | SQL.Aliased<TAlso[K]>;
};

/**
 * The authentication's statement, built once per database and set of reads and then only executed
 * (a prepared statement on PostgreSQL): building the SQL of a 40-column join costs more than running it.
 */
const statements = new WeakMap<Db, Map<MemberReads<unknown> | undefined, ReturnType<typeof authStatement>>>();
let statementCount = 0;

function authStatement(db: Db, also: MemberReads<unknown> | undefined) {
  const reads = also?.(sql.placeholder('now')) ?? {};
  return db
    .select({ session: sessions, member: members, profile: sites.profile, also: reads })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .innerJoin(sites, eq(sites.id, members.siteId))
    .where(eq(sessions.tokenHash, sql.placeholder('token')))
    .prepare(`authenticate_${++statementCount}`);
}

function preparedAuth(db: Db, also: MemberReads<unknown> | undefined) {
  let byReads = statements.get(db);
  if (!byReads) statements.set(db, (byReads = new Map()));
  let statement = byReads.get(also);
  if (!statement) byReads.set(also, (statement = authStatement(db, also)));
  return statement;
}

export function bearerToken(c: AppContext): string | null {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

const unauthenticated = () => refusal('auth.unauthenticated');
const expired = () => refusal('auth.session_expired');

/**
 * The member behind the bearer token. Refuses a missing, unknown or ended token with 401 'Unauthenticated.',
 * an idle or expired one (now or before) with 401 auth.session_expired, one ended by the operator's block (still
 * in force) with 401 auth.session_blocked, and a token the operator ended with 401 and force_offline. The idle limit is the member's site profile's (IDLE_LIMIT_SECONDS).
 *
 * `background`: the request is one the app sends on a timer (declared `background` on its endpoint, see
 * contract/endpoint.ts). It is checked like any other but does not refresh last use, so a tab left open
 * with a running poll still lapses. The flag is the server's own declaration, not something the caller
 * says: a client cannot keep a session alive by leaving out a header, nor end it by adding one.
 */
export async function authenticateMember<TAlso = Record<string, never>>(
  c: AppContext,
  deps: AppDeps,
  now: Date,
  { background = false, also }: { background?: boolean; also?: MemberReads<TAlso> | undefined } = {},
): Promise<AuthedMember<TAlso>> {
  const token = bearerToken(c);
  if (!token) throw unauthenticated();
  const [row] = await preparedAuth(deps.db, also as MemberReads<unknown> | undefined).execute({
    token: tokenHash(token),
    now,
  });
  if (!row) throw unauthenticated();
  const { session, member, profile } = row;
  // An empty selection comes back as no key at all.
  const read = (row.also ?? {}) as TAlso;

  if (session.endedAt) {
    if (session.endReason === 'forced_offline') {
      throw new ApiError('auth.forced_offline', {}, null, { force_offline: true });
    }
    if (session.endReason && LAPSED.has(session.endReason)) throw expired();
    // Ended by the operator's block: its holder is told why while the block is in force (then, as any ended one).
    if (session.endReason === 'blocked' && (await blockInForce(deps.db, member.id))) {
      throw refusal('auth.session_blocked');
    }
    throw unauthenticated();
  }
  // A closed account's sessions were ended with it; this holds even for one that was not.
  if (member.closedAt) throw unauthenticated();
  if (now.getTime() >= session.expiresAt.getTime()) {
    await endSession(deps.db, session.id, 'expired', now);
    throw expired();
  }
  if (now.getTime() - session.lastUsedAt.getTime() >= IDLE_LIMIT_SECONDS[profile] * 1000) {
    await endSession(deps.db, session.id, 'idle', now);
    throw expired();
  }
  // Activity is recorded to the step (ACTIVITY_STEP_MS): a request within a step of the last recorded one
  // writes nothing, so a busy session is not one write per request.
  if (background || now.getTime() - session.lastUsedAt.getTime() < ACTIVITY_STEP_MS) {
    return { member, session, also: read };
  }
  await deps.db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, session.id));
  return { member, session: { ...session, lastUsedAt: now }, also: read };
}
