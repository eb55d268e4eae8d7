import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assertEvent, assign, setup, type ActorRefFrom } from 'xstate';
import type { CaptchaData } from '../contract/account';
import { isBrazilianMobile, isPhoneText, normalizePhone, PASSWORD_MIN } from '../contract/fields';
import { isValidEmail } from '../contract/money';
import type { CodeSent } from '../contract/codes';
import type { RecoverResetBody, RecoverSendBody, RecoveryChannel } from '../contract/recovery';
import { failureMessage, fieldRefusals, notProvidedPromise, type Text } from './shared';

export const RECOVERY_MESSAGES = {
  phoneRequired: msg`Please enter your phone number`,
  phoneInvalid: msg`Please enter a valid mobile phone number`,
  emailInvalid: msg`Please enter a valid e-mail`,
  captchaRequired: msg`Please enter the verification code`,
  enterCode: msg`Enter the 6-digit code`,
  passwordTooShort: msg`Password must be at least 6 characters`,
  passwordsDiffer: msg`Passwords did not match`,
  fixForm: msg`Please fix the error in the form`,
  loadFail: msg`Load Fail`,
} as const;

export const RECOVERY_FIELDS = ['phone', 'email', 'captcha', 'code', 'password', 'password_confirmation'] as const;
export type RecoveryField = (typeof RECOVERY_FIELDS)[number];
export type RecoveryValues = Record<RecoveryField, string>;
export type RecoveryErrors = Partial<Record<RecoveryField, Text>>;

export type PasswordRecoveryContext = {
  channel: RecoveryChannel;
  values: RecoveryValues;
  errors: RecoveryErrors;
  formError: Text | null;
  captcha: CaptchaData | null;
  /** Until when the code sent lasts (ISO). */
  expiresAt: string | null;
  /** Seconds after a send before another may be asked for. */
  resendIn: number;
  /** Where the code can be read on a demo site (the sandbox outbox); null on a real one. */
  outbox: string | null;
  canResend: boolean;
};

export type PasswordRecoveryEvent =
  | { type: 'recover.channel'; channel: RecoveryChannel }
  | { type: 'recover.change'; field: RecoveryField; value: string }
  | { type: 'recover.refreshCaptcha' }
  | { type: 'recover.retry' }
  | { type: 'recover.send' }
  | { type: 'recover.resend' }
  | { type: 'recover.edit' }
  | { type: 'recover.reset' };

/** What the API layer adds itself (`lang`) is left out. */
export type RecoverSendRequest = Omit<RecoverSendBody, 'lang'>;
export type RecoverResetRequest = Omit<RecoverResetBody, 'lang'>;

const isField = (name: string): name is RecoveryField => (RECOVERY_FIELDS as readonly string[]).includes(name);

/** The send step's rules (the server applies the same ones). */
export function validateSend(channel: RecoveryChannel, values: RecoveryValues) {
  const errors: Partial<Record<RecoveryField, MessageDescriptor>> = {};
  if (channel === 'sms') {
    if (values.phone.trim() === '') errors.phone = RECOVERY_MESSAGES.phoneRequired;
    else if (!isPhoneText(values.phone) || !isBrazilianMobile(values.phone))
      errors.phone = RECOVERY_MESSAGES.phoneInvalid;
  } else if (!isValidEmail(values.email.trim().toLowerCase())) errors.email = RECOVERY_MESSAGES.emailInvalid;
  if (values.captcha.trim() === '') errors.captcha = RECOVERY_MESSAGES.captchaRequired;
  return errors;
}

/** The reset step's rules: the code, and the new password with the sign-up's rules. */
export function validateReset(values: RecoveryValues) {
  const errors: Partial<Record<RecoveryField, MessageDescriptor>> = {};
  if (!/^\d{6}$/.test(values.code.trim())) errors.code = RECOVERY_MESSAGES.enterCode;
  if (values.password.length < PASSWORD_MIN) errors.password = RECOVERY_MESSAGES.passwordTooShort;
  else if (values.password_confirmation !== values.password)
    errors.password_confirmation = RECOVERY_MESSAGES.passwordsDiffer;
  return errors;
}

const target = ({ channel, values }: PasswordRecoveryContext) =>
  channel === 'sms'
    ? { channel, phone: normalizePhone(values.phone) }
    : { channel, email: values.email.trim().toLowerCase() };

function sendRequest(context: PasswordRecoveryContext): RecoverSendRequest {
  return { ...target(context), captcha_key: context.captcha?.key ?? '', captcha: context.values.captcha.trim() };
}

function resetRequest(context: PasswordRecoveryContext): RecoverResetRequest {
  const { values } = context;
  return {
    ...target(context),
    code: values.code.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
  };
}

const changeValue = { actions: 'changeValue' } as const;

/**
 * "Esqueci minha senha": choose SMS or e-mail, type the phone or the e-mail and the captcha, send; a code
 * is on its way (the answer is the same for a phone or e-mail nobody has); type it with a new password,
 * typed twice; done, and the person logs in with it. Another code takes the send step again (a new
 * captcha) once the server's wait is over. The server's refusals stay in context, on their fields.
 */
