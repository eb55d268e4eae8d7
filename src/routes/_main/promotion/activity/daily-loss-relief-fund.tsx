import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../../app/guards';
import { LossReliefPage } from '../../../../features/promotions/ActivityPages';

export const Route = createFileRoute('/_main/promotion/activity/daily-loss-relief-fund')({
  beforeLoad: requireSignedIn,
  component: LossReliefPage,
});
