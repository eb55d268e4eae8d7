import * as v from 'valibot';
import {
  cpfDigits,
  FULL_NAME_MAX,
  isNameText,
  isValidCpf,
  isValidEmail,
  LangField,
  Money,
  plainText,
  Password,
  Phone,
} from './common';
import { endpoint } from './endpoint';
import { CaptchaBody, EmptyBody, NoData } from './system';
import { says } from './says';
import { CaptchaQuestion } from './captchaQuestion';

export const CaptchaData = v.object({
  key: v.string(),
  /** A `data:image/svg+xml` URL of the code to type. */
  image: v.pipe(v.string(), v.startsWith('data:image/svg+xml')),
  /** The alternative for a person who cannot see the picture: its answer goes in `captcha` too. */
  question: v.optional(CaptchaQuestion),
});
export type CaptchaData = v.InferOutput<typeof CaptchaData>;

const Captcha = {
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

export const Login2Body = v.object({
  phone: Phone,
  password: v.pipe(v.string(says('auth.wrong_credentials')), v.minLength(1, says('auth.wrong_credentials'))),
  ...Captcha,
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
  birth_date: v.pipe(
    v.string(says('identity.birth_date_invalid')),
    v.isoDate(says('identity.birth_date_invalid')),
    v.check((day) => day >= '1900-01-01', says('identity.birth_date_invalid')),
  ),
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

const Flag = v.picklist([0, 1]);
const NullableString = v.nullable(v.string());

/** The member's own record (SPEC §3). Money fields are decimal strings. */
/** A pause or a self-exclusion running now (contract/responsible.ts). */
export const RestrictionKind = v.picklist(['pause', 'self_exclusion']);
export const Restriction = v.object({
  kind: RestrictionKind,
  period: v.string(),
  /** null: permanent. */
  until: v.nullable(v.string()),
});
export type Restriction = v.InferOutput<typeof Restriction>;

export const UserInfo = v.object({
  id: v.number(),
  name: v.string(),
  nickname: v.string(),
  realname: NullableString,
  /** Whether the member has given full name, CPF and date of birth: needed to deposit or play. */
  identity_complete: v.boolean(),
  /** A pause or self-exclusion running now: only withdrawals are open, and no promotion is shown. */
  restriction: v.nullable(Restriction),
  /** Minutes of play between reality checks. */
  reality_check_minutes: v.number(),
  email: NullableString,
  phone: v.string(),
  qq: NullableString,
  gender: v.number(),
  invite_code: v.string(),
  money: Money,
  fs_money: Money,
  ml_money: Money,
  total_money: Money,
  total_slot_money: Money,
  total_live_money: Money,
  score: v.number(),
  register_ip: NullableString,
  register_area: NullableString,
  register_site: v.string(),
  status: v.number(),
  is_tips_on: Flag,
  is_in_on: Flag,
  is_trans_on: Flag,
  is_demo: Flag,
  lang: v.string(),
  top_id: v.nullable(v.number()),
  agent_id: v.nullable(v.number()),
  total_credit: Money,
  used_credit: Money,
  level: v.number(),
  slot_level: v.number(),
  live_level: v.number(),
  level_name: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
  deleted_at: NullableString,
  site: v.string(),
  is_ms_reg: Flag,
  has_qk_pwd: v.boolean(),
  d7_map: v.nullable(v.record(v.string(), v.string())),
  day7_id: NullableString,
  /** Never sent: kept for the shape of the record. */
  bridge_password: v.null(),
  bridge_password_token: v.null(),
  avatar: v.string(),
  /** Unread notifications (the header's count). */
  unread_notifications: v.number(),
});
export type UserInfo = v.InferOutput<typeof UserInfo>;

/** POST /api/member/close: the login password confirms the closure. */
export const CloseAccountBody = v.object({
  password: v.pipe(
    v.string(says('security.password_wrong')),
    v.minLength(1, says('security.password_wrong')),
    v.maxLength(128, says('security.password_wrong')),
  ),
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
      'identity.cpf_taken': 'one account per CPF',
      'identity.underage': 'younger than 18 on the São Paulo date of the request',
      'identity.already_complete': 'the account has its identity already',
    },
  }),
  closeAccount: endpoint({
    method: 'post',
    path: '/member/close',
    summary:
      'Close the account (the login password confirms it): only with a zero balance and no withdrawal or deposit under way; ends every session, and login is refused from then on. The CPF stays taken. Sent again, it answers the same closure',
    tag: 'auth',
    auth: 'member',
    body: CloseAccountBody,
    response: ClosedAccount,
    errors: {
      'security.password_wrong': 'wrong passwords count as failed logins',
      'auth.too_many_attempts': '',
      'account.balance_left': 'balance above zero: withdraw it first; params.balance',
      'account.withdrawal_pending': 'a withdrawal not yet paid or refused',
      'account.deposit_pending': 'a PIX deposit order still open',
    },
  }),
  captcha: endpoint({
    method: 'post',
    path: '/auth/captcha',
    summary: 'Issue a captcha: a picture of a 4-character code, single use, valid for 5 minutes',
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
      'auth.phone_taken': '',
      'auth.invite_code_unknown': '',
      'identity.cpf_taken': 'one account per CPF',
      'identity.underage': 'younger than 18 on the São Paulo date of the request',
    },
  }),
  login: endpoint({
    method: 'post',
    path: '/auth/login2',
    summary: 'Log in with phone, password and captcha; answers a session token',
    tag: 'auth',
    auth: 'public',
    body: Login2Body,
    captcha: true,
    response: TokenData,
    errors: {
      'auth.captcha_again': 'the captcha is used up by every attempt',
      'auth.wrong_credentials': 'the same for an unknown phone',
      'auth.account_closed': 'the member closed the account (said only after the right password)',
    },
  }),
  me: endpoint({
    method: 'post',
    path: '/auth/me',
    summary: "The member's own record",
    tag: 'auth',
    auth: 'member',
    body: EmptyBody,
    response: UserInfo,
  }),
  logout: endpoint({
    method: 'post',
    path: '/auth/logout',
    summary: 'End the session of the token',
    tag: 'auth',
    auth: 'member',
    body: EmptyBody,
    response: NoData,
  }),
};
