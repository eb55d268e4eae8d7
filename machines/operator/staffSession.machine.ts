import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { StaffLoginStep, StaffMe } from '../../contract/backoffice';
import { STAFF_IDLE_SECONDS } from '../../contract/backoffice';
import { initialInput, notProvided, notProvidedPromise } from '../shared';
import { ownProblem, problemOf, type Problem } from './problem';

export type StaffSessionContext = {
  email: string;
  /** The second step's ticket, and at a first sign-in the authenticator's new secret and its otpauth:// URI. */
  ticket: string | null;
  secret: string | null;
  uri: string | null;
  staff: StaffMe | null;
  problem: Problem | null;
};

export type StaffSessionEvent =
  | { type: 'staff.login'; email: string; password: string }
  | { type: 'staff.code'; code: string }
  | { type: 'staff.back' }
  | { type: 'staff.signOut' }
  /** Any answer of the API while signed in: the idle time starts again. */
  | { type: 'staff.activity' }
  /** The person changed (their own password set, after one an admin issued). */
  | { type: 'staff.updated'; staff: StaffMe }
  /** The API answered 401: the session has ended (`auth.session_expired`) or is not known. */
  | { type: 'session.ended'; code: string };

export type SignedIn = { token: string; staff: StaffMe };

const SIX_DIGITS = /^\d{6}$/;
const digitsOf = (code: string) => code.replace(/\s/g, '');

/**
 * A staff member's session in the back office: e-mail and password, then the authenticator's code — or,
 * at a first sign-in, its setup (a new secret shown as a QR code and in groups, confirmed by its first
 * code). Signed in, the session ends after the idle time the server gives (30 minutes without a call),
 * when the server says it has ended, or on signing out; an expired session says so at the sign-in. Signed in with
 * a password an admin issued (`staff.password_issued`), the person chooses their own first (ownPassword's flow,
 * which tells the session with `staff.updated`).
 * A ticket older than 5 minutes, or with its tries used up, goes back to the first step.
 */
