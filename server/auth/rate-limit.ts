import type { Db } from '../db/types';
import {
  anyLocked,
  clearAttempts,
  giveBackAttempt,
  takeAttempt,
  type AttemptLimit,
  type CountedKey,
} from '../http/attempts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_PHONE = 5;
/** Per client address AND device (the browser's id; one bucket for the clients at the address that send none). */
export const MAX_FAILURES_PER_ADDRESS = 30;
/**
 * Per client address over all its devices: a ceiling far above one device's, since many members share one
 * address (an office, a mobile carrier's CGNAT); a member's known device is not held back by it.
 */
export const MAX_FAILURES_PER_ADDRESS_ALL_DEVICES = 300;
/** Over all addresses: what strangers guessing from many places get before only known devices are let in. */
export const MAX_FAILURES_PER_PHONE_ANYWHERE = 30;

const PHONE_LIMIT: AttemptLimit = { limit: MAX_FAILURES_PER_PHONE, windowMs: LOGIN_WINDOW_MS };
const ADDRESS_LIMIT: AttemptLimit = { limit: MAX_FAILURES_PER_ADDRESS, windowMs: LOGIN_WINDOW_MS };
const CEILING_LIMIT: AttemptLimit = { limit: MAX_FAILURES_PER_ADDRESS_ALL_DEVICES, windowMs: LOGIN_WINDOW_MS };
const ANYWHERE_LIMIT: AttemptLimit = { limit: MAX_FAILURES_PER_PHONE_ANYWHERE, windowMs: LOGIN_WINDOW_MS };

/**
 * Where a password check comes from: the client's address, the sha256 of the browser's id (`device_id`, or
 * the session's, auth/sessions.ts) or null, and whether that device is the member's (auth/devices.ts).
 */
export interface LoginPlace {
  address: string;
  device: string | null;
  knownDevice: boolean;
}

/**
 * The phone's count is kept per address it is tried from: wrong passwords from one place lock the phone
 * there only, so a stranger who knows a member's phone cannot lock the member out of their own account
 * from anywhere else. From the member's known device it is kept per device instead (the device's id is a
 * secret of that browser), so a stranger behind the same address cannot lock that browser out either.
 */
const phoneKey = (phone: string, { address, device, knownDevice }: LoginPlace) =>
  knownDevice && device ? `phone:${phone}#device:${device}` : `phone:${phone}@${address}`;
/** The address's count is kept per device: one phone's failures do not lock its neighbours out. */
const deviceKey = ({ address, device }: LoginPlace) => `address:${address}#${device ? `device:${device}` : 'none'}`;
/** …with a ceiling over all the address's devices, so new device ids do not buy unlimited attempts. */
const ceilingKey = ({ address }: LoginPlace) => `address:${address}`;
/**
 * …and over all addresses, with a higher limit, so guessing from many places is bounded too. Past it only
 * a device the member has logged in from before (auth/devices.ts) is let through to the password check: a
 * stranger cannot lock the member out of a browser they use.
 */
const anywhereKey = (phone: string) => `phone:${phone}`;

/**
 * The keys a login's password check is counted against, in the order they are taken: the address's ceiling
 * and the phone over all addresses only for an unknown device.
 */
const loginKeys = (phone: string, place: LoginPlace): CountedKey[] => [
  ...(place.knownDevice ? [] : [{ key: ceilingKey(place), rule: CEILING_LIMIT }]),
  { key: deviceKey(place), rule: ADDRESS_LIMIT },
  { key: phoneKey(phone, place), rule: PHONE_LIMIT },
  ...(place.knownDevice ? [] : [{ key: anywhereKey(phone), rule: ANYWHERE_LIMIT }]),
];

/**
 * Password checks (the login, and the security center's confirmation, which counts for the same phone)
 * are limited per phone and address (5; per phone and device from a known device), per client address and
 * device (30), per client address over all devices (300, not for a known device) and per phone over all
 * addresses (30, not for a known device) in windows of 15 minutes that start at a key's first attempt. A
 * device id is the client's word, so a new one per attempt buys nothing past the address's ceiling and the
 * phone's limits. The counts live in `login_counters` (see http/attempts.ts): each attempt is counted by
 * one atomic upsert BEFORE the password is checked, so however many attempts race, no more than the limit
 * reach the check, across every API process.
 *
 * A correct password forgets the phone's count and gives the address back the attempt it took: the
 * address limits are meant for failures (someone trying many phones from one place), so members behind one
 * shared address (an office, a carrier's NAT) who log in successfully do not use them up. Only the
 * success's own attempt is given back, so successes cannot wipe out failures counted before them.
 *
 * Pausing, self-excluding and closing the account do not go through these limits at all (auth/confirm.ts).
 */

