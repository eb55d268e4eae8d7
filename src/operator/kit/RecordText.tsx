import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatWhen } from '../i18n';
import { CHANNEL_NAMES, LIMIT_NAMES, OUTCOME_NAMES, RULE_NAMES } from '../compliance/words';
import { readable } from './readable';

/** The fields records most often hold, in words; any other reads as its name made readable. */
const FIELD_NAMES: Record<string, MessageDescriptor> = {
  status: msg`Status`,
  amount: msg`Amount`,
  balance: msg`Balance`,
  credited: msg`Credited`,
  threshold: msg`Amount`,
  reason: msg`Reason`,
  roles: msg`Roles`,
  disabled: msg`Disabled`,
  email: msg`E-mail`,
  name: msg`Name`,
  phone: msg`Phone`,
  site: msg`Site`,
  enabled: msg`Switched on`,
  odds: msg`Odds`,
  market: msg`Market`,
  selection: msg`Selection`,
  fixture: msg`Match`,
  result: msg`Result`,
  settled_by: msg`Settled by`,
  settled_at: msg`Settled`,
  order_no: msg`Order`,
  cpf_masked: msg`CPF masked`,
  blocked: msg`Blocked`,
  sessions_ended: msg`Sessions ended`,
  note: msg`Note`,
  outcome: msg`Outcome`,
  channel: msg`Channel`,
  period: msg`Period`,
  title: msg`Title`,
  body: msg`Text`,
  kind: msg`Kind`,
  value: msg`Value`,
  reference: msg`Reference`,
  member_id: msg`Player`,
  actor_id: msg`Staff member`,
  user_agent: msg`Browser`,
  from: msg`From`,
  to: msg`To`,
  rows: msg`Rows`,
  approvals_needed: msg`Approvals needed`,
  approvals: msg`Approvals`,
  subject: msg`Subject`,
  q: msg`Search`,
  actor: msg`Who`,
  action: msg`Action`,
  totp_set: msg`Authenticator set up`,
  password_reset: msg`Password reset`,
  own_password: msg`Own password chosen`,
  last_seen_at: msg`Last seen`,
  id: msg`ID`,
  created_at: msg`Created`,
  text: msg`Text`,
  slips_settled: msg`Slips settled`,
  bets_settled: msg`Bets settled`,
  score: msg`Score`,
  password: msg`Password`,
  paid_now: msg`Paid now`,
  paid: msg`Paid`,
  members: msg`Players`,
  forfeited: msg`Forfeited`,
  direction: msg`Direction`,
  day: msg`Day`,
  at: msg`When`,
  applied: msg`Applied`,
  total: msg`Total`,
  suspended_reason: msg`Reason for the suspension`,
  suspended_at: msg`Suspended at`,
  suspended: msg`Suspended`,
  state: msg`State`,
  rate: msg`Rate`,
  raised: msg`Flags raised`,
  path: msg`Address`,
  max: msg`Maximum`,
  host: msg`Host`,
  evaluated: msg`Players evaluated`,
  details: msg`Details`,
  by: msg`By`,
  agents: msg`Agents`,
};

/** The codes records hold as values, in words: the responsible-gambling rules, outcomes, channels and limits. */
const VALUE_NAMES: Record<string, MessageDescriptor> = {
  ...RULE_NAMES,
  ...OUTCOME_NAMES,
  ...CHANNEL_NAMES,
  ...LIMIT_NAMES,
};

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const CODE = /^[a-z][a-z0-9]*(?:[._][a-z0-9]+)+$/;

/**
 * A record the server kept (the audit trail's before and after): each field on a line of its own, its name and
 * its value in words (yes/no, a moment in the person's time, a code made readable), nested records indented —
 * never its JSON.
 */
export function RecordText({ record }: { record: unknown }) {
  const { t, i18n } = useLingui();
  const field = (key: string) => (Object.hasOwn(FIELD_NAMES, key) ? i18n._(FIELD_NAMES[key]!) : readable(key));
  const value = (inner: unknown): React.ReactNode => {
    if (inner === null || inner === undefined || inner === '') return '—';
    if (typeof inner === 'boolean') return inner ? t`Yes` : t`No`;
    if (typeof inner === 'string')
      return ISO.test(inner)
        ? formatWhen(inner)
        : Object.hasOwn(VALUE_NAMES, inner)
          ? i18n._(VALUE_NAMES[inner]!)
          : CODE.test(inner)
            ? readable(inner)
            : inner;
    if (typeof inner === 'number') return String(inner);
    if (Array.isArray(inner)) {
      if (inner.every((item) => typeof item !== 'object' || item === null)) return inner.map(value).join(', ') || '—';
      return (
        <ol className="op-record">
          {inner.map((item, i) => (
            <li key={i}>{value(item)}</li>
          ))}
        </ol>
      );
    }
    const entries = Object.entries(inner as Record<string, unknown>);
    if (!entries.length) return '—';
    return (
      <dl className="op-record">
        {entries.map(([key, item]) => (
          <div key={key}>
            <dt>{field(key)}:</dt>
            <dd>{value(item)}</dd>
          </div>
        ))}
      </dl>
    );
  };
  return <div className="op-pl-wrap">{value(record)}</div>;
}
