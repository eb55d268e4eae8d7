import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { requireSignedIn } from '../../app/guards';
import { RechargePayment } from '../../features/wallet/RechargePayment';

const Search = v.object({
  order_no: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
});

export const Route = createFileRoute('/_main/recharge-payment')({
  validateSearch: Search,
  beforeLoad: requireSignedIn,
  component: function RechargePaymentRoute() {
    const { order_no } = Route.useSearch();
    return <RechargePayment orderNo={order_no} />;
  },
});
