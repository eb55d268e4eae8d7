import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../app/guards';
import { Profile } from '../../features/profile/Profile';

export const Route = createFileRoute('/_main/profile')({
  beforeLoad: requireSignedIn,
  component: Profile,
});
