import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The VIP levels' names said in the person's language, by level (the server names them in English). */
export const VIP_NAMES: Readonly<Record<number, MessageDescriptor>> = {
  1: msg({ comment: 'VIP level', message: 'Bronze' }),
  2: msg({ comment: 'VIP level', message: 'Silver' }),
  3: msg({ comment: 'VIP level', message: 'Gold' }),
  4: msg({ comment: 'VIP level', message: 'Platinum' }),
  5: msg({ comment: 'VIP level', message: 'Diamond' }),
};

/** A level's name in the person's language, or the server's name for a level the app does not know. */
export function vipName(
  level: { level: number; name: string },
  say: (descriptor: MessageDescriptor) => string,
): string {
  const descriptor = VIP_NAMES[level.level];
  return descriptor ? say(descriptor) : level.name;
}
