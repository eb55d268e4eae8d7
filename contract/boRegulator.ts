import * as v from 'valibot';
import { AuditExport } from './boAudit';
import { BusinessDay } from './common';
import { endpoint } from './endpoint';
import { says } from './says';

/**
 * The back office's regulator desk (compliance, admin): the day's checks by CPF with the regulator
 * (server/regulator/, docs/REGULATOR.md) — how many were asked on each occasion and what came back, the flags
 * by reason, and the questions that need a look (flagged or unanswered) — and the daily files made for the
 * regulator's data requests, each downloadable as it was made.
 */

const Day = BusinessDay(says('audit.day_invalid'));

export const RegulatorDayQuery = v.object({ day: Day });
export type RegulatorDayQuery = v.InferInput<typeof RegulatorDayQuery>;

const Outcomes = { clear: v.number(), flagged: v.number(), unavailable: v.number() };

/** The questions of the day to look at, newest first, at most REGULATOR_ATTENTION_SHOWN. */
export const REGULATOR_ATTENTION_SHOWN = 200;

export const RegulatorDay = v.object({
  day: v.string(),
  /** Every question of the day, by outcome. */
  totals: v.object(Outcomes),
  /** By occasion: registration, identity, daily_login, recheck, sweep (only those asked that day). */
  occasions: v.array(v.object({ occasion: v.string(), ...Outcomes })),
  /** The flags of the day by reason. */
  reasons: v.array(v.object({ reason: v.string(), count: v.number() })),
  /** Flagged and unanswered questions, newest first. */
  attention: v.array(
    v.object({
      at: v.string(),
      /** null: a registration refused (no account was made). */
      member_id: v.nullable(v.number()),
      cpf: v.string(),
      occasion: v.string(),
      outcome: v.picklist(['flagged', 'unavailable']),
      reason: v.nullable(v.string()),
      provider: v.string(),
    }),
  ),
  /** How many flagged or unanswered questions there were in all. */
  attention_total: v.number(),
  /** Members whose standing owes an answer now (deposits held until the job gets one). */
  owed_now: v.number(),
});
export type RegulatorDay = v.InferOutput<typeof RegulatorDay>;

/** How many of the latest daily files the desk lists. */
export const REGULATOR_FILES_SHOWN = 31;

export const RegulatorFiles = v.object({
  list: v.array(
    v.object({
      day: v.string(),
      /** Lines after the header: CPFs with activity that day. */
      rows: v.number(),
      sha256: v.string(),
      generated_at: v.string(),
    }),
  ),
});
export type RegulatorFiles = v.InferOutput<typeof RegulatorFiles>;

const DESK = ['compliance', 'admin'] as const;

export const RegulatorDeskEndpoints = {
  day: endpoint({
    method: 'get',
    path: '/operator/regulator/checks',
    summary:
      'The day’s CPF checks with the regulator: totals by occasion and outcome, flags by reason, the ones to look at',
    tag: 'backoffice',
    auth: 'operator',
    roles: DESK,
    query: RegulatorDayQuery,
    response: RegulatorDay,
  }),
  files: endpoint({
    method: 'get',
    path: '/operator/regulator/files',
    summary: 'The latest daily files made for the regulator (bets, deposits and withdrawals per CPF)',
    tag: 'backoffice',
    auth: 'operator',
    roles: DESK,
    response: RegulatorFiles,
  }),
  fileExport: endpoint({
    method: 'get',
    path: '/operator/regulator/files/export',
    summary: 'One day’s file for the regulator, as it was made (recorded on the audit trail)',
    tag: 'backoffice',
    auth: 'operator',
    roles: DESK,
    query: RegulatorDayQuery,
    response: AuditExport,
    errors: { 'regulator.file_missing': 'no file for that day (not ended yet, or before the installation)' },
  }),
};
