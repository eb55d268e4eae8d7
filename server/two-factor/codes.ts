import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { isAuthenticatorCode, normalizeTwoFactorCode } from '../../contract/securityTwoFactor';
import type { SessionDevice } from '../auth/devices';
import type { AppDeps } from '../config';
import { memberTwoFactor, twoFactorRecoveryCodes } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { clearAttempts, countAttempt, type AttemptLimit } from '../http/attempts';
import { fieldError, fieldErrorWith } from '../http/validate';
import { sha256Hex } from '../lib/hash';
import { codeStep, unseal } from './totp';

/**
 * Checking a member's two-factor code (the authenticator's 6 digits or a recovery code), wherever one is asked:
 * a login from a new device, the security center's gate, a withdrawal, turning two-factor off.
 *
 * Two halves, so a withdrawal can use a code in its own transaction: `checkCode` counts the try (committed at
 * once, whatever happens next) and finds the code right — the step it belongs to, or the recovery code it is —
 * and `spendCode` uses it up atomically in the caller's transaction (a step only once: `last_step` moves
 * forward with `where last_step < step`; a recovery code only once: `where used_at is null`), so of two
 * requests racing with one code one gets through. A refused withdrawal rolls the spending back with it.
 */

/**
 * Wrong codes are counted per member AND device (the session's device, or the login challenge's browser), so
 * a stranger who knows the password and spends wrong codes locks only his own device: MAX_TRIES per device
 * in a window, then that device's codes are refused unchecked until it ends. Over all the devices that are
 * not the member's known ones (auth/devices.ts) there is a ceiling, MAX_TRIES_UNKNOWN_DEVICES, since a device
 * id is the client's word: new ids buy no more guesses. A known device is held back only by its own count.
 */
export const MAX_TRIES = 10;
export const MAX_TRIES_UNKNOWN_DEVICES = 20;
export const TRIES_WINDOW_MS = 15 * 60 * 1000;
const DEVICE_TRIES: AttemptLimit = { limit: MAX_TRIES, windowMs: TRIES_WINDOW_MS };
const UNKNOWN_DEVICES_TRIES: AttemptLimit = { limit: MAX_TRIES_UNKNOWN_DEVICES, windowMs: TRIES_WINDOW_MS };

/** Where a code is typed: the sha256 of the device's id (null: none sent) and whether it is the member's. */
export type CodePlace = SessionDevice;

const deviceKey = (memberId: number, { device }: CodePlace) =>
  `two_factor:${memberId}#${device ? `device:${device}` : 'none'}`;
const unknownDevicesKey = (memberId: number) => `two_factor:${memberId}`;

export const recoveryCodeHash = (memberId: number, code: string) => sha256Hex(`${memberId}:${code}`);

/** Whether the member has two-factor on (a confirmed authenticator). */
export async function twoFactorOn(db: Db | Tx, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(memberTwoFactor)
    .where(and(eq(memberTwoFactor.memberId, memberId), isNotNull(memberTwoFactor.enabledAt)));
  return row !== undefined;
}

/** A right code, not spent yet. */
export type CodeProof = { kind: 'step'; step: number } | { kind: 'recovery'; hash: string };

/**
 * Takes one try of the member's on this device (and over the unknown devices, for one not known),
 * atomically: of any number racing, at most the limit in a window get one. Answers the authenticator row as
 * it stands (null: none), or the lock's end.
 */
async function takeTry(db: Db | Tx, memberId: number, place: CodePlace, now: Date) {
  const keys = [
    { key: deviceKey(memberId, place), rule: DEVICE_TRIES },
    ...(place.knownDevice ? [] : [{ key: unknownDevicesKey(memberId), rule: UNKNOWN_DEVICES_TRIES }]),
  ];
  for (const { key, rule } of keys) {
    const counted = await countAttempt(db, key, rule, now);
    if (!counted.within) return counted.until;
  }
  const t = memberTwoFactor;
  const [row] = await db
    .select({ secretSealed: t.secretSealed, enabledAt: t.enabledAt, lastStep: t.lastStep })
    .from(t)
    .where(eq(t.memberId, memberId));
  return row ?? null;
}

