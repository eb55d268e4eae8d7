import type { RefusalDeclarations } from './refusal';

/** Refusals of account recovery (contract/recovery.ts). */
export const RECOVERY_REFUSALS = {
  'recover.channel_unknown': { status: 422, text: 'Choose SMS or e-mail' },
} as const satisfies RefusalDeclarations;
