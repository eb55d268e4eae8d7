import { createHash, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { VERIFIED_MINUTES, type SecurityStatus } from '../../contract/security';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { AuthedMember } from '../auth/authenticate';
import { confirmPassword } from '../auth/confirm';
import type { AppDeps } from '../config';
import { emailCodes, memberPixKeys, members, sessions } from '../db/schema';
import type { Db } from '../db/types';
import { refusal } from '../http/envelope';
import { notice } from '../notices/notify';
import { fieldError } from '../http/validate';
import { randomInt } from '../lib/random';
import { queueMessage } from '../messaging/outbox';
import { codeMessage } from '../notices/notify';
import { confirmOwnKey } from '../payments/ownership';
import { clearWithdrawalPasswordTries, memberPixKeyList, savePixKey } from '../payments/withdrawals';
import type { PixKeyType } from '../../contract/money';

/**
 * The security center. A change needs the session's password confirmed in the last 15 minutes (the
 * gate); a wrong password counts as a failed login for the member's phone (5 lock it for a while).
 * Every change of a password or the e-mail ends the member's other sessions.
 */

const VERIFIED_MS = VERIFIED_MINUTES * 60 * 1000;
const CODE_MS = 10 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;

const verifiedUntil = (session: AuthedMember['session']) =>
  session.verifiedAt ? new Date(session.verifiedAt.getTime() + VERIFIED_MS) : null;

export function securityStatus(
  { member, session }: Pick<AuthedMember, 'member' | 'session'>,
  now: Date,
): SecurityStatus {
  const until = verifiedUntil(session);
  return {
    verified_until: until && until > now ? until.toISOString() : null,
    email: member.email,
    has_qk_pwd: member.withdrawalPasswordHash !== null,
  };
}

/** The gate: the member's login password, rate-limited like logins. */
export async function verify(deps: AppDeps, authed: AuthedMember, password: string, address: string, now: Date) {
  const { member, session } = authed;
  await confirmPassword(deps.db, member, password, address, now);
  await deps.db.update(sessions).set({ verifiedAt: now }).where(eq(sessions.id, session.id));
  return securityStatus({ member, session: { ...session, verifiedAt: now } }, now);
}

function requireVerified(authed: AuthedMember, now: Date) {
  const until = verifiedUntil(authed.session);
  if (!until || until <= now) throw refusal('security.verify_first');
}

/** Ends every session of the member but this one. */
const endOtherSessions = (db: Db, authed: AuthedMember, now: Date) =>
  db
    .update(sessions)
    .set({ endedAt: now, endReason: 'credentials_changed' })
    .where(and(eq(sessions.memberId, authed.member.id), isNull(sessions.endedAt), ne(sessions.id, authed.session.id)));

export async function changePassword(deps: AppDeps, authed: AuthedMember, password: string, now: Date) {
  requireVerified(authed, now);
  if (await verifyPassword(password, authed.member.passwordHash))
    throw fieldError('password', 'security.password_same');
  const hash = await hashPassword(password, deps.random);
  await deps.db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash: hash, updatedAt: now }).where(eq(members.id, authed.member.id));
    await endOtherSessions(tx, authed, now);
    await notice(tx, authed.member.id, 'password_changed', {}, now);
  });
  return securityStatus(authed, now);
}

export async function changeWithdrawalPassword(deps: AppDeps, authed: AuthedMember, qkPwd: string, now: Date) {
  requireVerified(authed, now);
  const hash = await hashPassword(qkPwd, deps.random);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ withdrawalPasswordHash: hash, updatedAt: now })
      .where(eq(members.id, authed.member.id));
    // A new password starts without wrong tries (the login password, itself limited, opened this change).
    await clearWithdrawalPasswordTries(tx, authed.member.id);
    await endOtherSessions(tx, authed, now);
    await notice(tx, authed.member.id, 'password_changed', {}, now);
  });
  return { ...securityStatus(authed, now), has_qk_pwd: true };
}

const codeHash = (memberId: number, code: string) => createHash('sha256').update(`${memberId}:${code}`).digest('hex');

