import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  RECOVERY_ALPHABET,
  RECOVERY_CODE_LENGTH,
  RECOVERY_CODES,
  type RecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../contract/securityTwoFactor';
import type { AuthedMember } from '../auth/authenticate';
import { sessionDevice } from '../auth/devices';
import type { AppDeps } from '../config';
import { memberTwoFactor, twoFactorRecoveryCodes } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { refusal } from '../http/envelope';
import { randomString } from '../lib/random';
import { notice } from '../notices/notify';
import { requireVerified } from '../security/center';
import { checkCode, recoveryCodeHash, spendCode } from './codes';
import { authenticatorUri, newSecret, seal } from './totp';

/**
 * Setting two-factor up and off from the security center, each behind its gate (the password — and, once
 * two-factor is on, a code — confirmed in the last 15 minutes).
 */

/** An unconfirmed setup lapses after this. */
export const SETUP_MS = 10 * 60 * 1000;

/** The label the app shows for the account: the phone's last four digits. */
const accountLabel = (phone: string) => `•••• ${phone.slice(-4)}`;

export async function twoFactorStatus(db: Db, memberId: number): Promise<TwoFactorStatus> {
  const [row] = await db
    .select({ enabledAt: memberTwoFactor.enabledAt })
    .from(memberTwoFactor)
    .where(and(eq(memberTwoFactor.memberId, memberId), isNotNull(memberTwoFactor.enabledAt)));
  if (!row?.enabledAt) return { on: false, enabled_at: null, recovery_codes_left: 0 };
  const [left] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.memberId, memberId), isNull(twoFactorRecoveryCodes.usedAt)));
  return { on: true, enabled_at: row.enabledAt.toISOString(), recovery_codes_left: left?.n ?? 0 };
}

/**
 * A new secret, replacing a setup not confirmed yet (never a confirmed one: `two_factor.already_on`). The
 * wrong tries counted so far stay: starting again does not give more tries.
 */
export async function startSetup(deps: AppDeps, authed: AuthedMember, now: Date): Promise<TwoFactorSetup> {
  requireVerified(authed, now);
  const memberId = authed.member.id;
  const secret = newSecret(deps.random);
  const sealed = await seal(deps, memberId, secret, now);
  const expiresAt = new Date(now.getTime() + SETUP_MS);
  const t = memberTwoFactor;
  const made = await deps.db
    .insert(t)
    .values({ memberId, secretSealed: sealed, setupExpiresAt: expiresAt, lastStep: 0, createdAt: now })
    .onConflictDoUpdate({
      target: t.memberId,
      set: { secretSealed: sealed, setupExpiresAt: expiresAt, lastStep: 0, createdAt: now },
      setWhere: isNull(t.enabledAt),
    })
    .returning({ memberId: t.memberId });
  if (made.length === 0) throw refusal('two_factor.already_on');
  return {
    secret,
    uri: authenticatorUri(secret, accountLabel(authed.member.phone)),
    expires_at: expiresAt.toISOString(),
  };
}

/** Ten new recovery codes for the member (the old ones deleted), in the caller's transaction; shown once. */
async function newRecoveryCodes(deps: AppDeps, tx: Tx, memberId: number, now: Date): Promise<RecoveryCodes> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODES) codes.add(randomString(deps.random, RECOVERY_ALPHABET, RECOVERY_CODE_LENGTH));
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.memberId, memberId));
  await tx
    .insert(twoFactorRecoveryCodes)
    .values([...codes].map((code) => ({ memberId, codeHash: recoveryCodeHash(memberId, code), createdAt: now })));
  return { recovery_codes: [...codes].map((code) => `${code.slice(0, 5)}-${code.slice(5)}`) };
}

/**
 * The app's first code confirms the setup: two-factor is on (with that step spent), 10 recovery codes are made
 * and answered once, and the member is notified — all in one transaction. Of two confirmations racing, one
 * turns it on; the other finds it on.
 */
