import * as v from 'valibot';
import { LangField } from './common';
import { endpoint } from './endpoint';
import { says } from './says';
import { CONSENT_PURPOSES, CONSENT_VERSION } from './storageConsent';

export { CONSENT_PURPOSES, CONSENT_VERSION, type ConsentPurpose } from './storageConsent';

/*
 * LGPD (Lei nº 13.709/2018): the consents a member gives (storage on this device beyond what the service
 * needs), and the copy of their own data they may download (art. 18, II and V).
 */

export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** How many copies of their data a member may download an hour. */
export const EXPORTS_PER_HOUR = 5;
/** How many consent changes a member may record a day (each is kept forever). */
export const CONSENT_CHANGES_PER_DAY = 50;

/** POST /api/privacy/consents: the choices made under the current notice, one per purpose. */
export const ConsentBody = v.object({
  version: v.pipe(
    v.number(says('privacy.consent_version')),
    v.check((n) => n === CONSENT_VERSION, says('privacy.consent_version')),
  ),
  choices: v.pipe(
    v.array(
      v.object({
        purpose: v.picklist(CONSENT_PURPOSES, says('privacy.consent_purpose')),
        granted: v.boolean(says('privacy.consent_purpose')),
      }),
      says('privacy.consent_purpose'),
    ),
    v.minLength(1, says('privacy.consent_purpose')),
    v.maxLength(CONSENT_PURPOSES.length, says('privacy.consent_purpose')),
    v.check((list) => new Set(list.map((c) => c.purpose)).size === list.length, says('privacy.consent_purpose')),
  ),
  lang: LangField,
});
export type ConsentBody = v.InferInput<typeof ConsentBody>;

export const ConsentRecord = v.object({
  purpose: v.picklist(CONSENT_PURPOSES),
  granted: v.boolean(),
  version: v.number(),
  /** When it was given (ISO). */
  at: v.string(),
});
export type ConsentRecord = v.InferOutput<typeof ConsentRecord>;

/** GET /api/privacy/consents: what the member agreed to and when. */
export const ConsentSummary = v.object({
  /** When the terms and the privacy policy were accepted at sign-up (ISO; null for accounts from before). */
  terms_accepted_at: v.nullable(v.string()),
  /** Each purpose's choice in force (absent: never asked on any device while signed in). */
  current: v.array(ConsentRecord),
  /** Every choice recorded, newest first (at most the last 100). */
  history: v.array(ConsentRecord),
  /** Where e-mail copies of money notices go (the verified e-mail; null: none, so no copies are sent). */
  email_copies_to: v.nullable(v.string()),
  /** Each money notice's e-mail copy, on or off (on unless the member switched it off). */
  email_copies: v.array(v.object({ kind: v.string(), on: v.boolean() })),
});
export type ConsentSummary = v.InferOutput<typeof ConsentSummary>;

export const ExportQuery = v.object({
  format: v.picklist(EXPORT_FORMATS, says('privacy.export_format')),
  lang: LangField,
});

/** The export's first lines as JSON (the sections follow; the CSV has one section per table). */
export const DataExportHead = v.object({
  format: v.literal('rodada-data-export'),
  version: v.literal(1),
  generated_at: v.string(),
});

export const PrivacyEndpoints = {
  consents: endpoint({
    method: 'get',
    path: '/privacy/consents',
    summary:
      'The consents the member gave and when: the terms at sign-up and each storage choice recorded (append-only history)',
    tag: 'privacy',
    auth: 'member',
    response: ConsentSummary,
  }),
  recordConsent: endpoint({
    method: 'post',
    path: '/privacy/consents',
    summary:
      'Record the storage choice the member made on this device (version of the notice, one choice per purpose); a choice equal to the one in force is not recorded again; at most 50 changes a day',
    tag: 'privacy',
    auth: 'member',
    body: ConsentBody,
    response: ConsentSummary,
    errors: { 'privacy.consent_too_often': 'more than 50 changes in a day' },
  }),
  export: endpoint({
    method: 'get',
    path: '/privacy/export',
    summary:
      'Download a copy of the member’s data (identity, consents, sessions, ledger, bets, rounds, deposits, withdrawals, limits, pauses and exclusions, notifications) as JSON or CSV (one section per table, UTF-8 with BOM); no password hash, secret or other member’s data; at most 5 an hour',
    tag: 'privacy',
    auth: 'member',
    query: ExportQuery,
    response: DataExportHead,
    errors: { 'privacy.export_too_often': 'more than 5 downloads in an hour; until: when the next one is possible' },
    raw: true,
  }),
};
