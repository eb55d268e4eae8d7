import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { Locale } from '../../contract/locales';
import { isRefusal, type Text } from '../../machines/shared';
import { formatMoney } from '../../lib/format';
import { refusalMessage } from '../i18n/refusals';

export type { Text };

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

/** Renders a message of the app, a refusal of the API by its code, or a text as it is. */
export function useText(): (text: Text) => string {
  const { i18n } = useLingui();
  return (text) => {
    const message = isRefusal(text) ? refusalMessage(text) : text;
    return typeof message === 'string' ? message : i18n._(withMoneyValues(message, i18n.locale as Locale));
  };
}

export function Message({ text }: { text: Text }) {
  return <>{useText()(text)}</>;
}
