import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../app/guards';
import { OrderFees } from '../../../features/wallet/OrderCenter';

export const Route = createFileRoute('/_main/order-center/fee')({
  beforeLoad: requireSignedIn,
  component: OrderFees,
});
