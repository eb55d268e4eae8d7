import { msg } from '@lingui/core/macro';
import { assign, setup, type ActorRefFrom } from 'xstate';
import { isValidEmail } from '../contract/money';
import { failureCode, failureMessage, notProvidedPromise, type Text } from './shared';

export const BIND_EMAIL_MESSAGES = {
  invalidEmail: msg`Please enter a valid e-mail`,
  enterCode: msg`Enter the 6-digit code`,
} as const;

export type BindEmailContext = {
  email: string;
  code: string;
  error: Text | null;
  /** Until when the code sent lasts (ISO). */
  expiresAt: string | null;
};

export type BindEmailEvent =
  | { type: 'email.change'; value: string }
  | { type: 'email.code'; value: string }
  | { type: 'email.send' }
  | { type: 'email.bind' }
  | { type: 'email.edit' };

/**
 * Binding an e-mail: the address, a code sent to it (in this build to the sandbox outbox), the code
 * typed back, then bound. Behind the security center's gate.
 */
export const bindEmailMachine = setup({
  types: {
    context: {} as BindEmailContext,
    events: {} as BindEmailEvent,
  },
  actors: {
    sendCode: notProvidedPromise<{ email: string; expires_at: string }, { email: string }>('sendCode'),
    bind: notProvidedPromise<unknown, { email: string; code: string }>('bind'),
  },
  actions: {
    fail: assign({ error: (_, params: { error: unknown }) => failureMessage(params.error) }),
  },
  guards: {
    emailValid: ({ context }) => isValidEmail(context.email.trim().toLowerCase()),
    codeEntered: ({ context }) => /^\d{6}$/.test(context.code.trim()),
    gateClosed: (_, params: { error: unknown }) => failureCode(params.error) === 'security.verify_first',
  },
}).createMachine({
  id: 'bindEmail',
  context: { email: '', code: '', error: null, expiresAt: null },
  initial: 'enteringEmail',
  states: {
    enteringEmail: {
      on: {
        'email.change': { actions: assign({ email: ({ event }) => event.value, error: null }) },
        'email.send': [
          { guard: 'emailValid', target: 'sendingCode' },
          { actions: assign({ error: BIND_EMAIL_MESSAGES.invalidEmail }) },
        ],
      },
    },
    sendingCode: {
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ email: context.email.trim().toLowerCase() }),
        onDone: {
          target: 'enteringCode',
          actions: assign({
            email: ({ event }) => event.output.email,
            expiresAt: ({ event }) => event.output.expires_at,
            code: '',
          }),
        },
        onError: [
          { guard: { type: 'gateClosed', params: ({ event }) => ({ error: event.error }) }, target: 'needsVerify' },
          { target: 'enteringEmail', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    enteringCode: {
      on: {
        'email.code': { actions: assign({ code: ({ event }) => event.value, error: null }) },
        'email.bind': [
          { guard: 'codeEntered', target: 'binding' },
          { actions: assign({ error: BIND_EMAIL_MESSAGES.enterCode }) },
        ],
        'email.send': { target: 'sendingCode', actions: assign({ error: null }) },
        'email.edit': { target: 'enteringEmail', actions: assign({ code: '', error: null, expiresAt: null }) },
      },
    },
    binding: {
      invoke: {
        id: 'bind',
        src: 'bind',
        input: ({ context }) => ({ email: context.email, code: context.code.trim() }),
        onDone: { target: 'bound' },
        onError: [
          { guard: { type: 'gateClosed', params: ({ event }) => ({ error: event.error }) }, target: 'needsVerify' },
          { target: 'enteringCode', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    bound: { type: 'final' },
    /** The password confirmation has lapsed: the screen sends the person to confirm it again. */
    needsVerify: {},
  },
});

export type BindEmailActorRef = ActorRefFrom<typeof bindEmailMachine>;
