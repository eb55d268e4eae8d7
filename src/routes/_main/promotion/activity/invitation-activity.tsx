import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ComingSoon } from '../../../../ui/ComingSoon';

export const Route = createFileRoute('/_main/promotion/activity/invitation-activity')({
  component: () => <ComingSoon title={msg`Invitation activity`} release="promotions" />,
});
