import type { MessageDescriptor } from '@lingui/core';
import { useNames } from '../screens/sportsbook/names';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TabShown } from '../../../machines/operator/playerPage.machine';
import { formatMoney, formatWhen } from '../i18n';
import { Chip, type ChipTone } from '../kit/Chip';
import { RecordText } from '../kit/RecordText';
import { Table, type Column } from '../kit/Table';
import { CHANNEL_NAMES, OUTCOME_NAMES, PERIOD_NAMES, RULE_NAMES } from '../compliance/words';
import {
  BET_STATES,
  DEPOSIT_STATUS,
  inWords,
  ledgerKindInWords,
  NOTICE_KINDS,
  PIX_TYPES,
  REFUND_REASONS,
  REFUND_STATES,
  RESTRICTION_PERIODS,
  ROUND_SOURCES,
  ROUND_STATES,
  SESSION_ENDS,
  WITHDRAWAL_STATES,
} from './words';

const when = (iso: string | null) => (iso ? formatWhen(iso) : '—');
const money = (amount: string) => formatMoney(amount);

/** How each state reads at a glance. */
const TONES: Record<string, ChipTone> = {
  paid: 'good',
  won: 'good',
  settled: 'good',
  half_won: 'good',
  cashed_out: 'good',
  approved: 'wait',
  pending: 'wait',
  open: 'wait',
  rejected: 'bad',
  lost: 'bad',
  half_lost: 'bad',
  expired: 'neutral',
  cancelled: 'neutral',
  refund: 'bad',
};
/** What staff did about a flag (contract/boCompliance.ts RgAction). */
const FLAG_ACTIONS: Record<string, MessageDescriptor> = {
  contact: msg`Contact`,
  cooling_off: msg`Cooling-off`,
  close: msg`Closed`,
};

/** A state as a chip with its words. */
const state = (map: Parameters<typeof inWords>[0], code: string) => (
  <Chip tone={TONES[code] ?? 'neutral'}>{inWords(map, code)}</Chip>
);