/** Sends a 6-digit code to the address (the sandbox outbox), valid 10 minutes; a new one replaces it. */
export async function sendEmailCode(deps: AppDeps, authed: AuthedMember, email: string, now: Date) {
  requireVerified(authed, now);
  const [taken] = await deps.db.select({ id: members.id }).from(members).where(eq(members.email, email));
  if (taken && taken.id !== authed.member.id) throw fieldError('email', 'security.email_taken');
  const code = String(randomInt(deps.random, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + CODE_MS);
  await deps.db.transaction(async (tx) => {
    await tx.delete(emailCodes).where(eq(emailCodes.memberId, authed.member.id));
    await tx
      .insert(emailCodes)
      .values({ memberId: authed.member.id, email, codeHash: codeHash(authed.member.id, code), expiresAt });
    const text = codeMessage(authed.member.lang, 'verify_email', code);
    await queueMessage(tx, { channel: 'email', to: email, subject: text.subject, body: text.body }, now);
  });
  return { email, expires_at: expiresAt.toISOString() };
}

/** Binds the address once its code is confirmed (5 tries, 10 minutes); ends the other sessions. */
export async function bindEmail(deps: AppDeps, authed: AuthedMember, email: string, code: string, now: Date) {
  requireVerified(authed, now);
  const memberId = authed.member.id;
  const [pending] = await deps.db.select().from(emailCodes).where(eq(emailCodes.memberId, memberId));
  const wrong = () => fieldError('code', 'security.code_wrong');
  if (!pending || pending.email !== email || pending.expiresAt <= now || pending.attempts >= MAX_CODE_ATTEMPTS)
    throw wrong();
  const expected = Buffer.from(pending.codeHash, 'hex');
  const given = Buffer.from(codeHash(memberId, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await deps.db
      .update(emailCodes)
      .set({ attempts: pending.attempts + 1 })
      .where(eq(emailCodes.memberId, memberId));
    throw wrong();
  }
  await deps.db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: members.id }).from(members).where(eq(members.email, email));
    if (taken && taken.id !== memberId) throw fieldError('email', 'security.email_taken');
    await tx.update(members).set({ email, updatedAt: now }).where(eq(members.id, memberId));
    await tx.delete(emailCodes).where(eq(emailCodes.memberId, memberId));
    await endOtherSessions(tx, authed, now);
  });
  return securityStatus({ ...authed, member: { ...authed.member, email } }, now);
}

/* The PIX keys for withdrawals ("bank cards"), behind the gate: only keys held by the member's CPF. */

export async function addPixKey(
  deps: AppDeps,
  authed: AuthedMember,
  key: { payment_type: PixKeyType; account: string; name: string },
  now: Date,
) {
  requireVerified(authed, now);
  const holderCpf = await confirmOwnKey(deps.db, deps.config, authed.member.cpf, key);
  if (!(await savePixKey(deps.db, authed.member.id, { ...key, holderCpf }, now)))
    throw fieldError('account', 'pix.key_exists');
  return memberPixKeyList(deps.db, authed.member.id);
}

async function ownKey(db: Db, memberId: number, id: number) {
  const [key] = await db
    .select()
    .from(memberPixKeys)
    .where(and(eq(memberPixKeys.id, id), eq(memberPixKeys.memberId, memberId)));
  if (!key) throw refusal('pix.key_not_found');
  return key;
}

/** Removes one of the member's keys; when it was the default, the newest other one becomes it. */
export async function removePixKey(deps: AppDeps, authed: AuthedMember, id: number, now: Date) {
  requireVerified(authed, now);
  const memberId = authed.member.id;
  await deps.db.transaction(async (tx) => {
    const key = await ownKey(tx, memberId, id);
    await tx.delete(memberPixKeys).where(eq(memberPixKeys.id, key.id));
    if (key.isDefault) {
      const [next] = await tx
        .select({ id: memberPixKeys.id })
        .from(memberPixKeys)
        .where(eq(memberPixKeys.memberId, memberId))
        .orderBy(desc(memberPixKeys.createdAt), desc(memberPixKeys.id))
        .limit(1);
      if (next) await tx.update(memberPixKeys).set({ isDefault: true }).where(eq(memberPixKeys.id, next.id));
    }
  });
  return memberPixKeyList(deps.db, memberId);
}

export async function defaultPixKey(deps: AppDeps, authed: AuthedMember, id: number, now: Date) {
  requireVerified(authed, now);
  const memberId = authed.member.id;
  await deps.db.transaction(async (tx) => {
    const key = await ownKey(tx, memberId, id);
    await tx.update(memberPixKeys).set({ isDefault: false }).where(eq(memberPixKeys.memberId, memberId));
    await tx.update(memberPixKeys).set({ isDefault: true }).where(eq(memberPixKeys.id, key.id));
  });
  return memberPixKeyList(deps.db, memberId);
}
