import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Suspense, type ReactNode } from 'react';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import type { DetailFilters } from './logic';
import { DetailType, type AssociationList, type FeeList } from '../../../contract/orderCenter';
import { formatDateTime } from '../../../lib/format';
import { Message, useText } from '../../ui/Message';
import { Money } from '../../ui/Money';
import { Loaded } from '../../ui/Loaded';
import { Page } from '../../ui/Page';
import { TabNav } from '../../ui/TabNav';
import { DataTable, RecordTable, signClass } from '../../ui/RecordTable';
import { OrderNo } from '../../ui/CopyValue';
import { useFlow } from '../../flow/useFlow';

const TYPE_LABELS: Record<DetailType, MessageDescriptor> = {
  deposit: msg({ message: 'Deposit', context: 'transaction type' }),
  withdrawal: msg`Withdrawal`,
  refund: msg`Withdrawal returned`,
  bet: msg({ message: 'Bet', context: 'transaction type' }),
  win: msg`Win`,
  bonus: msg`Bonus`,
};
const TYPES = DetailType.options;
const Skeleton = () => <div className="skeleton record-skeleton" aria-busy="true" />;

/** The order center: its three lists and the activity statement, one tab each. */
export function OrderCenterPage({ title, children }: { title: MessageDescriptor; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Page title={title}>
      <TabNav label={t`Order center`}>
        <Link to="/order-center" activeOptions={{ exact: true }} className="category-tab">
          <Trans>Details</Trans>
        </Link>
        <Link to="/order-center/fee" className="category-tab">
          <Trans>Fees</Trans>
        </Link>
        <Link to="/order-center/association" className="category-tab">
          <Trans>Association</Trans>
        </Link>
        <Link to="/order-center/statement" className="category-tab">
          <Trans>Statement</Trans>
        </Link>
      </TabNav>
      <Suspense fallback={<Skeleton />}>{children}</Suspense>
    </Page>
  );
}

export function OrderDetails() {
  return (
    <OrderCenterPage title={msg`Order center`}>
      <Details />
    </OrderCenterPage>
  );
}

function Details() {
  const text = useText();
  const locale = useLocale();
  const { t } = useLingui();
  const { load } = useSystem();
  const input: { filters: DetailFilters; perPage: number } = { filters: { type: '' }, perPage: 20 };
  const list = useFlow(load.orderDetails(), { input });
  const summary = useSelector(list, (s) => s.context.summary);
  const type = useSelector(list, (s) => s.context.filters.type);
  return (
    <>
      {summary && (
        <dl className="totals">
          <div>
            <dt>
              <Trans>Total deposits</Trans>
            </dt>
            <dd>
              <Money amount={summary.total_recharge_amount} />
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Total withdrawals</Trans>
            </dt>
            <dd>
              <Money amount={summary.total_withdraw_amount} />
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Total bonuses</Trans>
            </dt>
            <dd>
              <Money amount={summary.total_bonus_amount} />
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Total fees</Trans>
            </dt>
            <dd>
              <Money amount={summary.total_fee_amount} />
            </dd>
          </div>
          {Number(summary.total_returned_amount) > 0 && (
            <div>
              <dt>
                <Trans>Returned to the payer</Trans>
              </dt>
              <dd>
                <Money amount={summary.total_returned_amount} />{' '}
                <Link to="/rechargeRecord" className="muted">
                  <Trans>See why</Trans>
                </Link>
              </dd>
            </div>
          )}
        </dl>
      )}
      <div className="field record-type">
        <label htmlFor="detail-type">
          <Trans>Type</Trans>
        </label>
        <select
          id="detail-type"
          value={type}
          onChange={(event) =>
            list.send({ type: 'list.filter', filters: { type: event.target.value as DetailType | '' } })
          }
        >
          <option value="">{t`All`}</option>
          {TYPES.map((key) => (
            <option key={key} value={key}>
              {text(TYPE_LABELS[key])}
            </option>
          ))}
        </select>
      </div>
      <RecordTable
        list={list}
        rowKey={(row) => row.id}
        empty={<Trans>No transactions yet.</Trans>}
        columns={[
          { header: msg`Type`, cell: (row) => <Message text={TYPE_LABELS[row.type]} /> },
          {
            header: msg`Amount`,
            numeric: true,
            className: (row) => signClass(row.amount),
            cell: (row) => <Money amount={row.amount} />,
          },
          { header: msg`Balance after`, numeric: true, cell: (row) => <Money amount={row.balance_after} /> },
          { header: msg`Reference`, cell: (row) => <OrderNo value={row.ref} /> },
          { header: msg`Time`, cell: (row) => formatDateTime(row.created_at, locale) },
        ]}
      />
    </>
  );
}

const ORDER_TYPE: Record<'deposit' | 'withdrawal', MessageDescriptor> = {
  deposit: TYPE_LABELS.deposit,
  withdrawal: TYPE_LABELS.withdrawal,
};

