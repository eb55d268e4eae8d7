import type { ActivityKey } from '../../contract/promotions';
import type { Site } from '../db/schema';
import { ACTIVITIES } from './activities';
import { notOffered } from './offer';

/**
 * Whether a site offers an activity (its profile and its own switch, ./offer.ts), by key: the home leaves
 * out a banner of a page whose activities the site offers none of (server/site/content.ts).
 */
export const offeredBy =
  (site: Pick<Site, 'profile' | 'disabledActivities'>) =>
  (key: ActivityKey): boolean => {
    const activity = ACTIVITIES.find((a) => a.key === key);
    return activity ? notOffered(site, activity) === null : true;
  };