/**
 * Whether the phone (from this address or device, or anywhere for an unknown device) or the address has
 * already used up its attempts (a read, nothing counted): such a request is answered 429 before anything
 * else, e.g. before its captcha is judged.
 */
export async function loginLocked(db: Db, phone: string, place: LoginPlace, now: Date): Promise<boolean> {
  return anyLocked(db, loginKeys(phone, place), now);
}

/**
 * Counts one password check against each key in turn; false (answer 429, check nothing) when one is over
 * its limit. An attempt refused by one limit does not count for the next.
 */
export async function takeLoginAttempt(db: Db, phone: string, place: LoginPlace, now: Date): Promise<boolean> {
  for (const { key, rule } of loginKeys(phone, place)) {
    if (!(await takeAttempt(db, key, rule, now))) return false;
  }
  return true;
}

/**
 * After a correct password: the phone starts counting again at that address or device (and everywhere,
 * unless the success came from a known device while others are guessing), and the address gets back the
 * attempt this check took (in the window it was counted in; a window started since is left alone).
 */
export async function loginSucceeded(db: Db, phone: string, place: LoginPlace, takenAt: Date): Promise<void> {
  await clearAttempts(db, phoneKey(phone, place));
  if (!place.knownDevice) await clearAttempts(db, anywhereKey(phone));
  await giveBackAttempt(db, place.knownDevice ? [deviceKey(place)] : [ceilingKey(place), deviceKey(place)], takenAt);
}

export const MAX_REGISTRATION_FAILURES_PER_ADDRESS = 30;
export const MAX_REGISTRATION_FAILURES_PER_DEVICE = 10;

const REGISTRATION_ADDRESS_LIMIT: AttemptLimit = {
  limit: MAX_REGISTRATION_FAILURES_PER_ADDRESS,
  windowMs: LOGIN_WINDOW_MS,
};
const REGISTRATION_DEVICE_LIMIT: AttemptLimit = {
  limit: MAX_REGISTRATION_FAILURES_PER_DEVICE,
  windowMs: LOGIN_WINDOW_MS,
};

const registrationKeys = (address: string, device: string | undefined): CountedKey[] => [
  { key: `register:address:${address}`, rule: REGISTRATION_ADDRESS_LIMIT },
  ...(device ? [{ key: `register:device:${device}`, rule: REGISTRATION_DEVICE_LIMIT }] : []),
];

/**
 * Registrations that get as far as "is this phone or CPF taken?" are limited per client address (30) and per
 * device (10, the id the app keeps; a client without one is counted by its address only) in 15-minute
 * windows, in `login_counters` like the logins: a registration form is otherwise a way to ask who is a
 * member. Each is counted by one atomic upsert before the question is asked, so racing attempts cannot pass
 * the limit; a registration that goes through gives its attempt back (members who sign up behind one shared
 * address do not use it up), so what the limit counts is refusals.
 */
export async function registrationLocked(
  db: Db,
  address: string,
  device: string | undefined,
  now: Date,
): Promise<boolean> {
  return anyLocked(db, registrationKeys(address, device), now);
}

/** Counts one registration attempt for the address, then the device; false (answer 429) when over a limit. */
export async function takeRegistrationAttempt(
  db: Db,
  address: string,
  device: string | undefined,
  now: Date,
): Promise<boolean> {
  for (const { key, rule } of registrationKeys(address, device)) {
    if (!(await takeAttempt(db, key, rule, now))) return false;
  }
  return true;
}

/** A registration went through: its attempt is given back (in the window it was counted in). */
export async function registrationSucceeded(
  db: Db,
  address: string,
  device: string | undefined,
  takenAt: Date,
): Promise<void> {
  await giveBackAttempt(
    db,
    registrationKeys(address, device).map((k) => k.key),
    takenAt,
  );
}
