import { createFileRoute } from '@tanstack/react-router';
import { Lobby } from '../../features/games/Lobby';

export const Route = createFileRoute('/_main/video')({
  component: () => <Lobby tab="live" live />,
});
