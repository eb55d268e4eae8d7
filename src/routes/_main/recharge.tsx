import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../app/guards';
import DepositLimits from '../../features/responsible/DepositLimits';
import { Recharge } from '../../features/wallet/Recharge';

// The deposit limits and the offer to set them come above the form, which shows once they are known: part of
// the page's own chunk, so the page names them, and the responsible-gambling flows they read, among the files
// it preloads (dist/route-assets.json) instead of asking for them once the form's code has run.
export const Route = createFileRoute('/_main/recharge')({
  beforeLoad: requireSignedIn,
  component: () => <Recharge limits={DepositLimits} />,
});
