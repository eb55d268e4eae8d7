import type { RefusalDeclarations } from './refusal';

/** Refusals of the security center (contract/security.ts). */
export const SECURITY_REFUSALS = {
  'security.password_wrong': { status: 422, text: 'Incorrect password' },
  'security.verify_first': { status: 403, text: 'Please confirm your password first' },
  'security.password_same': { status: 422, text: 'The new password must be different from the current one' },
  'security.email_taken': { status: 422, text: 'This e-mail is already in use' },
  'security.code_wrong': { status: 422, text: 'Incorrect or expired code' },
} as const satisfies RefusalDeclarations;
