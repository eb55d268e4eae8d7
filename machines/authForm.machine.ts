import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { CaptchaData, Login2Body, Register2Body, TokenData } from '../contract/account';
import { isBrazilianMobile, isPhoneText, normalizePhone, PASSWORD_MIN } from '../contract/common';
import { identityRequest, validateIdentity } from './identity';
import { failureMessage, fieldRefusals, notProvided, notProvidedPromise, type Text } from './shared';

export const AUTH_MESSAGES = {
  phoneRequired: msg`Please enter your phone number`,
  phoneInvalid: msg`Please enter a valid mobile phone number`,
  phoneCharacters: msg`A phone number can only have digits, spaces and + ( ) -`,
  passwordRequired: msg`Please enter your password`,
  passwordTooShort: msg`Password must be at least 6 characters`,
  passwordsDiffer: msg`Passwords did not match`,
  captchaRequired: msg`Please enter the verification code`,
  fixForm: msg`Please fix the error in the form`,
  loadFail: msg`Load Fail`,
} as const;

export type AuthMode = 'login' | 'register';

export const FIELD_NAMES = [
  'phone',
  'password',
  'password_confirmation',
  'captcha',
  'invite_code',
  'realname',
  'cpf',
  'birth_date',
  'email',
  'accept_terms',
] as const;
export type FieldName = (typeof FIELD_NAMES)[number];
/** What was typed; `accept_terms` is 'yes' once the box is ticked, '' otherwise. */
export type AuthValues = Record<FieldName, string>;
/** A field's message: the form's own rule, or the server's text for that field. */
export type FieldErrors = Partial<Record<FieldName, Text>>;

/** `today` (YYYY-MM-DD, São Paulo) is the day the age is checked against: the server checks it again. */
export type AuthFormInput = { mode: AuthMode; inviteCode?: string; today?: string };

export type AuthFormContext = {
  mode: AuthMode;
  values: AuthValues;
  today: string;
  errors: FieldErrors;
  formError: Text | null;
  captcha: CaptchaData | null;
  /** The access token once signed in (also the machine's output). */
  token: string | null;
};

export type AuthFormEvent =
  | { type: 'auth.change'; field: FieldName; value: string }
  | { type: 'auth.mode'; mode: AuthMode }
  | { type: 'auth.refreshCaptcha' }
  | { type: 'auth.retry' }
  | { type: 'auth.submit' };

/** What the API layer adds itself (`lang`) is left out. */
export type LoginRequest = Omit<Login2Body, 'lang'>;
export type RegisterRequest = Omit<Register2Body, 'lang'>;

function isFieldName(name: string): name is FieldName {
  return (FIELD_NAMES as readonly string[]).includes(name);
}

/** The client-side rules (the server applies the same ones). Empty when the form can be sent. */
export function validateAuthForm(
  mode: AuthMode,
  values: AuthValues,
  today = '',
): Partial<Record<FieldName, MessageDescriptor>> {
  const errors: Partial<Record<FieldName, MessageDescriptor>> = {};
  if (values.phone.trim() === '') errors.phone = AUTH_MESSAGES.phoneRequired;
  else if (!isPhoneText(values.phone)) errors.phone = AUTH_MESSAGES.phoneCharacters;
  else if (!isBrazilianMobile(values.phone)) errors.phone = AUTH_MESSAGES.phoneInvalid;

  if (values.password === '') errors.password = AUTH_MESSAGES.passwordRequired;
  else if (mode === 'register' && values.password.length < PASSWORD_MIN) {
    errors.password = AUTH_MESSAGES.passwordTooShort;
  }
  if (mode === 'register' && values.password_confirmation !== values.password) {
    errors.password_confirmation = AUTH_MESSAGES.passwordsDiffer;
  }
  if (values.captcha.trim() === '') errors.captcha = AUTH_MESSAGES.captchaRequired;
  if (mode === 'register') Object.assign(errors, validateIdentity(values, today));
  return errors;
}

function loginRequest({ values, captcha }: AuthFormContext): LoginRequest {
  return {
    phone: normalizePhone(values.phone),
    password: values.password,
    captcha_key: captcha?.key ?? '',
    captcha: values.captcha.trim(),
  };
}

function registerRequest(context: AuthFormContext): RegisterRequest {
  const inviteCode = context.values.invite_code.trim();
  return {
    ...loginRequest(context),
    password_confirmation: context.values.password_confirmation,
    ...identityRequest(context.values),
    ...(inviteCode ? { invite_code: inviteCode } : {}),
  };
}

/** Typing and switching mode are possible whenever the form is not being sent. */
const editable = {
  'auth.change': { actions: 'changeValue' },
  'auth.mode': { actions: 'switchMode' },
} as const;

