import type { RefusalDeclarations } from './refusal';

/** Refusals of two-factor authentication (contract/securityTwoFactor.ts). */
export const SECURITY_TWO_FACTOR_REFUSALS = {
  'two_factor.code_required': { status: 422, text: 'Enter the code from your authenticator app' },
  'two_factor.code_wrong': { status: 422, text: 'Incorrect or expired code' },
  'two_factor.too_many_tries': { status: 429, text: 'Too many wrong codes: try again after {until}' },
  'two_factor.already_on': { status: 409, text: 'Two-factor authentication is already on' },
  'two_factor.off': { status: 409, text: 'Two-factor authentication is not on' },
  'two_factor.setup_expired': { status: 409, text: 'The setup has expired: start again' },
  'two_factor.challenge_expired': { status: 409, text: 'This login step has expired: log in again' },
} as const satisfies RefusalDeclarations;
