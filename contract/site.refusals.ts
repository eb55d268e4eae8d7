import type { RefusalDeclarations } from './refusal';

/** Refusals of the member's profile settings (contract/site.ts). */
export const SITE_REFUSALS = {
  'profile.picture_required': { status: 422, text: 'Choose a picture' },
} as const satisfies RefusalDeclarations;
