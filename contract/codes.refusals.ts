import type { RefusalDeclarations } from './refusal';

/** Refusals of a code sent by SMS or e-mail (contract/codes.ts). */
export const CODES_REFUSALS = {
  'code.wrong': { status: 422, text: 'The code is wrong or has expired; ask for a new one' },
  'code.resend_wait': { status: 429, text: 'Wait {seconds} seconds before asking for another code' },
  'code.too_many_sends': { status: 429, text: 'Too many codes asked for today; try again after {until}' },
} as const satisfies RefusalDeclarations;
