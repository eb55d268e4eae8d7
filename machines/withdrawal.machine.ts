import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assertEvent, assign, setup, type ActorRefFrom } from 'xstate';
import { isBrazilianMobile } from '../contract/fields';
import {
  isGuessableWithdrawalPassword,
  type DrawingBody,
  type DrawingResult,
  type MemberPixKeyList,
  type PixKeyType,
  type TradingRules,
} from '../contract/money';
import type { WithdrawalHolder } from '../contract/withdrawalHolder';
import { amountProblem } from './amounts';
import { PIX_KEY_MESSAGES, pixKeyProblems } from './pixKey';
import { failureMessage, fieldRefusals, notProvided, notProvidedPromise, type Text } from './shared';
import { codeAsked, isTwoFactorCodeText, TWO_FACTOR_MESSAGES } from './twoFactorCode';

export const WITHDRAW_MESSAGES = {
  pwdSixDigits: msg`The withdrawal password is 6 digits`,
  pwdGuessable: msg`Choose digits that are not a sequence or one repeated digit (like 123456, 654321 or 111111): they are the first anyone tries`,
  pwdMismatch: msg`Passwords did not match`,
  pwdSet: msg`The withdrawal password was set`,
  invalidCpf: PIX_KEY_MESSAGES.CPF,
  invalidPhone: PIX_KEY_MESSAGES.PHONE,
  fixForm: msg`Please fix the error in the form`,
  submitted: msg`The withdrawal application has been submitted successfully.Please wait for the administrators review.`,
} as const;

/** The withdrawal form's fields (request names), and the two of the withdrawal-password form. */
export const WITHDRAW_FIELDS = [
  'money',
  'qk_pwd',
  'payment_type',
  'account',
  'phone_number',
  'member_remark',
  'new_qk_pwd',
  'new_qk_pwd_confirmation',
  'otp',
] as const;
export type WithdrawField = (typeof WITHDRAW_FIELDS)[number];
export type WithdrawValues = Record<Exclude<WithdrawField, 'payment_type'>, string> & { payment_type: PixKeyType };
export type WithdrawErrors = Partial<Record<WithdrawField, Text>>;

/** What the form needs before it can be shown. */
export type WithdrawalSetup = {
  rules: TradingRules;
  /** The withdrawable balance. */
  balance: string;
  hasPassword: boolean;
  /** Two-factor on: the authenticator's code (or a recovery code) goes with the withdrawal. */
  twoFactor: boolean;
  /** PIX keys used before, most recent first (the first fills the form). */
  keys: MemberPixKeyList;
  /** Who the withdrawal is paid to: the identity's full name and CPF (masked), shown read-only. */
  holder: WithdrawalHolder;
};

export type WithdrawalRequest = Omit<DrawingBody, 'lang'>;
/** The first withdrawal password; with two-factor on, the code (or a recovery code) that confirms it. */
export type PasswordRequest = { qk_pwd: string; qk_pwd_confirmation: string; otp?: string };

export type WithdrawalContext = {
  setup: WithdrawalSetup | null;
  values: WithdrawValues;
  errors: WithdrawErrors;
  /** The form's message: 'Please fix the error in the form', or the server's answer (shown in an alert). */
  formError: Text | null;
  /** A confirmation shown above the form (the password was set). */
  notice: MessageDescriptor | null;
  result: DrawingResult | null;
};

export type WithdrawalEvent =
  | { type: 'withdraw.change'; field: WithdrawField; value: string }
  | { type: 'withdraw.useKey'; index: number }
  | { type: 'withdraw.all' }
  | { type: 'withdraw.savePassword' }
  | { type: 'withdraw.submit' }
  | { type: 'withdraw.retry' }
  | { type: 'withdraw.again' };

const EMPTY: WithdrawValues = {
  money: '',
  qk_pwd: '',
  payment_type: 'CPF',
  account: '',
  phone_number: '',
  member_remark: '',
  new_qk_pwd: '',
  new_qk_pwd_confirmation: '',
  otp: '',
};

const SIX_DIGITS = /^\d{6}$/;
const isKeyType = (value: string): value is PixKeyType => ['CPF', 'CNPJ', 'PHONE', 'EMAIL', 'EVP'].includes(value);

/** The most it can be: the rules' maximum or the balance, whichever is lower. */
export function withdrawMax(setup: WithdrawalSetup): string {
  const max = Math.min(Number(setup.rules.withdraw_max), Number(setup.balance));
  return Math.max(0, max).toFixed(2);
}

