import type { RefusalDeclarations } from './refusal';

/** Refusals of the promotions (contract/promotions.ts). */
export const PROMOTIONS_REFUSALS = {
  'promotion.not_eligible': { status: 422, text: "You're not eligible for this reward" },
  'promotion.already_claimed': { status: 409, text: 'Reward already claimed' },
  'promotion.user_does_not_exist': { status: 409, text: 'USER DOES NOT EXIST' },
  'promotion.user_not_eligible': { status: 422, text: 'User not eligible for this reward' },
  'promotion.not_eligible_to_receive': { status: 422, text: 'Not eligible to receive' },
  'promotion.no_eligible_top_ups': { status: 422, text: 'No eligible top-ups' },
  'promotion.no_qualifying_recharge': { status: 422, text: 'No qualifying recharge' },
  'promotion.rebate_awaits_settled_play': {
    status: 422,
    text: 'Your rebate is waiting for your bets to be settled; come back the day after',
  },
  'promotion.no_more_spins': { status: 422, text: 'No more spins remaining' },
  'promotion.no_more_roll': { status: 422, text: 'No more roll remaining' },
  'promotion.deposit_bonus_off': { status: 403, text: 'Deposit bonuses are not offered on this site' },
  'promotion.switched_off': { status: 403, text: 'This promotion is not offered on this site' },
  'promotion.deposit_reward_off': {
    status: 403,
    text: 'Rewards computed from deposits are not offered on this site (Lei 14.790/2023, art. 29)',
  },
} as const satisfies RefusalDeclarations;
