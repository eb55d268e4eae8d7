import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../app/guards';
import { InvitationRecordPage } from '../../../features/agency/InvitationRecordPage';

export const Route = createFileRoute('/_main/agency-center/invitation-record')({
  beforeLoad: requireSignedIn,
  component: InvitationRecordPage,
});
