import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PixKeyType } from '../../../contract/money';
import { Message } from '../../ui/Message';

/** The PIX key types as people know them (CPF and CNPJ are the same in every language). */
export const KEY_TYPE_LABELS: Record<PixKeyType, MessageDescriptor | string> = {
  CPF: 'CPF',
  CNPJ: 'CNPJ',
  PHONE: msg`Phone`,
  EMAIL: msg`E-mail`,
  EVP: msg`Random key (EVP)`,
};

export function KeyTypeText({ type }: { type: PixKeyType }) {
  return <Message text={KEY_TYPE_LABELS[type]} />;
}
