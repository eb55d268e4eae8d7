import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The amount rules every table and the deposit share: two decimals, within the given bounds. */
export const AMOUNT_MESSAGES = {
  loadFail: msg`Load Fail`,
  twoDecimals: msg`Enter an amount with at most two decimals`,
} as const;

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const cents = (amount: string) => Math.round(Number(amount) * 100);

/** The reason an amount can't be sent, or null when it can. */
export function amountProblem(amount: string, bounds: { min: string; max: string }): MessageDescriptor | null {
  const value = amount.trim().replace(',', '.');
  if (!AMOUNT.test(value) || cents(value) <= 0) return AMOUNT_MESSAGES.twoDecimals;
  const { min, max } = bounds;
  if (cents(value) < cents(min)) return msg`The amount must not be less than ${min}`;
  if (cents(value) > cents(max)) return msg`Amount cannot be greater than ${max}`;
  return null;
}

