import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { TokenData, TwoFactorChallenge } from '../../contract/account';
import { CHALLENGE_MINUTES, CHALLENGE_TRIES, type TwoFactorLoginBody } from '../../contract/securityTwoFactor';
import { completeLogin } from '../auth/complete-login';
import { idleLimitSeconds } from '../auth/sessions';
import { blockInForce } from '../backoffice/players/blocks';
import type { AppDeps } from '../config';
import { members, twoFactorChallenges, type Member } from '../db/schema';
import { refusal } from '../http/envelope';
import type { AppContext } from '../http/env';
import { randomToken } from '../lib/random';
import { sha256Hex } from '../lib/hash';
import { checkCode, spendCode } from './codes';

/**
 * The login's second step when two-factor is on and the device is not known: the right password makes no
 * session but a challenge (a random token, kept as its sha256, for 5 minutes and 5 tries, bound to the
 * browser's device id); the challenge with a right code makes the session and remembers the device.
 */

const CHALLENGE_MS = CHALLENGE_MINUTES * 60 * 1000;

export async function makeChallenge(
  deps: AppDeps,
  member: Pick<Member, 'id'>,
  deviceId: string | undefined,
  lang: string,
  now: Date,
): Promise<TwoFactorChallenge> {
  const token = randomToken(deps.random, 32);
  const expiresAt = new Date(now.getTime() + CHALLENGE_MS);
  await deps.db.insert(twoFactorChallenges).values({
    tokenHash: sha256Hex(token),
    memberId: member.id,
    deviceHash: deviceId ? sha256Hex(deviceId) : null,
    lang,
    expiresAt,
    createdAt: now,
  });
  // Challenges past their time are of no use to anyone: the member's are cleared as new ones are made.
  await deps.db
    .delete(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.memberId, member.id), lt(twoFactorChallenges.expiresAt, now)));
  return { two_factor: { challenge: token, expires_at: expiresAt.toISOString() } };
}

type Body = v.InferOutput<typeof TwoFactorLoginBody>;

/**
 * POST /api/auth/login/two-factor. The challenge's try is taken atomically first (unknown, used, lapsed, made
 * for another browser or out of tries: `two_factor.challenge_expired`), then the member's (codes.ts), then
 * the code is checked; a right one is spent and the challenge used in the transaction that makes the
 * session (completeLogin), so a challenge makes one session, whatever races.
 */
export async function loginWithCode(c: AppContext, deps: AppDeps, body: Body, now: Date): Promise<TokenData> {
  const { db } = deps;
  const expired = () => refusal('two_factor.challenge_expired');
  const tokenHash = sha256Hex(body.challenge);
  const [challenge] = await db
    .update(twoFactorChallenges)
    .set({ tries: sql`${twoFactorChallenges.tries} + 1` })
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, tokenHash),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, now),
        lt(twoFactorChallenges.tries, CHALLENGE_TRIES),
      ),
    )
    .returning();
  if (!challenge) throw expired();
  if (challenge.deviceHash !== (body.device_id ? sha256Hex(body.device_id) : null)) throw expired();
  const [member] = await db.select().from(members).where(eq(members.id, challenge.memberId));
  if (!member) throw expired();
  if (member.closedAt) throw refusal('auth.account_closed');
  if (await blockInForce(db, member.id)) throw refusal('auth.account_blocked');

  // Counted for the browser the challenge was made for (never a known device: a known one gets no challenge).
  const place = { device: challenge.deviceHash, knownDevice: false };
  const proof = await checkCode(deps, member.id, body.code, 'code', place, now);
  const token = await db.transaction(async (tx) => {
    const used = await tx
      .update(twoFactorChallenges)
      .set({ usedAt: now })
      .where(and(eq(twoFactorChallenges.tokenHash, tokenHash), isNull(twoFactorChallenges.usedAt)))
      .returning({ memberId: twoFactorChallenges.memberId });
    if (used.length === 0) throw expired();
    await spendCode(tx, member.id, proof, 'code', place, now);
    return completeLogin(
      { ...deps, db: tx },
      member,
      { deviceId: body.device_id, knownDevice: false, userAgent: c.req.header('user-agent'), lang: challenge.lang },
      now,
    );
  });
  return { access_token: token, token_type: 'Bearer', expires_in: await idleLimitSeconds(db, member.siteId) };
}
