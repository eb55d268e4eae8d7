import { timingSafeEqual } from 'node:crypto';
import type { Random } from '../lib/random';
import { hashQueue, scryptLow, type ScryptParams } from './hashing';

const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

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
  const derived = await derive(password, salt, PARAMS, KEY_LENGTH, key);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), derived.toString('base64url')].join('$');
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
export const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
