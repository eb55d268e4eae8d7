import { PROMOTIONS_REFUSALS } from './promotions.refusals';
import { textOf } from './refusal';
/**
 * The promotion API's texts, apart from the schemas so the app can translate them without loading the
 * promotions contract.
 */
export const PromoText = {
  claimed: 'Reward claimed successfully!',
  userDoesNotExist: textOf(PROMOTIONS_REFUSALS, 'promotion.user_does_not_exist'),
  notEligible: textOf(PROMOTIONS_REFUSALS, 'promotion.not_eligible'),
  userNotEligible: textOf(PROMOTIONS_REFUSALS, 'promotion.user_not_eligible'),
  notEligibleToReceive: textOf(PROMOTIONS_REFUSALS, 'promotion.not_eligible_to_receive'),
  noEligibleTopUps: textOf(PROMOTIONS_REFUSALS, 'promotion.no_eligible_top_ups'),
  noQualifyingRecharge: textOf(PROMOTIONS_REFUSALS, 'promotion.no_qualifying_recharge'),
  /** A recharge rebate whose turnover is reached but for which the cap on play-linked rewards leaves nothing yet. */
  rebateAwaitsSettledPlay: textOf(PROMOTIONS_REFUSALS, 'promotion.rebate_awaits_settled_play'),
  noMoreSpins: textOf(PROMOTIONS_REFUSALS, 'promotion.no_more_spins'),
  noMoreRoll: textOf(PROMOTIONS_REFUSALS, 'promotion.no_more_roll'),
  alreadyClaimed: textOf(PROMOTIONS_REFUSALS, 'promotion.already_claimed'),
  /** The wheels' answer when a prize is won ("Try again" prizes answer noPrize). */
  prizeWon: 'Congratulations!',
  noPrize: 'Better luck next time',
} as const;
