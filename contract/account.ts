import * as v from 'valibot';
import { REGULATOR_CPF_ERRORS } from './regulator';
import { LangField, plainText, CalendarDay, LAST_BUSINESS_DAY } from './common';
import {
  cpfDigits,
  FIRST_BIRTH_DATE,
  FULL_NAME_MAX,
  isNameText,
  isValidCpf,
  isValidEmail,
  Password,
  Phone,
} from './fields';
import { endpoint } from './endpoint';
import { CaptchaBody } from './system';
import { says } from './says';
import { CaptchaQuestion } from './captchaQuestion';

/*
 * The account's forms and calls: captcha, login, register (with identity), completing the identity, closing
 * the account. Apart from contract/auth.ts (the member's record and the session's calls), which the first page
 * needs: these load with the forms.

 */

/** Who judges the captcha: the built-in picture and question, or a hosted challenge (CAPTCHA_PROVIDER). */
export const CaptchaProviderName = v.picklist(['builtin', 'turnstile', 'hcaptcha']);
export type CaptchaProviderName = v.InferOutput<typeof CaptchaProviderName>;

export const CaptchaData = v.object({
  key: v.string(),
  /** Absent: the built-in one. */
  provider: v.optional(CaptchaProviderName),
  /** The built-in one: a `data:image/svg+xml` URL of the code to type. */
  image: v.optional(v.pipe(v.string(), v.startsWith('data:image/svg+xml'))),
  /** The built-in one's alternative for a person who cannot see the picture: its answer goes in `captcha` too. */
  question: v.optional(CaptchaQuestion),
  /** A hosted challenge: the site key its widget is rendered with; the widget's token goes in `captcha`. */
  site_key: v.optional(v.string()),
});
export type CaptchaData = v.InferOutput<typeof CaptchaData>;

export const Captcha = {
  captcha_key: v.pipe(
    v.string(says('auth.captcha_again')),
    plainText(says('auth.captcha_again')),
    v.minLength(1, says('auth.captcha_again')),
  ),
  captcha: v.pipe(
    v.string(says('auth.captcha_again')),
    plainText(says('auth.captcha_again')),
    v.trim(),
    v.minLength(1, says('auth.captcha_again')),
  ),
};

/**
 * The id the app keeps for this browser (a random UUID in localStorage). Registration refusals are counted per
 * device as well as per address; a login from a device the member logged in from before is not held back when
 * strangers guess the phone's password from many places.
 */
const DeviceId = v.optional(
  v.pipe(v.string(says('request.invalid')), v.regex(/^[A-Za-z0-9-]{16,64}$/, says('request.invalid'))),
);

export const Login2Body = v.object({
  phone: Phone,
  password: v.pipe(v.string(says('auth.wrong_credentials')), v.minLength(1, says('auth.wrong_credentials'))),
  ...Captcha,
  device_id: DeviceId,
  lang: LangField,
});
export type Login2Body = v.InferInput<typeof Login2Body>;

/** Who the person is (Portaria SPA/MF 722/2024): full name, CPF, date of birth, e-mail, the terms accepted. */
export const IdentityFields = {
  realname: v.pipe(
    v.string(says('identity.full_name_required')),
    v.trim(),
    v.maxLength(FULL_NAME_MAX, says('identity.full_name_too_long')),
    v.check((name) => name === '' || isNameText(name), says('identity.full_name_characters')),
    v.check((name) => /^\S+(\s+\S+)+$/.test(name), says('identity.full_name_required')),
    plainText(says('identity.full_name_required')),
  ),
  cpf: v.pipe(
    v.string(says('identity.cpf_invalid')),
    v.trim(),
    v.maxLength(20, says('identity.cpf_invalid')),
    v.check(isValidCpf, says('identity.cpf_invalid')),
    v.transform(cpfDigits),
  ),
  /** A real date from 1900 on; one after today is refused by the server (members/identity.ts). */
  birth_date: CalendarDay(says('identity.birth_date_invalid'), { min: FIRST_BIRTH_DATE, max: LAST_BUSINESS_DAY }),
  email: v.pipe(
    v.string(says('email.invalid')),
    v.trim(),
    v.toLowerCase(),
    v.check(isValidEmail, says('email.invalid')),
  ),
  accept_terms: v.pipe(
    v.unknown(),
    v.check(
      (value) => value === true || value === 'true' || value === '1' || value === 1,
      says('identity.terms_required'),
    ),
    v.transform((): true => true),
  ),
};

