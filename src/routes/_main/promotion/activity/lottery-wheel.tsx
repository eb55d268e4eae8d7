import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../../app/guards';
import { LotteryWheelPage } from '../../../../features/promotions/ActivityPages';

export const Route = createFileRoute('/_main/promotion/activity/lottery-wheel')({
  beforeLoad: requireSignedIn,
  component: LotteryWheelPage,
});
