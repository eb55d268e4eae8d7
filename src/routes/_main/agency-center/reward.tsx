import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../app/guards';
import { AgencyRewardPage } from '../../../features/agency/Agency';

export const Route = createFileRoute('/_main/agency-center/reward')({
  beforeLoad: requireSignedIn,
  component: AgencyRewardPage,
});
