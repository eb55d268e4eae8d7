import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { CaptchaData } from '../../../contract';
import {
  QUESTION_CATEGORIES,
  QUESTION_WORDS,
  type CaptchaQuestion,
  type QuestionCategory,
  type QuestionWord,
} from '../../../contract/captchaQuestion';
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

/** The row that holds the answer to the captcha's accessible question (spent together with the picture's). */
const questionKey = (key: string) => `${key}.q`;

/** Picks n different items of a list with the app's random source. */
function pick<T>(random: AppDeps['random'], items: readonly T[], n: number): T[] {
  const left = [...items];
  const chosen: T[] = [];
  while (chosen.length < n && left.length > 0)
    chosen.push(left.splice(Math.floor((random(4).readUInt32BE(0) / 2 ** 32) * left.length), 1)[0]!);
  return chosen;
}

/** A question: one word of the category among three of other categories, and its position (1–4). */
export function makeQuestion(random: AppDeps['random']): { question: CaptchaQuestion; answer: string } {
  const [category] = pick(random, QUESTION_CATEGORIES, 1) as [QuestionCategory];
  const [right] = pick(random, QUESTION_WORDS[category], 1) as [QuestionWord];
  const others = QUESTION_CATEGORIES.filter((c) => c !== category).map(
    (c) => pick(random, QUESTION_WORDS[c], 1)[0] as QuestionWord,
  );
  const words = pick(random, [right, ...others], 4);
  return { question: { category, words }, answer: String(words.indexOf(right) + 1) };
}

/**
 * Makes a captcha: stores the hashed answers (the picture's code and the accessible question's) for five
 * minutes; returns the picture and the question (for the client) and the code and the question's answer
 * (never sent: for tests and tools that need to answer them).
 */
export async function createCaptcha(
  deps: AppDeps,
  now: Date,
): Promise<{ data: CaptchaData; code: string; questionAnswer: string }> {
  const code = randomString(deps.random, CAPTCHA_ALPHABET, CAPTCHA_LENGTH);
  const key = randomToken(deps.random, 18);
  const { question, answer } = makeQuestion(deps.random);
  // Forget captchas that lapsed long ago, so the table stays small.
  await deps.db.delete(captchas).where(lt(captchas.expiresAt, new Date(now.getTime() - 60 * 60 * 1000)));
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  await deps.db.insert(captchas).values([
    { key, answerHash: answerHash(key, code), createdAt: now, expiresAt },
    { key: questionKey(key), answerHash: answerHash(key, answer), createdAt: now, expiresAt },
  ]);
  return {
    data: { key, image: svgDataUrl(renderCaptchaSvg(deps.random, code)), question },
    code,
    questionAnswer: answer,
  };
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
  let stored: { key: string; answerHash: string; expiresAt: Date }[] = [];
  // A key ending in ".q" is the question's own row: never a key a client may name.
  if (key && !key.endsWith('.q')) {
    // The picture's answer and the question's are spent together, whichever is used.
    stored = await deps.db
      .update(captchas)
      .set({ usedAt: now })
      .where(and(inArray(captchas.key, [key, questionKey(key)]), isNull(captchas.usedAt)))
      .returning({ key: captchas.key, answerHash: captchas.answerHash, expiresAt: captchas.expiresAt });
  }
  const testAnswer = deps.config.captchaTestAnswer;
  if (key && testAnswer && answer.trim().toUpperCase() === testAnswer.trim().toUpperCase()) return true;
  const picture = stored.find((row) => row.key === key);
  if (!key || !picture || picture.expiresAt.getTime() <= now.getTime()) return false;
  const given = answerHash(key, answer);
  return stored.some((row) => safeEqual(row.answerHash, given));
}
