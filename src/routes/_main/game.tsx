import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { CATEGORY_KEYS, LOBBY_FIRST_CATEGORY } from '../../../contract/games';
import { Lobby } from '../../features/games/Lobby';

const Search = v.object({
  category: v.fallback(v.optional(v.picklist([...CATEGORY_KEYS, 'favorites'])), undefined),
});

export const Route = createFileRoute('/_main/game')({
  validateSearch: Search,
  component: function GameRoute() {
    const { category } = Route.useSearch();
    return <Lobby tab={category ?? LOBBY_FIRST_CATEGORY} />;
  },
});
