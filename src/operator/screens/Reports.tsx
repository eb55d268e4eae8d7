import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { PRIZE_DEADLINE_MINUTES, type PrizeTimes, type Product } from '../../../contract/boReports';
import type { ReportsActorRef, ReportTable } from '../../../machines/operator/reports.machine';
import { saoPauloDay } from '../../../lib/time';
import { formatDay, formatMoney, formatPercent, formatWhen } from '../i18n';
import { formatCount } from '../figures';
import { DateInput, DecimalInput } from '../kit/TypedInputs';
import { ReasonField } from '../kit/Forms';
import { readable } from '../kit/readable';
import { Table } from '../kit/Table';
import { paymentInWords } from '../players/words';
import { say } from '../refusals';
import { opPath } from './Layout';
import { holdsAny, useFlows, useStaff } from '../system';
import { useFlow } from '../../flow/useFlow';

const PRODUCT_NAMES: Record<Product, MessageDescriptor> = {
  sports: msg`Sportsbook`,
  house: msg`House games`,
  live: msg`Live tables`,
  crash: msg`Crash`,
  external: msg`Providers’ games`,
};

/** The house games' kinds (a house line's engine): its words, not its key. */
const ENGINE_NAMES: Record<string, MessageDescriptor> = {
  slot: msg`Slots`,
  roulette: msg`Roulette`,
  blackjack: msg`Blackjack`,
  baccarat: msg`Baccarat`,
  videopoker: msg`Video poker`,
  bingo: msg`Bingo`,
  videobingo: msg`Video bingo`,
  keno: msg`Keno`,
  mines: msg`Mines`,
  plinko: msg`Plinko`,
  dice: msg`Dice`,
  fish: msg`Fish shooting`,
};

/** Today in São Paulo (YYYY-MM-DD): the reports' days are São Paulo's. */
const saoPauloToday = () => saoPauloDay(new Date());

function ExportButton({ flow, table }: { flow: ReportsActorRef; table: ReportTable }) {
  const busy = useSelector(flow, (s) => !s.matches('ready'));
  return (
    <button
      type="button"
      className="op-button"
      disabled={busy}
      data-testid={`op-export-${table}`}
      onClick={() => flow.send({ type: 'reports.export', table })}
    >
      <Trans>Export CSV</Trans>
    </button>
  );
}

/** A foot row of the payments table: one kind's count, amount, fees and net. */
function Totals({
  name,
  totals,
}: {
  name: string;
  totals: { count: number; amount: string; fee: string; net: string };
}) {
  return (
    <tr>
      <th scope="row" colSpan={2}>
        {name}
      </th>
      <td>{formatCount(totals.count)}</td>
      <td>{formatMoney(totals.amount)}</td>
      <td>{formatMoney(totals.fee)}</td>
      <td>{formatMoney(totals.net)}</td>
    </tr>
  );
}

function Block({
  title,
  flow,
  table,
  children,
}: {
  title: string;
  flow: ReportsActorRef;
  table: ReportTable;
  children: ReactNode;
}) {
  return (
    <section className="op-card op-reports-block" aria-label={title} data-testid={`op-report-${table}`}>
      <div className="op-details-head">
        <h2>{title}</h2>
        <ExportButton flow={flow} table={table} />
      </div>
      <div className="op-table-wrap">{children}</div>
    </section>
  );
}

function Range({ flow }: { flow: ReportsActorRef }) {
  const { t } = useLingui();
  const fields = useSelector(flow, (s) => s.context.fields);
  const busy = useSelector(flow, (s) => !s.matches('ready') && !s.matches('failed'));
  return (
    <form
      className="op-card op-reports-range"
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: 'reports.show' });
      }}
    >
      <label className="op-field">
        <span>{t`From (São Paulo day)`}</span>
        <DateInput
          name="from"
          value={fields.from}
          onChange={(value) => flow.send({ type: 'reports.field', field: 'from', value })}
        />
      </label>
      <label className="op-field">
        <span>{t`To (included)`}</span>
        <DateInput
          name="to"
          value={fields.to}
          onChange={(value) => flow.send({ type: 'reports.field', field: 'to', value })}
        />
      </label>
      <div className="op-actions">
        <button type="submit" className="op-button op-button-primary" disabled={busy}>
          <Trans>Show</Trans>
        </button>
        <button
          type="button"
          className="op-button op-button-quiet"
          disabled={busy}
          data-testid="op-range-today"
          onClick={() => flow.send({ type: 'reports.preset', preset: 'today' })}
        >
          <Trans>Today</Trans>
        </button>
        <button
          type="button"
          className="op-button op-button-quiet"
          disabled={busy}
          onClick={() => flow.send({ type: 'reports.preset', preset: 'yesterday' })}
        >
          <Trans>Yesterday</Trans>
        </button>
        <button
          type="button"
          className="op-button op-button-quiet"
          disabled={busy}
          onClick={() => flow.send({ type: 'reports.preset', preset: 'last7' })}
        >
          <Trans>Last 7 days</Trans>
        </button>
        <button
          type="button"
          className="op-button op-button-quiet"
          disabled={busy}
          onClick={() => flow.send({ type: 'reports.preset', preset: 'month' })}
        >
          <Trans>This month</Trans>
        </button>
      </div>
    </form>
  );
}

