import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../app/guards';
import { PrivacyCentre } from '../../features/privacy/Privacy';

export const Route = createFileRoute('/_main/profile_/privacy')({
  beforeLoad: requireSignedIn,
  component: PrivacyCentre,
});