export function OrderFees() {
  return (
    <OrderCenterPage title={msg`Fees`}>
      <Fees />
    </OrderCenterPage>
  );
}

function Fees() {
  const locale = useLocale();
  const { load } = useSystem();
  const fees = useFlow(load.orderFees(), { input: { key: 'fee' } });
  return (
    <Loaded<FeeList> actor={fees}>
      {({ fee, schedule }) => (
        <>
          <h2 className="section-title">
            <Trans>Fee schedule</Trans>
          </h2>
          <DataTable
            rows={schedule}
            rowKey={(row) => `${row.type}-${row.name}`}
            columns={[
              { header: msg`Type`, cell: (row) => <Message text={ORDER_TYPE[row.type]} /> },
              { header: msg`Channel`, cell: (row) => row.name },
              {
                header: msg`Fee`,
                numeric: true,
                cell: (row) => (row.fee.endsWith('%') ? row.fee : <Money amount={row.fee} />),
              },
              { header: msg`Minimum`, numeric: true, cell: (row) => <Money amount={row.min} /> },
              { header: msg`Maximum`, numeric: true, cell: (row) => <Money amount={row.max} /> },
            ]}
          />
          <h2 className="section-title">
            <Trans>Fees charged</Trans>
          </h2>
          {fee.length === 0 ? (
            <p className="muted empty">
              <Trans>No fees charged yet.</Trans>
            </p>
          ) : (
            <DataTable
              rows={fee}
              rowKey={(row) => row.order_no}
              columns={[
                { header: msg`Type`, cell: (row) => <Message text={ORDER_TYPE[row.type]} /> },
                { header: msg`Amount`, numeric: true, cell: (row) => <Money amount={row.amount} /> },
                { header: msg`Fee`, numeric: true, cell: (row) => <Money amount={row.fee} /> },
                { header: msg`Order number`, cell: (row) => <OrderNo value={row.order_no} /> },
                { header: msg`Time`, cell: (row) => formatDateTime(row.created_at, locale) },
              ]}
            />
          )}
        </>
      )}
    </Loaded>
  );
}

export function OrderAssociation() {
  return (
    <OrderCenterPage title={msg`Association`}>
      <Association />
    </OrderCenterPage>
  );
}

function Association() {
  const locale = useLocale();
  const { load } = useSystem();
  const association = useFlow(load.orderAssociation(), {
    input: { key: 'association' },
  });
  return (
    <Loaded<AssociationList> actor={association}>
      {(data) => {
        const required = Number(data.required_turnover);
        const progress = required > 0 ? Math.min(100, (Number(data.played_turnover) / required) * 100) : 100;
        const multiple = data.turnover_multiple;
        return (
          <>
            <div className="card stack turnover">
              <p className="muted">
                {multiple > 0 ? (
                  <Trans>
                    Each deposit must be played {multiple} times over, and each reward twice, before a withdrawal.
                  </Trans>
                ) : (
                  <Trans>
                    Deposits ask for no turnover; each reward must be played twice over before a withdrawal.
                  </Trans>
                )}
              </p>
              <dl className="totals">
                <div>
                  <dt>
                    <Trans>Turnover required</Trans>
                  </dt>
                  <dd>
                    <Money amount={data.required_turnover} />
                  </dd>
                </div>
                <div>
                  <dt>
                    <Trans>Turnover played</Trans>
                  </dt>
                  <dd>
                    <Money amount={data.played_turnover} />
                  </dd>
                </div>
                <div>
                  <dt>
                    <Trans>Still to play</Trans>
                  </dt>
                  <dd>
                    <Money amount={data.remaining_turnover} />
                  </dd>
                </div>
              </dl>
              <progress max={100} value={progress} aria-label={`${Math.floor(progress)}%`} />
            </div>
            {data.association.length === 0 ? (
              <p className="muted empty">
                <Trans>No deposits yet.</Trans>
              </p>
            ) : (
              <DataTable
                rows={data.association}
                rowKey={(row) => row.order_no}
                columns={[
                  {
                    header: msg`Type`,
                    cell: (row) => <Message text={row.type === 'deposit' ? TYPE_LABELS.deposit : TYPE_LABELS.bonus} />,
                  },
                  { header: msg`Reference`, cell: (row) => <OrderNo value={row.order_no} /> },
                  { header: msg`Amount`, numeric: true, cell: (row) => <Money amount={row.amount} /> },
                  {
                    header: msg`Turnover required`,
                    numeric: true,
                    cell: (row) => <Money amount={row.required_turnover} />,
                  },
                  { header: msg`Credited`, cell: (row) => formatDateTime(row.credited_at, locale) },
                ]}
              />
            )}
          </>
        );
      }}
    </Loaded>
  );
}
