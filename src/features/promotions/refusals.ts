import { msg } from '@lingui/core/macro';
import '../../i18n/limits';
import { registerRefusals } from '../../i18n/refusals';

/** The promotion API's refusals (a check's reason names one too), known once a promotion screen has loaded. */
registerRefusals({
  'promotion.not_eligible': msg`You're not eligible for this reward`,
  'promotion.already_claimed': msg`Reward already claimed`,
  'promotion.user_does_not_exist': msg`USER DOES NOT EXIST`,
  'promotion.user_not_eligible': msg`User not eligible for this reward`,
  'promotion.not_eligible_to_receive': msg`Not eligible to receive`,
  'promotion.no_eligible_top_ups': msg`No eligible top-ups`,
  'promotion.no_qualifying_recharge': msg`No qualifying recharge`,
  'promotion.rebate_awaits_settled_play': msg`Your rebate is waiting for your bets to be settled; come back the day after`,
  'promotion.no_more_spins': msg`No more spins remaining`,
  'promotion.no_more_roll': msg`No more roll remaining`,
  'promotion.deposit_bonus_off': msg`Deposit bonuses are not offered on this site`,
  'promotion.switched_off': msg`This promotion is not offered on this site`,
  'promotion.deposit_reward_off': msg`Rewards computed from deposits are not offered on this site (Lei 14.790/2023, art. 29)`,
  'idempotency.in_progress': msg`Your previous request is still being processed, please wait`,
  'day.invalid': msg`Use a date like 2026-11-22`,
});
