import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '../../../contract/locales';
import { BRASILIA, formatDateTime } from '../../../lib/format';
import { registerRefusals } from '../../i18n/refusals';
import { CODE_REFUSALS, tooManyCodes } from '../../../machines/twoFactorCode';
// The responsible-gambling refusals and the regulator's flag on the CPF, met here too.
import '../../i18n/limits';

/** The profile's refusals, known once its screens have loaded. */
registerRefusals({
  'profile.picture_required': msg`Choose a picture`,
  'identity.already_complete': msg`Your registration is already complete`,
  'security.password_wrong': msg`Incorrect password`,
  // The screen shows the balance itself (params.balance), formatted for the person.
  'account.balance_left': msg`Withdraw your balance before closing the account`,
  'account.still_open': stillOpen,
  'notices.kind_unknown': msg`Choose one of the notifications listed`,
  'notices.kind_twice': msg`Name each notification once`,
  'sports.odds_format_invalid': msg`Choose decimal, fractional or American odds`,
  // The closure's code, with two-factor on: said as everywhere a code is asked.
  ...CODE_REFUSALS,
  'two_factor.too_many_tries': ({ until = '' }) =>
    tooManyCodes(until ? formatDateTime(until, i18n.locale as Locale, BRASILIA) : ''),
});

/** What is still open, one part per kind that has any (params count each), said in the person's language. */
function stillOpen(params: Record<string, string>): MessageDescriptor {
  const n = (key: string) => Number(params[key] ?? 0);
  const parts: string[] = [];
  const bets = n('sports_bets');
  if (bets > 0) parts.push(i18n._(msg`sports bets not settled: ${bets}`));
  const slips = n('slips');
  if (slips > 0) parts.push(i18n._(msg`bet slips not settled: ${slips}`));
  const rounds = n('crash_rounds');
  if (rounds > 0) parts.push(i18n._(msg`crash rounds running: ${rounds}`));
  const gameRounds = n('game_rounds');
  if (gameRounds > 0) parts.push(i18n._(msg`game rounds not finished: ${gameRounds}`));
  const deposits = n('deposits');
  if (deposits > 0) parts.push(i18n._(msg`deposits waiting for payment: ${deposits}`));
  const withdrawals = n('withdrawals');
  if (withdrawals > 0) parts.push(i18n._(msg`withdrawals being processed: ${withdrawals}`));
  const open = parts.join('; ');
  return msg`Close the account once nothing is open. Still open: ${open}`;
}
