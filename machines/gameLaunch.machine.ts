import { msg } from '@lingui/core/macro';
import { assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { NOT_LOGGED_IN } from './session.machine';
import {
  failureCode,
  failureMessage,
  initialInput,
  type Notice,
  notProvided,
  notProvidedPromise,
  type Text,
} from './shared';

/** What a failed launch shows, whatever the reason. */
export const LAUNCH_FAILED = msg`Load Fail`;

/** `checking`: the page came with a stored login that the session has not confirmed yet. */
export type GameLaunchInput = { gameId: number; session: 'checking' | 'guest' | 'signedIn' };

export type GameLaunchContext = {
  gameId: number;
  /** Where the game opened (the launch call's answer). */
  url: string | null;
  error: Text | null;
};

export type GameLaunchEvent =
  | { type: 'launch.signedIn' }
  /** The stored login was not confirmed: the person is a guest. */
  | { type: 'launch.guest' }
  | { type: 'launch.retry' }
  | { type: 'launch.back' };

export type GameLaunchEmitted = { type: 'notice'; notice: Notice } | { type: 'login.requested' };

/**
 * The /gameInfo hand-off: a guest is asked to log in first; a member's game is launched (day7LoginV2) and
 * opened at the URL it answers, or refused (a retry offered unless the account is the reason); back leaves
 * the page. While a stored login is still being checked it waits
 * for the session's answer: a member is never told to log in because their token was not read yet.
 */
export const gameLaunchMachine = setup({
  types: {
    input: {} as GameLaunchInput,
    context: {} as GameLaunchContext,
    events: {} as GameLaunchEvent,
    emitted: {} as GameLaunchEmitted,
  },
  actors: {
    launch: notProvidedPromise<{ url: string }, { game_id: number }>('launch'),
  },
  actions: {
    openGame: notProvided<{ url: string }>('openGame'),
    goBack: notProvided('goBack'),
    setUrl: assign({ url: (_, params: { url: string }) => params.url }),
    /**
     * 'Load Fail' whatever went wrong, except when the account itself is the reason (an identity to
     * complete, a limit, a pause or a self-exclusion): then the server's reason, so the player knows why.
     */
    showFailure: assign({
      error: (_, params: { error: unknown }) =>
        /^(identity|responsible)\./.test(failureCode(params.error) ?? '')
          ? failureMessage(params.error)
          : LAUNCH_FAILED,
    }),
    clearError: assign({ error: null }),
    notify: emit((_, params: Notice) => ({ type: 'notice' as const, notice: params })),
    requestLogin: emit({ type: 'login.requested' as const }),
  },
  guards: {
    /** The account is why (a pause, a self-exclusion, a limit used up): trying again cannot help. */
    accountBlocked: (_, params: { error: unknown }) => /^responsible\./.test(failureCode(params.error) ?? ''),
    startsSignedIn: ({ event }) => initialInput<GameLaunchInput>(event)?.session === 'signedIn',
    startsChecking: ({ event }) => initialInput<GameLaunchInput>(event)?.session === 'checking',
  },
}).createMachine({
  id: 'gameLaunch',
  context: ({ input }) => ({ gameId: input.gameId, url: null, error: null }),
  initial: 'starting',
  // Back leaves from anywhere, a launch in flight included (its request is cancelled).
  on: { 'launch.back': { target: '.closed' } },
  states: {
    /** Transient: a guest must log in first; a stored login not yet checked waits for the session. */
    starting: {
      always: [
        { guard: 'startsSignedIn', target: 'launching' },
        { guard: 'startsChecking', target: 'waitingForSession' },
        { target: 'loginRequired' },
      ],
    },
    /** A stored login is being checked: neither the login gate nor a launch until the session answers. */
    waitingForSession: {
      on: {
        'launch.signedIn': { target: 'launching' },
        'launch.guest': { target: 'loginRequired' },
      },
    },
    loginRequired: {
      entry: [{ type: 'notify', params: { message: NOT_LOGGED_IN, tone: 'error' } }, 'requestLogin'],
      on: { 'launch.signedIn': { target: 'launching' } },
    },
    launching: {
      entry: 'clearError',
      invoke: {
        id: 'launch',
        src: 'launch',
        input: ({ context }) => ({ game_id: context.gameId }),
        onDone: {
          target: 'playing',
          actions: [
            { type: 'setUrl', params: ({ event }) => ({ url: event.output.url }) },
            { type: 'openGame', params: ({ event }) => ({ url: event.output.url }) },
          ],
        },
        onError: [
          {
            guard: { type: 'accountBlocked', params: ({ event }) => ({ error: event.error }) },
            target: 'blocked',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** Shows LAUNCH_FAILED (or the account's reason) with a retry. */
    failed: {
      on: { 'launch.retry': { target: 'launching' } },
    },
    /**
     * Refused for the account's sake (paused, self-excluded, today's play time used up): the reason once,
     * with its end, and no retry; back still leaves.
     */
    blocked: {},
    playing: {},
    closed: { type: 'final', entry: 'goBack' },
  },
});

export type GameLaunchActorRef = ActorRefFrom<typeof gameLaunchMachine>;
export type GameLaunchSnapshot = SnapshotFrom<typeof gameLaunchMachine>;
