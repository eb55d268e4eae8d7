import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import * as v from 'valibot';
import { SportsPage, type SportsSearch } from '../../features/sports/SportsPage';

/** One match's page (?match=code): a chunk of its own, loaded when a match is opened. */
const MatchPage = lazy(() =>
  import('../../features/sports/MatchPage').then((module) => ({ default: module.MatchPage })),
);

/** A code in the address (at most 96 characters; dropped when it is not one). */
const Code = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(96))), undefined);

const Search = v.object({
  league: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(32))), undefined),
  day: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined),
  tab: v.fallback(v.optional(v.picklist(['bets'])), undefined),
  /** A selection to put in the slip on arrival: "fixture:market:selection" (the home page's football block). */
  pick: Code,
  /** One match's page, with all its markets: its fixture code. */
  match: Code,
});

export const Route = createFileRoute('/_main/sports')({
  validateSearch: Search,
  component: function SportsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    if (search.match)
      return (
        <Suspense fallback={<div className="sports-page skeleton sports-skeleton" aria-busy="true" />}>
          <MatchPage code={search.match} />
        </Suspense>
      );
    return (
      <SportsPage
        search={search}
        setSearch={(next: SportsSearch) => void navigate({ search: next, replace: true, resetScroll: false })}
      />
    );
  },
});
