import * as v from 'valibot';

/**
 * The captcha's accessible alternative (for a person who cannot see the picture): a question answered in
 * text — which of four words belongs to a category, answered with its number (1–4), so the answer is the
 * same in every language. The server picks it with the captcha key and verifies it the same way: single
 * use, five minutes, behind the login attempts' rate limit.
 */
export const QUESTION_CATEGORIES = ['animal', 'colour', 'fruit', 'body'] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

export const QUESTION_WORDS = {
  animal: ['cat', 'dog', 'horse', 'fish', 'bird', 'cow'],
  colour: ['red', 'blue', 'green', 'yellow', 'black', 'white'],
  fruit: ['apple', 'banana', 'orange', 'grape', 'mango', 'lemon'],
  body: ['hand', 'foot', 'nose', 'ear', 'eye', 'knee'],
} as const satisfies Record<QuestionCategory, readonly string[]>;
export type QuestionWord = (typeof QUESTION_WORDS)[QuestionCategory][number];
export const ALL_QUESTION_WORDS = Object.values(QUESTION_WORDS).flat() as QuestionWord[];

export const CaptchaQuestion = v.object({
  category: v.picklist(QUESTION_CATEGORIES),
  words: v.array(v.picklist(ALL_QUESTION_WORDS)),
});
export type CaptchaQuestion = v.InferOutput<typeof CaptchaQuestion>;