export const passwordRecoveryMachine = setup({
  types: {
    context: {} as PasswordRecoveryContext,
    events: {} as PasswordRecoveryEvent,
  },
  actors: {
    fetchCaptcha: notProvidedPromise<CaptchaData, void>('fetchCaptcha'),
    send: notProvidedPromise<CodeSent, RecoverSendRequest>('send'),
    reset: notProvidedPromise<unknown, RecoverResetRequest>('reset'),
  },
  actions: {
    changeValue: assign(({ context, event }) => {
      assertEvent(event, 'recover.change');
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { values: { ...context.values, [event.field]: event.value }, errors, formError: null };
    }),
    chooseChannel: assign(({ event }) => {
      assertEvent(event, 'recover.channel');
      return { channel: event.channel, errors: {}, formError: null };
    }),
    setCaptcha: assign({ captcha: (_, params: { captcha: CaptchaData }) => params.captcha }),
    /** A captcha is single-use: drop it and what was typed for it. */
    discardCaptcha: assign(({ context }) => ({ captcha: null, values: { ...context.values, captcha: '' } })),
    showCaptchaFailure: assign({ captcha: null, formError: RECOVERY_MESSAGES.loadFail }),
    clearFormError: assign({ formError: null }),
    showSendErrors: assign(({ context }) => ({
      errors: validateSend(context.channel, context.values),
      formError: RECOVERY_MESSAGES.fixForm,
    })),
    showResetErrors: assign(({ context }) => ({
      errors: validateReset(context.values),
      formError: RECOVERY_MESSAGES.fixForm,
    })),
    showFailure: assign((_, params: { error: unknown }) => {
      const errors: RecoveryErrors = {};
      for (const [field, text] of Object.entries(fieldRefusals(params.error))) if (isField(field)) errors[field] = text;
      return { errors, formError: failureMessage(params.error) };
    }),
    sent: assign(({ context }, params: { output: CodeSent }) => ({
      expiresAt: params.output.expires_at,
      resendIn: params.output.resend_in,
      outbox: params.output.outbox,
      canResend: false,
      errors: {},
      formError: null,
      values: { ...context.values, code: '', password: '', password_confirmation: '' },
    })),
  },
  guards: {
    sendValid: ({ context }) => Object.keys(validateSend(context.channel, context.values)).length === 0,
    resetValid: ({ context }) => Object.keys(validateReset(context.values)).length === 0,
    canResend: ({ context }) => context.canResend,
  },
  delays: {
    resendWait: ({ context }) => context.resendIn * 1000,
  },
}).createMachine({
  id: 'passwordRecovery',
  context: {
    channel: 'sms',
    values: { phone: '', email: '', captcha: '', code: '', password: '', password_confirmation: '' },
    errors: {},
    formError: null,
    captcha: null,
    expiresAt: null,
    resendIn: 0,
    outbox: null,
    canResend: false,
  },
  initial: 'loadingCaptcha',
  states: {
    loadingCaptcha: {
      invoke: {
        id: 'fetchCaptcha',
        src: 'fetchCaptcha',
        onDone: {
          target: 'choosing',
          actions: { type: 'setCaptcha', params: ({ event }) => ({ captcha: event.output }) },
        },
        onError: { target: 'captchaFailed', actions: 'showCaptchaFailure' },
      },
      on: { 'recover.change': changeValue, 'recover.channel': { actions: 'chooseChannel' } },
    },
    /** Shows 'Load Fail' where the captcha goes, with a retry. */
    captchaFailed: {
      on: {
        'recover.change': changeValue,
        'recover.channel': { actions: 'chooseChannel' },
        'recover.retry': { target: 'loadingCaptcha', actions: 'clearFormError' },
      },
    },
    /** The channel, the phone or the e-mail, the captcha. */
    choosing: {
      on: {
        'recover.change': changeValue,
        'recover.channel': { actions: 'chooseChannel' },
        'recover.refreshCaptcha': { target: 'loadingCaptcha', actions: 'discardCaptcha' },
        'recover.send': [{ guard: 'sendValid', target: 'sending' }, { actions: 'showSendErrors' }],
      },
    },
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => sendRequest(context),
        onDone: { target: 'codeSent', actions: { type: 'sent', params: ({ event }) => ({ output: event.output }) } },
        onError: {
          target: 'loadingCaptcha',
          actions: [{ type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, 'discardCaptcha'],
        },
      },
    },
    /** The code and the new password; another code once the wait is over. */
    codeSent: {
      after: { resendWait: { actions: assign({ canResend: true }) } },
      initial: 'entering',
      states: {
        entering: {
          on: {
            'recover.change': changeValue,
            'recover.reset': [{ guard: 'resetValid', target: 'resetting' }, { actions: 'showResetErrors' }],
            'recover.resend': {
              guard: 'canResend',
              target: '#passwordRecovery.loadingCaptcha',
              actions: ['discardCaptcha', 'clearFormError'],
            },
            'recover.edit': {
              target: '#passwordRecovery.loadingCaptcha',
              actions: ['discardCaptcha', assign({ errors: {}, formError: null, expiresAt: null })],
            },
          },
        },
        resetting: {
          invoke: {
            id: 'reset',
            src: 'reset',
            input: ({ context }) => resetRequest(context),
            onDone: {
              target: '#passwordRecovery.done',
              actions: assign(({ context }) => ({
                values: { ...context.values, code: '', password: '', password_confirmation: '' },
              })),
            },
            onError: {
              target: 'entering',
              actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    /** The password is changed: the screen offers to log in with it. */
    done: { type: 'final' },
  },
});

export type PasswordRecoveryActorRef = ActorRefFrom<typeof passwordRecoveryMachine>;
