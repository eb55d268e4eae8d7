import { msg } from '@lingui/core/macro';
import { assign, setup, type ActorRefFrom } from 'xstate';
import { failureCode, failureMessage, isApiFailure, notProvided, notProvidedPromise, type Text } from './shared';

export const ENTER_PASSWORD = msg`Enter your password to confirm`;

/** Refusals that leave the player on the password step: they may type it again. */
const PASSWORD_PROBLEMS: ReadonlySet<string> = new Set(['security.password_wrong', 'auth.too_many_attempts']);

export type AccountClosureInput = {
  /** The member's balance as the session knows it ("0.00"): above zero, the screen shows how to withdraw. */
  balance: string;
};

export type AccountClosureContext = {
  password: string;
  /** The balance the explanation and a balance refusal show. */
  balance: string;
  error: Text | null;
};

export type AccountClosureEvent =
  | { type: 'closure.start' }
  | { type: 'closure.password'; password: string }
  | { type: 'closure.submit' }
  | { type: 'closure.cancel' }
  | { type: 'closure.back' };

/**
 * Closing the account from the profile: what it means (money must be withdrawn first), the login
 * password to confirm, then the closure. The server decides: a balance, or anything still open (a bet, a
 * round, a withdrawal, a deposit), refuses it (`refused`, with the balance and the way to the withdrawal
 * page); a wrong password goes back to the password. Once closed the app forgets the session (`accountClosed`); the account cannot log
 * in again.
 */
export const accountClosureMachine = setup({
  types: {
    input: {} as AccountClosureInput,
    context: {} as AccountClosureContext,
    events: {} as AccountClosureEvent,
  },
  actors: {
    close: notProvidedPromise<unknown, { password: string }>('close'),
  },
  actions: {
    /** The server ended every session of the member: the app signs out without calling it. */
    accountClosed: notProvided('accountClosed'),
    showFailure: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error) })),
    showRefusal: assign(({ context }, params: { error: unknown }) => ({
      error: failureMessage(params.error),
      balance:
        failureCode(params.error) === 'account.balance_left' && isApiFailure(params.error)
          ? (params.error.params?.balance ?? context.balance)
          : context.balance,
    })),
  },
  guards: {
    hasPassword: ({ context }) => context.password.length > 0,
    isPasswordProblem: (_, params: { error: unknown }) => {
      const code = failureCode(params.error);
      return code !== undefined && PASSWORD_PROBLEMS.has(code);
    },
    isRefusal: (_, params: { error: unknown }) =>
      isApiFailure(params.error) && params.error.kind === 'server' && params.error.error !== undefined,
  },
}).createMachine({
  id: 'accountClosure',
  context: ({ input }) => ({ password: '', balance: input.balance, error: null }),
  initial: 'explaining',
  states: {
    /** What closing means; a balance above zero is shown with the way to withdraw it. */
    explaining: {
      on: { 'closure.start': { target: 'confirming' } },
    },
    confirming: {
      on: {
        'closure.password': { actions: assign({ password: ({ event }) => event.password, error: null }) },
        'closure.submit': [{ guard: 'hasPassword', target: 'closing' }, { actions: assign({ error: ENTER_PASSWORD }) }],
        'closure.cancel': { target: 'explaining', actions: assign({ password: '', error: null }) },
      },
    },
    closing: {
      entry: assign({ error: null }),
      invoke: {
        id: 'close',
        src: 'close',
        input: ({ context }) => ({ password: context.password }),
        onDone: { target: 'closed', actions: [assign({ password: '' }), 'accountClosed'] },
        onError: [
          {
            guard: { type: 'isPasswordProblem', params: ({ event }) => ({ error: event.error }) },
            target: 'confirming',
            actions: [
              assign({ password: '' }),
              { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: [
              assign({ password: '' }),
              { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          // A network failure: the password stays, the player may send again.
          { target: 'confirming', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    /** The server said why not (money left, or a bet, a round, a withdrawal or a deposit still open). */
    refused: {
      on: { 'closure.back': { target: 'explaining', actions: assign({ error: null }) } },
    },
    closed: { type: 'final' },
  },
});

export type AccountClosureActorRef = ActorRefFrom<typeof accountClosureMachine>;
