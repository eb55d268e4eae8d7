import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  STAFF_IDLE_SECONDS,
  STAFF_PASSWORD_MIN,
  STAFF_ROLES,
  STAFF_SESSION_HOURS,
  type StaffMe,
  type StaffMember,
  type StaffRole,
} from '../../contract/backoffice';
import { dummyHash, hashPassword, verifyPassword } from '../auth/passwords';
import { tokenHash } from '../auth/sessions';
import type { AppDeps } from '../config';
import { staff, staffSessions, staffTickets, type StaffRow } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { clearAttempts, giveBackAttempt, takeAttempt, type AttemptLimit } from '../http/attempts';
import { ApiError, refusal, refusalWith } from '../http/envelope';
import { safeEqual } from '../lib/hash';
import { randomToken } from '../lib/random';
import { authenticatorUri, codeStep, newSecret, sealFor, unsealFor } from '../two-factor/totp';

/**
 * Staff accounts (the back office's people, apart from players): sign-in with e-mail, password and a TOTP
 * code, the sessions it opens, and the command line's token as an actor of its own.
 */

/** Who calls an operator endpoint: a signed-in person, or the command line's token. */
export interface StaffActor {
  id: number;
  kind: 'person' | 'token';
  /** What the audit trail names them by: the e-mail, or "cli". */
  label: string;
  roles: readonly StaffRole[];
  sessionId: number | null;
  address: string;
  /** Signed in with a password an admin issued: only choosing their own (and signing out) is answered. */
  passwordIssued: boolean;
}

/** Who tried something refused (the audit trail's refused lines): a staff member or the token, or nobody signed in. */
export type RefusedActor = Pick<StaffActor, 'id' | 'label'> | null;

/** The actor the command line's token (ADMIN_TOKEN) acts as: every role, recorded like anyone. */
export const TOKEN_ACTOR = 'cli';
const TICKET_MS = 5 * 60 * 1000;
const TICKET_TRIES = 5;
/** A session's last call is written at most once a minute (the idle limit is 30). */
const SEEN_STEP_MS = 60 * 1000;

const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
const PER_EMAIL: AttemptLimit = { limit: 5, windowMs: SIGN_IN_WINDOW_MS };
const PER_ADDRESS: AttemptLimit = { limit: 30, windowMs: SIGN_IN_WINDOW_MS };
const emailKey = (email: string, address: string) => `staff:${email}@${address}`;
const addressKey = (address: string) => `staff-address:${address}`;

const tokenActorIds = new WeakMap<Db, number>();

/** The token's actor row, made on first use. */
export async function tokenActor(db: Db, now: Date): Promise<number> {
  const known = tokenActorIds.get(db);
  if (known) return known;
  await db
    .insert(staff)
    .values({
      kind: 'token',
      email: TOKEN_ACTOR,
      name: 'Command line (ADMIN_TOKEN)',
      roles: [...STAFF_ROLES],
      createdAt: now,
    })
    .onConflictDoNothing({ target: staff.email });
  const [row] = await db.select({ id: staff.id }).from(staff).where(eq(staff.email, TOKEN_ACTOR));
  if (!row) throw new Error('The token actor could not be made');
  tokenActorIds.set(db, row.id);
  return row.id;
}

/**
 * The caller of an operator endpoint, from its bearer token: the command line's token, or a staff session
 * that is open, not idle past 30 minutes nor past its 12 hours, of an account not disabled.
 */
