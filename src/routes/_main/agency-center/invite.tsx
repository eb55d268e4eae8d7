import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ComingSoon } from '../../../ui/ComingSoon';

export const Route = createFileRoute('/_main/agency-center/invite')({
  component: () => <ComingSoon title={msg`Invite friends`} release="account" />,
});
