import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../app/guards';
import { Withdraw } from '../../features/wallet/Withdraw';

export const Route = createFileRoute('/_main/withdraw')({
  beforeLoad: requireSignedIn,
  component: Withdraw,
});
