import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, use } from 'react';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { formatDateTime } from '../../i18n/format';
import { LoadFailed } from '../../ui/LoadFailed';
import { Money } from '../../ui/Money';
import { Page } from '../../ui/Page';
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
  const rows = useSelector(list, (s) => s.context.items);
  const total = useSelector(list, (s) => s.context.total);
  const loading = useSelector(list, (s) => s.matches('loading'));
  const loadingMore = useSelector(list, (s) => s.matches('loadingMore'));
  const failed = useSelector(list, (s) => s.matches('failed'));
  const shown = rows.length;

  if (loading) return <div className="skeleton record-skeleton" aria-busy="true" />;
  if (failed) return <LoadFailed onRetry={() => list.send({ type: 'list.retry' })} />;
  if (rows.length === 0) return <p className="muted empty"><Trans>No deposits yet.</Trans></p>;
  return (
    <>
      <div className="table-wrap">
        <table className="record-table">
          <thead>
            <tr>
              <th scope="col"><Trans>Payment channel</Trans></th>
              <th scope="col" className="num"><Trans>Deposit amount</Trans></th>
              <th scope="col" className="num"><Trans>Actual amount</Trans></th>
              <th scope="col"><Trans>Order number</Trans></th>
              <th scope="col"><Trans>Status</Trans></th>
              <th scope="col"><Trans>Created</Trans></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.order_no}>
                <td>{row.payment_name}</td>
                <td className="num"><Money amount={row.money} /></td>
                <td className="num"><Money amount={row.actual_money} /></td>
                <td><code>{row.order_no}</code></td>
                <td><StatusText status={row.status} /></td>
                <td>{formatDateTime(row.created_at, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown < total && (
        <button type="button" className="btn btn-secondary btn-block load-more" disabled={loadingMore} onClick={() => list.send({ type: 'list.more' })}>
          {loadingMore ? <Trans>Loading…</Trans> : <Trans>Show more ({shown} of {total})</Trans>}
        </button>
      )}
    </>
  );
}