function TaxRate({ flow }: { flow: ReportsActorRef }) {
  const { t } = useLingui();
  const canChange = useSelector(flow, (s) => s.context.canChange);
  const rate = useSelector(flow, (s) => s.context.rate);
  const shownRate = rate === null ? '…' : formatPercent(rate);
  const rateField = useSelector(flow, (s) => s.context.rateField);
  const rateReason = useSelector(flow, (s) => s.context.rateReason);
  const saved = useSelector(flow, (s) => s.context.saved);
  const busy = useSelector(flow, (s) => !s.matches('ready'));
  return (
    <section className="op-card op-narrow" aria-labelledby="op-rate-title">
      <h2 id="op-rate-title">{t`Tax on GGR`}</h2>
      <p data-testid="op-tax-rate">
        <Trans>The tax due is computed at {shownRate} of a positive GGR (Lei 14.790/2023, art. 30).</Trans>
      </p>
      {saved && (
        <p className="op-notice" role="status">
          <Trans>Rate saved: the reports show the tax at the new rate, and the audit trail records the change.</Trans>
        </p>
      )}
      {canChange ? (
        <form
          className="op-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            flow.send({ type: 'reports.saveRate' });
          }}
        >
          <label className="op-field">
            <span>{t`Rate (%)`}</span>
            <DecimalInput
              name="rate"
              value={rateField}
              disabled={busy}
              onChange={(value) => flow.send({ type: 'reports.rate', value })}
            />
          </label>
          <ReasonField
            label={t`Reason for the change`}
            name="rate-reason"
            value={rateReason}
            disabled={busy}
            onChange={(value) => flow.send({ type: 'reports.rateReason', value })}
          />
          <button type="submit" className="op-button op-button-primary" disabled={busy}>
            <Trans>Save the rate</Trans>
          </button>
        </form>
      ) : (
        <p className="op-dim">
          <Trans>Only an admin changes it.</Trans>
        </p>
      )}
    </section>
  );
}

