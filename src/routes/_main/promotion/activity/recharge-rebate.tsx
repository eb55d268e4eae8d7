import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ComingSoon } from '../../../../ui/ComingSoon';

export const Route = createFileRoute('/_main/promotion/activity/recharge-rebate')({
  component: () => <ComingSoon title={msg`Recharge rebate`} release="promotions" />,
});
