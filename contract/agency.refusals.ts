import type { RefusalDeclarations } from './refusal';

/** Refusals of the agency (contract/agency.ts). */
export const AGENCY_REFUSALS = {
  'agency.registration_failed': { status: 422, text: 'Registration Failed' },
  'agency.phone_required': { status: 422, text: 'Enter the invitee’s registered phone' },
  'agency.code_required': { status: 422, text: 'Enter your invitation code' },
  'agency.uid_required': { status: 422, text: 'Enter the invitee’s UID' },
  'agency.nothing_to_claim': { status: 422, text: 'No agency reward to claim' },
  'agency.request_gone': { status: 404, text: 'This request is no longer open' },
  'agency.request_answered': { status: 409, text: 'This request is no longer open' },
  'agency.code_characters': { status: 422, text: 'An invitation code has only letters and digits' },
} as const satisfies RefusalDeclarations;
