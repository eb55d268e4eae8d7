import { msg } from '@lingui/core/macro';
import { assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { UserInfo } from '../contract/auth';
import { initialInput, isApiFailure, NETWORK_ERROR, notProvided, notProvidedPromise, type Notice } from './shared';

/** What the `expired` screen asks. */
export const LOGIN_EXPIRED = msg`Login expired, do you want to log in again`;
export const NOT_LOGGED_IN = msg`Currently not logged in, please log in first`;

export type SessionInput = { hasToken: boolean };

export type SessionContext = { user: UserInfo | null };

export type SessionEvent =
  | { type: 'session.signedIn'; token: string }
  | { type: 'session.refresh' }
  | { type: 'session.logout' }
  | { type: 'session.unauthorized'; hadToken: boolean }
  | { type: 'session.forcedOffline' }
  /** The member closed the account: the server ended every session, nothing to ask it. */
  | { type: 'session.closed' }
  | { type: 'session.relogin' }
  | { type: 'session.dismiss' };

export type SessionEmitted = { type: 'notice'; notice: Notice } | { type: 'login.requested' };

/**
 * Who is using the site: the member's record while signed in, and what happens when the server says the
 * token is missing, lapsed, or ended by the operator.
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
  },
  guards: {
    startsWithToken: ({ event }) => initialInput<SessionInput>(event)?.hasToken === true,
    hadToken: (_, params: { hadToken: boolean }) => params.hadToken,
    isNetworkFailure: (_, params: { error: unknown }) => isApiFailure(params.error) && params.error.kind === 'network',
  },
}).createMachine({
  id: 'session',
  context: { user: null },
  initial: 'starting',
  on: {
    'session.unauthorized': [
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
      always: [{ guard: 'startsWithToken', target: 'checking' }, { target: 'guest' }],
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
          {
            guard: { type: 'isNetworkFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'guest',
            actions: [
              'forgetUser',
              'clearToken',
              { type: 'notify', params: { message: NETWORK_ERROR, tone: 'error' } },
            ],
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
      on: {
        'session.logout': { target: 'signingOut' },
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
    /** Shows LOGIN_EXPIRED: log in again, or carry on as a guest. */
    expired: {
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
  },
});

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
