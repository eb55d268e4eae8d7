import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RgRule } from '../../../contract/boCompliance';
import type { RgChannel, RgOutcome } from '../../../machines/operator/rgQueue.machine';
import type { PausePeriod } from '../../../contract/responsible';

/** The responsible-gambling rules, as the back office names them. */
export const RULE_NAMES: Record<RgRule, MessageDescriptor> = {
  deposit_velocity: msg`Deposit velocity`,
  losses_chasing: msg`Losses chasing`,
  night_play: msg`Play at night`,
  limit_raises: msg`Limit raises`,
  reversed_withdrawals: msg`Rejected withdrawals`,
};

/** What each rule measures, with its numbers' names as the form shows them. */
export const RULE_MEANING: Record<RgRule, MessageDescriptor> = {
  deposit_velocity: msg`This many paid deposits, or this amount in all, within the hours`,
  losses_chasing: msg`A deposit paid when the play of the minutes before it lost at least the loss`,
  night_play: msg`More than the minutes logged in between 00:00 and 06:00 (São Paulo) over the days`,
  limit_raises: msg`This many raises or removals of a limit within the days`,
  reversed_withdrawals: msg`This many withdrawals rejected within the days`,
};

export const FIELD_NAMES: Record<string, MessageDescriptor> = {
  count: msg`Count`,
  amount: msg`Amount (R$)`,
  hours: msg`Hours`,
  minutes: msg`Minutes`,
  loss: msg`Loss (R$)`,
  days: msg`Days`,
};

export const CHANNEL_NAMES: Record<RgChannel, MessageDescriptor> = {
  phone: msg`Phone call`,
  whatsapp: msg`WhatsApp`,
  sms: msg`SMS`,
  email: msg`E-mail`,
  chat: msg`Chat`,
};

export const OUTCOME_NAMES: Record<RgOutcome, MessageDescriptor> = {
  no_concern: msg`No concern`,
  player_contacted: msg`Player contacted`,
  cooling_off_set: msg`Cooling-off set`,
  limits_agreed: msg`Limits agreed`,
  self_excluded: msg`Self-excluded`,
  referred_for_help: msg`Referred for help`,
  other: msg`Other`,
};

export const PERIOD_NAMES: Record<PausePeriod, MessageDescriptor> = {
  '24h': msg`24 hours`,
  '7d': msg`7 days`,
  '30d': msg`30 days`,
};

/** The kinds of play in the ledger a flag's evidence lists (server/house/bets.ts). */
export const PLAY_NAMES: Record<string, MessageDescriptor> = {
  'game.bet': msg`Bet`,
  'game.win': msg`Win`,
  'game.rollback': msg`Bet cancelled`,
};

/** The limits a player sets (contract/responsible.ts LIMIT_KINDS). */
export const LIMIT_NAMES: Record<string, MessageDescriptor> = {
  deposit_day: msg`Daily deposit limit`,
  deposit_week: msg`Weekly deposit limit`,
  deposit_month: msg`Monthly deposit limit`,
  loss_day: msg`Daily loss limit`,
  loss_week: msg`Weekly loss limit`,
  loss_month: msg`Monthly loss limit`,
  session_minutes: msg`Daily play time`,
  bets_day: msg`Bets a day`,
};
