import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { DepositRow } from '../../../contract/boPlayerPage';
import type {
  DepositFilters,
  DepositOrdersActorRef,
  DepositView,
} from '../../../machines/operator/depositOrders.machine';
import { formatMoney, formatWhen } from '../i18n';
import { formatCount } from '../figures';
import { ReasonForm } from '../kit/Forms';
import { Table, UnderRow } from '../kit/Table';
import { say } from '../refusals';
import { opPath } from '../screens/Layout';
import { Pager } from '../screens/Pager';
import { useOperator } from '../system';
import { playersFlows } from './logic';
import { Chip } from '../kit/Chip';
import { DEPOSIT_STATUS, inWords, PAYMENT_TONES, REFUND_REASONS, REFUND_STATES } from './words';
import { useFlow } from '../../flow/useFlow';
import { DateInput } from '../kit/TypedInputs';

const PAGE_SIZE = 50;
const when = (iso: string | null) => (iso ? formatWhen(iso) : '—');

function Filters({ flow }: { flow: DepositOrdersActorRef }) {
  const { t } = useLingui();
  const view = useSelector(flow, (s) => s.context.view);
  const fields = useSelector(flow, (s) => s.context.fields);
  const loading = useSelector(flow, (s) => s.matches('loading') || s.matches('retrying'));
  const set = (field: keyof DepositFilters) => (event: { target: { value: string } }) =>
    flow.send({ type: 'deposits.field', field, value: event.target.value });
  return (
    <form
      className="op-card op-search op-pl-filters"
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: 'deposits.search' });
      }}
    >
      {view === 'orders' ? (
        <label className="op-field">
          <span>{t`Status`}</span>
          <select value={fields.status} onChange={set('status')}>
            <option value="">{t`Any`}</option>
            {Object.keys(DEPOSIT_STATUS).map((code) => (
              <option key={code} value={code}>
                {inWords(DEPOSIT_STATUS, code)}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <label className="op-field">
          <span>{t`State`}</span>
          <select value={fields.state} onChange={set('state')}>
            <option value="">{t`Any`}</option>
            {Object.keys(REFUND_STATES).map((code) => (
              <option key={code} value={code}>
                {inWords(REFUND_STATES, code)}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="op-field">
        <span>{t`From (day)`}</span>
        <DateInput value={fields.from} onChange={(value) => set('from')({ target: { value } })} />
      </label>
      <label className="op-field">
        <span>{t`To (day)`}</span>
        <DateInput value={fields.to} onChange={(value) => set('to')({ target: { value } })} />
      </label>
      <label className="op-field">
        <span>{t`Player ID`}</span>
        <input inputMode="numeric" maxLength={12} value={fields.member} onChange={set('member')} />
      </label>
      <div className="op-actions">
        <button type="submit" className="op-button op-button-primary" disabled={loading}>
          <Trans>Search</Trans>
        </button>
      </div>
    </form>
  );
}

/** Asking a due refund again: a reason, ready-made or typed, kept in the audit trail. */
function RetryForm({ flow }: { flow: DepositOrdersActorRef }) {
  const { t } = useLingui();
  const reason = useSelector(flow, (s) => s.context.reason);
  const busy = useSelector(flow, (s) => !s.matches('shown'));
  const choices = [
    {
      label: t`To ask the refund again`,
      reasons: [t`The PIX gateway is answering again`, t`The payer’s bank confirmed it can take the refund`],
    },
  ];
  return (
    <ReasonForm
      reason={reason}
      onReason={(value) => flow.send({ type: 'deposits.reason', value })}
      choices={choices}
      submit={<Trans>Ask the refund again</Trans>}
      busy={busy}
      onSubmit={() => flow.send({ type: 'deposits.confirm' })}
      onCancel={() => flow.send({ type: 'deposits.cancel' })}
    />
  );
}

function Rows({ flow, rows, refunds }: { flow: DepositOrdersActorRef; rows: DepositRow[]; refunds: boolean }) {
  const { t } = useLingui();
  const busy = useSelector(flow, (s) => !s.matches('shown'));
  const asking = useSelector(flow, (s) => s.context.asking);
  return (
    <Table
      rows={rows}
      rowKey={(row) => row.order_no}
      caption={refunds ? t`Refunds, newest first` : t`Deposit orders, newest first`}
      testId={refunds ? 'op-refunds' : 'op-deposits'}
      empty={t`Nothing matches.`}
      columns={[
        { head: t`Created`, cell: (row) => when(row.created_at) },
        { head: t`Order`, cell: (row) => row.order_no, className: 'op-pl-wrap' },
        {
          head: t`Player`,
          cell: (row) => (
            <>
              <Link to={opPath(`/players/${row.member_id}`)} className="op-link">
                ID {row.member_id}
              </Link>
              <span className="op-dim op-block">{row.phone}</span>
            </>
          ),
        },
        { head: t`Amount`, cell: (row) => formatMoney(row.amount), num: true },
        {
          head: t`Status`,
          cell: (row) => (
            <Chip tone={PAYMENT_TONES[row.status] ?? 'neutral'}>{inWords(DEPOSIT_STATUS, row.status)}</Chip>
          ),
        },
        {
          head: t`Payer’s CPF`,
          cell: (row) => (
            <>
              {row.payer_cpf ?? '—'}
              {row.own_cpf === false && <span className="op-block">{t`not the player’s`}</span>}
            </>
          ),
          className: (row) => (row.own_cpf === false ? 'op-bad' : ''),
        },
        refunds
          ? {
              head: t`Refund`,
              cell: (row) => (
                <>
                  {inWords(REFUND_REASONS, row.refund_reason)}
                  <span className={row.refund_state === 'due' ? 'op-block op-bad' : 'op-block op-dim'}>
                    {inWords(REFUND_STATES, row.refund_state)}
                    {row.refund_id ? ` · ${row.refund_id}` : ''}
                  </span>
                  {row.refund_state === 'due' && (
                    <button
                      type="button"
                      className="op-button"
                      disabled={busy || asking === row.order_no}
                      onClick={() => flow.send({ type: 'deposits.retry', order_no: row.order_no })}
                    >
                      <Trans>Retry the refund</Trans>
                    </button>
                  )}
                </>
              ),
            }
          : { head: t`Paid`, cell: (row) => when(row.paid_at) },
      ]}
      under={(row) =>
        refunds &&
        asking === row.order_no && (
          <UnderRow span={7}>
            <RetryForm flow={flow} />
          </UnderRow>
        )
      }
    />
  );
}

/** /operator/deposits (finance, admin): the PIX orders with their totals, and the refunds with their state. */
export default function Deposits() {
  const { t } = useLingui();
  useLinguiRuntime();
  const flow = useFlow(playersFlows(useOperator().api).depositOrders);
  const view = useSelector(flow, (s) => s.context.view);
  const shown = useSelector(flow, (s) => s.context.shown);
  const page = useSelector(flow, (s) => s.context.page);
  const problem = useSelector(flow, (s) => s.context.problem);
  const retried = useSelector(flow, (s) => s.context.retried);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const views: Array<[DepositView, string]> = [
    ['orders', t`Orders`],
    ['refunds', t`Refunds`],
  ];
  return (
    <section className="op-page" aria-labelledby="op-title">
      <div className="op-page-head">
        <h1 id="op-title">{t`Deposits`}</h1>
        <p className="op-dim" data-testid="op-deposit-totals">
          {shown?.view === 'orders' && (
            <Trans>
              {formatCount(shown.data.totals.count)} orders · {formatMoney(shown.data.totals.amount)} asked ·{' '}
              {formatCount(shown.data.totals.paid_count)} paid, {formatMoney(shown.data.totals.paid)}
            </Trans>
          )}
          {shown?.view === 'refunds' && (
            <Trans>
              {formatCount(shown.data.totals.count)} refunds · {formatMoney(shown.data.totals.amount)} ·{' '}
              {formatCount(shown.data.totals.due_count)} due, {formatMoney(shown.data.totals.due)}
            </Trans>
          )}
        </p>
      </div>
      <div role="tablist" aria-label={t`Deposits`} className="op-pl-tabs">
        {views.map(([name, label]) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={view === name}
            className={view === name ? 'op-pl-tab active' : 'op-pl-tab'}
            disabled={loading}
            onClick={() => flow.send({ type: 'deposits.view', view: name })}
          >
            {label}
          </button>
        ))}
      </div>
      <Filters flow={flow} />
      {problem && (
        <p className="op-problem" role="alert" data-testid="op-problem">
          {say(problem)}
        </p>
      )}
      {retried && (
        <p className="op-notice" role="status" data-testid="op-outcome">
          {retried.refund_state === 'sent' ? (
            <Trans>The gateway took the refund of {retried.order_no}.</Trans>
          ) : (
            <Trans>The refund of {retried.order_no} was asked again.</Trans>
          )}
        </p>
      )}
      <div aria-busy={loading}>
        {shown && <Rows flow={flow} rows={shown.data.list} refunds={shown.view === 'refunds'} />}
      </div>
      {shown && (
        <Pager
          page={page}
          total={shown.data.total}
          size={PAGE_SIZE}
          onPage={(next) => flow.send({ type: 'deposits.page', page: next })}
        />
      )}
    </section>
  );
}
