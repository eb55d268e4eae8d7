import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../../app/guards';
import { InvitationPage } from '../../../../features/promotions/ActivityPages';

export const Route = createFileRoute('/_main/promotion/activity/invitation-activity')({
  beforeLoad: requireSignedIn,
  component: InvitationPage,
});
