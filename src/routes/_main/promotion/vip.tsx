import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../app/guards';
import { VipPage } from '../../../features/promotions/Standing';

export const Route = createFileRoute('/_main/promotion/vip')({
  beforeLoad: requireSignedIn,
  component: VipPage,
});
