import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import type { WithdrawalRecord as Row } from '../../../contract/money';
import { formatDateTime } from '../../../lib/format';
import { pixKeyShown } from '../../i18n/numbers';
import { Money } from '../../ui/Money';
import { Page } from '../../ui/Page';
import { RecordTable } from '../../ui/RecordTable';
import { KeyTypeText } from './KeyTypeText';
import { OrderNo } from '../../ui/CopyValue';
import { useFlow } from '../../flow/useFlow';

/** Withdrawal records: pending review, approved, rejected (with the reason) or paid. */
export function WithdrawalRecord() {
  return (
    <Page title={msg`Withdrawal records`}>
      <Suspense fallback={<div className="skeleton record-skeleton" aria-busy="true" />}>
        <Records />
      </Suspense>
      <Link to="/withdraw" className="section-link">
        <Trans>Withdraw</Trans>
      </Link>
    </Page>
  );
}

function WithdrawalStatus({ row }: { row: Row }) {
  switch (row.status) {
    case 'pending':
      return (
        <span className="order-pending">
          <Trans>Pending review</Trans>
        </span>
      );
    case 'approved':
      return (
        <span className="order-pending">
          <Trans>Approved, awaiting payment</Trans>
        </span>
      );
    case 'paid':
      return (
        <span className="order-paid">
          <Trans>Paid</Trans>
        </span>
      );
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
  const { load } = useSystem();
  const list = useFlow(load.withdrawalRecord(), {
    input: { filters: null, perPage: 20 },
  });
  return (
    <RecordTable
      list={list}
      rowKey={(row) => row.order_no}
      empty={<Trans>No withdrawals yet.</Trans>}
      columns={[
        { header: msg`Status`, cell: (row) => <WithdrawalStatus row={row} /> },
        { header: msg`Amount`, numeric: true, cell: (row) => <Money amount={row.money} /> },
        { header: msg`Fee`, numeric: true, cell: (row) => <Money amount={row.fee} /> },
        { header: msg`Actual receipt`, numeric: true, cell: (row) => <Money amount={row.actual_money} /> },
        {
          header: msg`PIX key`,
          cell: (row) => (
            <>
              <KeyTypeText type={row.payment_type} /> · {pixKeyShown(row.payment_type, row.account)}
            </>
          ),
        },
        { header: msg`Order number`, cell: (row) => <OrderNo value={row.order_no} /> },
        { header: msg`Created`, cell: (row) => formatDateTime(row.created_at, locale) },
      ]}
    />
  );
}