/** /operator/reports (finance, compliance, admin): GGR with the tax due, payments by channel, CSV files, the tax rate. */
export default function Reports() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const staff = useStaff();
  const flow = useFlow(useFlows().reports, {
    input: { today: saoPauloToday(), canChange: holdsAny(staff, ['admin']) },
  });
  const ggr = useSelector(flow, (s) => s.context.ggr);
  const taxRate = ggr ? formatPercent(ggr.tax_rate) : '';
  const payments = useSelector(flow, (s) => s.context.payments);
  const prizes = useSelector(flow, (s) => s.context.prizes);
  const problem = useSelector(flow, (s) => s.context.problem);
  const exported = useSelector(flow, (s) => s.context.exported);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const failed = useSelector(flow, (s) => s.matches('failed'));
  /** A line's product, and for a house game its kind ("Jogos da casa · Roleta"); live and crash say it once. */
  const product = (code: Product, engine: string | null) =>
    code === 'house' && engine
      ? `${i18n._(PRODUCT_NAMES[code])} · ${Object.hasOwn(ENGINE_NAMES, engine) ? i18n._(ENGINE_NAMES[engine]!) : readable(engine)}`
      : i18n._(PRODUCT_NAMES[code]);
  const money = (amount: string) => formatMoney(amount);
  /** The columns the reports' tables share, and what a GGR table says when nothing was played. */
  const bets = { head: t`Bets`, cell: (row: { bets: string }) => money(row.bets) };
  const wins = { head: t`Wins`, cell: (row: { wins: string }) => money(row.wins) };
  const ggrColumn = {
    head: t`GGR`,
    cell: (row: { ggr: string }) => money(row.ggr),
    className: (row: { ggr: string }) => (Number(row.ggr) < 0 ? 'op-bad' : ''),
  };
  const count = { head: t`Count`, cell: (row: { count: number }) => formatCount(row.count) };
  const played = { wrap: false, className: 'op-table op-reports-table', empty: t`Nothing was played in these days.` };
  return (
    <section className="op-page" aria-labelledby="op-title" aria-busy={loading}>
      <div className="op-page-head">
        <h1 id="op-title">{t`Reports`}</h1>
        {ggr && (
          <p className="op-dim" data-testid="op-report-range">
            <Trans>
              From {formatDay(ggr.from)} to {formatDay(ggr.to)}, São Paulo days.
            </Trans>
          </p>
        )}
      </div>
      <Range flow={flow} />
      {problem && (
        <p className="op-problem" role="alert" data-testid="op-problem">
          {say(problem)}
        </p>
      )}
      {failed && (
        <button type="button" className="op-button" onClick={() => flow.send({ type: 'reports.retry' })}>
          <Trans>Try again</Trans>
        </button>
      )}
      {exported && (
        <p className="op-notice" role="status">
          <Trans>Saved {formatCount(exported.rows)} rows as a CSV file.</Trans>
        </p>
      )}
      {ggr && (
        <>
          <section className="op-card op-reports-summary" aria-labelledby="op-ggr-title" data-testid="op-ggr-totals">
            <h2 id="op-ggr-title">{t`GGR`}</h2>
            <p className="op-dim op-reports-definition" data-testid="op-ggr-definition">
              <Trans>
                GGR = stakes of the bets and rounds settled in the period − prizes paid on them − bonuses granted to
                players in the period (Lei 14.790/2023, art. 29). Voided bets and rounds rolled back count in neither.
                The tax due is {taxRate} of a positive GGR.
              </Trans>
            </p>
            <dl className="op-reports-figures">
              <div>
                <dt>{t`Bets`}</dt>
                <dd>{money(ggr.totals.bets)}</dd>
              </div>
              <div>
                <dt>{t`Wins`}</dt>
                <dd>{money(ggr.totals.wins)}</dd>
              </div>
              <div>
                <dt>{t`Bonuses`}</dt>
                <dd>{money(ggr.totals.bonuses)}</dd>
              </div>
              <div>
                <dt>{t`GGR`}</dt>
                <dd className={Number(ggr.totals.ggr) < 0 ? 'op-bad' : ''}>{money(ggr.totals.ggr)}</dd>
              </div>
              <div>
                <dt>{t`Tax due`}</dt>
                <dd>{money(ggr.totals.tax_due)}</dd>
              </div>
              <div>
                <dt>{t`Bets and rounds`}</dt>
                <dd>{formatCount(ggr.totals.count)}</dd>
              </div>
            </dl>
          </section>
          <Block title={t`GGR by day`} flow={flow} table="day">
            <Table
              {...played}
              rows={ggr.days}
              rowKey={(day) => day.day}
              columns={[
                { head: t`Day`, cell: (day) => formatDay(day.day) },
                bets,
                wins,
                { head: t`Bonuses`, cell: (day) => money(day.bonuses) },
                ggrColumn,
                { head: t`Tax due`, cell: (day) => money(day.tax_due) },
                count,
              ]}
            />
          </Block>
          <Block title={t`GGR by product`} flow={flow} table="product">
            <Table
              {...played}
              rows={ggr.products}
              rowKey={(row) => `${row.product}-${row.engine ?? ''}`}
              columns={[
                { head: t`Product`, cell: (row) => product(row.product, row.engine) },
                bets,
                wins,
                ggrColumn,
                count,
              ]}
            />
          </Block>
          <section
            className="op-card op-reports-block"
            aria-label={t`Sportsbook GGR by sport`}
            data-testid="op-report-sport"
          >
            <div className="op-details-head">
              <h2>{t`Sportsbook GGR by sport`}</h2>
            </div>
            <p className="op-dim">
              <Trans>
                Single bets and slips settled in the period, by the sport of their matches (a slip across sports under
                “multi”): GGR = stakes − returns paid − cash-outs paid.
              </Trans>
            </p>
            <div className="op-table-wrap">
              <Table
                {...played}
                rows={ggr.sports}
                rowKey={(row) => row.sport}
                columns={[
                  { head: t`Sport`, cell: (row) => row.sport },
                  bets,
                  { head: t`Returns`, cell: (row) => money(row.returns) },
                  { head: t`Cash-outs`, cell: (row) => money(row.cashouts) },
                  ggrColumn,
                  count,
                ]}
              />
            </div>
          </section>
          <Block title={t`GGR by game`} flow={flow} table="game">
            <Table
              {...played}
              rows={ggr.games}
              rowKey={(row) => row.game_id}
              columns={[
                { head: t`Game`, cell: (row) => row.name },
                { head: t`Product`, cell: (row) => product(row.product, row.engine) },
                bets,
                wins,
                ggrColumn,
                count,
              ]}
            />
          </Block>
        </>
      )}
      {payments && (
        <Block title={t`Deposits and withdrawals by channel`} flow={flow} table="payments">
          <Table
            wrap={false}
            className="op-table op-reports-table"
            testId="op-payments"
            rows={[
              ...payments.deposits.map((row) => ({ ...row, kind: 'd', name: t`Deposits` })),
              ...payments.withdrawals.map((row) => ({ ...row, kind: 'w', name: t`Withdrawals` })),
            ]}
            rowKey={(row) => `${row.kind}-${row.channel}-${row.method}`}
            columns={[
              { head: t`Kind`, cell: (row) => row.name },
              {
                head: t`Channel`,
                cell: (row) => <>{paymentInWords(row.channel, row.method)}</>,
              },
              count,
              { head: t`Amount`, cell: (row) => money(row.amount) },
              { head: t`Fees`, cell: (row) => money(row.fee) },
              { head: t`Net`, cell: (row) => money(row.net) },
            ]}
            foot={
              <>
                <Totals name={t`Deposits in all`} totals={payments.totals.deposits} />
                <Totals name={t`Withdrawals in all`} totals={payments.totals.withdrawals} />
                <tr>
                  <th scope="row" colSpan={5}>
                    {t`Net deposits (deposits credited − withdrawals paid)`}
                  </th>
                  <td data-testid="op-net-deposits">{money(payments.totals.net_deposits)}</td>
                </tr>
              </>
            }
          />
        </Block>
      )}
      {prizes && <PrizeTimesBlock prizes={prizes} />}
      <TaxRate flow={flow} />
    </section>
  );
}

