import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect } from 'react';
import { useLocale, useSessionEvents } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { formatDateTime } from '../../../lib/format';
import { LoadFailed } from '../../ui/LoadFailed';
import { Money } from '../../ui/Money';
import { Page } from '../../ui/Page';
import { RefundExplained, StatusText } from './StatusText';
import { CopyValue } from '../../ui/CopyValue';
import { useFlow } from '../../flow/useFlow';

/** /recharge-payment: the order's status after the checkout, and the way back to the site. */
export function RechargePayment({ orderNo }: { orderNo: string | undefined }) {
  return (
    <Page title={msg`Payment`}>
      {orderNo ? (
        <Suspense fallback={<div className="skeleton record-skeleton" aria-busy="true" />}>
          <OrderStatus orderNo={orderNo} />
        </Suspense>
      ) : (
        <p className="muted">
          <Trans>No order to show.</Trans>{' '}
          <Link to="/recharge">
            <Trans>Make a deposit</Trans>
          </Link>
        </p>
      )}
    </Page>
  );
}

function OrderStatus({ orderNo }: { orderNo: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { refresh } = useSessionEvents();
  const { load } = useSystem();
  const order = useFlow(load.rechargeOrder(), { input: { key: orderNo } });
  const data = useSelector(order, (s) => s.context.data);
  const failed = useSelector(order, (s) => s.matches('failed'));
  const paid = data?.status === 'paid';

  // A paid order changed the balance: the header follows.
  useEffect(() => {
    if (paid) refresh();
  }, [paid, refresh]);

  if (failed) return <LoadFailed onRetry={() => order.send({ type: 'resource.retry' })} />;
  if (!data) return <div className="skeleton record-skeleton" aria-busy="true" />;
  return (
    <div className="card stack order-status">
      <p className={`order-badge order-${data.status}`}>
        <StatusText status={data.status} reason={data.refund_reason} />
      </p>
      {data.status === 'refund' && (
        <p className="muted refund-explained">
          <RefundExplained reason={data.refund_reason} />
        </p>
      )}
      {data.status === 'cancelled' && (
        <p className="muted refund-explained">
          <Trans>
            This order was cancelled when you paused or excluded yourself. If you pay it anyway, the payment is returned
            to the payer.
          </Trans>
        </p>
      )}
      <dl className="facts">
        <div>
          <dt>
            <Trans>Order number</Trans>
          </dt>
          <dd>
            <CopyValue value={data.order_no} label={t`order number`} mono />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Payment channel</Trans>
          </dt>
          <dd>{data.payment_name}</dd>
        </div>
        <div>
          <dt>
            <Trans>Deposit amount</Trans>
          </dt>
          <dd>
            <Money amount={data.money} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Amount credited</Trans>
          </dt>
          <dd>
            <Money amount={data.actual_money} />
          </dd>
        </div>
        {data.payer_cpf && (
          <div>
            <dt>
              <Trans>Payer CPF</Trans>
            </dt>
            <dd className="payer-cpf">{data.payer_cpf}</dd>
          </div>
        )}
        <div>
          <dt>
            <Trans>Created</Trans>
          </dt>
          <dd>{formatDateTime(data.created_at, locale)}</dd>
        </div>
        {data.refunded_at && (
          <div>
            <dt>
              <Trans>Returned to the payer</Trans>
            </dt>
            <dd>{formatDateTime(data.refunded_at, locale)}</dd>
          </div>
        )}
      </dl>
      {data.status === 'pending' && (
        <a className="btn btn-secondary" href={data.pay_url}>
          <Trans>Back to the PIX payment</Trans>
        </a>
      )}
      <Link to="/" className="btn btn-primary">
        <Trans>Back to the site</Trans>
      </Link>
    </div>
  );
}
