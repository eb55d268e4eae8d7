import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { requireSignedIn } from '../../app/guards';
import { Verify } from '../../features/games/Verify';

const Search = v.object({
  round: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
});

export const Route = createFileRoute('/_main/verify')({
  validateSearch: Search,
  beforeLoad: requireSignedIn,
  component: function VerifyRoute() {
    const { round } = Route.useSearch();
    return <Verify roundId={round} />;
  },
});
