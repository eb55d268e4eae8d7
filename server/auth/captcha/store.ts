import { and, eq, isNull, lt } from 'drizzle-orm';
import type { CaptchaData } from '../../../contract';
import type { AppDeps } from '../../config';
import { captchas } from '../../db/schema';
import { safeEqual, sha256Hex } from '../../lib/hash';
import { randomString, randomToken } from '../../lib/random';
import { CAPTCHA_ALPHABET } from './glyphs';
import { renderCaptchaSvg, svgDataUrl } from './svg';

export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

function answerHash(key: string, answer: string): string {
  return sha256Hex(`${key}:${answer.trim().toUpperCase()}`);
}

/**
 * Makes a captcha: stores the hashed answer for five minutes; returns the picture (for the client)
 * and the code (never sent: for tests and tools that need to answer it).
 */
export async function createCaptcha(deps: AppDeps, now: Date): Promise<{ data: CaptchaData; code: string }> {
  const code = randomString(deps.random, CAPTCHA_ALPHABET, CAPTCHA_LENGTH);
  const key = randomToken(deps.random, 18);
  // Forget captchas that lapsed long ago, so the table stays small.
  await deps.db.delete(captchas).where(lt(captchas.expiresAt, new Date(now.getTime() - 60 * 60 * 1000)));
  await deps.db.insert(captchas).values({
    key,
    answerHash: answerHash(key, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
  });
  return { data: { key, image: svgDataUrl(renderCaptchaSvg(deps.random, code)) }, code };
}

/** Issues a captcha: what POST /api/auth/captcha answers. */
export async function issueCaptcha(deps: AppDeps, now: Date): Promise<CaptchaData> {
  return (await createCaptcha(deps, now)).data;
}

function field(body: unknown, name: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
}

/**
 * Uses up the captcha named in the body (any attempt spends it) and tells whether the answer was
 * right and in time. With config.captchaTestAnswer set, that answer passes for any key.
 */
export async function consumeCaptcha(deps: AppDeps, body: unknown, now: Date): Promise<boolean> {
  const key = field(body, 'captcha_key');
  const answer = field(body, 'captcha') ?? '';
  let stored: { answerHash: string; expiresAt: Date } | undefined;
  if (key) {
    [stored] = await deps.db
      .update(captchas)
      .set({ usedAt: now })
      .where(and(eq(captchas.key, key), isNull(captchas.usedAt)))
      .returning({ answerHash: captchas.answerHash, expiresAt: captchas.expiresAt });
  }
  const testAnswer = deps.config.captchaTestAnswer;
  if (key && testAnswer && answer.trim().toUpperCase() === testAnswer.trim().toUpperCase()) return true;
  if (!key || !stored || stored.expiresAt.getTime() <= now.getTime()) return false;
  return safeEqual(stored.answerHash, answerHash(key, answer));
}
