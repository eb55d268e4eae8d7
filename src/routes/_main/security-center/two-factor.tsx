import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../app/guards';
import { TwoFactorPage } from '../../../features/security/TwoFactorPage';

export const Route = createFileRoute('/_main/security-center/two-factor')({
  beforeLoad: requireSignedIn,
  component: TwoFactorPage,
});
