import { createFileRoute } from '@tanstack/react-router';
import { MatchPage } from '../../features/sports/MatchPage';

/** One match's page: its every market by tab, live by the section's stream, with the section's bet slip. */
export const Route = createFileRoute('/_main/sports_/match/$code')({
  component: function MatchRoute() {
    const { code } = Route.useParams();
    return <MatchPage code={code} />;
  },
});
