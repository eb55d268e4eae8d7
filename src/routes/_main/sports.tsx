import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SportsPage, type SportsSearch } from '../../features/sports/SportsPage';

const Search = v.object({
  league: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(32))), undefined),
  day: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined),
  tab: v.fallback(v.optional(v.picklist(['bets'])), undefined),
  /** A selection to put in the slip on arrival: "fixture:market:selection" (the home page's football block). */
  pick: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(96))), undefined),
});

export const Route = createFileRoute('/_main/sports')({
  validateSearch: Search,
  component: function SportsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <SportsPage
        search={search}
        setSearch={(next: SportsSearch) => void navigate({ search: next, replace: true, resetScroll: false })}
      />
    );
  },
});
