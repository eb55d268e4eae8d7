import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../app/guards';
import { SecurityCenterPage } from '../../../features/security/SecurityCenter';

export const Route = createFileRoute('/_main/security-center/')({
  beforeLoad: requireSignedIn,
  component: SecurityCenterPage,
});
