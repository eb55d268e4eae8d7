import { useSelector } from '@xstate/react';
import type { SiteIncentives } from '../../../contract/incentives';
import { useSystem } from '../../app/SystemContext';
import { useFlow } from '../../flow/useFlow';

/** What the site's rules allow of the incentives (GET /api/site/incentives): null until it has arrived. */
export function useSiteIncentives(): SiteIncentives | null {
  const { load } = useSystem();
  const incentives = useFlow(load.incentives(), {
    input: { key: 'incentives' },
  });
  return useSelector(incentives, (s) => s.context.data);
}
