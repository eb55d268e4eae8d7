import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '../../contract/locales';
import { BRASILIA, formatDateTime, formatMoney } from '../../lib/format';
import { registerRefusals } from './refusals';

/*
 * The responsible-gambling refusals a deposit, a bet, a game launch or a promotion can meet (a limit
 * passed, a pause, a self-exclusion, the regulator's flag on the CPF, the identity not verified yet): each area that can meet them imports
 * this module with its screens.
 * The amounts and the times are said in the person's language.
 */

/** A flagged member's refusal, and the first sentence of its callout. */
export const WITHDRAW_ONLY = msg`By the regulator’s check of your CPF, this account may only withdraw its balance`;

const money = (amount = '') => (amount ? formatMoney(amount, i18n.locale as Locale) : '');
const when = (iso = '') => (iso ? formatDateTime(iso, i18n.locale as Locale, BRASILIA) : '');

registerRefusals({
  'responsible.deposit_limit': ({ period, limit, remaining, resets_at }) => {
    const [max, left, at] = [money(limit), money(remaining), when(resets_at)];
    if (period === 'week')
      return msg`This deposit would pass your weekly deposit limit of ${max}: ${left} left until ${at}`;
    if (period === 'month')
      return msg`This deposit would pass your monthly deposit limit of ${max}: ${left} left until ${at}`;
    return msg`This deposit would pass your daily deposit limit of ${max}: ${left} left until ${at}`;
  },
  'responsible.loss_limit': ({ period, limit, remaining, resets_at }) => {
    const [max, left, at] = [money(limit), money(remaining), when(resets_at)];
    if (period === 'week') return msg`This bet would pass your weekly loss limit of ${max}: ${left} left until ${at}`;
    if (period === 'month') return msg`This bet would pass your monthly loss limit of ${max}: ${left} left until ${at}`;
    return msg`This bet would pass your daily loss limit of ${max}: ${left} left until ${at}`;
  },
  'responsible.bets_limit': ({ limit = '', resets_at }) => {
    const at = when(resets_at);
    return msg`You have placed your ${limit} bets for today; the limit resets at ${at}`;
  },
  'responsible.play_time_limit': ({ limit = '', resets_at }) => {
    const at = when(resets_at);
    return msg`Your daily play-time limit of ${limit} minutes is reached: you can play again from ${at}`;
  },
  'responsible.paused': ({ until }) => {
    const at = when(until);
    return msg`Your account is paused until ${at}: only withdrawals are possible`;
  },
  'responsible.self_excluded': ({ until }) => {
    const at = when(until);
    return msg`Your account is self-excluded until ${at}: only withdrawals are possible`;
  },
  'responsible.self_excluded_permanently': msg`Your account is self-excluded for good: only withdrawals are possible`,
  'responsible.already_restricted': ({ until }) => {
    const at = when(until);
    return msg`Your account is already paused or self-excluded until ${at}`;
  },
  // The regulator's check of the CPF (server/regulator/): its reasons are a catalog of their own
  // (src/ui/regulatorReasons.tsx); a flag leaves only withdrawals, and no answer holds deposits.
  'regulator.withdraw_only': WITHDRAW_ONLY,
  'regulator.unavailable': msg`We could not check this CPF with the regulator just now: try again in a few minutes`,
  // Identity verification (contract/kyc.ts): deposits, bets and game launches wait for it. Said short (the
  // verification's callout, with its own catalog, says the rest where the player deposits or plays).
  'kyc.required': msg`Verify your identity to deposit and play`,
  'kyc.pending': msg`Your documents are being checked`,
  'kyc.rejected': msg`Your identity was not verified: send your documents again`,
});
