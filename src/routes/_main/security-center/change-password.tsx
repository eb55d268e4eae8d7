import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../app/guards';
import { ChangePasswordPage } from '../../../features/security/SecurityCenter';

export const Route = createFileRoute('/_main/security-center/change-password')({
  beforeLoad: requireSignedIn,
  component: ChangePasswordPage,
});
