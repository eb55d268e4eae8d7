import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../app/guards';
import { InvitePage } from '../../../features/agency/InvitePage';

export const Route = createFileRoute('/_main/agency-center/invite')({
  beforeLoad: requireSignedIn,
  component: InvitePage,
});
