import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ComingSoon } from '../../ui/ComingSoon';

export const Route = createFileRoute('/_main/game')({
  component: () => <ComingSoon title={msg`Games`} release="games" />,
});
