import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ComingSoon } from '../../ui/ComingSoon';

export const Route = createFileRoute('/_main/searchGames')({
  component: () => <ComingSoon title={msg`Search games`} release="games" />,
});
