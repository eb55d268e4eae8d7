import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../config';
import { installationSecrets } from '../db/schema';
import type { Db } from '../db/types';
import { refusal } from '../http/envelope';
import { safeEqual } from '../lib/hash';
import { installationSecret } from '../house/simulator';

/**
 * The launch token: what /day7/day7LoginV2 puts in the game page's URL and every wallet call carries. It
 * names the member, the game, the launch (game_launches.id), the site session the game was opened from and
 * when it expires, signed with HMAC-SHA256 under the installation's `seamless` secret (made once, like the
 * sports secret; never served or logged):
 *
 *   v1.<member id>.<game id>.<launch id>.<session id>.<expiry, Unix seconds>.<signature, 64 hex>
 *
 * Short-lived: two hours from the launch; opening the game again gives a new one.
 */

export const LAUNCH_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
const SECRET_NAME = 'seamless';
const VERSION = 'v1';

export interface LaunchClaims {
  memberId: number;
  gameId: number;
  launchId: string;
  sessionId: number;
  expiresAt: Date;
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload, 'utf8').digest('hex');

const payloadOf = (c: LaunchClaims) =>
  [VERSION, c.memberId, c.gameId, c.launchId, c.sessionId, Math.floor(c.expiresAt.getTime() / 1000)].join('.');

/**
 * Makes the installation's launch secret at start if it has none, so that no launch's transaction (which may
 * roll back) is the one that makes it: the wallet keeps the secret it reads for the process's life.
 */
export async function ensureLaunchSecret(db: Db, random: AppDeps['random'], now: Date): Promise<void> {
  await installationSecret(db, SECRET_NAME, random, now);
}

/** Signs a launch's token (the installation's secret made on first use). */
export async function signLaunchToken(
  db: Db,
  random: AppDeps['random'],
  claims: Omit<LaunchClaims, 'expiresAt'>,
  now: Date,
): Promise<string> {
  const secret = await installationSecret(db, SECRET_NAME, random, now);
  const full = { ...claims, expiresAt: new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS) };
  const payload = payloadOf(full);
  return `${payload}.${sign(secret, payload)}`;
}

const invalid = () => refusal('launch.invalid');
const WHOLE = /^[1-9]\d{0,9}$/;
const LAUNCH_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The token's parts, if it has the token's shape (nothing checked yet). */
function parse(token: string): { claims: LaunchClaims; payload: string; signature: string } | null {
  if (typeof token !== 'string' || token.length > 256) return null;
  const parts = token.split('.');
  if (parts.length !== 7) return null;
  const [version = '', member = '', game = '', launch = '', session = '', expiry = '', signature = ''] = parts;
  if (version !== VERSION || !/^[0-9a-f]{64}$/.test(signature)) return null;
  if (![member, game, session, expiry].every((part) => WHOLE.test(part)) || !LAUNCH_ID.test(launch)) return null;
  return {
    claims: {
      memberId: Number(member),
      gameId: Number(game),
      launchId: launch,
      sessionId: Number(session),
      expiresAt: new Date(Number(expiry) * 1000),
    },
    payload: parts.slice(0, 6).join('.'),
    signature,
  };
}

/** The installation's seamless secret, or null when none was made yet (then no token is valid). */
export async function readLaunchSecret(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ secret: installationSecrets.secret })
    .from(installationSecrets)
    .where(eq(installationSecrets.name, SECRET_NAME));
  return row?.secret ?? null;
}

/**
 * The claims of a token whose signature holds (compared in constant time), else 403 launch.invalid. The
 * expiry is not checked here: a win or a refund for a round played while the token was valid is still
 * paid after it expires (player() checks it for what starts play).
 */
export function verifyLaunchToken(secret: string | null, token: string): LaunchClaims {
  const parsed = parse(token);
  if (!parsed || !secret) throw invalid();
  if (!safeEqual(sign(secret, parsed.payload), parsed.signature)) throw invalid();
  return parsed.claims;
}
