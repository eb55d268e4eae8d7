import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { fromServerText } from '../i18n/serverText';

export type Text = MessageDescriptor | string;

/** Renders a message descriptor, or a server text translated when the app knows it. */
export function useText(): (text: Text) => string {
  const { i18n } = useLingui();
  return (text) => {
    const message = typeof text === 'string' ? fromServerText(text) : text;
    return typeof message === 'string' ? message : i18n._(message);
  };
}

export function Message({ text }: { text: Text }) {
  return <>{useText()(text)}</>;
}