export async function authenticateStaff(
  deps: AppDeps,
  token: string | null,
  address: string,
  now: Date,
): Promise<StaffActor> {
  if (!token) throw refusal('auth.unauthenticated');
  const expected = deps.config.adminToken;
  if (expected && safeEqual(token, expected)) {
    return {
      id: await tokenActor(deps.db, now),
      kind: 'token',
      label: TOKEN_ACTOR,
      roles: STAFF_ROLES,
      sessionId: null,
      address,
      passwordIssued: false,
    };
  }
  const [row] = await deps.db
    .select({ session: staffSessions, person: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash(token)));
  if (!row || row.person.disabled) throw refusal('auth.unauthenticated');
  const { session, person } = row;
  if (session.endedAt) {
    throw refusal(
      session.endReason === 'idle' || session.endReason === 'expired' ? 'auth.session_expired' : 'auth.unauthenticated',
    );
  }
  const idle = now.getTime() - session.lastSeenAt.getTime() > STAFF_IDLE_SECONDS * 1000;
  if (idle || now >= session.expiresAt) {
    await deps.db
      .update(staffSessions)
      .set({ endedAt: now, endReason: idle ? 'idle' : 'expired' })
      .where(and(eq(staffSessions.id, session.id), isNull(staffSessions.endedAt)));
    throw refusal('auth.session_expired');
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= SEEN_STEP_MS) {
    await deps.db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, session.id));
    await deps.db.update(staff).set({ lastSeenAt: now }).where(eq(staff.id, person.id));
  }
  return {
    id: person.id,
    kind: 'person',
    label: person.email,
    roles: person.roles,
    sessionId: session.id,
    address,
    passwordIssued: person.passwordIssued,
  };
}

/** A refused sign-in step, for the audit trail: the account it was for (when known), on what, and the refusal. */
export type SignInRefused = (actor: RefusedActor, subject: string, error: ApiError) => Promise<void>;

/**
 * The first step: e-mail and password, counted before the check (5 per e-mail from one address, 30 per
 * address, in 15 minutes). An unknown e-mail, a disabled account and a wrong password answer alike, after
 * the same scrypt work.
 */
export async function staffLogin(
  deps: AppDeps,
  body: { email: string; password: string },
  address: string,
  now: Date,
  refused: SignInRefused,
) {
  try {
    return await checkPassword(deps, body, address, now);
  } catch (error) {
    if (error instanceof ApiError) {
      // The trail names the account the e-mail is of; an e-mail of none is a stranger's, on the e-mail tried.
      const [person] = await deps.db
        .select({ id: staff.id, label: staff.email })
        .from(staff)
        .where(and(eq(staff.email, body.email), eq(staff.kind, 'person')));
      await refused(person ?? null, person ? `staff:${person.id}` : `email:${body.email}`, error);
    }
    throw error;
  }
}

async function checkPassword(deps: AppDeps, body: { email: string; password: string }, address: string, now: Date) {
  if (!(await takeAttempt(deps.db, addressKey(address), PER_ADDRESS, now))) throw refusal('auth.too_many_attempts');
  if (!(await takeAttempt(deps.db, emailKey(body.email, address), PER_EMAIL, now))) {
    throw refusal('auth.too_many_attempts');
  }
  const [person] = await deps.db
    .select()
    .from(staff)
    .where(and(eq(staff.email, body.email), eq(staff.kind, 'person')));
  const right = await verifyPassword(body.password, person?.passwordHash ?? dummyHash(), `staff:${address}`);
  if (!person || !right || person.disabled) throw refusal('staff.wrong_credentials');
  await clearAttempts(deps.db, emailKey(body.email, address));
  await giveBackAttempt(deps.db, [addressKey(address)], now);

  const ticket = randomToken(deps.random, 32);
  const secret = person.totpSealed ? null : newSecret(deps.random);
  await deps.db.insert(staffTickets).values({
    tokenHash: tokenHash(ticket),
    staffId: person.id,
    setupSealed: secret ? await sealFor(deps, `staff:${person.id}`, secret, now) : null,
    expiresAt: new Date(now.getTime() + TICKET_MS),
    createdAt: now,
  });
  if (!secret) return { step: 'totp' as const, ticket };
  return { step: 'totp_setup' as const, ticket, secret, uri: authenticatorUri(secret, person.email) };
}

/**
 * The second step: the authenticator's code for the ticket (the new secret's at a first sign-in, which it
 * confirms). A code of a step already used is refused; five wrong codes use the ticket up. Opens a session.
 */
