import { timingSafeEqual } from 'node:crypto';
import type { Random } from '../lib/random';
import { hashQueue, scryptLow, type ScryptParams } from './hashing';

/** What a new hash costs: scrypt's N (memory and time), r and p. Each hash keeps its own, so old ones verify. */
export const PASSWORD_COST: ScryptParams = { N: 16384, r: 8, p: 1 };
let cost: ScryptParams = PASSWORD_COST;
const KEY_LENGTH = 32;

/**
 * The test runner's cost (tests/setup/passwordCost.ts): the same scrypt, 16 times cheaper, because the
 * suites register and log in thousands of players. Refused anywhere but under vitest.
 */
export function usePasswordCostOfTests(): void {
  if (!process.env.VITEST) throw new Error('The password cost of tests is for the test runner only');
  cost = { N: 1024, r: 8, p: 1 };
}

/**
 * Whose hash it is, for the queue's turns (auth/hashing.ts): 'member:<id>', 'staff:<address>', 'address:<…>'.
 * Work of one key waits behind that key's own earlier work, not others'.
 */
export type HashKey = string;

/** scrypt off the event loop, on a low-priority thread, through the process's bounded, fair queue. */
function derive(password: string, salt: Buffer, options: ScryptParams, length: number, key: HashKey): Promise<Buffer> {
  return hashQueue.run(key, () => scryptLow(password.normalize('NFKC'), salt, length, options));
}

/** "scrypt$N$r$p$salt$key" with base64url salt and key. */
export async function hashPassword(password: string, random: Random, key: HashKey = 'anonymous'): Promise<string> {
  const salt = random(16);
  const derived = await derive(password, salt, cost, KEY_LENGTH, key);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), derived.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string, by: HashKey = 'anonymous'): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
    by,
  );
  return timingSafeEqual(actual, expected);
}

/** A hash no password matches, verified against when the phone is unknown so timing does not tell. */
export const dummyHash = (): string =>
  `scrypt$${cost.N}$${cost.r}$${cost.p}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
