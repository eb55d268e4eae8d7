import type { RefusalDeclarations } from './refusal';

/**
 * The English texts of a typed limit's refusals: the limit flows fill a refusal's message with them
 * (contract/responsible.ts `limitValueRefusalText`) without carrying every refusal's text into the
 * player's chunks.
 */
export const LIMIT_VALUE_TEXTS = {
  'responsible.limit_amount_invalid': 'Enter an amount above zero with at most two decimals (at most {max})',
  'responsible.limit_minutes_invalid': 'Enter a number of minutes from {min} to {max}',
  'responsible.limit_count_invalid': 'Enter a number of bets from {min} to {max}',
} as const;

/**
 * A limit text, by a call without side effects: a bundle that takes LIMIT_VALUE_TEXTS (the limit flows)
 * and not the declarations below keeps nothing of them (a property read would stay). Kept in this file so
 * no chunk exports it for another.
 */
/*#__NO_SIDE_EFFECTS__*/
function limitText<K extends keyof typeof LIMIT_VALUE_TEXTS>(code: K): (typeof LIMIT_VALUE_TEXTS)[K] {
  return LIMIT_VALUE_TEXTS[code];
}

/**
 * Refusals of responsible gambling (Portaria SPA/MF 1.231/2024): the limits, pauses and self-exclusions of
 * contract/responsible.ts, and what they refuse elsewhere.
 */
export const RESPONSIBLE_REFUSALS = {
  'responsible.limit_kind_unknown': { status: 422, text: 'Choose a limit' },
  'responsible.limit_amount_invalid': {
    status: 422,
    text: limitText('responsible.limit_amount_invalid'),
  },
  'responsible.limit_minutes_invalid': {
    status: 422,
    text: limitText('responsible.limit_minutes_invalid'),
  },
  'responsible.limit_count_invalid': { status: 422, text: limitText('responsible.limit_count_invalid') },
  'responsible.reality_check_invalid': { status: 422, text: 'Choose how often to be reminded' },
  'responsible.period_unknown': { status: 422, text: 'Choose a period' },
  'responsible.deposit_limit': {
    status: 422,
    text: 'This deposit would pass your {period} deposit limit of {limit}: {remaining} left until {resets_at}',
  },
  'responsible.loss_limit': {
    status: 422,
    text: 'This bet would pass your {period} loss limit of {limit}: {remaining} left until {resets_at}',
  },
  'responsible.bets_limit': {
    status: 422,
    text: 'You have placed your {limit} bets for today; the limit resets at {resets_at}',
  },
  'responsible.paused': { status: 403, text: 'Your account is paused until {until}: only withdrawals are possible' },
  'responsible.self_excluded': {
    status: 403,
    text: 'Your account is self-excluded until {until}: only withdrawals are possible',
  },
  'responsible.self_excluded_permanently': {
    status: 403,
    text: 'Your account is self-excluded for good: only withdrawals are possible',
  },
  'responsible.already_restricted': {
    status: 409,
    text: 'Your account is already paused or self-excluded until {until}',
  },
  'responsible.exclusion_not_longer': {
    status: 409,
    text: 'Your self-exclusion already runs until {until}: it can be extended to a longer period or made permanent, never shortened',
  },
  'responsible.offer_answer_unknown': { status: 422, text: 'The answer must be skipped or saved' },
  'responsible.play_time_limit': {
    status: 422,
    text: 'Your daily play-time limit of {limit} minutes is reached: you can play again from {resets_at}',
  },
} as const satisfies RefusalDeclarations;
