import { fromCallback } from 'xstate';
import type { SessionEvent, TabsCommand } from '../../machines/session.machine';
import { tokenStore } from '../api';

/** The channel the tabs of one browser share their login on (same origin only, by construction). */
export const SESSION_CHANNEL = 'rodada.session';

/** What travels between tabs. */
export type TabMessage = { type: 'ask' } | { type: 'token'; token: string } | { type: 'logout' };

/** Anything else on the channel (another version of the app, a stray post) is ignored. */
export function readTabMessage(data: unknown): TabMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, token } = data as Record<string, unknown>;
  if (type === 'ask' || type === 'logout') return { type };
  if (type === 'token' && typeof token === 'string' && token.length > 0 && token.length < 4096) {
    return { type, token };
  }
  return null;
}

type TabEvent = Extract<SessionEvent, { type: `tabs.${string}` }>;

/** The message a session command posts, or null when there is nothing to post (no token to share). */
export function messageFor(command: TabsCommand, token: string | null): TabMessage | null {
  switch (command.type) {
    case 'tabs.ask':
      return { type: 'ask' };
    case 'tabs.share':
      return token ? { type: 'token', token } : null;
    case 'tabs.announceLogout':
      return { type: 'logout' };
  }
}

export function eventFor(message: TabMessage): TabEvent {
  switch (message.type) {
    case 'ask':
      return { type: 'tabs.asked' };
    case 'token':
      return { type: 'tabs.token', token: message.token };
    case 'logout':
      return { type: 'tabs.loggedOut' };
  }
}

/**
 * The session's `tabs` actor over a BroadcastChannel: posts what the session machine commands and hands
 * it what the other tabs say. Without BroadcastChannel each tab keeps its own login, as before.
 */
export const tabsChannel = fromCallback<TabsCommand>(({ sendBack, receive }) => {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (event.origin && event.origin !== location.origin) return;
    const message = readTabMessage(event.data);
    if (message) sendBack(eventFor(message));
  };
  receive((command) => {
    const message = messageFor(command, tokenStore.get());
    if (message) channel.postMessage(message);
  });
  return () => channel.close();
});
