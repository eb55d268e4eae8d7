import * as v from 'valibot';

/**
 * The captcha's accessible alternative (for a person who cannot see the picture): a sum drawn afresh for
 * each challenge — two numbers and an operation — which the app says in the person's language ("Quanto é 7
 * mais 3?") and whose result, in digits, goes in the verification code field. Nothing the app ships answers
 * it: the answer is computed, single use, valid for five minutes, behind the login and registration limits.
 * A script can still compute it, as it can read a picture; a public site configures a hosted challenge
 * (CAPTCHA_PROVIDER, server/auth/captcha/provider.ts).
 */
export const QUESTION_OPERATIONS = ['plus', 'minus', 'times'] as const;
export type QuestionOperation = (typeof QUESTION_OPERATIONS)[number];

const Operand = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99));

export const CaptchaQuestion = v.object({
  a: Operand,
  b: Operand,
  op: v.picklist(QUESTION_OPERATIONS),
});
export type CaptchaQuestion = v.InferOutput<typeof CaptchaQuestion>;

/** The question's answer. */
export function questionAnswer({ a, b, op }: CaptchaQuestion): number {
  return op === 'plus' ? a + b : op === 'minus' ? a - b : a * b;
}
