import type { RefusalDeclarations } from './refusal';

/** Refusals of the privacy choices and data export (contract/privacy.ts). */
export const PRIVACY_REFUSALS = {
  'privacy.consent_version': { status: 422, text: 'The privacy notice has changed: please choose again' },
  'privacy.consent_purpose': { status: 422, text: 'Choose yes or no for each kind of storage' },
  'privacy.consent_too_often': { status: 429, text: 'Too many consent changes today: try again tomorrow' },
  'privacy.export_format': { status: 422, text: 'Choose JSON or CSV' },
  'privacy.export_too_often': {
    status: 429,
    text: 'You have downloaded your data 5 times in the last hour: try again after {until}',
  },
} as const satisfies RefusalDeclarations;
