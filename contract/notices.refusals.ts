import type { RefusalDeclarations } from './refusal';

/** Refusals of the notification settings (contract/notices.ts). */
export const NOTICES_REFUSALS = {
  'notices.kind_unknown': { status: 422, text: 'Choose one of the notifications listed' },
  'notices.kind_twice': { status: 422, text: 'Name each notification once' },
} as const satisfies RefusalDeclarations;
