import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../app/guards';
import { BindEmailPage } from '../../../features/security/SecurityCenter';

export const Route = createFileRoute('/_main/security-center/bind-email')({
  beforeLoad: requireSignedIn,
  component: BindEmailPage,
});
