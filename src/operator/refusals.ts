import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffRole } from '../../contract/backoffice';
import type { Problem } from '../../machines/operator/problem';

type Said = MessageDescriptor | ((params: Record<string, string>) => MessageDescriptor);

/** The roles, as the back office names them. */
export const ROLE_NAMES: Record<StaffRole, MessageDescriptor> = {
  admin: msg`Admin`,
  finance: msg`Finance`,
  support: msg`Support`,
  compliance: msg`Compliance`,
  trader: msg`Trader`,
};

/** "finance, admin": the roles of a refusal's params (comma-separated codes), in words. */
export const rolesInWords = (codes: string) =>
  codes
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((code) => (code in ROLE_NAMES ? i18n._(ROLE_NAMES[code as StaffRole]) : code))
    .join(', ');

/**
 * The refusals the back office meets (declared in contract/<area>.refusals.ts), said in the person's
 * language; and the app's own (`staff.fill_in`, `staff.fill_in_current`, `staff.passwords_differ`, `staff.form_incomplete`,
 * `identity.*`, `network`). A code not here shows
 * the server's English sentence. A text repeats the contract's sentence unless the back office words it on
 * purpose (tests/unit/refusalTexts.test.ts).
 */
export const REFUSALS: Record<string, Said> = {
  network: msg`The server could not be reached: check the connection and try again`,
  'request.invalid': msg`The request was not accepted: check the fields and try again`,
  'auth.unauthenticated': msg`Sign in to continue`,
  'auth.session_expired': msg`Your session expired after 30 minutes without activity: sign in again`,
  'auth.too_many_attempts': msg`Too many attempts: wait a few minutes before trying again`,
  'operator.role_forbidden': ({ roles = '' }) => {
    const needed = rolesInWords(roles);
    return msg`Your roles do not allow this: it needs ${needed}`;
  },
  'staff.fill_in': msg`Enter your e-mail and password`,
  'staff.form_incomplete': msg`Enter the e-mail and name, and choose at least one role`,
  'staff.wrong_credentials': msg`Wrong e-mail or password`,
  'staff.code_wrong': msg`Wrong code: enter the 6 digits your authenticator shows now`,
  'staff.ticket_expired': msg`This sign-in has expired: enter your e-mail and password again`,
  'staff.email_invalid': msg`Enter a valid e-mail address`,
  'staff.password_too_short': msg`Enter your password`,
  'staff.role_unknown': msg`Choose roles from the list`,
  'staff.roles_required': msg`Choose at least one role`,
  'staff.name_required': msg`Enter a name of up to 80 characters`,
  'staff.email_taken': msg`A staff account with this e-mail exists already`,
  'staff.not_found': msg`No such staff account`,
  'staff.last_admin': msg`At least one enabled admin must remain`,
  'staff.token_actor': msg`The command line’s token is not an account and cannot be changed`,
  'staff.own_password_first': msg`Choose your own password first: the one you were given is good for this first sign-in only`,
  'staff.password_weak': msg`Choose a password of at least 12 characters`,
  'staff.password_same': msg`Choose a password other than the one you were given`,
  'staff.password_unchanged': msg`Choose a password other than your current one`,
  'staff.password_own_already': msg`Your own password is set already: change it from your account`,
  'staff.password_wrong': msg`Wrong current password`,
  'staff.passwords_differ': msg`The two passwords differ: type the same one twice`,
  'staff.fill_in_current': msg`Enter your current password`,
  'audit.reason_required': msg`Give a reason of 3 to 200 characters`,
  'audit.day_invalid': msg`Enter days as YYYY-MM-DD`,
  'amount.required': msg`Enter an amount`,
  'amount.two_decimals': msg`Enter an amount in reais, with up to two decimals`,
  'amount.invalid': msg`Enter a valid amount`,
  'order.not_found': msg`No such withdrawal`,
  'withdrawal.not_pending': msg`This withdrawal has moved on already: the queue shows it as it is now`,
  'withdrawal.approved_already_by_you': msg`You approved this withdrawal already: a second person must approve it`,
  'withdrawal.second_approval_needed': ({ threshold = '' }) =>
    msg`This withdrawal is above ${threshold}: it needs a second approval before it is paid`,
  'withdrawal.approver_cannot_pay': msg`You approved this withdrawal: another person must pay it`,
  'withdrawal.token_cannot_approve': ({ threshold = '' }) =>
    msg`Above ${threshold} two named staff members approve a withdrawal: the command line's token cannot approve it`,
  'withdrawal.payout_refused': ({ reason = '' }) =>
    msg`The PIX provider refused the transfer (${reason}): the withdrawal stays approved and nothing was sent`,
  'withdrawal.payout_unavailable': ({ reason = '' }) =>
    msg`The PIX provider could not be reached (${reason}): the withdrawal stays approved, pay it again later`,
  // Responsible gambling (the queue and its rules).
  'compliance.contact_incomplete': msg`Choose the channel and write what was said (3 characters at least)`,
  'compliance.cooling_off_incomplete': msg`Choose the period and give a reason of 3 to 200 characters`,
  'compliance.close_incomplete': msg`Choose the outcome and give a reason of 3 to 200 characters`,
  'compliance.rule_unknown': msg`No such rule`,
  'compliance.rule_invalid': msg`Enter whole numbers above zero, and amounts in reais with up to two decimals`,
  'compliance.flag_not_found': msg`No such flag`,
  'compliance.flag_closed': msg`This flag is closed: nothing more is done on it`,
  'compliance.channel_unknown': msg`Choose a channel from the list`,
  'compliance.outcome_unknown': msg`Choose an outcome from the list`,
  'compliance.note_required': msg`Write what was said: 3 to 2000 characters`,
  'responsible.period_unknown': msg`Choose 24 hours, 7 days or 30 days`,
  'responsible.already_restricted': msg`The player is paused or self-excluded already`,
  'responsible.self_excluded_permanently': msg`The player is self-excluded for good`,
  'member.not_found': msg`No such player`,
  // Promotions and site
  'operator.site_unknown': msg`No such site`,
  'operator.max_win_range': ({ min = '', max = '' }) => msg`The maximum win per round must be from ${min} to ${max}`,
  'operator.legal_text_required': msg`Fill in every field of the legal data`,
  'operator.legal_cnpj_invalid': msg`Enter a CNPJ with valid check digits`,
  'operator.legal_phone_invalid': msg`Enter a phone of 8 to 20 digits, spaces, ( ) + or -`,
  'operator.legal_email_invalid': msg`Enter a valid e-mail address`,
  'operator.legal_url_invalid': msg`Enter an https:// address`,
  'promotion.switched_off': msg`It opens a page of activities this site does not offer`,
  'promotions.activity_unknown': msg`Choose an activity from the list`,
  'promotions.lang_unknown': msg`Choose one of the site’s languages`,
  'promotions.range_invalid': msg`Choose a range of at most 366 days, the first day before the last`,
  'promotions.deposit_bonus_forbidden': msg`A regulated site may not offer a bonus earned by depositing (Lei 14.790/2023, art. 29; Portaria SPA/MF 1.231/2024, art. 42 §1)`,
  'promotions.deposit_reward_forbidden': msg`A regulated site may not pay a reward computed from someone’s deposit (Lei 14.790/2023, art. 29)`,
  'promotions.free_spin_forbidden': msg`A regulated site may not offer visitors a free spin before any bet (Lei 14.790/2023, art. 29)`,
  'site.link_invalid': msg`Enter a link inside the site, starting with /`,
  'site.text_required': msg`Enter every text, within its length (a new one needs its Portuguese texts)`,
  'site.banner_not_found': msg`No such banner on this site`,
  'site.banner_order_mismatch': msg`The banners changed meanwhile: the list is read again, order them once more`,
  'site.too_many_banners': msg`A site has at most 20 banners: hide or change one instead`,
  'information.title_required': msg`Enter a title`,
  'information.body_required': msg`Enter a text`,
  'announcements.end_invalid': msg`Enter an end time in the future`,
  'announcements.not_found': msg`No such announcement`,
  'announcements.ended_already': msg`This announcement has ended already`,
  'notifications.target_invalid': msg`Choose one player (by phone or ID) or the whole site`,
  'notifications.key_invalid': msg`This sending could not be keyed: write the notification again`,
  'notifications.key_reused': msg`This sending was used for another notification: write it again`,
  'notifications.preview_first': msg`Preview the notification before sending it`,
  // Players and deposits
  'player.not_found': msg`No such player`,
  'player.blocked_already': msg`This player is blocked already`,
  'player.not_blocked': msg`This player is not blocked`,
  'player.direction_unknown': msg`Choose credit or debit`,
  'player.debit_above_balance': ({ balance = '' }) =>
    msg`The debit is more than the balance of R$ ${balance}: a balance never goes below zero`,
  'player.note_required': msg`Write a note of 1 to 2000 characters`,
  'operator.reference_used': msg`This reference was used for another change: change the amount or reason and try again`,
  'operator.reference_invalid': msg`The change’s reference was not accepted: reload the page and try again`,
  'deposit.order_not_found': msg`No such deposit order`,
  'deposit.not_refund': msg`This deposit is not a refund`,
  'deposit.refund_sent_already': msg`The gateway has taken this refund already`,
  'deposit.refund_unavailable': msg`This refund cannot be asked now: no PIX gateway is configured, or the payment has no id`,
  'deposit.refund_failed': msg`The PIX gateway did not take the refund: it will be asked again`,
  // The sportsbook and the reports.
  'sports.fixture_not_found': msg`No such fixture`,
  'sports.already_settled': msg`This fixture is settled or void already: the list shows it as it is now`,
  'sports.market_already_suspended': msg`This market is suspended already`,
  'sports.market_not_suspended': msg`This market is not suspended`,
  'sports.override_odds_invalid': msg`Type odds from 1.01 to 1000.00`,
  'sports.override_not_found': msg`This selection has no price override`,
  'sports.outcome_missing': msg`Give each selection with open bets its outcome: won, lost or void`,
  'sports.market_invalid': msg`Choose a market the match offers`,
  'sports.settle_by_markets': msg`This sport is not settled by a score: void the event, or settle its markets one by one`,
  'sports.result_invalid': msg`Enter the final score with the home team’s goals first, like 2-1`,
  'regulator.file_missing': msg`There is no regulator’s file for that day: it is made a quarter of an hour after the day ends`,
  'report.range_invalid': ({ max = '366' }) => msg`Choose from 1 to ${max} days, the first not after the last`,
  'report.rate_invalid': msg`Enter a rate from 0 to 100 percent with at most two decimals`,
  // Identity checks (the queue and its decisions).
  'identity.approval_incomplete': msg`Write a note of 3 to 200 characters`,
  'identity.rejection_incomplete': msg`Choose the reason for the refusal and write a note of 3 to 200 characters`,
  'kyc_case.not_found': msg`No such identity case`,
  'kyc_case.file_not_found': msg`This case has no such picture, or its pictures were deleted`,
  'kyc_case.not_sent': msg`This case has not been sent yet: the player is still taking the pictures`,
  'kyc_case.decided': msg`This case has been decided already`,
  'kyc_case.reason_required': msg`Choose why the identity is refused`,
};

/** A problem in the person's language. */
export function say(problem: Problem): string {
  const said = REFUSALS[problem.code];
  if (!said) return problem.message || i18n._(REFUSALS.network as MessageDescriptor);
  return i18n._(typeof said === 'function' ? said(problem.params) : said);
}

/**
 * A refused attempt's refusal in the audit trail, by its code and params, in the person's language; a code the
 * back office has no words for is said as a refusal, never as its code.
 */
export const refusalInWords = (code: string, params: unknown) =>
  code in REFUSALS
    ? say({ code, params: (params ?? {}) as Record<string, string>, message: '' })
    : i18n._(msg`Refused by the server`);

/** The risk signals of a withdrawal (contract/backoffice.ts QueueWithdrawal.signals), in words. */
export const SIGNALS: Record<string, MessageDescriptor> = {
  cpf_not_own: msg`The PIX key is not in the player’s own CPF`,
  turnover_left: msg`Turnover still asked before a withdrawal`,
  new_account: msg`New account`,
  many_recent: msg`Many withdrawals recently`,
  deposit_then_withdraw: msg`Withdrawal soon after a deposit, with little play`,
};

export const signalInWords = (code: string) => (SIGNALS[code] ? i18n._(SIGNALS[code]) : code);
