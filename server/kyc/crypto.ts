import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { AppDeps } from '../config';
import { installationSecret } from '../house/simulator';

/*
 * What identity verification keeps is kept encrypted (the pictures' chunks, the provider's answers):
 * AES-256-GCM under the installation's key — KYC_ENCRYPTION_KEY (32 bytes, 64 hex digits) outside the
 * sandbox, which a production start requires; in the one-machine sandbox an installation secret of the
 * database. Each sealed value is base64 of its 12-byte IV, its 16-byte tag and the ciphertext: a value
 * altered at rest does not open.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
const SANDBOX_KEY_NAME = 'kyc-encryption';

export type KycKey = Buffer;

/** The key: the configured one, else (sandbox) the database's installation secret of that name. */
export async function kycKey(deps: Pick<AppDeps, 'db' | 'config' | 'random' | 'clock'>): Promise<KycKey> {
  if (deps.config.kycEncryptionKey) return Buffer.from(deps.config.kycEncryptionKey, 'hex');
  if (!deps.config.sandbox) throw new Error('KYC_ENCRYPTION_KEY is not configured');
  return Buffer.from(await installationSecret(deps.db, SANDBOX_KEY_NAME, deps.random, deps.clock()), 'hex');
}

export function seal(key: KycKey, plain: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** Opens a sealed value; throws when it was altered or sealed under another key. */
export function open(key: KycKey, sealed: string): Buffer {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

export const sealJson = (key: KycKey, value: unknown) => seal(key, Buffer.from(JSON.stringify(value), 'utf8'));
export const openJson = (key: KycKey, sealed: string): unknown => JSON.parse(open(key, sealed).toString('utf8'));
