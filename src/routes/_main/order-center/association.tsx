import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../app/guards';
import { OrderAssociation } from '../../../features/wallet/OrderCenter';

export const Route = createFileRoute('/_main/order-center/association')({
  beforeLoad: requireSignedIn,
  component: OrderAssociation,
});