export const Register2Body = v.pipe(
  v.object({
    phone: Phone,
    password: Password,
    password_confirmation: v.string(says('auth.passwords_differ')),
    ...Captcha,
    ...IdentityFields,
    invite_code: v.optional(
      v.pipe(
        v.string(says('auth.invite_code_unknown')),
        plainText(says('auth.invite_code_unknown')),
        v.trim(),
        v.maxLength(32, says('auth.invite_code_unknown')),
      ),
    ),
    device_id: DeviceId,
    lang: LangField,
  }),
  v.forward(
    v.check((b) => b.password === b.password_confirmation, says('auth.passwords_differ')),
    ['password_confirmation'],
  ),
);
export type Register2Body = v.InferInput<typeof Register2Body>;

/** An account from before the identity rule completes it (POST /api/member/identity). */
export const IdentityBody = v.object({ ...IdentityFields, lang: LangField });
export type IdentityBody = v.InferInput<typeof IdentityBody>;
export const IdentityResult = v.object({ identity_complete: v.literal(true) });

export const TokenData = v.object({
  access_token: v.string(),
  token_type: v.literal('Bearer'),
  /** Seconds until the token lapses if unused. */
  expires_in: v.number(),
});
export type TokenData = v.InferOutput<typeof TokenData>;

/** The login's answer when two-factor asks a code first (a device not known): the step's token (contract/twoFactor.ts). */
export const TwoFactorChallenge = v.object({
  two_factor: v.object({
    /** Goes back with the code to POST /api/auth/login/two-factor; valid 5 minutes, 5 tries. */
    challenge: v.string(),
    expires_at: v.string(),
  }),
});
export type TwoFactorChallenge = v.InferOutput<typeof TwoFactorChallenge>;
/** A session token, or (two-factor on, a device not known) the step that asks the code. */
export const LoginResult = v.union([TokenData, TwoFactorChallenge]);
export type LoginResult = v.InferOutput<typeof LoginResult>;

/** POST /api/member/close: the login password confirms the closure, and with two-factor on a code too. */
export const CloseAccountBody = v.object({
  password: v.pipe(
    v.string(says('security.password_wrong')),
    v.minLength(1, says('security.password_wrong')),
    v.maxLength(128, says('security.password_wrong')),
  ),
  /**
   * With two-factor on: the authenticator's code or a recovery code, checked by the server as every code is
   * (a plain string here, so the first page's contract carries none of the code's rules).
   */
  code: v.optional(v.pipe(v.string(says('two_factor.code_wrong')), v.maxLength(40, says('two_factor.code_wrong')))),
  lang: LangField,
});
export type CloseAccountBody = v.InferInput<typeof CloseAccountBody>;
export const ClosedAccount = v.object({ closed_at: v.string() });
export const AccountText = { closed: 'Your account is closed' } as const;

/* The session's endpoints. */

