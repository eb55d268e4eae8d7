import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { Suspense, use } from 'react';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import type { WithdrawalRecord as Row } from '../../contract/money';
import { formatDateTime } from '../../i18n/format';
import { Money } from '../../ui/Money';
import { Page } from '../../ui/Page';
import { RecordTable } from '../../ui/RecordTable';
import { KeyTypeText } from './KeyTypeText';

/** Withdrawal records: pending review, approved, rejected (with the reason) or paid. */
export function WithdrawalRecord() {
  return (
    <Page title={msg`Withdrawal records`}>
      <Suspense fallback={<div className="skeleton record-skeleton" aria-busy="true" />}>
        <Records />
      </Suspense>
      <Link to="/withdraw" className="section-link"><Trans>Withdraw</Trans></Link>
    </Page>
  );
}

function WithdrawalStatus({ row }: { row: Row }) {
  switch (row.status) {
    case 'pending':
      return <span className="order-pending"><Trans>Pending review</Trans></span>;
    case 'approved':
      return <span className="order-pending"><Trans>Approved, awaiting payment</Trans></span>;
    case 'paid':
      return <span className="order-paid"><Trans>Paid</Trans></span>;
    case 'rejected':
      return (
        <span className="order-expired">
          <Trans>Rejected</Trans>
          {row.reason && <span className="reason">{row.reason}</span>}
        </span>
      );
  }
}

function Records() {
  const locale = useLocale();
  const { load, inspect } = useSystem();
  const list = useActorRef(use(load.withdrawalRecord()), { input: { filters: null, perPage: 20 }, ...(inspect ? { inspect } : {}) });
  return (
    <RecordTable
      list={list}
      rowKey={(row) => row.order_no}
      empty={<Trans>No withdrawals yet.</Trans>}
      columns={[
        { header: <Trans>Status</Trans>, cell: (row) => <WithdrawalStatus row={row} /> },
        { header: <Trans>Amount</Trans>, numeric: true, cell: (row) => <Money amount={row.money} /> },
        { header: <Trans>Fee</Trans>, numeric: true, cell: (row) => <Money amount={row.fee} /> },
        { header: <Trans>Actual receipt</Trans>, numeric: true, cell: (row) => <Money amount={row.actual_money} /> },
        {
          header: <Trans>PIX key</Trans>,
          cell: (row) => (
            <>
              <KeyTypeText type={row.payment_type} /> · {row.account}
            </>
          ),
        },
        { header: <Trans>Order number</Trans>, cell: (row) => <code>{row.order_no}</code> },
        { header: <Trans>Created</Trans>, cell: (row) => formatDateTime(row.created_at, locale) },
      ]}
    />
  );
}
