import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../app/guards';
import { CompleteIdentity } from '../../features/profile/CompleteIdentity';

export const Route = createFileRoute('/_main/identity')({
  beforeLoad: requireSignedIn,
  component: CompleteIdentity,
});
