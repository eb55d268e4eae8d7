import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import { Suspense, use } from 'react';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { formatDateTime } from '../../i18n/format';
import { Money } from '../../ui/Money';
import { Page } from '../../ui/Page';
import { RecordTable } from '../../ui/RecordTable';
import { StatusText } from './StatusText';

/** Deposit records: payment channel, deposit amount, actual amount, order number, status. */
export function RechargeRecord() {
  return (
    <Page title={msg`Deposit records`}>
      <Suspense fallback={<div className="skeleton record-skeleton" aria-busy="true" />}>
        <Records />
      </Suspense>
    </Page>
  );
}

function Records() {
  const locale = useLocale();
  const { load, inspect } = useSystem();
  const list = useActorRef(use(load.rechargeRecord()), { input: { filters: null, perPage: 20 }, ...(inspect ? { inspect } : {}) });
  return (
    <RecordTable
      list={list}
      rowKey={(row) => row.order_no}
      empty={<Trans>No deposits yet.</Trans>}
      columns={[
        { header: <Trans>Payment channel</Trans>, cell: (row) => row.payment_name },
        { header: <Trans>Deposit amount</Trans>, numeric: true, cell: (row) => <Money amount={row.money} /> },
        { header: <Trans>Actual amount</Trans>, numeric: true, cell: (row) => <Money amount={row.actual_money} /> },
        { header: <Trans>Order number</Trans>, cell: (row) => <code>{row.order_no}</code> },
        { header: <Trans>Status</Trans>, cell: (row) => <StatusText status={row.status} /> },
        { header: <Trans>Created</Trans>, cell: (row) => formatDateTime(row.created_at, locale) },
      ]}
    />
  );
}
