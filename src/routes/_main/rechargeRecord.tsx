import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ComingSoon } from '../../ui/ComingSoon';

export const Route = createFileRoute('/_main/rechargeRecord')({
  component: () => <ComingSoon title={msg`Deposit records`} release="money" />,
});
