import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../app/guards';
import { AgencyRewardPage } from '../../../features/agency/RewardPage';

export const Route = createFileRoute('/_main/agency-center/reward')({
  beforeLoad: requireSignedIn,
  component: AgencyRewardPage,
});
