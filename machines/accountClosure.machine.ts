import { msg } from '@lingui/core/macro';
import { assign, setup, type ActorRefFrom } from 'xstate';
import { failureCode, failureMessage, isApiFailure, notProvided, notProvidedPromise, type Text } from './shared';
import { codeAsked, isTwoFactorCodeText, TWO_FACTOR_MESSAGES } from './twoFactorCode';

export const ENTER_PASSWORD = msg`Enter your password to confirm`;

/** Refusals that leave the player on the password step: they may type it (and the code) again. */
const PASSWORD_PROBLEMS: ReadonlySet<string> = new Set([
  'security.password_wrong',
  'auth.too_many_attempts',
  'two_factor.code_required',
  'two_factor.code_wrong',
  'two_factor.too_many_tries',
]);

export type AccountClosureInput = {
  /** The member's balance as the session knows it ("0.00"): above zero, the screen shows how to withdraw. */
  balance: string;
  /** Two-factor on (as the session knows it): the authenticator's code goes with the password. */
  twoFactor?: boolean;
};

/** What the closure sends: the password, and with two-factor on the code. */
export type ClosureRequest = { password: string; code?: string };

export type AccountClosureContext = {
  password: string;
  /** The authenticator's code or a recovery code, asked when two-factor is on. */
  code: string;
  twoFactor: boolean;
  /** The balance the explanation and a balance refusal show. */
  balance: string;
  error: Text | null;
};

export type AccountClosureEvent =
  | { type: 'closure.start' }
  | { type: 'closure.password'; password: string }
  | { type: 'closure.code'; code: string }
  | { type: 'closure.submit' }
  | { type: 'closure.cancel' }
  | { type: 'closure.back' };

/**
 * Closing the account from the profile: what it means (money must be withdrawn first), the login
 * password to confirm (and with two-factor on the authenticator's code or a recovery code), then the closure. The server decides: a balance, or anything still open (a bet, a
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
    close: notProvidedPromise<unknown, ClosureRequest>('close'),
  },
  actions: {
    /** The server ended every session of the member: the app signs out without calling it. */
    accountClosed: notProvided('accountClosed'),
    showFailure: assign(({ context }, params: { error: unknown }) => ({
      error: failureMessage(params.error),
      // The server asked a code the flow did not know it needed (two-factor turned on elsewhere).
      twoFactor: context.twoFactor || codeAsked(params.error),
    })),
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
    lacksCode: ({ context }) => context.twoFactor && !isTwoFactorCodeText(context.code),
    isPasswordProblem: (_, params: { error: unknown }) => {
      const code = failureCode(params.error);
      return code !== undefined && PASSWORD_PROBLEMS.has(code);
    },
    isRefusal: (_, params: { error: unknown }) =>
      isApiFailure(params.error) && params.error.kind === 'server' && params.error.error !== undefined,
  },
}).createMachine({
  id: 'accountClosure',
  context: ({ input }) => ({
    password: '',
    code: '',
    twoFactor: input.twoFactor === true,
    balance: input.balance,
    error: null,
  }),
  initial: 'explaining',
  states: {
    /** What closing means; a balance above zero is shown with the way to withdraw it. */
    explaining: {
      on: { 'closure.start': { target: 'confirming' } },
    },
    confirming: {
      on: {
        'closure.password': { actions: assign({ password: ({ event }) => event.password, error: null }) },
        'closure.code': { actions: assign({ code: ({ event }) => event.code, error: null }) },
        'closure.submit': [
          { guard: 'lacksCode', actions: assign({ error: TWO_FACTOR_MESSAGES.enterCodeOrRecovery }) },
          { guard: 'hasPassword', target: 'closing' },
          { actions: assign({ error: ENTER_PASSWORD }) },
        ],
        'closure.cancel': { target: 'explaining', actions: assign({ password: '', code: '', error: null }) },
      },
    },
    closing: {
      entry: assign({ error: null }),
      invoke: {
        id: 'close',
        src: 'close',
        input: ({ context }) => ({
          password: context.password,
          ...(context.twoFactor && context.code ? { code: context.code } : {}),
        }),
        onDone: { target: 'closed', actions: [assign({ password: '', code: '' }), 'accountClosed'] },
        onError: [
          {
            guard: { type: 'isPasswordProblem', params: ({ event }) => ({ error: event.error }) },
            target: 'confirming',
            actions: [
              assign({ password: '', code: '' }),
              { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: [
              assign({ password: '', code: '' }),
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