export async function enableTwoFactor(
  deps: AppDeps,
  authed: AuthedMember,
  code: string,
  now: Date,
): Promise<RecoveryCodes> {
  requireVerified(authed, now);
  const memberId = authed.member.id;
  const [row] = await deps.db
    .select({ enabledAt: memberTwoFactor.enabledAt, setupExpiresAt: memberTwoFactor.setupExpiresAt })
    .from(memberTwoFactor)
    .where(eq(memberTwoFactor.memberId, memberId));
  if (row?.enabledAt) throw refusal('two_factor.already_on');
  if (!row || row.setupExpiresAt <= now) throw refusal('two_factor.setup_expired');
  const place = await sessionDevice(deps.db, authed.session, now);
  const proof = await checkCode(deps, memberId, code, 'code', place, now, { authenticatorOnly: true });
  return deps.db.transaction(async (tx) => {
    const turnedOn = await tx
      .update(memberTwoFactor)
      .set({ enabledAt: now })
      .where(
        and(
          eq(memberTwoFactor.memberId, memberId),
          isNull(memberTwoFactor.enabledAt),
          sql`${memberTwoFactor.setupExpiresAt} > ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning({ memberId: memberTwoFactor.memberId });
    if (turnedOn.length === 0) throw refusal('two_factor.already_on');
    await spendCode(tx, memberId, proof, 'code', place, now);
    const codes = await newRecoveryCodes(deps, tx, memberId, now);
    await notice(tx, memberId, 'two_factor_on', {}, now);
    return codes;
  });
}

/** Reads the member's confirmed authenticator or refuses `two_factor.off`. */
async function requireOn(db: Db, memberId: number) {
  const [row] = await db
    .select({ memberId: memberTwoFactor.memberId })
    .from(memberTwoFactor)
    .where(and(eq(memberTwoFactor.memberId, memberId), isNotNull(memberTwoFactor.enabledAt)));
  if (!row) throw refusal('two_factor.off');
}

/**
 * A change to the member's two-factor, which is on, with a current code or a recovery code: `change` runs in
 * the transaction that spends the code.
 */
async function withCodeSpent<T>(
  deps: AppDeps,
  authed: AuthedMember,
  code: string,
  now: Date,
  change: (tx: Tx, memberId: number) => Promise<T>,
): Promise<T> {
  requireVerified(authed, now);
  const memberId = authed.member.id;
  await requireOn(deps.db, memberId);
  const place = await sessionDevice(deps.db, authed.session, now);
  const proof = await checkCode(deps, memberId, code, 'code', place, now);
  return deps.db.transaction(async (tx) => {
    await spendCode(tx, memberId, proof, 'code', place, now);
    return change(tx, memberId);
  });
}

/** Off with a current code or a recovery code: the secret and the recovery codes are deleted; notified. */
export async function disableTwoFactor(
  deps: AppDeps,
  authed: AuthedMember,
  code: string,
  now: Date,
): Promise<TwoFactorStatus> {
  await withCodeSpent(deps, authed, code, now, async (tx, memberId) => {
    const removed = await tx
      .delete(memberTwoFactor)
      .where(and(eq(memberTwoFactor.memberId, memberId), isNotNull(memberTwoFactor.enabledAt)))
      .returning({ memberId: memberTwoFactor.memberId });
    if (removed.length === 0) throw refusal('two_factor.off');
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.memberId, memberId));
    await notice(tx, memberId, 'two_factor_off', {}, now);
  });
  return { on: false, enabled_at: null, recovery_codes_left: 0 };
}

/** Ten new recovery codes in place of the old ones, with a current code (or one of the old ones). */
export async function renewRecoveryCodes(
  deps: AppDeps,
  authed: AuthedMember,
  code: string,
  now: Date,
): Promise<RecoveryCodes> {
  return withCodeSpent(deps, authed, code, now, (tx, memberId) => newRecoveryCodes(deps, tx, memberId, now));
}

/**
 * The operator turns a member's two-factor off (support, after confirming who the member is another way):
 * the secret and the recovery codes go, and the member is notified, in one transaction. Answers whether it
 * was on; again, nothing more happens.
 */
export async function operatorTurnOff(db: Db, memberId: number, now: Date) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(memberTwoFactor)
      .where(eq(memberTwoFactor.memberId, memberId))
      .returning({ enabledAt: memberTwoFactor.enabledAt });
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.memberId, memberId));
    const wasOn = removed.some((row) => row.enabledAt !== null);
    if (wasOn) await notice(tx, memberId, 'two_factor_off', {}, now);
    return { member_id: memberId, was_on: wasOn };
  });
}
