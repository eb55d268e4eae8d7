import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { VERIFIED_MINUTES, type SecurityStatus } from '../../contract/security';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { AuthedMember } from '../auth/authenticate';
import { confirmPassword } from '../auth/confirm';
import { sessionDevice } from '../auth/devices';
import type { AppDeps } from '../config';
import { isLocale } from '../../contract/locales';
import { isUniqueViolation } from '../db/errors';
import { memberPixKeys, members, sessions } from '../db/schema';
import { sendCode, useCode as useSentCode } from '../messaging/codes';
import { notice } from '../notices/notify';
import type { Db } from '../db/types';
import { refusal } from '../http/envelope';
import { fieldError } from '../http/validate';
import { confirmOwnKey } from '../payments/ownership';
import { codeNeeded, twoFactorOn, useCode } from '../two-factor/codes';
import { clearWithdrawalPasswordTries, memberPixKeyList, savePixKey } from '../payments/withdrawals';
import type { PixKeyType } from '../../contract/money';

/**
 * The security center. A change needs the session's password confirmed in the last 15 minutes (the
 * gate); a wrong password counts as a failed login for the member's phone (5 lock it for a while).
 * Every change of a password or the e-mail ends the member's other sessions.
 */

const VERIFIED_MS = VERIFIED_MINUTES * 60 * 1000;

const verifiedUntil = (session: AuthedMember['session']) =>
  session.verifiedAt ? new Date(session.verifiedAt.getTime() + VERIFIED_MS) : null;

export async function securityStatus(
  db: Db,
  { member, session }: Pick<AuthedMember, 'member' | 'session'>,
  now: Date,
): Promise<SecurityStatus> {
  const until = verifiedUntil(session);
  // The e-mail given at sign-up shows until another is verified.
  const verifiedEmail = member.emailVerifiedAt !== null ? member.email : null;
  return {
    verified_until: until && until > now ? until.toISOString() : null,
    email: verifiedEmail ?? member.contactEmail,
    email_verified: verifiedEmail !== null,
    phone: member.phone,
    phone_verified: member.phoneVerifiedAt !== null,
    has_qk_pwd: member.withdrawalPasswordHash !== null,
    two_factor: await twoFactorOn(db, member.id),
  };
}

/**
 * The gate: the member's login password, rate-limited like logins, and with two-factor on a code as well
 * (asked before the password is checked; counted and spent like every code, two-factor/codes.ts).
 */
export async function verify(
  deps: AppDeps,
  authed: AuthedMember,
  password: string,
  address: string,
  now: Date,
  code?: string,
) {
  const { member, session } = authed;
  const typed = await codeNeeded(deps.db, member.id, code, 'code');
  await confirmPassword(deps.db, authed, password, address, now);
  if (typed !== null) await useCode(deps, member.id, typed, 'code', await sessionDevice(deps.db, session, now), now);
  await deps.db.update(sessions).set({ verifiedAt: now }).where(eq(sessions.id, session.id));
  return securityStatus(deps.db, { member, session: { ...session, verifiedAt: now } }, now);
}

/** Whether the session passed the gate (the password, and with two-factor on a code) in the last 15 minutes. */
export function passedGate(session: AuthedMember['session'], now: Date): boolean {
  const until = verifiedUntil(session);
  return until !== null && until > now;
}

export function requireVerified(authed: AuthedMember, now: Date) {
  if (!passedGate(authed.session, now)) throw refusal('security.verify_first');
}

/** Ends every session of the member but this one. */
export const endOtherSessions = (db: Db, authed: AuthedMember, now: Date) =>
  db
    .update(sessions)
    .set({ endedAt: now, endReason: 'credentials_changed' })
    .where(and(eq(sessions.memberId, authed.member.id), isNull(sessions.endedAt), ne(sessions.id, authed.session.id)));

export async function changePassword(deps: AppDeps, authed: AuthedMember, password: string, now: Date) {
  requireVerified(authed, now);
  if (await verifyPassword(password, authed.member.passwordHash, `member:${authed.member.id}`))
    throw fieldError('password', 'security.password_same');
  const hash = await hashPassword(password, deps.random, `member:${authed.member.id}`);
  await deps.db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash: hash, updatedAt: now }).where(eq(members.id, authed.member.id));
    await endOtherSessions(tx, authed, now);
    await notice(tx, authed.member.id, 'password_changed', {}, now);
  });
  return securityStatus(deps.db, authed, now);
}

export async function changeWithdrawalPassword(deps: AppDeps, authed: AuthedMember, qkPwd: string, now: Date) {
  requireVerified(authed, now);
  const hash = await hashPassword(qkPwd, deps.random, `member:${authed.member.id}`);
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
  return { ...(await securityStatus(deps.db, authed, now)), has_qk_pwd: true };
}

/**
 * Sends a 6-digit code to the address to verify it (`sendCode`: valid 10 minutes, a new one replaces it,
 * limited per address and day). The sign-up's e-mail is verified this way, and so is another one. Whether
 * the address is already another member's is never said here: only at the confirmation, to whoever has
 * the code.
 */
export async function sendEmailCode(
  deps: AppDeps,
  authed: AuthedMember,
  email: string,
  address: string,
  lang: string | undefined,
  now: Date,
) {
  requireVerified(authed, now);
  const { member } = authed;
  const sent = await sendCode(
    deps,
    {
      purpose: 'verify_email',
      channel: 'email',
      target: email,
      memberId: member.id,
      address,
      from: authed.session,
      lang: lang && isLocale(lang) ? lang : member.lang,
    },
    now,
  );
  return { email, ...sent };
}

/**
 * Binds the address once its code is confirmed (`useCode`: 5 tries, single use): it becomes the member's
 * verified e-mail, the other sessions end and the member is notified, in one transaction. An address
 * another member has verified is refused here, after the right code (also when two confirm it at once:
 * the unique index decides).
 */
export async function bindEmail(deps: AppDeps, authed: AuthedMember, email: string, code: string, now: Date) {
  requireVerified(authed, now);
  const memberId = authed.member.id;
  const { memberId: owner } = await useSentCode(deps, { purpose: 'verify_email', target: email, code }, now);
  // A code another member asked for this address is not this member's.
  if (owner !== memberId) throw fieldError('code', 'code.wrong');
  const taken = () => fieldError('email', 'security.email_taken');
  try {
    await deps.db.transaction(async (tx) => {
      const [other] = await tx.select({ id: members.id }).from(members).where(eq(members.email, email));
      if (other && other.id !== memberId) throw taken();
      await tx
        .update(members)
        .set({ email, emailVerifiedAt: now, contactEmail: email, updatedAt: now })
        .where(eq(members.id, memberId));
      await endOtherSessions(tx, authed, now);
      await notice(tx, memberId, 'email_verified', { email }, now);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'members_email_unique')) throw taken();
    throw error;
  }
  return securityStatus(
    deps.db,
    { ...authed, member: { ...authed.member, email, emailVerifiedAt: now, contactEmail: email } },
    now,
  );
}

/* The PIX keys for withdrawals ("bank cards"), behind the gate: only keys held by the member's CPF. */

export async function addPixKey(
  deps: AppDeps,
  authed: AuthedMember,
  key: { payment_type: PixKeyType; account: string; name: string },
  now: Date,
) {
  requireVerified(authed, now);
  const holderCpf = await confirmOwnKey(deps.db, deps, authed.member.cpf, key);
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
