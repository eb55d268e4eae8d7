import { assign, setup, type ActorRefFrom } from 'xstate';
import { failureMessage, fieldRefusals, notProvidedPromise, type Text } from './shared';
import { msg } from '@lingui/core/macro';
import { codeAsked, isTwoFactorCodeText, TWO_FACTOR_MESSAGES } from './twoFactorCode';

export const ENTER_PASSWORD = msg`Please enter your password`;

export type VerifyPasswordContext = {
  password: string;
  /** With two-factor on: the authenticator's code (or a recovery code). */
  code: string;
  twoFactor: boolean;
  error: Text | null;
  codeError: Text | null;
};

export type VerifyRequest = { password: string; code?: string };

/**
 * The security center's gate: the login password confirmed — and, with two-factor on, a code — opens its
 * changes for a while. Ends in `verified` (the screen goes on to the change the person came for). Two-factor
 * turned on elsewhere meanwhile: the server asks the code, and the gate asks it from then on.
 */
export const verifyPasswordMachine = setup({
  types: {
    input: {} as { twoFactor?: boolean },
    context: {} as VerifyPasswordContext,
    events: {} as
      { type: 'verify.change'; value: string } | { type: 'verify.code'; value: string } | { type: 'verify.submit' },
  },
  actors: {
    verify: notProvidedPromise<unknown, VerifyRequest>('verify'),
  },
  guards: {
    entered: ({ context }) => context.password.length > 0,
    codeNeeded: ({ context }) => context.twoFactor && !isTwoFactorCodeText(context.code),
    serverAsksCode: (_, params: { error: unknown }) => codeAsked(params.error),
  },
}).createMachine({
  id: 'verifyPassword',
  context: ({ input }) => ({
    password: '',
    code: '',
    twoFactor: input.twoFactor ?? false,
    error: null,
    codeError: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'verify.change': { actions: assign({ password: ({ event }) => event.value, error: null }) },
        'verify.code': { actions: assign({ code: ({ event }) => event.value, codeError: null }) },
        'verify.submit': [
          { guard: 'codeNeeded', actions: assign({ codeError: TWO_FACTOR_MESSAGES.enterCodeOrRecovery }) },
          { guard: 'entered', target: 'verifying' },
          { actions: assign({ error: ENTER_PASSWORD }) },
        ],
      },
    },
    verifying: {
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context }) => ({
          password: context.password,
          ...(context.twoFactor ? { code: context.code.trim() } : {}),
        }),
        onDone: { target: 'verified', actions: assign({ password: '', code: '' }) },
        onError: [
          {
            // Asked before the password is checked: the password typed stays.
            guard: { type: 'serverAsksCode', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: assign({ twoFactor: true, codeError: TWO_FACTOR_MESSAGES.enterCodeOrRecovery }),
          },
          {
            target: 'editing',
            actions: assign(({ event }) => {
              const codeError = fieldRefusals(event.error).code ?? null;
              return codeError
                ? { codeError, code: '' }
                : { error: failureMessage(event.error), password: '', code: '' };
            }),
          },
        ],
      },
    },
    verified: { type: 'final' },
  },
});

export type VerifyPasswordActorRef = ActorRefFrom<typeof verifyPasswordMachine>;