/**
 * Prizes paid within 120 minutes (Portaria SPA/MF 615/2024): fixtures with bets settled within them of their
 * end, approved withdrawals paid within them of their approval; the late ones over the range and what is
 * overdue now, the longest first.
 */
function PrizeTimesBlock({ prizes }: { prizes: PrizeTimes }) {
  const { t } = useLingui();
  const minutes = PRIZE_DEADLINE_MINUTES;
  return (
    <section
      className="op-card op-reports-block"
      aria-label={t`Prizes paid within 120 minutes`}
      data-testid="op-prize-times"
    >
      <div className="op-details-head">
        <h2>{t`Prizes paid within 120 minutes`}</h2>
      </div>
      <p className="op-dim op-reports-definition">
        <Trans>
          Portaria SPA/MF 615/2024: a match with bets is settled within {minutes} minutes of its end, and a withdrawal
          approved is paid within {minutes} minutes of its approval. Overdue: past the {minutes} minutes now, still
          open.
        </Trans>
      </p>
      <dl className="op-reports-figures">
        <div>
          <dt>{t`Matches settled`}</dt>
          <dd>{formatCount(prizes.fixtures.settled)}</dd>
        </div>
        <div>
          <dt>{t`Matches settled late`}</dt>
          <dd className={prizes.fixtures.late > 0 ? 'op-bad' : ''}>{prizes.fixtures.late}</dd>
        </div>
        <div>
          <dt>{t`Withdrawals paid`}</dt>
          <dd>{formatCount(prizes.withdrawals.paid)}</dd>
        </div>
        <div>
          <dt>{t`Withdrawals paid late`}</dt>
          <dd className={prizes.withdrawals.late > 0 ? 'op-bad' : ''}>{prizes.withdrawals.late}</dd>
        </div>
        <div>
          <dt>{t`Overdue now`}</dt>
          <dd
            className={prizes.fixtures.overdue + prizes.withdrawals.overdue > 0 ? 'op-bad' : ''}
            data-testid="op-prizes-overdue"
          >
            {prizes.fixtures.overdue + prizes.withdrawals.overdue}
          </dd>
        </div>
      </dl>
      <Table
        rows={prizes.late}
        rowKey={(row) => `${row.kind}/${row.ref}`}
        caption={t`Late and overdue prizes, the longest first`}
        empty={t`Every prize was paid within 120 minutes.`}
        rowProps={() => ({ 'data-testid': 'op-prize-late' })}
        columns={[
          {
            head: t`What`,
            rowHead: true,
            cell: (row) => (row.kind === 'fixture' ? t`Match ${row.label}` : t`Withdrawal of ${row.label}`),
          },
          { head: t`Reference`, cell: (row) => row.ref },
          {
            head: t`Player`,
            cell: (row) =>
              row.member_id === null ? (
                '—'
              ) : (
                <Link to={opPath(`/players/${row.member_id}`)} className="op-link">
                  #{row.member_id}
                </Link>
              ),
          },
          { head: t`From`, cell: (row) => formatWhen(row.since) },
          { head: t`Done`, cell: (row) => (row.done_at ? formatWhen(row.done_at) : t`Not yet`) },
          { head: t`Minutes`, num: true, className: 'op-bad', cell: (row) => formatCount(row.minutes) },
        ]}
      />
    </section>
  );
}
