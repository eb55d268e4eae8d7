import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ComingSoon } from '../../../ui/ComingSoon';

export const Route = createFileRoute('/_main/agency-center/register-subordinates')({
  component: () => <ComingSoon title={msg`Register subordinates`} release="account" />,
});
