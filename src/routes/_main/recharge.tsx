import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { requireSignedIn } from '../../app/guards';
import { Recharge } from '../../features/wallet/Recharge';

// The deposit limits and the offer to set them read the responsible-gambling flows: loaded after the form.
const DepositLimits = lazy(() => import('../../features/responsible/DepositLimits'));

export const Route = createFileRoute('/_main/recharge')({
  beforeLoad: requireSignedIn,
  component: () => (
    <Recharge
      limits={
        <Suspense fallback={null}>
          <DepositLimits />
        </Suspense>
      }
    />
  ),
});
