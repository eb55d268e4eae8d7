import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { RULE_NAMES } from '../compliance/words';
import { inWords, readableCode } from '../players/words';
import { formatDay } from '../i18n';

/** What an audit line is about (server/backoffice/audit.ts `subject`, "kind:id"), by its kind. */
const SUBJECT_KINDS: Record<string, MessageDescriptor> = {
  member: msg`Player`,
  withdrawal: msg`Withdrawal`,
  deposit: msg`Deposit`,
  order: msg`Order`,
  staff: msg`Staff account`,
  site: msg`Site`,
  fixture: msg`Match`,
  market: msg`Market`,
  price: msg`Odds`,
  setting: msg`Setting`,
  report: msg`Report`,
  kyc_case: msg`Identity case`,
  announcement: msg`Announcement`,
  record: msg`Record`,
  scenario: msg`Test scenario`,
  day: msg`Day`,
};

/** The settings and the reports a line names. */
const SETTINGS: Record<string, MessageDescriptor> = {
  four_eyes: msg`Four-eyes amount`,
  ggr_tax_rate: msg`Tax rate on GGR`,
  max_win: msg`Maximum win per round`,
  rg_rule: msg`Responsible-gambling rule`,
};
const REPORTS: Record<string, MessageDescriptor> = {
  ggr: msg`GGR`,
  payments: msg`Payments`,
  regulator_file: msg`Regulator’s file`,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** One part of a subject's id: a day as the person writes it, a code made readable, or as it is (a number, an order). */
const part = (text: string) =>
  DAY.test(text) ? formatDay(text) : /[a-z]_|_[a-z]/.test(text) ? readableCode(text) : text;

/**
 * A line's subject in words: "member:12" → "Player 12", "setting:rg_rule:deposit_velocity" → "Setting:
 * Responsible-gambling rule · Deposit velocity", "audit-trail" → "Audit trail". Unknown kinds read as their
 * words.
 */
export function subjectInWords(subject: string): string {
  if (subject === '-' || subject === '') return '—';
  if (subject === 'audit-trail') return i18n._(msg`Audit trail`);
  const [kind = '', ...rest] = subject.split(':');
  const name = Object.hasOwn(SUBJECT_KINDS, kind) ? i18n._(SUBJECT_KINDS[kind]!) : readableCode(kind);
  if (!rest.length) return name;
  if (kind === 'setting' || kind === 'report') {
    const [which = '', ...more] = rest;
    const words = inWords(kind === 'setting' ? SETTINGS : REPORTS, which);
    const detail = which === 'rg_rule' && more[0] ? inWords(RULE_NAMES, more[0]) : more.map(part).join(' · ');
    return detail ? `${name}: ${words} · ${detail}` : `${name}: ${words}`;
  }
  return `${name} ${rest.map(part).join(' · ')}`;
}
