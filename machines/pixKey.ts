import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isValidPixKey, type PixKeyType } from '../contract/money';

/** What each PIX key type says when the key is not one (the withdrawal form and the saved keys share it). */
export const PIX_KEY_MESSAGES: Record<PixKeyType, MessageDescriptor> = {
  CPF: msg`Please enter a valid CPF`,
  CNPJ: msg`Please enter a valid CNPJ`,
  PHONE: msg`Please enter a valid phone number`,
  EMAIL: msg`Please enter a valid e-mail`,
  EVP: msg`Please enter a valid random key`,
};
export const ENTER_HOLDER_NAME = msg`Enter the account holder’s name`;

/** The problems of a key and its holder's name, by field; empty when both are fine. */
export function pixKeyProblems(
  type: PixKeyType,
  account: string,
  name: string,
): { account?: MessageDescriptor; name?: MessageDescriptor } {
  return {
    ...(isValidPixKey(type, account.trim()) ? {} : { account: PIX_KEY_MESSAGES[type] }),
    ...(name.trim() === '' ? { name: ENTER_HOLDER_NAME } : {}),
  };
}
