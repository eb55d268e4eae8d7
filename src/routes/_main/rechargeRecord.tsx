import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../app/guards';
import { RechargeRecord } from '../../features/wallet/RechargeRecord';

export const Route = createFileRoute('/_main/rechargeRecord')({
  beforeLoad: requireSignedIn,
  component: RechargeRecord,
});
