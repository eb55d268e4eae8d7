import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { CaptchaData, LoginResult, Login2Body, Register2Body, TokenData } from '../contract/account';
import { isBrazilianMobile, isPhoneText, normalizePhone, PASSWORD_MIN } from '../contract/fields';
import { identityRequest, validateIdentity } from './identity';
import { failureCode, failureMessage, fieldRefusals, notProvided, notProvidedPromise, type Text } from './shared';
import { isTwoFactorCodeText, TWO_FACTOR_MESSAGES } from './twoFactorCode';

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
  /** Two-factor asked a code after the right password (a device not known): the step's token and the code. */
  twoFactor: TwoFactorStep | null;
};

export type TwoFactorStep = {
  challenge: string;
  code: string;
  /** The person types a recovery code instead of the app's. */
  recovery: boolean;
  error: Text | null;
};

export type AuthFormEvent =
  | { type: 'auth.change'; field: FieldName; value: string }
  | { type: 'auth.mode'; mode: AuthMode }
  | { type: 'auth.refreshCaptcha' }
  | { type: 'auth.retry' }
  | { type: 'auth.submit' }
  | { type: 'auth.codeChange'; value: string }
  | { type: 'auth.codeRecovery'; recovery: boolean }
  | { type: 'auth.codeSubmit' }
  | { type: 'auth.codeCancel' };

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

/** The session token of a login that asked no code. */
const tokenOf = (result: LoginResult) => ('access_token' in result ? result.access_token : '');

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
    login: notProvidedPromise<LoginResult, LoginRequest>('login'),
    /** The login's second step: the challenge with the code (two-factor). */
    loginCode: notProvidedPromise<TokenData, { challenge: string; code: string }>('loginCode'),
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
    askCode: assign({
      twoFactor: (_, params: { challenge: string }) => ({
        challenge: params.challenge,
        code: '',
        recovery: false,
        error: null,
      }),
    }),
    changeCode: assign(({ context, event }) => {
      assertEvent(event, ['auth.codeChange', 'auth.codeRecovery']);
      if (!context.twoFactor) return {};
      return {
        twoFactor:
          event.type === 'auth.codeChange'
            ? { ...context.twoFactor, code: event.value, error: null }
            : { ...context.twoFactor, recovery: event.recovery, code: '', error: null },
      };
    }),
    showCodeProblem: assign(({ context }, params: { error: Text }) => ({
      twoFactor: context.twoFactor && { ...context.twoFactor, code: '', error: params.error },
    })),
    /** Back to the form (the challenge is gone or the person went back): a new captcha, the step forgotten. */
    leaveCode: assign(({ context }, params: { error: Text | null }) => ({
      twoFactor: null,
      formError: params.error,
      captcha: null,
      values: { ...context.values, captcha: '' },
    })),
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateAuthForm(context.mode, context.values, context.today)).length === 0,
    isMode: ({ context }, params: { mode: AuthMode }) => context.mode === params.mode,
    codeAsked: (_, params: { result: LoginResult }) => 'two_factor' in params.result,
    codeTyped: ({ context }) => context.twoFactor !== null && isTwoFactorCodeText(context.twoFactor.code),
    challengeGone: (_, params: { error: unknown }) => failureCode(params.error) === 'two_factor.challenge_expired',
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
    twoFactor: null,
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
            onDone: [
              {
                guard: { type: 'codeAsked', params: ({ event }) => ({ result: event.output }) },
                target: '#authForm.twoFactor',
                actions: {
                  type: 'askCode',
                  params: ({ event }) => ({
                    challenge: 'two_factor' in event.output ? event.output.two_factor.challenge : '',
                  }),
                },
              },
              {
                target: '#authForm.done',
                actions: [
                  { type: 'keepToken', params: ({ event }) => ({ token: tokenOf(event.output) }) },
                  { type: 'signedIn', params: ({ event }) => ({ token: tokenOf(event.output) }) },
                ],
              },
            ],
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
    /** The right password, and two-factor asks the authenticator's code (or a recovery code) before a session. */
    twoFactor: {
      initial: 'entering',
      states: {
        entering: {
          on: {
            'auth.codeChange': { actions: 'changeCode' },
            'auth.codeRecovery': { actions: 'changeCode' },
            'auth.codeSubmit': [
              { guard: 'codeTyped', target: 'checking' },
              { actions: { type: 'showCodeProblem', params: { error: TWO_FACTOR_MESSAGES.enterCodeOrRecovery } } },
            ],
            'auth.codeCancel': {
              target: '#authForm.loadingCaptcha',
              actions: { type: 'leaveCode', params: { error: null } },
            },
          },
        },
        checking: {
          invoke: {
            id: 'loginCode',
            src: 'loginCode',
            input: ({ context }) => ({
              challenge: context.twoFactor?.challenge ?? '',
              code: context.twoFactor?.code.trim() ?? '',
            }),
            onDone: {
              target: '#authForm.done',
              actions: [
                { type: 'keepToken', params: ({ event }) => ({ token: event.output.access_token }) },
                { type: 'signedIn', params: ({ event }) => ({ token: event.output.access_token }) },
              ],
            },
            onError: [
              {
                // Lapsed, used up or made for another browser: log in again.
                guard: { type: 'challengeGone', params: ({ event }) => ({ error: event.error }) },
                target: '#authForm.loadingCaptcha',
                actions: { type: 'leaveCode', params: ({ event }) => ({ error: failureMessage(event.error) }) },
              },
              {
                target: 'entering',
                actions: { type: 'showCodeProblem', params: ({ event }) => ({ error: failureMessage(event.error) }) },
              },
            ],
          },
        },
      },
    },
    done: { type: 'final' },
  },
});

export type AuthFormActorRef = ActorRefFrom<typeof authFormMachine>;
export type AuthFormSnapshot = SnapshotFrom<typeof authFormMachine>;
