import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../app/guards';
import { OrderDetails } from '../../../features/wallet/OrderCenter';

export const Route = createFileRoute('/_main/order-center/')({
  beforeLoad: requireSignedIn,
  component: OrderDetails,
});
