import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import type { AppDeps } from '../config';
import type { Db } from '../db/types';
import { installationSecret } from '../house/simulator';

/**
 * The authenticator's arithmetic (RFC 6238 with the otpauth library): SHA-1, 6 digits, 30-second steps —
 * what every authenticator app reads from an otpauth:// URI — and the secret sealed for the database.
 */

export const ISSUER = 'Rodada';
export const PERIOD_SECONDS = 30;
export const DIGITS = 6;
/** A code of the step before or after now's is accepted too (a phone's clock a little off, a code typed late). */
export const WINDOW = 1;
const SECRET_BYTES = 20;

/** A new secret (160 bits, RFC 4226's recommended length), in base32 as the apps take it. */
export function newSecret(random: AppDeps['random']): string {
  const bytes = random(SECRET_BYTES);
  return new OTPAuth.Secret({
    buffer: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  }).base32;
}

const totp = (secret: string, label = '') =>
  new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

/** otpauth://totp/Rodada:<label>?secret=…&issuer=Rodada&algorithm=SHA1&digits=6&period=30 */
export const authenticatorUri = (secret: string, label: string) => totp(secret, label).toString();

/** The 30-second step a moment falls in. */
export const stepAt = (now: Date) => OTPAuth.TOTP.counter({ period: PERIOD_SECONDS, timestamp: now.getTime() });

/**
 * The step whose code this is (now's, or one either side), or null when it is none of them. otpauth
 * compares in constant time.
 */
export function codeStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  return delta === null ? null : stepAt(now) + delta;
}

/** The code of a step (tests, and the app's own checks never need it). */
export const codeAt = (secret: string, now: Date) => totp(secret).generate({ timestamp: now.getTime() });

/* The secret at rest: AES-256-GCM under a key derived from the installation's `two_factor` secret
   (installation_secrets, made on first use, never served). A copy of the member rows alone reveals no
   authenticator secret. */

const KEY_NAME = 'two_factor';
const keys = new WeakMap<Db, Buffer>();

async function sealingKey(deps: Pick<AppDeps, 'db' | 'random'>, now: Date): Promise<Buffer> {
  const known = keys.get(deps.db);
  if (known) return known;
  const secret = await installationSecret(deps.db, KEY_NAME, deps.random, now);
  const key = createHash('sha256').update(`rodada two-factor:${secret}`).digest();
  keys.set(deps.db, key);
  return key;
}

/** "v1.<iv>.<tag>.<ciphertext>", base64url parts; the member's id is bound as associated data. */
export const seal = (deps: Pick<AppDeps, 'db' | 'random'>, memberId: number, secret: string, now: Date) =>
  sealFor(deps, `member:${memberId}`, secret, now);
export const unseal = (deps: Pick<AppDeps, 'db' | 'random'>, memberId: number, sealed: string, now: Date) =>
  unsealFor(deps, `member:${memberId}`, sealed, now);

/** Seals a secret bound to its owner ("member:12", "staff:3"): a sealed value moved to another row opens no more. */
export async function sealFor(deps: Pick<AppDeps, 'db' | 'random'>, owner: string, secret: string, now: Date) {
  const iv = deps.random(12);
  const cipher = createCipheriv('aes-256-gcm', await sealingKey(deps, now), iv);
  cipher.setAAD(Buffer.from(owner));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export async function unsealFor(deps: Pick<AppDeps, 'db' | 'random'>, owner: string, sealed: string, now: Date) {
  const [version, iv = '', tag = '', body = ''] = sealed.split('.');
  if (version !== 'v1') throw new Error('Unknown sealed secret version');
  const decipher = createDecipheriv('aes-256-gcm', await sealingKey(deps, now), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(owner));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