export const AuthEndpoints = {
  completeIdentity: endpoint({
    method: 'post',
    path: '/member/identity',
    summary:
      'Complete the identity of an account from before the rule (full name, CPF, date of birth, e-mail, the terms): needed to deposit or play',
    tag: 'auth',
    auth: 'member',
    body: IdentityBody,
    response: IdentityResult,
    errors: {
      'identity.cpf_taken': 'one account per CPF (asked at most 5 times in 15 minutes per account)',
      'identity.birth_date_invalid': 'a date of birth after the São Paulo date of the request',
      'identity.underage': 'younger than 18 on the São Paulo date of the request',
      'identity.already_complete': 'the account has its identity already',
      'auth.too_many_attempts': 'a 6th CPF asked about within 15 minutes',
      ...REGULATOR_CPF_ERRORS,
    },
  }),
  closeAccount: endpoint({
    method: 'post',
    path: '/member/close',
    summary:
      "Close the account (the login password confirms it, and with two-factor on the authenticator's code or a recovery code): only with a zero balance and nothing open (bets, slips, crash rounds, deposits waiting for payment, withdrawals not yet paid or refused); ends every session, and login is refused from then on. The CPF stays taken. Sent again, it answers the same closure",
    tag: 'auth',
    auth: 'member',
    body: CloseAccountBody,
    response: ClosedAccount,
    errors: {
      'security.password_wrong': 'wrong passwords count as failed logins',
      'auth.too_many_attempts': '',
      'two_factor.code_required':
        'two-factor is on: the code goes with the password (asked before the password is checked)',
      'two_factor.code_wrong': 'spent only when the account is closed',
      'two_factor.too_many_tries': '',
      'account.balance_left': 'balance above zero: withdraw it first; params.balance',
      'account.still_open':
        'a sports bet or slip not settled, a crash round running, a game round open, a deposit waiting for payment or a withdrawal not yet paid or refused; params count each (sports_bets, slips, crash_rounds, game_rounds, deposits, withdrawals)',
    },
  }),
  captcha: endpoint({
    method: 'post',
    path: '/auth/captcha',
    summary:
      'Issue a captcha: a picture of a 4-character code and, for a person who cannot see it, a sum to work out; single use (a wrong answer spends it too), valid for 5 minutes. With a hosted provider configured (CAPTCHA_PROVIDER), its name and site key instead',
    tag: 'auth',
    auth: 'public',
    body: CaptchaBody,
    bodyFormats: ['json', 'form'],
    response: CaptchaData,
  }),
  register: endpoint({
    method: 'post',
    path: '/auth/register2',
    summary:
      'Register with phone, password, identity (full name, CPF, date of birth, e-mail, the terms accepted) and captcha; answers a session token',
    tag: 'auth',
    auth: 'public',
    body: Register2Body,
    captcha: true,
    response: TokenData,
    errors: {
      'auth.captcha_again': 'the captcha is used up by every attempt',
      'auth.phone_taken': 'said only after every other check and the captcha',
      'auth.invite_code_unknown': '',
      'identity.cpf_taken': 'one account per CPF (said only after every other check and the captcha)',
      'identity.birth_date_invalid': 'a date of birth after the São Paulo date of the request',
      'identity.underage': 'younger than 18 on the São Paulo date of the request',
      'auth.too_many_attempts':
        'too many refused registrations from this address (30) or device (10) in 15 minutes; a registration that goes through is not counted',
      ...REGULATOR_CPF_ERRORS,
    },
  }),
  login: endpoint({
    method: 'post',
    path: '/auth/login2',
    summary:
      'Log in with phone, password and captcha; answers a session token, or — two-factor on and a device not known — `two_factor.challenge` for POST /api/auth/login/two-factor with the code',
    tag: 'auth',
    auth: 'public',
    body: Login2Body,
    captcha: true,
    response: LoginResult,
    errors: {
      'auth.captcha_again': 'the captcha is used up by every attempt',
      'auth.wrong_credentials': 'the same for an unknown phone',
      'auth.account_closed': 'the member closed the account (said only after the right password)',
      'auth.account_blocked': 'the staff blocked the member (said only after the right password)',
      'auth.too_many_attempts':
        '5 wrong passwords for the phone from this address, 30 from this address, or 30 for the phone from anywhere (not from a device the member logged in from before) in 15 minutes',
    },
  }),
};
