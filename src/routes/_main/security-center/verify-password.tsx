import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ComingSoon } from '../../../ui/ComingSoon';

export const Route = createFileRoute('/_main/security-center/verify-password')({
  component: () => <ComingSoon title={msg`Verify password`} release="account" />,
});
