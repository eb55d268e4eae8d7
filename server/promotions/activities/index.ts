import type { ActivityKey } from '../../../contract/promotions';
import type { PromotionActivity } from '../activity';
import { dailyRescue } from './dailyRescue';
import { dailyWheel } from './dailyWheel';
import { ftd } from './ftd';
import { invitation } from './invitation';
import { lotteryWheel } from './lotteryWheel';
import { rechargeRebate } from './rechargeRebate';

/**
 * The promotion activities, in the order the activity listing gives them: the only place the set is
 * named. Their routes (check and claim), the listing (GET /api/activitydetails/get) and the site switch
 * (sites.disabled_activities) come from this list.
 *
 * Not here, because they are not activities a member checks and claims: VIP (a level reached by
 * deposits) and the betting rebate (settled by the operator for every member who bet) live in
 * ../standing.ts; the agency's reward is the agency's own (server/agency/, its own endpoints, never
 * switched off by a site).
 */
export const ACTIVITIES = [
  ftd,
  invitation,
  dailyRescue,
  rechargeRebate,
  dailyWheel,
  lotteryWheel,
] as const satisfies readonly PromotionActivity[];

/** Every activity key of the contract has its module in the list (else this line fails the typecheck). */
type Missing = Exclude<ActivityKey, (typeof ACTIVITIES)[number]['key']>;
const _everyKeyListed: [Missing] extends [never] ? true : Missing = true;
