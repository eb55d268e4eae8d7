import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { Locale } from '../../contract/locales';
import { formatMoney } from '../i18n/format';
import { fromServerText } from '../i18n/serverText';

export type Text = MessageDescriptor | string;

/** An API amount ("10.00") among a message's values. */
const AMOUNT = /^-?\d+\.\d{2}$/;

/** The message with every amount among its values shown as money in the person's language (R$ 10,00). */
function withMoneyValues(message: MessageDescriptor, locale: Locale): MessageDescriptor {
  if (!message.values) return message;
  const values = Object.fromEntries(
    Object.entries(message.values).map(([key, value]) => [
      key,
      typeof value === 'string' && AMOUNT.test(value) ? formatMoney(value, locale) : value,
    ]),
  );
  return { ...message, values };
}

/** Renders a message descriptor, or a server text translated when the app knows it. */
export function useText(): (text: Text) => string {
  const { i18n } = useLingui();
  return (text) => {
    const message = typeof text === 'string' ? fromServerText(text) : text;
    return typeof message === 'string' ? message : i18n._(withMoneyValues(message, i18n.locale as Locale));
  };
}

export function Message({ text }: { text: Text }) {
  return <>{useText()(text)}</>;
}
