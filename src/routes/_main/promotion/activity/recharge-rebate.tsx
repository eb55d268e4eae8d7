import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../../app/guards';
import { RechargeRebatePage } from '../../../../features/promotions/ActivityPages';

export const Route = createFileRoute('/_main/promotion/activity/recharge-rebate')({
  beforeLoad: requireSignedIn,
  component: RechargeRebatePage,
});
