import { BCP47, type Locale } from '../../contract/locales';
import { PROMOTIONS } from '../promotions/config';

/*
 * A site's promotional texts name rewards by token — "{ftd.reward}", "{invitation.min}" — filled from the
 * promotions' own configuration when the content is served, in the reader's language. The banner, the
 * advertisement and the activity page (which reads the same configuration) always state the same reward.
 */

type Token = { money: number } | { percent: number } | { count: number };

const TOKENS: Record<string, Token> = {
  'ftd.reward': { money: PROMOTIONS.ftd.rewardCents },
  'ftd.min': { money: PROMOTIONS.ftd.minDepositCents },
  'invitation.reward': { money: PROMOTIONS.invitation.rewardCents },
  'invitation.min': { money: PROMOTIONS.invitation.minDepositCents },
  'dailyRescue.percent': { percent: PROMOTIONS.dailyRescue.percent },
  'rechargeRebate.percent': { percent: PROMOTIONS.rechargeRebate.percent },
  'rechargeRebate.min': { money: PROMOTIONS.rechargeRebate.minRechargeCents },
  'dailyWheel.spins': { count: PROMOTIONS.dailyWheel.spinsPerDay },
  'lotteryWheel.per': { money: PROMOTIONS.lotteryWheel.centsPerSpin },
};

/** The tokens a text may use. */
export const PROMO_TOKENS = Object.keys(TOKENS);

function formatToken(token: Token, lang: Locale): string {
  const tag = BCP47[lang];
  if ('money' in token) {
    const whole = token.money % 100 === 0;
    return new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'BRL',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(token.money / 100);
  }
  if ('percent' in token) return new Intl.NumberFormat(tag, { style: 'percent' }).format(token.percent / 100);
  return new Intl.NumberFormat(tag).format(token.count);
}

/** The text with each known token replaced by its value in lang; anything else is left as written. */
export function fillPromoTokens(text: string, lang: Locale): string {
  return text.replace(/\{([a-zA-Z]+\.[a-zA-Z]+)\}/g, (whole, name: string) => {
    const token = TOKENS[name];
    return token ? formatToken(token, lang) : whole;
  });
}