/** The records of the open tab of a player's page. */
export function TabRecords({ shown, caption }: { shown: TabShown; caption: string }) {
  const { t } = useLingui();
  const names = useNames();
  const tab = { caption, testId: 'op-player-tab-table', empty: t`Nothing here yet.` };
  /** A tab's records: one row per record, keyed by its id. */
  const records = <T extends { id: string | number }>(rows: T[], columns: Column<T>[]) => (
    <Table {...tab} rows={rows} rowKey={(row) => row.id} columns={columns} />
  );
  /** A tab's payment orders, keyed by their number. */
  const orders = <T extends { order_no: string }>(rows: T[], columns: Column<T>[]) => (
    <Table {...tab} rows={rows} rowKey={(row) => row.order_no} columns={columns} />
  );
  switch (shown.tab) {
    case 'ledger':
      return records(shown.data.list, [
        { head: t`When`, cell: (row) => when(row.at) },
        { head: t`Kind`, cell: (row) => ledgerKindInWords(row.kind) },
        { head: t`Reference`, cell: (row) => <span className="op-pl-wrap">{row.ref}</span> },
        { head: t`Amount`, cell: (row) => money(row.amount), num: true },
        { head: t`Balance after`, cell: (row) => money(row.balance_after), num: true },
      ]);
    case 'bets':
      return records(shown.data.list, [
        { head: t`Placed`, cell: (row) => when(row.placed_at) },
        { head: t`Match`, cell: (row) => row.fixture },
        { head: t`Selection`, cell: (row) => names.selection(row.selection, '1x2') },
        { head: t`Odds`, cell: (row) => row.odds, num: true },
        { head: t`Stake`, cell: (row) => money(row.amount), num: true },
        { head: t`Win`, cell: (row) => money(row.win), num: true },
        { head: t`State`, cell: (row) => state(BET_STATES, row.status) },
        { head: t`Settled`, cell: (row) => when(row.settled_at) },
      ]);
    case 'rounds':
      return records(shown.data.list, [
        { head: t`When`, cell: (row) => when(row.at) },
        { head: t`Game`, cell: (row) => row.game },
        {
          head: t`Source`,
          cell: (row) =>
            row.provider
              ? `${inWords(ROUND_SOURCES, row.source)}: ${row.provider}`
              : inWords(ROUND_SOURCES, row.source),
        },
        { head: t`Bet`, cell: (row) => money(row.bet), num: true },
        { head: t`Win`, cell: (row) => money(row.win), num: true },
        { head: t`State`, cell: (row) => state(ROUND_STATES, row.status) },
      ]);
    case 'slips':
      return records(shown.data.list, [
        { head: t`Placed`, cell: (row) => when(row.placed_at) },
        {
          head: t`Legs`,
          cell: (row) => (
            <ul className="op-recent">
              {row.legs.map((leg, i) => (
                <li key={i}>
                  {`${leg.fixture} · ${names.market(leg.market)}: ${names.selection(leg.selection, leg.market)} @ ${leg.odds} (${inWords(BET_STATES, leg.status)})`}
                </li>
              ))}
            </ul>
          ),
        },
        { head: t`Odds`, cell: (row) => row.odds, num: true },
        { head: t`Stake`, cell: (row) => money(row.amount), num: true },
        { head: t`Win`, cell: (row) => money(row.win), num: true },
        { head: t`State`, cell: (row) => state(BET_STATES, row.status) },
      ]);
    case 'deposits':
      return orders(shown.data.list, [
        { head: t`Created`, cell: (row) => when(row.created_at) },
        { head: t`Order`, cell: (row) => row.order_no },
        { head: t`Amount`, cell: (row) => money(row.amount), num: true },
        { head: t`Status`, cell: (row) => state(DEPOSIT_STATUS, row.status) },
        {
          head: t`Payer’s CPF`,
          cell: (row) => (
            <span className={row.own_cpf === false ? 'op-bad' : ''}>
              {row.payer_cpf ?? '—'}
              {row.own_cpf === false && ` · ${t`not the player’s`}`}
            </span>
          ),
        },
        {
          head: t`Refund`,
          cell: (row) =>
            row.refund_reason
              ? `${inWords(REFUND_REASONS, row.refund_reason)} · ${inWords(REFUND_STATES, row.refund_state)}`
              : '—',
        },
        { head: t`Paid`, cell: (row) => when(row.paid_at) },
      ]);
    case 'withdrawals':
      return orders(shown.data.list, [
        { head: t`Asked`, cell: (row) => when(row.created_at) },
        { head: t`Order`, cell: (row) => row.order_no },
        { head: t`Amount`, cell: (row) => money(row.amount), num: true },
        { head: t`Paid out`, cell: (row) => money(row.actual), num: true },
        { head: t`PIX key`, cell: (row) => `${inWords(PIX_TYPES, row.pix_type)} · ${row.account} · ${row.cpf}` },
        {
          head: t`Status`,
          cell: (row) => (
            <>
              {state(WITHDRAWAL_STATES, row.status)}
              {row.reason && <span className="op-block">{row.reason}</span>}
            </>
          ),
        },
        { head: t`Paid`, cell: (row) => when(row.paid_at) },
      ]);
    case 'pix-keys':
      return records(shown.data.list, [
        { head: t`Type`, cell: (row) => inWords(PIX_TYPES, row.pix_type) },
        { head: t`Key`, cell: (row) => <span className="op-pl-wrap">{row.account}</span> },
        { head: t`Holder`, cell: (row) => row.holder_name },
        {
          head: t`Holder’s CPF`,
          cell: (row) => (
            <span className={row.own_cpf === false ? 'op-bad' : ''}>
              {row.holder_cpf ?? '—'}
              {row.own_cpf === false && ` · ${t`not the player’s`}`}
            </span>
          ),
        },
        { head: t`Default`, cell: (row) => (row.is_default ? t`Yes` : '') },
        { head: t`Added`, cell: (row) => when(row.created_at) },
      ]);
    case 'sessions':
      return (
        <>
          {records(shown.data.list, [
            { head: t`Started`, cell: (row) => when(row.created_at) },
            { head: t`Last used`, cell: (row) => when(row.last_used_at) },
            {
              head: t`State`,
              cell: (row) =>
                row.open ? (
                  <Chip tone="good">{t`Open`}</Chip>
                ) : (
                  <>
                    <Chip tone="neutral">{t`Ended`}</Chip> {when(row.ended_at)}
                    {row.end_reason && <span className="op-block">{inWords(SESSION_ENDS, row.end_reason)}</span>}
                  </>
                ),
            },
          ])}
          <h3>{t`Devices`}</h3>
          {shown.data.devices.length ? (
            <ul className="op-recent" data-testid="op-player-devices">
              {shown.data.devices.map((device) => (
                <li key={device.device}>
                  <span className="op-pl-wrap">{device.device}</span> · {when(device.last_login_at)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="op-dim">{t`None recorded`}</p>
          )}
        </>
      );
    case 'notifications':
      return records(shown.data.list, [
        { head: t`Sent`, cell: (row) => when(row.created_at) },
        { head: t`Kind`, cell: (row) => inWords(NOTICE_KINDS, row.kind) },
        {
          head: t`Message`,
          cell: (row) => (
            <>
              <strong>{row.title}</strong>
              <span className="op-block">{row.body}</span>
            </>
          ),
        },
        { head: t`Read`, cell: (row) => when(row.read_at) },
      ]);
    case 'notes':
      return records(shown.data.list, [
        { head: t`When`, cell: (row) => when(row.at) },
        { head: t`By`, cell: (row) => row.actor },
        { head: t`Note`, cell: (row) => <span className="op-pl-note">{row.text}</span> },
      ]);
    case 'rg': {
      const restriction = shown.data.restriction;
      const restrictionName = restriction
        ? `${restriction.kind === 'pause' ? t`Pause` : restriction.kind === 'regulator' ? t`Regulator’s bar` : t`Self-exclusion`} (${inWords(RESTRICTION_PERIODS, restriction.period)})`
        : '';
      return (
        <>
          <p data-testid="op-player-rg-summary">
            {shown.data.restriction ? (
              <Trans>
                In force now: {restrictionName} until {when(shown.data.restriction.until)}
              </Trans>
            ) : (
              <Trans>No pause or self-exclusion in force.</Trans>
            )}{' '}
            <Trans>Open flags: {shown.data.open}</Trans>
          </p>
          {records(shown.data.list, [
            { head: t`Raised`, cell: (row) => when(row.raised_at) },
            { head: t`Rule`, cell: (row) => inWords(RULE_NAMES, row.rule) },
            {
              head: t`State`,
              cell: (row) => (
                <>
                  <Chip tone={row.state === 'open' ? 'wait' : 'neutral'}>
                    {row.state === 'open' ? t`Open flag` : t`Closed flag`}
                  </Chip>
                  {row.outcome && <span className="op-block">{inWords(OUTCOME_NAMES, row.outcome)}</span>}
                </>
              ),
            },
            {
              head: t`What was done`,
              cell: (row) =>
                row.actions.length ? (
                  <ul className="op-recent">
                    {row.actions.map((action) => (
                      <li key={action.id}>
                        {when(action.at)} · {action.actor} · {inWords(FLAG_ACTIONS, action.kind)}
                        {action.channel ? ` (${inWords(CHANNEL_NAMES, action.channel)})` : ''}
                        {action.period
                          ? ` (${inWords({ ...PERIOD_NAMES, ...RESTRICTION_PERIODS }, action.period)})`
                          : ''}
                        : {action.note}
                      </li>
                    ))}
                  </ul>
                ) : (
                  '—'
                ),
            },
          ])}
        </>
      );
    }
    case 'audit':
      return records(shown.data.list, [
        { head: t`When`, cell: (row) => when(row.at) },
        { head: t`Who`, cell: (row) => (row.actor === 'cli' ? t`Command line` : row.actor) },
        { head: t`Action`, cell: (row) => <span title={row.action}>{row.label}</span> },
        { head: t`Reason`, cell: (row) => row.reason ?? '—' },
        { head: t`After`, cell: (row) => <RecordText record={row.after} /> },
      ]);
  }
}
