import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../app/guards';
import { OrderStatement } from '../../../features/wallet/Statement';

export const Route = createFileRoute('/_main/order-center/statement')({
  beforeLoad: requireSignedIn,
  component: OrderStatement,
});
