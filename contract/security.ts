import * as v from 'valibot';
import { LangField } from './common';
import { PASSWORD_MIN } from './fields';
import { endpoint } from './endpoint';
import { CodeField } from './codes';
import { isValidEmail, MemberPixKeyList, PixKeyAddBody, PixKeyIdBody, WithdrawalPasswordBody } from './money';
import { says } from './says';
import { TwoFactorCode } from './securityTwoFactor';

/** The security center: the password gate, the login password, the e-mail, the withdrawal password. */

/** How long a confirmed password opens the security center's changes. */
export const VERIFIED_MINUTES = 15;

const Password = v.pipe(
  v.string(says('auth.password_too_short')),
  v.minLength(PASSWORD_MIN, says('auth.password_too_short')),
  v.maxLength(128),
);

/** POST /api/security/verify. */
export const VerifyBody = v.object({
  password: v.pipe(v.string(says('security.password_wrong')), v.minLength(1, says('security.password_wrong'))),
  /** With two-factor on: the authenticator's code or a recovery code too. */
  code: v.optional(TwoFactorCode),
  lang: LangField,
});
/** GET /api/security/status and the verify answer. */
export const SecurityStatus = v.object({
  /** Until when this session may make changes (ISO), or null. */
  verified_until: v.nullable(v.string()),
  /** The verified e-mail, else the one given at sign-up (not verified yet), else null. */
  email: v.nullable(v.string()),
  email_verified: v.boolean(),
  phone: v.string(),
  /** Confirmed by an SMS code: needed to deposit. */
  phone_verified: v.boolean(),
  has_qk_pwd: v.boolean(),
  /** Two-factor authentication on: the gate and withdrawals ask a code too. */
  two_factor: v.boolean(),
});
export type SecurityStatus = v.InferOutput<typeof SecurityStatus>;

/** POST /api/security/password: the new login password, twice (the session's password confirmed first). */
export const ChangePasswordBody = v.pipe(
  v.object({ password: Password, password_confirmation: v.string(says('auth.passwords_differ')), lang: LangField }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      says('auth.passwords_differ'),
    ),
    ['password_confirmation'],
  ),
);
export type ChangePasswordBody = v.InferInput<typeof ChangePasswordBody>;

/** POST /api/security/qkpwd takes the same body as setting the first one (money's WithdrawalPasswordBody). */

const Email = v.pipe(
  v.string(says('email.invalid')),
  v.trim(),
  v.toLowerCase(),
  v.check(isValidEmail, says('email.invalid')),
);
/** POST /api/security/email/code, then /api/security/email/bind. */
export const EmailCodeBody = v.object({ email: Email, lang: LangField });
export const EmailBindBody = v.object({ email: Email, code: CodeField, lang: LangField });
export const EmailCodeResult = v.object({
  email: v.string(),
  expires_at: v.string(),
  /** Seconds until another code may be asked for. */
  resend_in: v.number(),
  /** Where the code can be read instead of a phone or mailbox: the sandbox's outbox (/sandbox/mail); null on a real site. */
  outbox: v.nullable(v.string()),
});

/* The security center's endpoints (the PIX keys' list is the payments' GET /api/member/bank). */

const gateErrors = { 'security.verify_first': 'confirm the password first: POST /api/security/verify' } as const;

export const SecurityEndpoints = {
  status: endpoint({
    method: 'get',
    path: '/security/status',
    summary:
      'The security center: until when this session may make changes, the bound e-mail, whether a withdrawal password is set',
    tag: 'security',
    auth: 'member',
    response: SecurityStatus,
  }),
  verify: endpoint({
    method: 'post',
    path: '/security/verify',
    summary:
      'Confirm the login password: opens the security center’s changes for this session for 15 minutes; wrong passwords count as failed logins',
    tag: 'security',
    auth: 'member',
    body: VerifyBody,
    response: SecurityStatus,
    errors: {
      'security.password_wrong': '',
      'auth.too_many_attempts': '',
      'two_factor.code_required': 'two-factor is on: the code goes with the password',
      'two_factor.code_wrong': '',
      'two_factor.too_many_tries': '',
    },
  }),
  changePassword: endpoint({
    method: 'post',
    path: '/security/password',
    summary:
      'Change the login password (6 or more characters, typed twice, not the current one); ends the member’s other sessions',
    tag: 'security',
    auth: 'member',
    body: ChangePasswordBody,
    response: SecurityStatus,
    errors: { ...gateErrors, 'security.password_same': '' },
  }),
  changeWithdrawalPassword: endpoint({
    method: 'post',
    path: '/security/qkpwd',
    summary: 'Change (or set) the withdrawal password: 6 digits, typed twice',
    tag: 'security',
    auth: 'member',
    body: WithdrawalPasswordBody,
    response: SecurityStatus,
    errors: gateErrors,
  }),
  sendEmailCode: endpoint({
    method: 'post',
    path: '/security/email/code',
    summary:
      'Send a 6-digit code to an e-mail address to verify it (the one given at sign-up, or another; in sandbox mode to the outbox, /sandbox/mail); valid 10 minutes. An address another member has is answered the same',
    tag: 'security',
    auth: 'member',
    body: EmailCodeBody,
    response: EmailCodeResult,
    errors: {
      ...gateErrors,
      'code.resend_wait': 'another code to the same address within 60 seconds; params.seconds',
      'code.too_many_sends': '5 codes a day to one address, 20 a day from one client address; params.until',
    },
  }),
  bindEmail: endpoint({
    method: 'post',
    path: '/security/email/bind',
    summary:
      'Verify the e-mail with the code sent to it (5 tries, single use): it becomes the member’s e-mail; ends the member’s other sessions',
    tag: 'security',
    auth: 'member',
    body: EmailBindBody,
    response: SecurityStatus,
    errors: {
      ...gateErrors,
      'code.wrong': 'wrong, expired or used',
      'security.email_taken': 'another member verified it (said only with the right code)',
    },
  }),
  addPixKey: endpoint({
    method: 'post',
    path: '/member/bank/add',
    summary:
      'Save a PIX key for withdrawals (CPF, CNPJ, phone, e-mail or EVP, checked like a withdrawal’s) in the member’s own CPF (the gateway’s key lookup confirms the holder, recorded); the first is the default',
    tag: 'security',
    auth: 'member',
    body: PixKeyAddBody,
    response: MemberPixKeyList,
    errors: {
      ...gateErrors,
      'pix.key_exists': '',
      'identity.incomplete': 'an account from before the identity rule, without a CPF',
      'pix.cpf_not_own': 'a CPF key that is not the member’s CPF',
      'pix.key_not_own_cpf': 'the gateway reports another holder for the key',
      'pix.key_unconfirmed': 'outside sandbox mode, no key lookup: only a CPF key',
    },
  }),
  removePixKey: endpoint({
    method: 'post',
    path: '/member/bank/remove',
    summary: 'Remove one of the member’s PIX keys (the newest other one becomes the default)',
    tag: 'security',
    auth: 'member',
    body: PixKeyIdBody,
    response: MemberPixKeyList,
    errors: { ...gateErrors, 'pix.key_not_found': 'also another member’s' },
  }),
  defaultPixKey: endpoint({
    method: 'post',
    path: '/member/bank/default',
    summary: 'Make one of the member’s PIX keys the default (the withdrawal form starts with it)',
    tag: 'security',
    auth: 'member',
    body: PixKeyIdBody,
    response: MemberPixKeyList,
    errors: { ...gateErrors, 'pix.key_not_found': 'also another member’s' },
  }),
};
