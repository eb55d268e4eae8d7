import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PlayerStatus } from '../../../contract/boPlayers';
import type { RefundReason } from '../../../contract/money';
import type { LimitKind } from '../../../contract/responsible';
import { readable } from '../kit/readable';

/** A player's state, in words. */
export const STATUS_NAMES: Record<PlayerStatus, MessageDescriptor> = {
  active: msg`Active`,
  paused: msg`Paused`,
  self_excluded: msg`Self-excluded`,
  closed: msg`Closed`,
  blocked: msg`Blocked`,
};
export const statusInWords = (status: PlayerStatus) => i18n._(STATUS_NAMES[status]);
/** How a player's state reads at a glance (kit/Chip.tsx). */
export const statusTone = (status: PlayerStatus) =>
  status === 'active' ? 'good' : status === 'paused' ? 'wait' : status === 'blocked' ? 'bad' : 'neutral';

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

/** A code nobody gave words yet, made readable rather than shown as it is (kit/readable.ts). */
export const readableCode = readable;

/** A word from one of the maps here, or the code made readable; '—' for none. */
export const inWords = (map: Record<string, MessageDescriptor>, code: string | null | undefined) =>
  code ? (Object.hasOwn(map, code) ? i18n._(map[code]!) : readableCode(code)) : '—';

/** The limits a player sets (contract/responsible.ts LIMIT_KINDS). */
export const LIMIT_NAMES: Record<LimitKind, MessageDescriptor> = {
  deposit_day: msg`Deposits per day`,
  deposit_week: msg`Deposits per week`,
  deposit_month: msg`Deposits per month`,
  loss_day: msg`Losses per day`,
  loss_week: msg`Losses per week`,
  loss_month: msg`Losses per month`,
  session_minutes: msg`Minutes per session`,
  bets_day: msg`Bets per day`,
};

/** The ledger's kinds of entry (server/wallet/kinds.ts); a promotion's reward reads "Promotion reward". */
export const LEDGER_KINDS: Record<string, MessageDescriptor> = {
  deposit: msg`PIX deposit`,
  'withdrawal.hold': msg`Withdrawal held`,
  'withdrawal.release': msg`Withdrawal given back`,
  'game.bet': msg`Bet`,
  'game.win': msg`Win`,
  'game.rollback': msg`Bet cancelled by the provider`,
  'sports.cashout': msg`Cash-out`,
  'operator.credit': msg`Operator’s correction`,
  'staff.credit': msg`Credit by staff`,
  'staff.debit': msg`Debit by staff`,
  'seed.demo_credit': msg`Demo starting balance`,
  'seed.demo_top_up': msg`Demo balance topped up`,
  'reward.rebate': msg`Betting rebate`,
  'reward.agency': msg`Agent’s reward`,
  'reward.operator': msg`Bonus by the operator`,
};
export const ledgerKindInWords = (kind: string) =>
  Object.hasOwn(LEDGER_KINDS, kind)
    ? i18n._(LEDGER_KINDS[kind]!)
    : kind.startsWith('reward.')
      ? i18n._(msg`Promotion reward`)
      : readableCode(kind);

/** A bet's, a slip's or a leg's state. */
export const BET_STATES: Record<string, MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'a bet not settled yet' }),
  won: msg`Won`,
  lost: msg`Lost`,
  void: msg`Void`,
  half_won: msg`Half won`,
  half_lost: msg`Half lost`,
  cashed_out: msg`Cashed out`,
  settled: msg`Settled`,
};

/** A house-game round's state and where it was played. */
export const ROUND_STATES: Record<string, MessageDescriptor> = {
  settled: msg`Settled`,
  open: msg({ message: 'Running', context: 'a game round still being played' }),
  rolled_back: msg`Cancelled, stake back`,
};
export const ROUND_SOURCES: Record<string, MessageDescriptor> = {
  slot: msg`House game`,
  crash: msg`Crash`,
  provider: msg`Game provider`,
};

