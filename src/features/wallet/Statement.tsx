import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  STATEMENT_PERIODS,
  type Statement as StatementData,
  type StatementPeriod,
  type StatementRow,
} from '../../../contract/responsible';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import type { Locale } from '../../../contract/locales';
import { BCP47 } from '../../i18n/locales';
import { Loaded } from '../../ui/Loaded';
import { Message } from '../../ui/Message';
import { Money } from '../../ui/Money';
import { OrderCenterPage } from './OrderCenter';
import './statement.css';
import { useFlow } from '../../flow/useFlow';

const PERIOD_NAMES: Record<StatementPeriod, MessageDescriptor> = {
  day: msg`By day`,
  week: msg`By week`,
  month: msg`By month`,
};

/** /order-center/statement: deposits, withdrawals, bets, wins and the net result by period. */
export function OrderStatement() {
  const [period, setPeriod] = useState<StatementPeriod>('month');
  return (
    <OrderCenterPage title={msg`Activity statement`}>
      <div className="statement-periods" role="group">
        {STATEMENT_PERIODS.map((option) => (
          <button
            key={option}
            type="button"
            className={`btn btn-small ${option === period ? 'btn-primary' : 'btn-secondary'}`}
            aria-pressed={option === period}
            onClick={() => setPeriod(option)}
          >
            <Message text={PERIOD_NAMES[option]} />
          </button>
        ))}
      </div>
      <StatementFor key={period} period={period} />
    </OrderCenterPage>
  );
}

function StatementFor({ period }: { period: StatementPeriod }) {
  const { load } = useSystem();
  const statement = useFlow(load.orderStatement(), {
    input: { key: period },
  });
  return <Loaded actor={statement}>{(data) => <StatementTable data={data} />}</Loaded>;
}

/** A period's name: "23/11/2026", "17/11 – 23/11/2026" or "novembro de 2026". */
function periodLabel(row: StatementRow, period: StatementPeriod, locale: Locale): string {
  const tag = BCP47[locale];
  const at = (day: string) => new Date(`${day}T12:00:00Z`);
  if (period === 'month') {
    return new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at(row.from));
  }
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeZone: 'UTC' });
  return period === 'day' ? date.format(at(row.from)) : date.formatRange(at(row.from), at(row.to));
}

function Net({ amount }: { amount: string }) {
  const tone = Number(amount) > 0 ? 'statement-net-positive' : Number(amount) < 0 ? 'statement-net-negative' : '';
  return (
    <span className={tone}>
      <Money amount={amount} />
    </span>
  );
}

const isEmpty = (row: StatementRow) =>
  [row.deposits, row.withdrawals, row.bets, row.wins].every((amount) => Number(amount) === 0);

function StatementTable({ data }: { data: StatementData }) {
  const locale = useLocale();
  const { t } = useLingui();
  const labels = {
    deposits: t`Deposits`,
    withdrawals: t`Withdrawals`,
    bets: t`Bets`,
    wins: t`Wins`,
    net: t`Net result`,
  };
  // The current period always; earlier ones only when something happened in them.
  const rows = data.rows.filter((row, index) => index === 0 || !isEmpty(row));
  return (
    <div className="card statement-table-wrap">
      <table className="statement-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Period</Trans>
            </th>
            <th scope="col">
              <Trans>Deposits</Trans>
            </th>
            <th scope="col">
              <Trans>Withdrawals</Trans>
            </th>
            <th scope="col">
              <Trans>Bets</Trans>
            </th>
            <th scope="col">
              <Trans>Wins</Trans>
            </th>
            <th scope="col">
              <Trans>Net result</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.from}>
              <th scope="row">{periodLabel(row, data.period, locale)}</th>
              <td data-label={labels.deposits}>
                <Money amount={row.deposits} />
              </td>
              <td data-label={labels.withdrawals}>
                <Money amount={row.withdrawals} />
              </td>
              <td data-label={labels.bets}>
                <Money amount={row.bets} />
              </td>
              <td data-label={labels.wins}>
                <Money amount={row.wins} />
              </td>
              <td data-label={labels.net}>
                <Net amount={row.net} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <Trans>Total</Trans>
            </th>
            <td data-label={labels.deposits}>
              <Money amount={data.totals.deposits} />
            </td>
            <td data-label={labels.withdrawals}>
              <Money amount={data.totals.withdrawals} />
            </td>
            <td data-label={labels.bets}>
              <Money amount={data.totals.bets} />
            </td>
            <td data-label={labels.wins}>
              <Money amount={data.totals.wins} />
            </td>
            <td data-label={labels.net}>
              <Net amount={data.totals.net} />
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