export async function staffCode(
  deps: AppDeps,
  body: { ticket: string; code: string },
  client: { address: string; userAgent: string },
  now: Date,
  record: (tx: Tx, actor: StaffActor, event: { action: string; subject: string; after?: unknown }) => Promise<void>,
  refused: SignInRefused,
) {
  const outcome = await deps.db.transaction(async (tx) => {
    const [ticket] = await tx
      .select()
      .from(staffTickets)
      .where(eq(staffTickets.tokenHash, tokenHash(body.ticket)))
      .for('update');
    if (!ticket || ticket.usedAt || ticket.expiresAt <= now || ticket.tries >= TICKET_TRIES) return 'expired' as const;
    const [person] = await tx.select().from(staff).where(eq(staff.id, ticket.staffId)).for('update');
    if (!person || person.disabled) return 'expired' as const;
    const sealed = ticket.setupSealed ?? person.totpSealed;
    if (!sealed) return 'expired' as const;
    const secret = await unsealFor({ ...deps, db: tx }, `staff:${person.id}`, sealed, now);
    const step = codeStep(secret, body.code, now);
    if (step === null || step <= person.totpLastStep) {
      await tx
        .update(staffTickets)
        .set({ tries: sql`${staffTickets.tries} + 1` })
        .where(eq(staffTickets.tokenHash, ticket.tokenHash));
      return { wrong: { id: person.id, label: person.email } };
    }
    await tx.update(staffTickets).set({ usedAt: now }).where(eq(staffTickets.tokenHash, ticket.tokenHash));
    await tx
      .update(staff)
      .set({ totpLastStep: step, lastSeenAt: now, ...(ticket.setupSealed ? { totpSealed: ticket.setupSealed } : {}) })
      .where(eq(staff.id, person.id));
    const token = randomToken(deps.random, 32);
    const [session] = await tx
      .insert(staffSessions)
      .values({
        tokenHash: tokenHash(token),
        staffId: person.id,
        address: client.address,
        userAgent: client.userAgent.slice(0, 300),
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + STAFF_SESSION_HOURS * 3600 * 1000),
      })
      .returning({ id: staffSessions.id });
    const actor: StaffActor = {
      id: person.id,
      kind: 'person',
      label: person.email,
      roles: person.roles,
      sessionId: session?.id ?? null,
      address: client.address,
      passwordIssued: person.passwordIssued,
    };
    if (ticket.setupSealed) await record(tx, actor, { action: 'staff.totp_set_up', subject: `staff:${person.id}` });
    await record(tx, actor, {
      action: 'staff.signed_in',
      subject: `staff:${person.id}`,
      after: { user_agent: client.userAgent.slice(0, 300) },
    });
    return { token, staff: meOf(person) };
  });
  if (outcome === 'expired') {
    const error = refusal('staff.ticket_expired');
    await refused(null, '-', error);
    throw error;
  }
  if ('wrong' in outcome && outcome.wrong) {
    const error = refusal('staff.code_wrong');
    await refused(outcome.wrong, `staff:${outcome.wrong.id}`, error);
    throw error;
  }
  return outcome;
}

export const meOf = (person: StaffRow): StaffMe => ({
  id: person.id,
  email: person.email,
  name: person.name,
  roles: person.roles,
  idle_seconds: STAFF_IDLE_SECONDS,
  password_issued: person.passwordIssued,
});

export async function staffMe(db: Db, actor: StaffActor): Promise<StaffMe> {
  const [person] = await db.select().from(staff).where(eq(staff.id, actor.id));
  if (!person) throw refusal('auth.unauthenticated');
  return meOf(person);
}

export async function staffLogout(db: Db, actor: StaffActor, now: Date) {
  if (actor.sessionId !== null) {
    await db
      .update(staffSessions)
      .set({ endedAt: now, endReason: 'logout' })
      .where(and(eq(staffSessions.id, actor.sessionId), isNull(staffSessions.endedAt)));
  }
  return {};
}

export const memberOf = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  roles: row.roles,
  disabled: row.disabled,
  totp_set: row.totpSealed !== null,
  created_at: row.createdAt.toISOString(),
  last_seen_at: row.lastSeenAt?.toISOString() ?? null,
});

export async function listStaff(db: Db) {
  const rows = await db.select().from(staff).where(eq(staff.kind, 'person')).orderBy(asc(staff.id));
  return { list: rows.map(memberOf) };
}

