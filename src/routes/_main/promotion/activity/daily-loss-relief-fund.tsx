import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ComingSoon } from '../../../../ui/ComingSoon';

export const Route = createFileRoute('/_main/promotion/activity/daily-loss-relief-fund')({
  component: () => <ComingSoon title={msg`Daily loss relief fund`} release="promotions" />,
});
