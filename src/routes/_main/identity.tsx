import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useSessionUser } from '../../app/hooks';
import { requireSignedIn } from '../../app/guards';
import { CompleteIdentity } from '../../features/profile/CompleteIdentity';
import { VerifyIdentity } from '../../features/profile/kyc/VerifyIdentity';

/**
 * /identity: the member's identity, one step after the other — an account from before the identity rule
 * completes it (full name, CPF, date of birth), then a member of the regulated site verifies it (a document,
 * a selfie and the address: the KYC flow); once both are done, it says so.
 */
function IdentityPage() {
  const user = useSessionUser();
  const owed =
    Boolean(user?.identity_complete) && user?.kyc_status !== 'verified' && user?.kyc_status !== 'not_required';
  // Once the verification shows, it stays for this visit: its own answer (verified) is said there.
  const [verifying, setVerifying] = useState(owed);
  if (owed && !verifying) setVerifying(true);
  return verifying ? <VerifyIdentity /> : <CompleteIdentity />;
}

export const Route = createFileRoute('/_main/identity')({
  beforeLoad: requireSignedIn,
  component: IdentityPage,
});
