import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { ConsentPurpose, ExportFormat } from '../../../contract/privacy';
import { at } from './columns';
import { memberRef } from './members';

/* LGPD: the member's consents and the copies of their data they downloaded. */

/**
 * Every consent choice a member made, in order: a row is never changed or removed (a trigger refuses it),
 * so the history of what was granted, under which version of the notice, and when, is kept as given.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef(),
    purpose: text('purpose').$type<ConsentPurpose>().notNull(),
    granted: boolean('granted').notNull(),
    /** The version of the notice the choice was made under (contract/privacy.ts CONSENT_VERSION). */
    version: integer('version').notNull(),
    at: at('at').notNull(),
  },
  (t) => [
    index('consents_member_idx').on(t.memberId, t.purpose, t.at),
    check('consents_purpose', sql`${t.purpose} in ('storage.preferences')`),
  ],
);

/** Each download of a member's data (when and in which format): the limit of 5 an hour is counted here. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef(),
    format: text('format').$type<ExportFormat>().notNull(),
    at: at('at').notNull(),
  },
  (t) => [
    index('data_exports_member_idx').on(t.memberId, t.at),
    check('data_exports_format', sql`${t.format} in ('json', 'csv')`),
  ],
);
