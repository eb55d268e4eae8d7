import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PlayerStatus } from '../../../contract/boPlayers';
import type { RefundReason } from '../../../contract/money';

/** A player's state, in words. */
export const STATUS_NAMES: Record<PlayerStatus, MessageDescriptor> = {
  active: msg`Active`,
  paused: msg`Paused`,
  self_excluded: msg`Self-excluded`,
  closed: msg`Closed`,
  blocked: msg`Blocked`,
};
export const statusInWords = (status: PlayerStatus) => i18n._(STATUS_NAMES[status]);

/** What a search's words were taken as. */
export const MATCHED_BY: Record<string, MessageDescriptor> = {
  all: msg`the newest players`,
  id: msg`a player ID`,
  phone: msg`a phone`,
  cpf: msg`a CPF`,
  email: msg`an e-mail`,
  name: msg`a name`,
};

/** A deposit order's status. */
export const DEPOSIT_STATUS: Record<string, MessageDescriptor> = {
  pending: msg`Waiting for payment`,
  paid: msg`Paid`,
  expired: msg`Expired`,
  cancelled: msg`Cancelled`,
  refund: msg`Refunded`,
};

/** Why a payment was returned instead of credited. */
export const REFUND_REASONS: Record<RefundReason, MessageDescriptor> = {
  payer_not_holder: msg`Paid from another CPF`,
  order_cancelled: msg`Order cancelled`,
  order_expired: msg`Order expired`,
  account_closed: msg`Account closed`,
  paused: msg`Player paused`,
  self_excluded: msg`Player self-excluded`,
  deposit_limit: msg`Beyond a deposit limit`,
  withdraw_only: msg`Player flagged by the regulator's CPF check (withdrawals only)`,
};

/** A refund's state. */
export const REFUND_STATES: Record<string, MessageDescriptor> = {
  due: msg`Due (not taken by the gateway)`,
  sent: msg`Sent`,
  waiting: msg`Waiting (no payment id)`,
};

/** A word from one of the maps above, or the code itself. */
/** Why the regulator's check flagged a CPF (contract/regulator.refusals.ts), in words. */
export const REGULATOR_REASONS: Record<string, MessageDescriptor> = {
  cpf_irregular: msg`CPF not regular at the Receita Federal`,
  deceased: msg`Holder deceased`,
  underage: msg`Under 18 by the Receita Federal`,
  self_excluded: msg`On the national self-exclusion list`,
  social_benefit: msg`Bolsa Família or BPC beneficiary`,
  sports_tied: msg`Tied to sports events`,
};

/** When the regulator was asked. */
export const REGULATOR_OCCASIONS: Record<string, MessageDescriptor> = {
  registration: msg`Registration`,
  identity: msg`Identity completed`,
  daily_login: msg`Day's first login`,
  recheck: msg`Asked again (no answer before)`,
  sweep: msg`Every-15-days check of all accounts`,
};

/** What the regulator answered. */
export const REGULATOR_OUTCOMES: Record<string, MessageDescriptor> = {
  clear: msg({ message: 'Clear', context: 'the regulator’s answer: nothing bars the CPF' }),
  flagged: msg({ message: 'Flagged', context: 'the regulator’s answer: the CPF is barred' }),
  unavailable: msg`No answer`,
};

export const inWords = (map: Record<string, MessageDescriptor>, code: string | null | undefined) =>
  code ? (map[code] ? i18n._(map[code]) : code) : '—';
