import type { RefusalDeclarations } from './refusal';

/** Refusals of the information center (contract/information.ts). */
export const INFORMATION_REFUSALS = {
  'information.notification_not_found': { status: 404, text: 'Notification not found' },
  'information.title_required': { status: 422, text: 'Enter a title' },
  'information.body_required': { status: 422, text: 'Enter the text' },
} as const satisfies RefusalDeclarations;
