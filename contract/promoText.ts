import { PROMOTIONS_REFUSALS } from './promotions.refusals';
/**
 * The promotion API's texts, apart from the schemas so the app can translate them without loading the
 * promotions contract.
 */
export const PromoText = {
  claimed: 'Reward claimed successfully!',
  userDoesNotExist: PROMOTIONS_REFUSALS['promotion.user_does_not_exist'].text,
  notEligible: PROMOTIONS_REFUSALS['promotion.not_eligible'].text,
  userNotEligible: PROMOTIONS_REFUSALS['promotion.user_not_eligible'].text,
  notEligibleToReceive: PROMOTIONS_REFUSALS['promotion.not_eligible_to_receive'].text,
  noEligibleTopUps: PROMOTIONS_REFUSALS['promotion.no_eligible_top_ups'].text,
  noQualifyingRecharge: PROMOTIONS_REFUSALS['promotion.no_qualifying_recharge'].text,
  /** A recharge rebate whose turnover is reached but for which the cap on play-linked rewards leaves nothing yet. */
  rebateAwaitsSettledPlay: PROMOTIONS_REFUSALS['promotion.rebate_awaits_settled_play'].text,
  noMoreSpins: PROMOTIONS_REFUSALS['promotion.no_more_spins'].text,
  noMoreRoll: PROMOTIONS_REFUSALS['promotion.no_more_roll'].text,
  alreadyClaimed: PROMOTIONS_REFUSALS['promotion.already_claimed'].text,
  /** The wheels' answer when a prize is won ("Try again" prizes answer noPrize). */
  prizeWon: 'Congratulations!',
  noPrize: 'Better luck next time',
} as const;