/** The login / register form, with its single-use captcha. Ends in `done` with the token. */
export const authFormMachine = setup({
  types: {
    input: {} as AuthFormInput,
    context: {} as AuthFormContext,
    events: {} as AuthFormEvent,
    output: {} as { token: string },
  },
  actors: {
    fetchCaptcha: notProvidedPromise<CaptchaData, void>('fetchCaptcha'),
    login: notProvidedPromise<TokenData, LoginRequest>('login'),
    register: notProvidedPromise<TokenData, RegisterRequest>('register'),
  },
  actions: {
    /** The app forwards the token to the session. */
    signedIn: notProvided<{ token: string }>('signedIn'),
    /** Sets the value, and clears that field's message and the form's. */
    changeValue: assign(({ context, event }) => {
      assertEvent(event, 'auth.change');
      const errors = { ...context.errors };
      delete errors[event.field];
      return { values: { ...context.values, [event.field]: event.value }, errors, formError: null };
    }),
    switchMode: assign(({ event }) => {
      assertEvent(event, 'auth.mode');
      return { mode: event.mode, errors: {}, formError: null };
    }),
    showValidationErrors: assign(({ context }) => ({
      errors: validateAuthForm(context.mode, context.values, context.today),
      formError: AUTH_MESSAGES.fixForm,
    })),
    clearErrors: assign({ errors: {}, formError: null }),
    clearFormError: assign({ formError: null }),
    setCaptcha: assign({ captcha: (_, params: { captcha: CaptchaData }) => params.captcha }),
    /** A captcha is single-use: drop it and what was typed for it. */
    discardCaptcha: assign(({ context }) => ({ captcha: null, values: { ...context.values, captcha: '' } })),
    showCaptchaFailure: assign({ captcha: null, formError: AUTH_MESSAGES.loadFail }),
    showSubmitFailure: assign((_, params: { error: unknown }) => {
      const serverErrors = fieldRefusals(params.error);
      const errors: FieldErrors = {};
      for (const [field, text] of Object.entries(serverErrors)) if (isFieldName(field)) errors[field] = text;
      return { errors, formError: failureMessage(params.error) };
    }),
    keepToken: assign({ token: (_, params: { token: string }) => params.token }),
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateAuthForm(context.mode, context.values, context.today)).length === 0,
    isMode: ({ context }, params: { mode: AuthMode }) => context.mode === params.mode,
  },
}).createMachine({
  id: 'authForm',
  context: ({ input }) => ({
    mode: input.mode,
    values: {
      phone: '',
      password: '',
      password_confirmation: '',
      captcha: '',
      invite_code: input.inviteCode ?? '',
      realname: '',
      cpf: '',
      birth_date: '',
      email: '',
      accept_terms: '',
    },
    today: input.today ?? '',
    errors: {},
    formError: null,
    captcha: null,
    token: null,
  }),
  initial: 'loadingCaptcha',
  output: ({ context }) => ({ token: context.token ?? '' }),
  states: {
    loadingCaptcha: {
      invoke: {
        id: 'fetchCaptcha',
        src: 'fetchCaptcha',
        onDone: {
          target: 'editing',
          actions: { type: 'setCaptcha', params: ({ event }) => ({ captcha: event.output }) },
        },
        onError: { target: 'captchaFailed', actions: 'showCaptchaFailure' },
      },
      on: { ...editable },
    },
    /** Shows 'Load Fail' where the captcha image goes, with a retry. */
    captchaFailed: {
      on: {
        ...editable,
        'auth.retry': { target: 'loadingCaptcha', actions: 'clearFormError' },
        'auth.refreshCaptcha': { target: 'loadingCaptcha', actions: 'clearFormError' },
      },
    },
    editing: {
      on: {
        ...editable,
        'auth.refreshCaptcha': { target: 'loadingCaptcha', actions: 'discardCaptcha' },
        'auth.submit': [
          {
            guard: { type: 'isValid' },
            target: 'submitting',
            actions: 'clearErrors',
          },
          { actions: 'showValidationErrors' },
        ],
      },
    },
    /** Sends the form: the login or register call, by mode. */
    submitting: {
      initial: 'choosing',
      states: {
        /** Transient: routes to the call for the current mode. */
        choosing: {
          always: [
            { guard: { type: 'isMode', params: { mode: 'login' } }, target: 'loggingIn' },
            { target: 'registering' },
          ],
        },
        loggingIn: {
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => loginRequest(context),
            onDone: {
              target: '#authForm.done',
              actions: [
                { type: 'keepToken', params: ({ event }) => ({ token: event.output.access_token }) },
                { type: 'signedIn', params: ({ event }) => ({ token: event.output.access_token }) },
              ],
            },
            onError: {
              target: '#authForm.loadingCaptcha',
              actions: [
                { type: 'showSubmitFailure', params: ({ event }) => ({ error: event.error }) },
                'discardCaptcha',
              ],
            },
          },
        },
        registering: {
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => registerRequest(context),
            onDone: {
              target: '#authForm.done',
              actions: [
                { type: 'keepToken', params: ({ event }) => ({ token: event.output.access_token }) },
                { type: 'signedIn', params: ({ event }) => ({ token: event.output.access_token }) },
              ],
            },
            onError: {
              target: '#authForm.loadingCaptcha',
              actions: [
                { type: 'showSubmitFailure', params: ({ event }) => ({ error: event.error }) },
                'discardCaptcha',
              ],
            },
          },
        },
      },
    },
    done: { type: 'final' },
  },
});

export type AuthFormActorRef = ActorRefFrom<typeof authFormMachine>;
export type AuthFormSnapshot = SnapshotFrom<typeof authFormMachine>;
