import { createFileRoute } from '@tanstack/react-router';
import { ActivityCenter } from '../../../../features/promotions/ActivityCenter';

export const Route = createFileRoute('/_main/promotion/activity/')({
  component: ActivityCenter,
});
