import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { CATEGORY_KEYS, LOBBY_FIRST_CATEGORY } from '../../../contract/games';
import { useSessionUser } from '../../app/hooks';
import { Lobby } from '../../features/games/Lobby';
import { RestrictedPage } from '../../ui/RestrictedPage';

const Search = v.object({
  category: v.fallback(v.optional(v.picklist([...CATEGORY_KEYS, 'favorites'])), undefined),
});

export const Route = createFileRoute('/_main/game')({
  validateSearch: Search,
  component: function GameRoute() {
    const { category } = Route.useSearch();
    const restricted = Boolean(useSessionUser()?.restriction);
    // A paused or self-excluded member is not invited to play: their restriction instead of the games.
    if (restricted) return <RestrictedPage />;
    return <Lobby tab={category ?? LOBBY_FIRST_CATEGORY} />;
  },
});