/**
 * Counts a try and finds the code right, or refuses it as a field error on `field`: wrong, of a step already
 * used (or older), a recovery code used or unknown → `two_factor.code_wrong`; tries used up →
 * `two_factor.too_many_tries` with `until`. `authenticatorOnly`: a recovery code does not count as right (the
 * setup's first code proves the app works).
 */
export async function checkCode(
  deps: Pick<AppDeps, 'db' | 'random'>,
  memberId: number,
  typed: string,
  field: string,
  place: CodePlace,
  now: Date,
  { authenticatorOnly = false }: { authenticatorOnly?: boolean } = {},
): Promise<CodeProof> {
  const code = normalizeTwoFactorCode(typed);
  const wrong = () => fieldError(field, 'two_factor.code_wrong');
  const row = await takeTry(deps.db, memberId, place, now);
  if (row === null) throw wrong();
  if (row instanceof Date) throw fieldErrorWith(field, 'two_factor.too_many_tries', { until: row.toISOString() });
  if (isAuthenticatorCode(code)) {
    const secret = await unseal(deps, memberId, row.secretSealed, now);
    const step = codeStep(secret, code, now);
    if (step === null || step <= row.lastStep) throw wrong();
    return { kind: 'step', step };
  }
  if (authenticatorOnly || !row.enabledAt) throw wrong();
  const hash = recoveryCodeHash(memberId, code);
  const [unused] = await deps.db
    .select({ one: sql<number>`1` })
    .from(twoFactorRecoveryCodes)
    .where(
      and(
        eq(twoFactorRecoveryCodes.memberId, memberId),
        eq(twoFactorRecoveryCodes.codeHash, hash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    );
  if (!unused) throw wrong();
  return { kind: 'recovery', hash };
}

/**
 * Uses up a right code in the caller's transaction, once (a racing request that spent it first leaves
 * nothing: `two_factor.code_wrong`), and clears the wrong tries of the device it was typed on (the count over
 * unknown devices runs out with its window: a right code on one device does not give strangers new tries).
 */
export async function spendCode(
  db: Db | Tx,
  memberId: number,
  proof: CodeProof,
  field: string,
  place: CodePlace,
  now: Date,
) {
  const t = memberTwoFactor;
  const spent =
    proof.kind === 'step'
      ? await db
          .update(t)
          .set({ lastStep: proof.step })
          .where(and(eq(t.memberId, memberId), sql`${t.lastStep} < ${proof.step}`))
          .returning({ memberId: t.memberId })
      : await db
          .update(twoFactorRecoveryCodes)
          .set({ usedAt: now })
          .where(
            and(
              eq(twoFactorRecoveryCodes.memberId, memberId),
              eq(twoFactorRecoveryCodes.codeHash, proof.hash),
              isNull(twoFactorRecoveryCodes.usedAt),
            ),
          )
          .returning({ memberId: twoFactorRecoveryCodes.memberId });
  if (spent.length === 0) throw fieldError(field, 'two_factor.code_wrong');
  await clearAttempts(db, deviceKey(memberId, place));
}

/**
 * What the gate and a withdrawal ask first, before any password is checked: nothing when the member has
 * two-factor off (null); else the code typed, or `two_factor.code_required` on `field` without one.
 */
export async function codeNeeded(
  db: Db | Tx,
  memberId: number,
  typed: string | undefined,
  field: string,
): Promise<string | null> {
  if (!(await twoFactorOn(db, memberId))) return null;
  if (!typed) throw fieldError(field, 'two_factor.code_required');
  return typed;
}

/** Checks and spends a code at once (where nothing else needs the transaction). */
export async function useCode(
  deps: Pick<AppDeps, 'db' | 'random'>,
  memberId: number,
  typed: string,
  field: string,
  place: CodePlace,
  now: Date,
) {
  const proof = await checkCode(deps, memberId, typed, field, place, now);
  await spendCode(deps.db, memberId, proof, field, place, now);
}
