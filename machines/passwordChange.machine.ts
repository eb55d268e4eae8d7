import { msg } from '@lingui/core/macro';
import { assertEvent, assign, setup, type ActorRefFrom } from 'xstate';
import { PASSWORD_MIN } from '../contract/fields';
import { isGuessableWithdrawalPassword } from '../contract/money';
import { failureCode, failureMessage, fieldRefusals, notProvidedPromise, type Text } from './shared';

/** Which secret: the login password, or the withdrawal password (6 digits). */
export type SecretKind = 'login' | 'withdrawal';

export const PASSWORD_CHANGE_MESSAGES = {
  tooShort: msg`Password must be at least 6 characters`,
  sixDigits: msg`The withdrawal password is 6 digits`,
  guessable: msg`Choose digits that are not a sequence or one repeated digit (like 123456, 654321 or 111111): they are the first anyone tries`,
  mismatch: msg`Passwords did not match`,
  fixForm: msg`Please fix the error in the form`,
} as const;

export type PasswordChangeContext = {
  kind: SecretKind;
  password: string;
  confirmation: string;
  errors: { password?: Text; confirmation?: Text };
  formError: Text | null;
};

export type PasswordChangeEvent =
  | { type: 'secret.change'; field: 'password' | 'confirmation'; value: string }
  | { type: 'secret.submit' }
  | { type: 'secret.again' };

export type SecretRequest = { kind: SecretKind; password: string; confirmation: string };

export function validateSecret(
  kind: SecretKind,
  password: string,
  confirmation: string,
): PasswordChangeContext['errors'] {
  const errors: PasswordChangeContext['errors'] = {};
  if (kind === 'withdrawal' ? !/^\d{6}$/.test(password) : password.length < PASSWORD_MIN) {
    errors.password = kind === 'withdrawal' ? PASSWORD_CHANGE_MESSAGES.sixDigits : PASSWORD_CHANGE_MESSAGES.tooShort;
  } else if (kind === 'withdrawal' && isGuessableWithdrawalPassword(password)) {
    errors.password = PASSWORD_CHANGE_MESSAGES.guessable;
  } else if (confirmation !== password) {
    errors.confirmation = PASSWORD_CHANGE_MESSAGES.mismatch;
  }
  return errors;
}

/**
 * A new password, typed twice: the login password (6 or more characters, not the current one) or the
 * withdrawal password (6 digits). Behind the security center's gate: when the confirmation has lapsed
 * the server says so and the flow asks for the password again.
 */
export const passwordChangeMachine = setup({
  types: {
    input: {} as { kind: SecretKind },
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
  },
  actors: {
    save: notProvidedPromise<unknown, SecretRequest>('save'),
  },
  actions: {
    change: assign(({ context, event }) => {
      assertEvent(event, 'secret.change');
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { [event.field]: event.value, errors, formError: null };
    }),
    showErrors: assign(({ context }) => ({
      errors: validateSecret(context.kind, context.password, context.confirmation),
      formError: PASSWORD_CHANGE_MESSAGES.fixForm,
    })),
    showFailure: assign((_, params: { error: unknown }) => {
      const server = fieldRefusals(params.error);
      const password = server.password ?? server.qk_pwd;
      const confirmation = server.password_confirmation ?? server.qk_pwd_confirmation;
      return {
        errors: { ...(password ? { password } : {}), ...(confirmation ? { confirmation } : {}) },
        formError: failureMessage(params.error),
      };
    }),
  },
  guards: {
    valid: ({ context }) =>
      Object.keys(validateSecret(context.kind, context.password, context.confirmation)).length === 0,
    gateClosed: (_, params: { error: unknown }) => failureCode(params.error) === 'security.verify_first',
  },
}).createMachine({
  id: 'passwordChange',
  context: ({ input }) => ({ kind: input.kind, password: '', confirmation: '', errors: {}, formError: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'secret.change': { actions: 'change' },
        'secret.submit': [{ guard: 'valid', target: 'saving' }, { actions: 'showErrors' }],
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({
          kind: context.kind,
          password: context.password,
          confirmation: context.confirmation,
        }),
        onDone: { target: 'saved', actions: assign({ password: '', confirmation: '', errors: {}, formError: null }) },
        onError: [
          { guard: { type: 'gateClosed', params: ({ event }) => ({ error: event.error }) }, target: 'needsVerify' },
          { target: 'editing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    saved: { on: { 'secret.again': { target: 'editing' } } },
    /** The password confirmation has lapsed: the screen sends the person to confirm it again. */
    needsVerify: {},
  },
});

export type PasswordChangeActorRef = ActorRefFrom<typeof passwordChangeMachine>;
