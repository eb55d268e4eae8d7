import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../app/guards';
import { AgentPage } from '../../../features/agency/AgentPage';

export const Route = createFileRoute('/_main/agency-center/agent')({
  beforeLoad: requireSignedIn,
  component: AgentPage,
});
