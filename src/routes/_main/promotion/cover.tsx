import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../app/guards';
import { CoverHistoryPage } from '../../../features/promotions/Standing';

export const Route = createFileRoute('/_main/promotion/cover')({
  beforeLoad: requireSignedIn,
  component: CoverHistoryPage,
});
