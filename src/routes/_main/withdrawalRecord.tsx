import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../app/guards';
import { WithdrawalRecord } from '../../features/wallet/WithdrawalRecord';

export const Route = createFileRoute('/_main/withdrawalRecord')({
  beforeLoad: requireSignedIn,
  component: WithdrawalRecord,
});
