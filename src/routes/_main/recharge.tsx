import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { requireSignedIn } from '../../app/guards';
import { Recharge } from '../../features/wallet/Recharge';

// The deposit limits and the offer to set them read the responsible-gambling flows (a chunk of their own):
// they come above the form, which shows once they are known.
const DepositLimits = lazy(() => import('../../features/responsible/DepositLimits'));

export const Route = createFileRoute('/_main/recharge')({
  beforeLoad: requireSignedIn,
  component: () => <Recharge limits={DepositLimits} />,
});
