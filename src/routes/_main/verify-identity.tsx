import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../app/guards';
import { VerifyIdentity } from '../../features/profile/kyc/VerifyIdentity';

export const Route = createFileRoute('/_main/verify-identity')({
  beforeLoad: requireSignedIn,
  component: VerifyIdentity,
});