/** A first password: 16 characters from an alphabet without look-alikes (0/O, 1/l/I). */
export function firstPassword(random: AppDeps['random']): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = random(32);
  let out = '';
  // 232 = 4 × 58 would bias nothing for 58 letters; with 56, bytes of 224 and above are skipped.
  for (const byte of bytes) {
    if (byte >= 224) continue;
    out += alphabet[byte % alphabet.length];
    if (out.length === 16) break;
  }
  return out.length === 16 ? out : firstPassword(random);
}

export async function createStaff(
  deps: AppDeps,
  body: { email: string; name: string; roles: StaffRole[] },
  now: Date,
  password = firstPassword(deps.random),
) {
  if (password.length < STAFF_PASSWORD_MIN) throw new Error('A staff password has at least 12 characters');
  const passwordHash = await hashPassword(password, deps.random);
  const [row] = await deps.db
    .insert(staff)
    .values({
      email: body.email,
      name: body.name,
      roles: body.roles,
      passwordHash,
      passwordIssued: true,
      createdAt: now,
    })
    .onConflictDoNothing({ target: staff.email })
    .returning();
  if (!row) throw refusal('staff.email_taken');
  return { staff: memberOf(row), password };
}

/**
 * Changes an account's roles, disables or enables it, sets its TOTP up again (at the next sign-in) or gives it
 * a new password (answered once, like a first one). Disabling and a reset end its sessions. At least one
 * enabled admin always remains. Answers the account before and after, for the audit trail.
 */
export async function updateStaff(
  tx: Db | Tx,
  body: {
    id: number;
    roles?: StaffRole[] | undefined;
    disabled?: boolean | undefined;
    reset_totp?: boolean | undefined;
    reset_password?: boolean | undefined;
  },
  now: Date,
  random?: AppDeps['random'],
) {
  const [before] = await tx.select().from(staff).where(eq(staff.id, body.id)).for('update');
  if (!before) throw refusal('staff.not_found');
  if (before.kind === 'token') throw refusal('staff.token_actor');
  // The admins are locked together so two admins demoting each other at once cannot leave none.
  const admins = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.kind, 'person'), eq(staff.disabled, false), sql`'admin' = any(${staff.roles})`))
    .for('update');
  const roles = body.roles ?? before.roles;
  const disabled = body.disabled ?? before.disabled;
  const stillAdmin = roles.includes('admin') && !disabled;
  if (!stillAdmin && admins.length === 1 && admins[0]?.id === before.id) throw refusal('staff.last_admin');
  const password = body.reset_password && random ? firstPassword(random) : null;
  const [after] = await tx
    .update(staff)
    .set({
      roles,
      disabled,
      ...(body.reset_totp ? { totpSealed: null, totpLastStep: 0 } : {}),
      ...(password && random ? { passwordHash: await hashPassword(password, random), passwordIssued: true } : {}),
    })
    .where(eq(staff.id, before.id))
    .returning();
  const endReason =
    disabled && !before.disabled ? 'disabled' : body.reset_totp ? 'totp_reset' : password ? 'password_reset' : null;
  if (endReason) {
    await tx
      .update(staffSessions)
      .set({ endedAt: now, endReason })
      .where(
        and(eq(staffSessions.staffId, before.id), isNull(staffSessions.endedAt), gt(staffSessions.expiresAt, now)),
      );
  }
  if (!after) throw refusalWith('staff.not_found', {});
  return { before: memberOf(before), after: memberOf(after), password };
}

/** The signed-in person's row (the command line's token has no password to set). */
async function personOf(db: Db, actor: StaffActor): Promise<StaffRow> {
  if (actor.kind === 'token') throw refusal('staff.token_actor');
  const [person] = await db.select().from(staff).where(eq(staff.id, actor.id));
  if (!person || person.disabled) throw refusal('auth.unauthenticated');
  return person;
}

