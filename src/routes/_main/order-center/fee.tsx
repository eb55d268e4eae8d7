import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ComingSoon } from '../../../ui/ComingSoon';

export const Route = createFileRoute('/_main/order-center/fee')({
  component: () => <ComingSoon title={msg`Fees`} release="money" />,
});
