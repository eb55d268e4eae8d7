import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../app/guards';
import { RebatesPage } from '../../../features/promotions/Standing';

export const Route = createFileRoute('/_main/promotion/rebates')({
  beforeLoad: requireSignedIn,
  component: RebatesPage,
});
