import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../../app/guards';
import { InvitationPage } from '../../../../features/promotions/ActivityPages';

/** `?invitee=ID`: a link to claim the reward for one friend. */
export const Route = createFileRoute('/_main/promotion/activity/invitation-activity')({
  validateSearch: (search: Record<string, unknown>): { invitee?: number } => {
    const invitee = Number(search.invitee);
    return Number.isInteger(invitee) && invitee > 0 ? { invitee } : {};
  },
  beforeLoad: requireSignedIn,
  component: function Invitation() {
    const { invitee } = Route.useSearch();
    return <InvitationPage invitee={invitee} />;
  },
});
