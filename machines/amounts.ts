import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The amount rules every table and the deposit share: two decimals, within the given bounds. */
export const AMOUNT_MESSAGES = {
  loadFail: msg`Load Fail`,
  twoDecimals: msg`Enter an amount with at most two decimals`,
  enterAmount: msg`Enter an amount`,
  notANumber: msg`Enter the amount in numbers, like 20.00`,
  notPositive: msg`Enter an amount greater than zero`,
} as const;

/** A number as typed, either separator, any places, maybe negative: what is not this is not an amount at all. */
const NUMBER = /^-?\d+([.,]\d+)?$/;

const AMOUNT = /^\d+(\.\d{1,2})?$/;
/** An amount written with a dot, in centavos. */
export const cents = (amount: string) => Math.round(Number(amount) * 100);

/** The reason an amount can't be sent, or null when it can. */
export function amountProblem(amount: string, bounds: { min: string; max: string }): MessageDescriptor | null {
  const value = amount.trim().replace(',', '.');
  if (value === '') return AMOUNT_MESSAGES.enterAmount;
  if (!NUMBER.test(amount.trim())) return AMOUNT_MESSAGES.notANumber;
  if (Number(value) <= 0) return AMOUNT_MESSAGES.notPositive;
  if (!AMOUNT.test(value)) return AMOUNT_MESSAGES.twoDecimals;
  if (cents(value) <= 0) return AMOUNT_MESSAGES.notPositive;
  const { min, max } = bounds;
  if (cents(value) < cents(min)) return msg`The amount must not be less than ${min}`;
  if (cents(value) > cents(max)) return msg`Amount cannot be greater than ${max}`;
  return null;
}

/**
 * The fee on an amount — "0.00" (fixed, in reais) or "1.5%" — and what is left after it, as the server
 * computes them (in centavos, rounded).
 */
export function withFee(amount: string, fee: string): { fee: string; actual: string } {
  const value = amount.trim().replace(',', '.');
  if (!AMOUNT.test(value) || cents(value) <= 0) return { fee: '0.00', actual: '0.00' };
  const total = cents(value);
  const charged = fee.endsWith('%') ? Math.round((total * Number(fee.slice(0, -1))) / 100) : cents(fee);
  return { fee: (charged / 100).toFixed(2), actual: (Math.max(0, total - charged) / 100).toFixed(2) };
}
