import { fromCallback } from 'xstate';
import type { SessionEvent, TabsCommand } from '../../machines/session.machine';
import { tokenStore } from '../api';

/** The channel the tabs of one browser share their login on (same origin only, by construction). */
export const SESSION_CHANNEL = 'rodada.session';
/** The Web Lock every signed-in tab holds (shared), so a new tab knows whether an answer will come. */
export const LOGIN_LOCK = 'rodada.session.login';

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
    case 'tabs.holdLogin':
    case 'tabs.releaseLogin':
      return null;
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
 * Whether the browser's lock manager says some tab holds a login (the lock is shared by every member tab).
 * A shared request still pending counts: nothing holds this lock exclusively, so it is granted at once.
 */
export function loginHeld(state: LockManagerSnapshot): boolean {
  return [...(state.held ?? []), ...(state.pending ?? [])].some((lock) => lock.name === LOGIN_LOCK);
}

/**
 * The session's `tabs` actor over a BroadcastChannel: posts what the session machine commands and hands
 * it what the other tabs say. A signed-in tab holds the shared login lock, so a new tab asks the lock
 * manager first: no holder, a guest at once; a holder, its answer is awaited. Without Web Locks (an
 * insecure origin, an old browser) a new tab asks and waits briefly; without BroadcastChannel each tab
 * keeps its own login.
 */
export const tabsChannel = fromCallback<TabsCommand>(({ sendBack, receive }) => {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  // Undefined outside a secure context (plain http other than localhost), whatever the types say.
  const locks = navigator.locks as LockManager | undefined;
  // The hold this tab asked for last (a logout before the lock manager granted it ends it unheld).
  let hold = 0;
  let release: (() => void) | undefined;
  channel.onmessage = (event: MessageEvent) => {
    if (event.origin && event.origin !== location.origin) return;
    const message = readTabMessage(event.data);
    if (message) sendBack(eventFor(message));
  };
  const post = (command: TabsCommand) => {
    const message = messageFor(command, tokenStore.get());
    if (message) channel.postMessage(message);
  };
  receive((command) => {
    if (command.type === 'tabs.holdLogin') {
      const mine = ++hold;
      void locks?.request(LOGIN_LOCK, { mode: 'shared' }, () =>
        mine === hold ? new Promise<void>((r) => (release = r)) : undefined,
      );
    } else if (command.type === 'tabs.releaseLogin') {
      hold++;
      release?.();
      release = undefined;
    } else if (command.type === 'tabs.ask' && locks) {
      // The browser will say whether a tab holds a login: the session waits the longer time for that, however
      // long a busy phone takes to say. No holder, a guest at once; should the lock manager fail, nothing is
      // posted and the wait runs out.
      sendBack({ type: 'tabs.memberOpen' } satisfies TabEvent);
      void locks.query().then((state) => {
        if (loginHeld(state)) post(command);
        else sendBack({ type: 'tabs.alone' } satisfies TabEvent);
      });
    } else {
      post(command);
    }
  });
  return () => {
    hold++;
    release?.();
    channel.close();
  };
});
