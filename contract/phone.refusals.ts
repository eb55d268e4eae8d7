import type { RefusalDeclarations } from './refusal';

/** Refusals of confirming and changing the phone number (contract/phone.ts). */
export const PHONE_REFUSALS = {
  'phone.already_verified': { status: 409, text: 'Your phone number is already confirmed' },
  'phone.same': { status: 422, text: 'This is already your phone number' },
  'phone.taken': { status: 409, text: 'This phone number is already registered' },
} as const satisfies RefusalDeclarations;
