import * as v from 'valibot';
import { Line, paging, plainFreeText, BusinessDay } from './common';
import { endpoint } from './endpoint';
import { says } from './says';

/**
 * The audit trail every operator action lands in (and every refused attempt): read page by page with its
 * filters, and exported as CSV.
 */

export const AuditEvent = v.object({
  id: v.number(),
  /** When; a refused line's first attempt of its minute. */
  at: v.string(),
  /** Who: a staff member's e-mail, or "cli" for the command line's token. */
  actor: v.string(),
  /** None for a refusal with no one signed in (a wrong sign-in, a call without a valid session). */
  actor_id: v.nullable(v.number()),
  address: v.string(),
  /** The action's stable code: an endpoint's path ("/operator/withdrawals/pay"), "GET " and the path of a refused read, or a name ("staff.signed_in"). */
  action: v.string(),
  /** The action in words, in the reader's language (`lang`): what the back office shows. */
  label: v.string(),
  subject: v.string(),
  before: v.nullable(v.unknown()),
  after: v.nullable(v.unknown()),
  reason: v.nullable(v.string()),
  /**
   * A refused attempt: the refusal's code (contract/errors.ts; its params are the line's "after"), none for an
   * action done. Attempts refused to one actor, for one action, within one minute are one line.
   */
  refused: v.nullable(v.string()),
  /** How many attempts the line stands for (1 for an action done). */
  count: v.number(),
});
export type AuditEvent = v.InferOutput<typeof AuditEvent>;
export const AUDIT_OUTCOMES = ['done', 'refused'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** A São Paulo day from 2000 to 2099 (a year 9999 would pass a calendar check and overflow the next day). */
const DayText = BusinessDay(says('audit.day_invalid'));
export const AuditQuery = v.object({
  /**
   * Words found in the actor, the action (its code, or its words in Portuguese or English), the subject, the
   * address or the reason (all of them).
   */
  q: v.optional(v.pipe(Line(100), plainFreeText())),
  actor: v.optional(Line(120)),
  /** Part of the action's code or of its words ("aprovar um saque", "withdrawals/approve"). */
  action: v.optional(Line(80)),
  subject: v.optional(Line(80)),
  /** São Paulo days, both included. */
  from: v.optional(DayText),
  to: v.optional(DayText),
  /** Only the actions done, or only the refused attempts. */
  outcome: v.optional(v.picklist(AUDIT_OUTCOMES, says('request.invalid'))),
  ...paging(50),
  lang: v.optional(Line(10)),
});
export type AuditQuery = v.InferInput<typeof AuditQuery>;
export const AuditPage = v.object({ list: v.array(AuditEvent), total: v.number() });
export const AuditExport = v.object({ filename: v.string(), csv: v.string(), rows: v.number() });

export const AuditEndpoints = {
  audit: endpoint({
    method: 'get',
    path: '/operator/audit-trail',
    summary: 'The audit trail, newest first, searched by words, actor, action, subject and days',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin', 'compliance'],
    query: AuditQuery,
    response: AuditPage,
  }),
  auditExport: endpoint({
    method: 'get',
    path: '/operator/audit-trail/export',
    summary: 'The audit trail searched the same way, as CSV (at most 10,000 rows)',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin', 'compliance'],
    query: AuditQuery,
    response: AuditExport,
  }),
};
