import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { formatDateTime } from '../../../lib/format';
import { Money } from '../../ui/Money';
import { Page } from '../../ui/Page';
import { RecordTable } from '../../ui/RecordTable';
import { PayerCpf, StatusText } from './StatusText';
import { OrderNo } from '../../ui/CopyValue';
import { useFlow } from '../../flow/useFlow';

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
  const { load } = useSystem();
  const list = useFlow(load.rechargeRecord(), {
    input: { filters: null, perPage: 20 },
  });
  return (
    <RecordTable
      list={list}
      rowKey={(row) => row.order_no}
      empty={<Trans>No deposits yet.</Trans>}
      columns={[
        { header: msg`Payment channel`, cell: (row) => row.payment_name },
        { header: msg`Deposit amount`, numeric: true, cell: (row) => <Money amount={row.money} /> },
        { header: msg`Amount credited`, numeric: true, cell: (row) => <Money amount={row.actual_money} /> },
        { header: msg`Order number`, cell: (row) => <OrderNo value={row.order_no} /> },
        {
          header: msg`Status`,
          cell: (row) => (
            <span className={`record-status order-${row.status}`}>
              <StatusText status={row.status} reason={row.refund_reason} />
              {row.status === 'refund' && row.refund_reason === 'payer_not_holder' && (
                <PayerCpf payerCpf={row.payer_cpf} />
              )}
            </span>
          ),
        },
        { header: msg`Created`, cell: (row) => formatDateTime(row.created_at, locale) },
      ]}
    />
  );
}