/** The withdrawal form's rules (the server applies the same ones, and the turnover). */
export function validateWithdrawal(values: WithdrawValues, setup: WithdrawalSetup): WithdrawErrors {
  const errors: WithdrawErrors = {};
  const money = amountProblem(values.money, { min: setup.rules.withdraw_min, max: withdrawMax(setup) });
  if (money) errors.money = money;
  if (!SIX_DIGITS.test(values.qk_pwd)) errors.qk_pwd = WITHDRAW_MESSAGES.pwdSixDigits;
  // The holder is the identity (its name and CPF are not asked): only the key is checked.
  const { account } = pixKeyProblems(values.payment_type, values.account, setup.holder.name);
  if (account) errors.account = account;
  const phone = values.phone_number.trim();
  if (phone !== '' && !isBrazilianMobile(phone)) errors.phone_number = WITHDRAW_MESSAGES.invalidPhone;
  if (setup.twoFactor && !isTwoFactorCodeText(values.otp)) errors.otp = TWO_FACTOR_MESSAGES.enterCodeOrRecovery;
  return errors;
}

/** The first withdrawal password's form: 6 digits, not guessable, typed twice; with two-factor on, a code. */
export function validatePassword(values: WithdrawValues, setup: WithdrawalSetup | null): WithdrawErrors {
  const errors: WithdrawErrors = {};
  if (setup?.twoFactor && !isTwoFactorCodeText(values.otp)) errors.otp = TWO_FACTOR_MESSAGES.enterCodeOrRecovery;
  if (!SIX_DIGITS.test(values.new_qk_pwd)) errors.new_qk_pwd = WITHDRAW_MESSAGES.pwdSixDigits;
  else if (isGuessableWithdrawalPassword(values.new_qk_pwd)) errors.new_qk_pwd = WITHDRAW_MESSAGES.pwdGuessable;
  else if (values.new_qk_pwd_confirmation !== values.new_qk_pwd) {
    errors.new_qk_pwd_confirmation = WITHDRAW_MESSAGES.pwdMismatch;
  }
  return errors;
}

/** The POST /api/drawing body: the key also goes in its own field (phone_number, email, cnpj, evp). */
export function withdrawalRequest(values: WithdrawValues): WithdrawalRequest {
  const type = values.payment_type;
  const account = values.account.trim();
  const phone = values.phone_number.trim() || (type === 'PHONE' ? account : '');
  const remark = values.member_remark.trim();
  const otp = values.otp.trim();
  return {
    money: values.money.trim().replace(',', '.'),
    qk_pwd: values.qk_pwd,
    payment_type: type,
    account,
    ...(phone ? { phone_number: phone } : {}),
    ...(type === 'EMAIL' ? { email: account } : {}),
    ...(type === 'CNPJ' ? { cnpj: account } : {}),
    ...(type === 'EVP' ? { evp: account } : {}),
    ...(remark ? { member_remark: remark } : {}),
    ...(otp ? { otp } : {}),
  };
}

/** The form filled from a PIX key used before. */
function withKey(values: WithdrawValues, key: MemberPixKeyList[number] | undefined): WithdrawValues {
  if (!key) return values;
  return { ...values, payment_type: key.payment_type, account: key.account };
}

const editable = {
  'withdraw.change': { actions: 'changeValue' },
} as const;

/**
 * A withdrawal by PIX: the rules, balance and keys used before; a withdrawal password set first when
 * the member has none; the form checked field by field; then the order, pending the operator's review,
 * or the server's refusal (turnover not reached, wrong password…) in an alert.
 */
