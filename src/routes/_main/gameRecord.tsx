import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../app/guards';
import { GameRecord } from '../../features/games/GameRecord';

export const Route = createFileRoute('/_main/gameRecord')({
  beforeLoad: requireSignedIn,
  component: GameRecord,
});