/** Ends the person's other sessions (the one that made the change stays open). */
async function endOtherSessions(tx: Tx, actor: StaffActor, now: Date): Promise<number> {
  const ended = await tx
    .update(staffSessions)
    .set({ endedAt: now, endReason: 'password_changed' })
    .where(
      and(
        eq(staffSessions.staffId, actor.id),
        isNull(staffSessions.endedAt),
        actor.sessionId === null ? sql`true` : sql`${staffSessions.id} <> ${actor.sessionId}`,
      ),
    )
    .returning({ id: staffSessions.id });
  return ended.length;
}

/**
 * At a sign-in with a password an admin issued (a new account's, or a reset's): the person's own, which replaces
 * it (so the issued one signs in no more) and opens the rest of the back office to this session. Not the issued
 * one; at least 12 characters (the body's schema). Their other sessions end. Recorded in the audit trail.
 */
export async function setFirstPassword(
  deps: AppDeps,
  actor: StaffActor,
  password: string,
  now: Date,
  record: (tx: Tx, actor: StaffActor, event: { action: string; subject: string; after?: unknown }) => Promise<void>,
): Promise<StaffMe> {
  const person = await personOf(deps.db, actor);
  if (!person.passwordIssued) throw refusal('staff.password_own_already');
  if (await verifyPassword(password, person.passwordHash ?? dummyHash())) throw refusal('staff.password_same');
  const passwordHash = await hashPassword(password, deps.random);
  return deps.db.transaction(async (tx) => {
    // Only while it is still the issued one: of two tabs choosing at once, one sets it.
    const [after] = await tx
      .update(staff)
      .set({ passwordHash, passwordIssued: false })
      .where(and(eq(staff.id, person.id), eq(staff.passwordIssued, true)))
      .returning();
    if (!after) throw refusal('staff.password_own_already');
    const ended = await endOtherSessions(tx, actor, now);
    await record(
      tx,
      { ...actor, passwordIssued: false },
      {
        action: 'staff.password_set',
        subject: `staff:${person.id}`,
        after: { own_password: true, sessions_ended: ended },
      },
    );
    return meOf(after);
  });
}

const changeKey = (id: number) => `staff-password:${id}`;

/**
 * The signed-in person's new password, confirmed by their current password and their authenticator's code of
 * now (a code of a step used already is refused). Tries are counted like the sign-in's (5 in 15 minutes, then
 * refused unchecked); a refusal is answered by code and the registry writes it to the audit trail as refused.
 * Their other sessions end; the change is recorded.
 */
export async function changeOwnPassword(
  deps: AppDeps,
  actor: StaffActor,
  body: { current_password: string; password: string; code: string },
  now: Date,
  record: (tx: Tx, actor: StaffActor, event: { action: string; subject: string; after?: unknown }) => Promise<void>,
): Promise<StaffMe> {
  const person = await personOf(deps.db, actor);
  if (!(await takeAttempt(deps.db, changeKey(person.id), PER_EMAIL, now))) throw refusal('auth.too_many_attempts');
  if (!(await verifyPassword(body.current_password, person.passwordHash ?? dummyHash()))) {
    throw refusal('staff.password_wrong');
  }
  const secret = person.totpSealed ? await unsealFor(deps, `staff:${person.id}`, person.totpSealed, now) : null;
  const step = secret ? codeStep(secret, body.code, now) : null;
  if (step === null || step <= person.totpLastStep) throw refusal('staff.code_wrong');
  if (body.password === body.current_password) throw refusal('staff.password_unchanged');
  await clearAttempts(deps.db, changeKey(person.id));
  const passwordHash = await hashPassword(body.password, deps.random);
  return deps.db.transaction(async (tx) => {
    // The code's step is used up with the change: the same code cannot confirm it twice.
    const [after] = await tx
      .update(staff)
      .set({ passwordHash, passwordIssued: false, totpLastStep: step })
      .where(and(eq(staff.id, person.id), sql`${staff.totpLastStep} < ${step}`))
      .returning();
    if (!after) throw refusal('staff.code_wrong');
    const ended = await endOtherSessions(tx, actor, now);
    await record(tx, actor, {
      action: 'staff.password_changed',
      subject: `staff:${person.id}`,
      after: { sessions_ended: ended },
    });
    return meOf(after);
  });
}
