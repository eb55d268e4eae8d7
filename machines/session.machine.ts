import { msg } from '@lingui/core/macro';
import { assign, emit, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { UserInfo } from '../contract/auth';
import {
  initialInput,
  isApiFailure,
  NETWORK_ERROR,
  notProvided,
  notProvidedCallback,
  notProvidedPromise,
  type Notice,
} from './shared';

export const NOT_LOGGED_IN = msg`Currently not logged in, please log in first`;

export type SessionInput = { hasToken: boolean };

export type SessionContext = { user: UserInfo | null };

export type SessionEvent =
  | { type: 'session.signedIn'; token: string }
  | { type: 'session.refresh' }
  | { type: 'session.logout' }
  /** A 401; `code` is its refusal (`auth.session_blocked`: the operator blocked the account). */
  | { type: 'session.unauthorized'; hadToken: boolean; code?: string | undefined }
  | { type: 'session.forcedOffline' }
  /** The member closed the account: the server ended every session, nothing to ask it. */
  | { type: 'session.closed' }
  | { type: 'session.relogin' }
  | { type: 'session.dismiss' }
  // From the other open tabs of this browser (the `tabs` actor):
  /** A tab that just opened without a token asks for one. */
  | { type: 'tabs.asked' }
  /** A tab that is logged in answered with its token. */
  | { type: 'tabs.token'; token: string }
  /** A tab logged out: every tab does. */
  | { type: 'tabs.loggedOut' }
  /**
   * The browser can say whether an open tab holds a login (before any answer): its say, and then that tab's
   * answer, are worth the longer wait.
   */
  | { type: 'tabs.memberOpen' }
  /** No open tab holds a login: there is no answer to wait for. */
  | { type: 'tabs.alone' };

/** What the session tells the other tabs (through the `tabs` actor). */
export type TabsCommand =
  /** Ask the open tabs for their token. */
  | { type: 'tabs.ask' }
  /** Answer an ask with this tab's token. */
  | { type: 'tabs.share' }
  /** Tell every tab this one logged out. */
  | { type: 'tabs.announceLogout' }
  /** Let a new tab know, before it asks, that this one holds a login (while signed in). */
  | { type: 'tabs.holdLogin' }
  | { type: 'tabs.releaseLogin' };

/** How long a new tab waits for an answer when the browser cannot say whether any tab holds a login. */
export const TAB_ANSWER_MS = 400;
/** How long a new tab waits for the answer of a tab known to hold a login (a busy phone answers late). */
export const MEMBER_TAB_ANSWER_MS = 5000;

export type SessionEmitted = { type: 'notice'; notice: Notice } | { type: 'login.requested' };

/**
 * Who is using the site: the member's record while signed in, and what happens when the server says the
 * token is missing, lapsed, or ended by the operator. The browser's open tabs share one login: a new tab
 * without a token asks the others (and a logged-in one answers with its token); logging out in one tab
 * logs out all. A login in one tab does not log in tabs already open as guests.
 */
export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    loadMe: notProvidedPromise<UserInfo, void>('loadMe'),
    logout: notProvidedPromise<void, void>('logout'),
    /** The other open tabs of this browser: relays TabsCommand out and the tabs.* events in. */
    tabs: notProvidedCallback<TabsCommand>('tabs'),
  },
  delays: {
    tabAnswer: TAB_ANSWER_MS,
    memberTabAnswer: MEMBER_TAB_ANSWER_MS,
  },
  actions: {
    storeToken: notProvided<{ token: string }>('storeToken'),
    clearToken: notProvided('clearToken'),
    /** Clears local and session storage. */
    clearAllStorage: notProvided('clearAllStorage'),
    setUser: assign({ user: (_, params: { user: UserInfo }) => params.user }),
    forgetUser: assign({ user: null }),
    notify: emit((_, params: Notice) => ({ type: 'notice' as const, notice: params })),
    requestLogin: emit({ type: 'login.requested' as const }),
    askTabs: sendTo('tabs', { type: 'tabs.ask' } satisfies TabsCommand),
    shareToken: sendTo('tabs', { type: 'tabs.share' } satisfies TabsCommand),
    announceLogout: sendTo('tabs', { type: 'tabs.announceLogout' } satisfies TabsCommand),
    holdLogin: sendTo('tabs', { type: 'tabs.holdLogin' } satisfies TabsCommand),
    releaseLogin: sendTo('tabs', { type: 'tabs.releaseLogin' } satisfies TabsCommand),
  },
  guards: {
    startsWithToken: ({ event }) => initialInput<SessionInput>(event)?.hasToken === true,
    hadToken: (_, params: { hadToken: boolean }) => params.hadToken,
    /** The server says so only to the holder of the session's token. */
    endedByBlock: ({ event }) => (event as { code?: string }).code === 'auth.session_blocked',
    isNetworkFailure: (_, params: { error: unknown }) => isApiFailure(params.error) && params.error.kind === 'network',
  },
}).createMachine({
  id: 'session',
  context: { user: null },
  initial: 'starting',
  invoke: { id: 'tabs', src: 'tabs' },
  on: {
    'session.unauthorized': [
      {
        guard: 'endedByBlock',
        target: '.blocked',
        actions: ['forgetUser', 'clearToken'],
      },
      {
        guard: { type: 'hadToken', params: ({ event }) => ({ hadToken: event.hadToken }) },
        target: '.expired',
        actions: ['forgetUser', 'clearToken'],
      },
      {
        target: '.guest',
        actions: [
          'forgetUser',
          'clearToken',
          { type: 'notify', params: { message: NOT_LOGGED_IN, tone: 'error' } },
          'requestLogin',
        ],
      },
    ],
    'session.closed': { target: '.guest', actions: ['forgetUser', 'clearToken'] },
    'session.forcedOffline': {
      target: '.guest',
      actions: ['clearAllStorage', 'forgetUser', { type: 'notify', params: { message: NETWORK_ERROR, tone: 'error' } }],
    },
  },
  states: {
    /** Transient: picks the first screen from the input. */
    starting: {
      always: [{ guard: 'startsWithToken', target: 'checking' }, { target: 'asking' }],
    },
    /**
     * A tab without a token asks the open tabs for theirs. When the browser says no tab holds a login it is
     * a guest at once; when one does, it waits for that tab's answer; when it cannot say, a short wait.
     */
    asking: {
      entry: 'askTabs',
      initial: 'listening',
      states: {
        listening: {
          after: { tabAnswer: { target: '#session.guest' } },
          on: { 'tabs.memberOpen': { target: 'awaitingMember' } },
        },
        awaitingMember: {
          after: { memberTabAnswer: { target: '#session.guest' } },
        },
      },
      on: {
        'tabs.alone': { target: 'guest' },
        'tabs.token': {
          target: 'checking',
          actions: { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
        },
        'session.signedIn': {
          target: 'checking',
          actions: { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
        },
      },
    },
    checking: {
      invoke: {
        id: 'loadMe',
        src: 'loadMe',
        onDone: {
          target: 'signedIn',
          actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
        },
        onError: [
          // No answer says nothing of the session: the token stays, and the check runs again when the page
          // reloads with the network back (the connection flow).
          {
            guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'guest',
            actions: ['forgetUser', { type: 'notify', params: { message: NETWORK_ERROR, tone: 'error' } }],
          },
          { target: 'guest', actions: ['forgetUser', 'clearToken'] },
        ],
      },
      on: {
        'session.signedIn': {
          target: 'checking',
          reenter: true,
          actions: { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
        },
        'tabs.loggedOut': { target: 'guest', actions: ['forgetUser', 'clearToken'] },
      },
    },
    guest: {
      on: {
        'session.signedIn': {
          target: 'checking',
          actions: { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
        },
      },
    },
    signedIn: {
      initial: 'idle',
      entry: 'holdLogin',
      exit: 'releaseLogin',
      on: {
        'session.logout': { target: 'signingOut', actions: 'announceLogout' },
        // Only a tab with a login answers a new tab's ask.
        'tabs.asked': { actions: 'shareToken' },
        // Another tab logged out (the server has ended the token already): no call of our own.
        'tabs.loggedOut': { target: 'guest', actions: ['forgetUser', 'clearToken'] },
      },
      states: {
        idle: {
          on: { 'session.refresh': { target: 'refreshing' } },
        },
        /** Reloads the member's record; a failure keeps the one shown. */
        refreshing: {
          invoke: {
            id: 'refreshMe',
            src: 'loadMe',
            onDone: {
              target: 'idle',
              actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
            },
            onError: { target: 'idle' },
          },
        },
      },
    },
    signingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'guest', actions: ['forgetUser', 'clearToken'] },
        onError: { target: 'guest', actions: ['forgetUser', 'clearToken'] },
      },
    },
    /** The prompt asks 'Login expired, do you want to log in again': log in again, or carry on as a guest. */
    expired: {
      tags: 'lapsed',
      on: {
        // Other calls of the moment fail too (the token is gone by then): the prompt stays the one message.
        'session.unauthorized': {},
        'session.relogin': { target: 'guest', actions: 'requestLogin' },
        'session.dismiss': { target: 'guest' },
        'session.signedIn': {
          target: 'checking',
          actions: { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
        },
      },
    },
    /** The operator blocked the account, which ended the session: says so, with the support contact. */
    blocked: {
      tags: 'lapsed',
      on: {
        'session.unauthorized': {},
        'session.dismiss': { target: 'guest' },
      },
    },
  },
});

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
