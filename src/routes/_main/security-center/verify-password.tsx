import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../app/guards';
import { VerifyPasswordPage } from '../../../features/security/SecurityCenter';

const NEXT = [
  '/security-center',
  '/security-center/change-password',
  '/security-center/bind-email',
  '/security-center/two-factor',
] as const;
type Next = (typeof NEXT)[number];

/** `?next=`: where to go once the password is confirmed (one of the security center's pages). */
export const Route = createFileRoute('/_main/security-center/verify-password')({
  validateSearch: (search: Record<string, unknown>): { next?: Next } =>
    NEXT.includes(search.next as Next) ? { next: search.next as Next } : {},
  beforeLoad: requireSignedIn,
  component: function Verify() {
    const { next } = Route.useSearch();
    return <VerifyPasswordPage next={next ?? '/security-center'} />;
  },
});
