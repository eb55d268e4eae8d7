import { msg } from '@lingui/core/macro';
import { PromoText } from '../../../contract/promoText';
import { registerServerTexts } from '../../i18n/serverText';

/** The promotion API's texts, known once a promotion screen has loaded. */
registerServerTexts({
  [PromoText.claimed]: msg`Reward claimed successfully!`,
  [PromoText.userDoesNotExist]: msg`USER DOES NOT EXIST`,
  [PromoText.notEligible]: msg`You're not eligible for this reward`,
  [PromoText.userNotEligible]: msg`User not eligible for this reward`,
  [PromoText.notEligibleToReceive]: msg`Not eligible to receive`,
  [PromoText.noEligibleTopUps]: msg`No eligible top-ups`,
  [PromoText.noQualifyingRecharge]: msg`No qualifying recharge`,
  [PromoText.noMoreSpins]: msg`No more spins remaining`,
  [PromoText.noMoreRoll]: msg`No more roll remaining`,
  [PromoText.alreadyClaimed]: msg`Reward already claimed`,
  [PromoText.upgradeRequired]: msg`Upgrade required`,
  [PromoText.prizeWon]: msg`Congratulations!`,
  [PromoText.noPrize]: msg`Better luck next time`,
});
