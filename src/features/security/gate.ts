import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';

/** The security center's pages, where confirming the password sends the person back to. */
export type SecurityPath =
  | '/security-center'
  | '/security-center/change-password'
  | '/security-center/bind-email'
  | '/security-center/two-factor';

/** When a flow finds the password confirmation has lapsed (its `needsVerify` state), confirm it again, then come back. */
export function useConfirmAgain(gateClosed: boolean, next: SecurityPath) {
  const navigate = useNavigate();
  useEffect(() => {
    if (gateClosed) void navigate({ to: '/security-center/verify-password', search: { next } });
  }, [gateClosed, navigate, next]);
}
