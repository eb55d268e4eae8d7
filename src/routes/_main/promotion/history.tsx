import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../app/guards';
import { RewardHistoryPage } from '../../../features/promotions/Standing';

export const Route = createFileRoute('/_main/promotion/history')({
  beforeLoad: requireSignedIn,
  component: RewardHistoryPage,
});