export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
  },
  actors: {
    loadSetup: notProvidedPromise<WithdrawalSetup, void>('loadSetup'),
    setPassword: notProvidedPromise<unknown, PasswordRequest>('setPassword'),
    submit: notProvidedPromise<DrawingResult, WithdrawalRequest>('submit'),
  },
  actions: {
    /** The header's balance is refreshed (the amount was held). */
    balanceChanged: notProvided('balanceChanged'),
    /** A fresh form, filled from the last key used. */
    takeSetup: assign((_, params: { setup: WithdrawalSetup }) => ({
      setup: params.setup,
      values: withKey(EMPTY, params.setup.keys[0]),
    })),
    changeValue: assign(({ context, event }) => {
      assertEvent(event, 'withdraw.change');
      if (event.field === 'payment_type' && !isKeyType(event.value)) return {};
      const errors = { ...context.errors };
      delete errors[event.field];
      if (event.field === 'payment_type') delete errors.account;
      return { values: { ...context.values, [event.field]: event.value }, errors, formError: null };
    }),
    useKey: assign(({ context, event }) => {
      assertEvent(event, 'withdraw.useKey');
      const values = withKey(context.values, context.setup?.keys[event.index]);
      const { account: _a, payment_type: _t, ...errors } = context.errors;
      return { values, errors, formError: null };
    }),
    fillMax: assign(({ context }) => {
      const { money: _, ...errors } = context.errors;
      return {
        values: { ...context.values, money: context.setup ? withdrawMax(context.setup) : '' },
        errors,
        formError: null,
      };
    }),
    showFormErrors: assign(({ context }) => ({
      errors: context.setup ? validateWithdrawal(context.values, context.setup) : {},
      formError: WITHDRAW_MESSAGES.fixForm,
    })),
    showPasswordErrors: assign(({ context }) => ({
      errors: validatePassword(context.values, context.setup),
      formError: WITHDRAW_MESSAGES.fixForm,
    })),
    clearErrors: assign({ errors: {}, formError: null, notice: null }),
    showFailure: assign(({ context }, params: { error: unknown }) => {
      const errors: WithdrawErrors = {};
      // Each refused field by its code (said in the person's language), or the server's text.
      for (const [field, text] of Object.entries(fieldRefusals(params.error))) {
        const name = field === 'qk_pwd_confirmation' ? 'new_qk_pwd_confirmation' : field;
        if ((WITHDRAW_FIELDS as readonly string[]).includes(name)) errors[name as WithdrawField] = text;
      }
      // The server asked a code the form did not know it needed (two-factor turned on meanwhile): ask it now.
      const setup = context.setup && codeAsked(params.error) ? { ...context.setup, twoFactor: true } : context.setup;
      return {
        errors,
        formError: failureMessage(params.error),
        setup,
        values: { ...context.values, qk_pwd: '', otp: '' },
      };
    }),
  },
  guards: {
    hasPassword: (_, params: { setup: WithdrawalSetup }) => params.setup.hasPassword,
    formValid: ({ context }) =>
      context.setup !== null && Object.keys(validateWithdrawal(context.values, context.setup)).length === 0,
    passwordValid: ({ context }) => Object.keys(validatePassword(context.values, context.setup)).length === 0,
  },
}).createMachine({
  id: 'withdrawal',
  context: { setup: null, values: EMPTY, errors: {}, formError: null, notice: null, result: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSetup',
        src: 'loadSetup',
        onDone: [
          {
            guard: { type: 'hasPassword', params: ({ event }) => ({ setup: event.output }) },
            target: 'editing',
            actions: { type: 'takeSetup', params: ({ event }) => ({ setup: event.output }) },
          },
          {
            target: 'passwordNeeded',
            actions: { type: 'takeSetup', params: ({ event }) => ({ setup: event.output }) },
          },
        ],
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: { on: { 'withdraw.retry': { target: 'loading' } } },
    /**
     * No withdrawal password yet: set one (6 digits, typed twice) before the form; with two-factor on, with
     * the authenticator's code (a code the server asks that the form did not know of is asked then).
     */
    passwordNeeded: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            ...editable,
            'withdraw.savePassword': [
              { guard: 'passwordValid', target: 'saving', actions: 'clearErrors' },
              { actions: 'showPasswordErrors' },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'setPassword',
            src: 'setPassword',
            input: ({ context }): PasswordRequest => ({
              qk_pwd: context.values.new_qk_pwd,
              qk_pwd_confirmation: context.values.new_qk_pwd_confirmation,
              // Two-factor on: a guarded change, confirmed by the authenticator's code (or a recovery code).
              ...(context.setup?.twoFactor ? { otp: context.values.otp.trim() } : {}),
            }),
            onDone: {
              target: '#withdrawal.editing',
              actions: assign(({ context }) => ({
                setup: context.setup && { ...context.setup, hasPassword: true },
                values: { ...context.values, new_qk_pwd: '', new_qk_pwd_confirmation: '', otp: '' },
                notice: WITHDRAW_MESSAGES.pwdSet,
              })),
            },
            onError: {
              target: 'editing',
              actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    editing: {
      on: {
        ...editable,
        'withdraw.useKey': { actions: 'useKey' },
        'withdraw.all': { actions: 'fillMax' },
        'withdraw.submit': [
          { guard: 'formValid', target: 'submitting', actions: 'clearErrors' },
          { actions: 'showFormErrors' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => withdrawalRequest(context.values),
        onDone: {
          target: 'submitted',
          actions: [assign({ result: ({ event }) => event.output }), 'balanceChanged'],
        },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Pending the operator's review; another withdrawal starts from fresh rules and balance. */
    submitted: {
      on: { 'withdraw.again': { target: 'loading', actions: assign({ result: null, errors: {}, formError: null }) } },
    },
  },
});

export type WithdrawalActorRef = ActorRefFrom<typeof withdrawalMachine>;
