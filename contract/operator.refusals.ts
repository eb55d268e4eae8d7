import type { RefusalDeclarations } from './refusal';

/**
 * Refusals of the operator's API (contract/operator.ts): credits, QA scenarios, sites, settlements and withdrawals'
 * approvals.
 */
export const OPERATOR_REFUSALS = {
  'operator.reference_used': { status: 409, text: 'This reference was already used for another credit' },
  'operator.credit_kind_unknown': { status: 422, text: 'Choose the kind of credit: correction or bonus' },
  'operator.bonus_restricted': {
    status: 409,
    text: 'This member is paused or self-excluded: a bonus cannot be credited while the restriction runs',
  },
  'operator.scenario_unknown': { status: 404, text: 'Unknown scenario: {name}' },
  'operator.scenario_required': { status: 422, text: 'Name a scenario' },
  'operator.qa_in_production': {
    status: 403,
    text: 'QA scenarios are not available in production: they make accounts with a known password and deposits nobody paid',
  },
  'operator.reference_required': { status: 422, text: 'Give a reference' },
  'operator.site_unknown': { status: 404, text: 'Unknown site: {site}' },
  'operator.legal_text_required': {
    status: 422,
    text: 'Fill in every field of the legal data (at most 300 characters)',
  },
  'operator.legal_cnpj_invalid': { status: 422, text: 'Enter a CNPJ with valid check digits' },
  'operator.legal_phone_invalid': { status: 422, text: 'Enter a phone of 8 to 20 digits, spaces, ( ) + or -' },
  'operator.legal_email_invalid': { status: 422, text: 'Enter a valid e-mail address' },
  'operator.legal_url_invalid': { status: 422, text: 'Enter an https:// address' },
  'operator.day_not_ended': {
    status: 422,
    text: 'A day can be settled only once it has ended: {day} is not over in São Paulo (today is {today})',
  },
  'operator.reference_invalid': {
    status: 422,
    text: 'Give a reference of 3 to 64 letters, digits, dots, colons or dashes',
  },
  'operator.turnover_multiple_invalid': { status: 422, text: 'Enter a whole number from 0 to 100' },
  'operator.max_win_range': { status: 422, text: 'The maximum win per round must be from {min} to {max}' },
  'operator.turnover_regulated': {
    status: 409,
    text: 'A regulated site asks no turnover on deposits before a withdrawal: only 0 is allowed',
  },
  'operator.role_forbidden': { status: 403, text: 'Your roles do not allow this: it needs {roles}' },
  'withdrawal.not_pending': { status: 409, text: 'This withdrawal cannot change from its current status ({status})' },
  'withdrawal.approved_already_by_you': {
    status: 409,
    text: 'You approved this withdrawal already: a second person must approve it',
  },
  'withdrawal.second_approval_needed': {
    status: 409,
    text: 'This withdrawal is above {threshold}: it needs a second approval before it is paid',
  },
  'withdrawal.token_cannot_approve': {
    status: 409,
    text: "Above {threshold} two named staff members approve a withdrawal: the command line's token cannot approve it",
  },
  'withdrawal.approver_cannot_pay': { status: 409, text: 'You approved this withdrawal: another person must pay it' },
  'withdrawal.payout_refused': {
    status: 409,
    text: 'The PIX provider refused the transfer ({reason}): the withdrawal stays approved and nothing was sent',
  },
  'withdrawal.payout_unavailable': {
    status: 503,
    text: 'The PIX provider could not be reached ({reason}): the withdrawal stays approved, pay it again later',
  },
} as const satisfies RefusalDeclarations;
