import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RgEvidence, RgRule, RgRuleSetting } from '../../../contract/boCompliance';
import { staff } from './backoffice';
import { at } from './columns';
import { memberExclusions, memberRef } from './members';

/* Responsible gambling in the back office (server/backoffice/compliance): flags, what staff did, limit changes. */

/**
 * A player flagged by a rule: when, the rule's numbers then (`settings`), what it measured (`observed`) and
 * the records that triggered it (`evidence`). At most one open flag per player and rule (the partial unique
 * index): two evaluations at once raise it once. Closed with an outcome; never deleted.
 */
export const rgFlags = pgTable(
  'rg_flags',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef(),
    rule: text('rule').$type<RgRule>().notNull(),
    state: text('state').$type<'open' | 'closed'>().notNull().default('open'),
    raisedAt: at('raised_at').notNull(),
    settings: jsonb('settings').$type<RgRuleSetting>().notNull(),
    observed: jsonb('observed').$type<Record<string, unknown>>().notNull(),
    evidence: jsonb('evidence').$type<RgEvidence>().notNull(),
    closedAt: at('closed_at'),
    outcome: text('outcome'),
  },
  (t) => [
    uniqueIndex('rg_flags_open_once')
      .on(t.memberId, t.rule)
      .where(sql`${t.state} = 'open'`),
    index('rg_flags_queue_idx').on(t.state, t.raisedAt),
    index('rg_flags_member_idx').on(t.memberId, t.rule, t.raisedAt),
    check('rg_flags_state', sql`${t.state} in ('open', 'closed')`),
    check('rg_flags_closed', sql`(${t.state} = 'closed') = (${t.closedAt} is not null)`),
  ],
);
export type RgFlagRow = typeof rgFlags.$inferSelect;

/**
 * What staff did about a flag, append-only: a contact (its channel and what was said), a cooling-off (the
 * pause it placed in member_exclusions), the close (its outcome). `note` is what was said or the reason.
 */
export const rgFlagActions = pgTable(
  'rg_flag_actions',
  {
    id: serial('id').primaryKey(),
    flagId: integer('flag_id')
      .notNull()
      .references(() => rgFlags.id),
    memberId: memberRef(),
    kind: text('kind').$type<'contact' | 'cooling_off' | 'close'>().notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    staffLabel: text('staff_label').notNull(),
    at: at('at').notNull(),
    channel: text('channel'),
    note: text('note').notNull(),
    exclusionId: integer('exclusion_id').references(() => memberExclusions.id),
    outcome: text('outcome'),
  },
  (t) => [
    index('rg_flag_actions_flag_idx').on(t.flagId, t.at),
    check('rg_flag_actions_kind', sql`${t.kind} in ('contact', 'cooling_off', 'close')`),
  ],
);

/**
 * Every change a player makes to a responsible-gambling limit (responsible/limits.ts setLimit), append-only:
 * the value in force before (`from_value`, null: none) and the value asked (`to_value`, null: removal), in
 * the limit's unit. A raise or a removal waits 24 hours before it is in force, but asking for it is what the
 * compliance rule counts.
 */
export const responsibleLimitChanges = pgTable(
  'responsible_limit_changes',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef(),
    kind: text('kind').notNull(),
    fromValue: bigint('from_value', { mode: 'number' }),
    toValue: bigint('to_value', { mode: 'number' }),
    at: at('at').notNull(),
  },
  (t) => [index('responsible_limit_changes_member_idx').on(t.memberId, t.at)],
);
