import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../app/guards';
import DepositLimits from '../../features/responsible/DepositLimits';
import { Recharge } from '../../features/wallet/Recharge';

export const Route = createFileRoute('/_main/recharge')({
  beforeLoad: requireSignedIn,
  component: () => <Recharge limits={<DepositLimits />} />,
});
