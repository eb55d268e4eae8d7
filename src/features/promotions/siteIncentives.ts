import { useActorRef, useSelector } from '@xstate/react';
import { use } from 'react';
import type { SiteIncentives } from '../../../contract/incentives';
import { useSystem } from '../../app/SystemContext';

/** What the site's rules allow of the incentives (GET /api/site/incentives): null until it has arrived. */
export function useSiteIncentives(): SiteIncentives | null {
  const { load, inspect } = useSystem();
  const incentives = useActorRef(use(load.incentives()), {
    input: { key: 'incentives' },
    ...(inspect ? { inspect } : {}),
  });
  return useSelector(incentives, (s) => s.context.data);
}
