import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { CaptchaData } from '../../../contract';
import { QUESTION_OPERATIONS, questionAnswer, type CaptchaQuestion } from '../../../contract/captchaQuestion';
import type { AppDeps } from '../../config';
import { captchas } from '../../db/schema';
import { safeEqual, sha256Hex } from '../../lib/hash';
import { randomInt, randomString, randomToken } from '../../lib/random';
import { CAPTCHA_ALPHABET } from './glyphs';
import { renderCaptchaSvg, svgDataUrl } from './svg';

export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

function answerHash(key: string, answer: string): string {
  return sha256Hex(`${key}:${answer.trim().toUpperCase()}`);
}

/** The row that holds the answer to the captcha's accessible question (spent together with the picture's). */
const questionKey = (key: string) => `${key}.q`;

/** A whole number from min to max, both included. */
const between = (random: AppDeps['random'], min: number, max: number) => min + randomInt(random, max - min + 1);

/**
 * A question drawn afresh: a sum (2–19 plus 2–19), a difference (10–29 minus a smaller number, at least 1) or
 * a product (2–9 times 2–9). The app says it in the person's language; its answer is computed, never looked up.
 */
export function makeQuestion(random: AppDeps['random']): { question: CaptchaQuestion; answer: string } {
  const op = QUESTION_OPERATIONS[randomInt(random, QUESTION_OPERATIONS.length)]!;
  let question: CaptchaQuestion;
  if (op === 'plus') question = { a: between(random, 2, 19), b: between(random, 2, 19), op };
  else if (op === 'times') question = { a: between(random, 2, 9), b: between(random, 2, 9), op };
  else {
    const a = between(random, 10, 29);
    question = { a, b: between(random, 1, a - 1), op };
  }
  return { question, answer: String(questionAnswer(question)) };
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

/**
 * Uses up the built-in captcha `key` (any attempt spends it, the picture's and the question's answer
 * together) and tells whether `answer` was right and in time.
 */
export async function consumeCaptcha(deps: AppDeps, key: string | null, answer: string, now: Date): Promise<boolean> {
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
  const picture = stored.find((row) => row.key === key);
  if (!key || !picture || picture.expiresAt.getTime() <= now.getTime()) return false;
  const given = answerHash(key, answer);
  return stored.some((row) => safeEqual(row.answerHash, given));
}