/** Why a session ended (server/auth/sessions.ts EndReason). */
export const SESSION_ENDS: Record<string, MessageDescriptor> = {
  logout: msg`Logged out`,
  idle: msg`Idle too long`,
  expired: msg`Expired`,
  forced_offline: msg`Forced offline by staff`,
  credentials_changed: msg`Password or phone changed`,
  closed: msg`Account closed`,
  blocked: msg`Blocked by staff`,
  password_reset: msg`Password reset`,
};

/** What a notification told the player (server/notices/texts.ts). */
export const NOTICE_KINDS: Record<string, MessageDescriptor> = {
  deposit_credited: msg`Deposit credited`,
  deposit_refunded: msg`Deposit returned`,
  withdrawal_approved: msg`Withdrawal approved`,
  withdrawal_paid: msg`Withdrawal paid`,
  withdrawal_rejected: msg`Withdrawal rejected`,
  kyc_verified: msg`Identity verified`,
  kyc_review: msg`Identity in review`,
  kyc_rejected: msg`Identity refused`,
  bet_won: msg`Bet won`,
  bet_lost: msg`Bet lost`,
  bet_void: msg`Bet void`,
  bet_part: msg`Bet partly settled`,
  slip_won: msg`Slip won`,
  slip_lost: msg`Slip lost`,
  slip_void: msg`Slip void`,
  slip_part: msg`Slip partly settled`,
  limit_effective: msg`Limit in force`,
  pause_ended: msg`Pause ended`,
  exclusion_ended: msg`Self-exclusion ended`,
  password_changed: msg`Password changed`,
  password_reset: msg`Password reset`,
  phone_changed: msg`Phone changed`,
  email_verified: msg`E-mail verified`,
  new_device_login: msg`Login from a new device`,
  two_factor_on: msg`Two-step verification on`,
  two_factor_off: msg`Two-step verification off`,
};

/** A withdrawal's state (contract/money.ts WithdrawalStatus). */
export const WITHDRAWAL_STATES: Record<string, MessageDescriptor> = {
  pending: msg`Waiting for approval`,
  approved: msg`Approved, to pay`,
  rejected: msg`Rejected`,
  paid: msg`Paid`,
};

/** A PIX key's kind. */
export const PIX_TYPES: Record<string, MessageDescriptor> = {
  CPF: msg`CPF key`,
  CNPJ: msg`CNPJ key`,
  PHONE: msg`Phone key`,
  EMAIL: msg`E-mail key`,
  EVP: msg`Random key`,
};

/** A pause or a self-exclusion's length. */
export const RESTRICTION_PERIODS: Record<string, MessageDescriptor> = {
  '24h': msg`24 hours`,
  '7d': msg`7 days`,
  '30d': msg`30 days`,
  '6m': msg`6 months`,
  '1y': msg`1 year`,
  permanent: msg`Permanent`,
};

/**
 * A payment's channel and method said once: "PIX" (a deposit through the PIX channel), "PIX Rápido" (a
 * channel's own name that already says it), "PIX · CPF key" (a withdrawal to a key of that kind).
 */
export function paymentInWords(channel: string, method: string): string {
  if (!method || method.toLowerCase() === channel.toLowerCase()) return channel;
  if (Object.hasOwn(PIX_TYPES, method)) return `${channel} · ${i18n._(PIX_TYPES[method]!)}`;
  return method.toLowerCase().startsWith(channel.toLowerCase()) ? method : `${channel} · ${method}`;
}

/** How a deposit's and a withdrawal's state read at a glance (kit/Chip.tsx). */
export const PAYMENT_TONES: Record<string, 'good' | 'bad' | 'wait' | 'neutral'> = {
  paid: 'good',
  pending: 'wait',
  approved: 'wait',
  rejected: 'bad',
  refund: 'bad',
  expired: 'neutral',
  cancelled: 'neutral',
};
