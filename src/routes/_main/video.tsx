import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ComingSoon } from '../../ui/ComingSoon';

export const Route = createFileRoute('/_main/video')({
  component: () => <ComingSoon title={msg`Live video`} release="games" />,
});
