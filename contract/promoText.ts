/**
 * The promotion API's texts, apart from the schemas so the app can translate them without loading the
 * promotions contract.
 */
export const PromoText = {
  claimed: 'Reward claimed successfully!',
  userDoesNotExist: 'USER DOES NOT EXIST',
  notEligible: "You're not eligible for this reward",
  userNotEligible: 'User not eligible for this reward',
  notEligibleToReceive: 'Not eligible to receive',
  noEligibleTopUps: 'No eligible top-ups',
  noQualifyingRecharge: 'No qualifying recharge',
  /** A recharge rebate whose turnover is reached but for which the cap on play-linked rewards leaves nothing yet. */
  rebateAwaitsSettledPlay: 'Your rebate is waiting for your bets to be settled; come back the day after',
  noMoreSpins: 'No more spins remaining',
  noMoreRoll: 'No more roll remaining',
  alreadyClaimed: 'Reward already claimed',
  /** The wheels' answer when a prize is won ("Try again" prizes answer noPrize). */
  prizeWon: 'Congratulations!',
  noPrize: 'Better luck next time',
} as const;