export const staffSessionMachine = setup({
  types: {
    input: {} as { restoring: boolean },
    context: {} as StaffSessionContext,
    events: {} as StaffSessionEvent,
  },
  actors: {
    loadMe: notProvidedPromise<StaffMe>('loadMe'),
    login: notProvidedPromise<StaffLoginStep, { email: string; password: string }>('login'),
    sendCode: notProvidedPromise<SignedIn, { ticket: string; code: string }>('sendCode'),
    logout: notProvidedPromise<unknown>('logout'),
  },
  actions: {
    /** Keeps the session's token for the tab (session storage), so a reload stays signed in. */
    keepToken: notProvided<{ token: string }>('keepToken'),
    forgetToken: notProvided('forgetToken'),
    showProblem: assign((_, params: { error: unknown }) => ({ problem: problemOf(params.error) })),
    clearSecondStep: assign({ ticket: null, secret: null, uri: null }),
  },
  guards: {
    restoring: ({ event }) => initialInput<{ restoring: boolean }>(event)?.restoring === true,
    filled: ({ event }) => {
      assertEvent(event, 'staff.login');
      return event.email.trim() !== '' && event.password !== '';
    },
    sixDigits: ({ event }) => {
      assertEvent(event, 'staff.code');
      return SIX_DIGITS.test(digitsOf(event.code));
    },
    isSetup: (_, params: { step: StaffLoginStep }) => params.step.step === 'totp_setup',
    ticketGone: (_, params: { error: unknown }) => {
      const { code } = problemOf(params.error);
      return code === 'staff.ticket_expired' || code === 'auth.too_many_attempts';
    },
    settingUp: ({ context }) => context.secret !== null,
    expiredFailure: (_, params: { error: unknown }) => problemOf(params.error).code === 'auth.session_expired',
    expired: ({ event }) => {
      assertEvent(event, 'session.ended');
      return event.code === 'auth.session_expired';
    },
  },
  delays: {
    /** The server's idle limit, from the signed-in person (30 minutes). */
    idleLimit: ({ context }) => (context.staff?.idle_seconds ?? STAFF_IDLE_SECONDS) * 1000,
  },
}).createMachine({
  id: 'staffSession',
  context: { email: '', ticket: null, secret: null, uri: null, staff: null, problem: null },
  initial: 'starting',
  states: {
    /** A token kept in the tab is checked first; without one the sign-in shows at once. */
    starting: {
      always: [{ guard: 'restoring', target: 'restoring' }, { target: 'signedOut' }],
    },
    restoring: {
      invoke: {
        id: 'loadMe',
        src: 'loadMe',
        onDone: { target: 'signedIn', actions: assign({ staff: ({ event }) => event.output }) },
        // Back after the idle time (a reload, a tab left open): the sign-in says the session expired.
        onError: [
          {
            guard: { type: 'expiredFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'expired',
            actions: 'forgetToken',
          },
          { target: 'signedOut', actions: 'forgetToken' },
        ],
      },
    },
    signedOut: {
      on: {
        'staff.login': [
          {
            guard: 'filled',
            target: 'signingIn',
            actions: assign({ email: ({ event }) => event.email.trim(), problem: null }),
          },
          { actions: assign({ problem: ownProblem('staff.fill_in') }) },
        ],
      },
    },
    /** The session ended after the idle time (or the server said so): the sign-in says why. */
    expired: {
      on: {
        'staff.login': [
          {
            guard: 'filled',
            target: 'signingIn',
            actions: assign({ email: ({ event }) => event.email.trim(), problem: null }),
          },
          { actions: assign({ problem: ownProblem('staff.fill_in') }) },
        ],
      },
    },
    signingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'staff.login');
          return { email: event.email.trim(), password: event.password };
        },
        onDone: [
          {
            guard: { type: 'isSetup', params: ({ event }) => ({ step: event.output }) },
            target: 'setup',
            actions: assign(({ event }) =>
              event.output.step === 'totp_setup'
                ? { ticket: event.output.ticket, secret: event.output.secret, uri: event.output.uri }
                : {},
            ),
          },
          {
            target: 'code',
            actions: assign({ ticket: ({ event }) => event.output.ticket, secret: null, uri: null }),
          },
        ],
        onError: {
          target: 'signedOut',
          actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The authenticator's code of now. */
    code: {
      on: {
        'staff.code': [
          { guard: 'sixDigits', target: 'verifying', actions: assign({ problem: null }) },
          { actions: assign({ problem: ownProblem('staff.code_wrong') }) },
        ],
        'staff.back': { target: 'signedOut', actions: ['clearSecondStep', assign({ problem: null })] },
      },
    },
    /** A first sign-in: the new secret to add to an authenticator, then its first code. */
    setup: {
      on: {
        'staff.code': [
          { guard: 'sixDigits', target: 'verifying', actions: assign({ problem: null }) },
          { actions: assign({ problem: ownProblem('staff.code_wrong') }) },
        ],
        'staff.back': { target: 'signedOut', actions: ['clearSecondStep', assign({ problem: null })] },
      },
    },
    verifying: {
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context, event }) => {
          assertEvent(event, 'staff.code');
          return { ticket: context.ticket ?? '', code: digitsOf(event.code) };
        },
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'keepToken', params: ({ event }) => ({ token: event.output.token }) },
            'clearSecondStep',
            assign({ staff: ({ event }) => event.output.staff, problem: null }),
          ],
        },
        onError: [
          {
            guard: { type: 'ticketGone', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut',
            actions: ['clearSecondStep', { type: 'showProblem', params: ({ event }) => ({ error: event.error }) }],
          },
          {
            guard: 'settingUp',
            target: 'setup',
            actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'code', actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    signedIn: {
      after: {
        idleLimit: { target: 'expired', actions: ['forgetToken', assign({ staff: null })] },
      },
      on: {
        'staff.activity': { target: 'signedIn', reenter: true },
        'staff.updated': { actions: assign({ staff: ({ event }) => event.staff }) },
        'staff.signOut': { target: 'signingOut' },
        'session.ended': [
          { guard: 'expired', target: 'expired', actions: ['forgetToken', assign({ staff: null })] },
          { target: 'signedOut', actions: ['forgetToken', assign({ staff: null })] },
        ],
      },
    },
    signingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'signedOut', actions: ['forgetToken', assign({ staff: null })] },
        onError: { target: 'signedOut', actions: ['forgetToken', assign({ staff: null })] },
      },
    },
  },
});

export type StaffSessionActorRef = ActorRefFrom<typeof staffSessionMachine>;
export type StaffSessionSnapshot = SnapshotFrom<typeof staffSessionMachine>;
