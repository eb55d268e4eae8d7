import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SlotRules } from '../src/contract/games';

/** The bet rules every house table shares (limits from the table's rules). */
export const BET_MESSAGES = {
  loadFail: msg`Load Fail`,
  twoDecimals: msg`Enter an amount with at most two decimals`,
} as const;

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const cents = (amount: string) => Math.round(Number(amount) * 100);

/** The reason a bet can't be placed, or null when it can. */
export function betProblem(amount: string, rules: Pick<SlotRules, 'min_bet' | 'max_bet'>): MessageDescriptor | null {
  const value = amount.trim().replace(',', '.');
  if (!AMOUNT.test(value) || cents(value) <= 0) return BET_MESSAGES.twoDecimals;
  const min = rules.min_bet;
  const max = rules.max_bet;
  if (cents(value) < cents(min)) return msg`The amount must not be less than ${min}`;
  if (cents(value) > cents(max)) return msg`Amount cannot be greater than ${max}`;
  return null;
}

