import { useSelector } from '@xstate/react';
import type { SiteIncentives } from '../../contract/site';
import { useSystem } from '../app/SystemContext';

/**
 * What the site's rules allow of the incentives (the site content's `incentives`, read once per visit by
 * the modals flow): null until the content has arrived.
 */
export function useSiteIncentives(): SiteIncentives | null {
  return useSelector(useSystem().actors.modals, (s) => s.context.content?.incentives ?? null);
}
