import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ComingSoon } from '../ui/ComingSoon';

export const Route = createFileRoute('/gameInfo')({
  component: () => <ComingSoon title={msg`Game`} release="games" />,
});
