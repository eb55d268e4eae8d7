import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { GameInfo } from '../features/games/GameInfo';

const Search = v.object({
  id: v.fallback(
    v.optional(v.pipe(v.unknown(), v.transform(Number), v.number(), v.integer(), v.minValue(1))),
    undefined,
  ),
  launch: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute('/gameInfo')({
  validateSearch: Search,
  component: function GameInfoRoute() {
    const { id, launch } = Route.useSearch();
    const navigate = useNavigate();
    const router = useRouter();
    return (
      <GameInfo
        gameId={id}
        launch={launch}
        onOpen={(url) => void router.history.replace(url)}
        onBack={() => (window.history.length > 1 ? router.history.back() : void navigate({ to: '/game' }))}
      />
    );
  },
});
