import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../../app/guards';
import { FirstDepositPage } from '../../../../features/promotions/ActivityPages';

export const Route = createFileRoute('/_main/promotion/activity/recharge')({
  beforeLoad: requireSignedIn,
  component: FirstDepositPage,
});
