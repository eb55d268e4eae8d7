import * as v from 'valibot';
import { LangField } from './common';
import { Phone } from './fields';
import { endpoint } from './endpoint';
import { TokenData } from './account';
import { says } from './says';

/**
 * Two-factor authentication (RFC 6238 TOTP from an authenticator app, with single-use recovery codes): set up
 * and turned off from the security center (behind its password gate); once on, a code is asked at a login from
 * a device not known, at the security center's gate and at every withdrawal.
 */

export const TwoFactorText = {
  challenge: 'Enter the code from your authenticator app',
  setupStarted: 'Scan the QR code with your authenticator app, then enter the code it shows',
  enabled: 'Two-factor authentication is on',
  disabled: 'Two-factor authentication is off',
  codesRenewed: 'New recovery codes were made: the old ones no longer work',
} as const;

/** Recovery codes: 10 characters of this alphabet (no 0/O, 1/I), shown as two groups of five. */
export const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_LENGTH = 10;
export const RECOVERY_CODES = 10;

/** A code as typed, without spaces or dashes, in capitals: "123 456" → "123456", "abcde-fghjk" → "ABCDEFGHJK". */
export const normalizeTwoFactorCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
export const isAuthenticatorCode = (code: string) => /^\d{6}$/.test(code);
export const isRecoveryCode = (code: string) =>
  code.length === RECOVERY_CODE_LENGTH && [...code].every((c) => RECOVERY_ALPHABET.includes(c));

/** An authenticator code (6 digits) or a recovery code, normalized; empty is `two_factor.code_required`. */
export const TwoFactorCode = v.pipe(
  v.string(says('two_factor.code_required')),
  v.maxLength(40, says('two_factor.code_wrong')),
  v.transform(normalizeTwoFactorCode),
  v.minLength(1, says('two_factor.code_required')),
  v.check((code) => isAuthenticatorCode(code) || isRecoveryCode(code), says('two_factor.code_wrong')),
);
/** Only the authenticator's 6 digits (the setup's first code). */
const AuthenticatorCode = v.pipe(
  v.string(says('two_factor.code_required')),
  v.maxLength(40, says('two_factor.code_wrong')),
  v.transform(normalizeTwoFactorCode),
  v.minLength(1, says('two_factor.code_required')),
  v.check(isAuthenticatorCode, says('two_factor.code_wrong')),
);

export const CHALLENGE_MINUTES = 5;
export const CHALLENGE_TRIES = 5;

const DeviceId = v.optional(
  v.pipe(v.string(says('request.invalid')), v.regex(/^[A-Za-z0-9-]{16,64}$/, says('request.invalid'))),
);

export const TwoFactorLoginBody = v.object({
  challenge: v.pipe(
    v.string(says('two_factor.challenge_expired')),
    v.regex(/^[A-Za-z0-9_-]{20,100}$/, says('two_factor.challenge_expired')),
  ),
  code: TwoFactorCode,
  /** The browser's id, as sent with the password: the challenge holds only for the browser it was made for. */
  device_id: DeviceId,
  lang: LangField,
});
export type TwoFactorLoginBody = v.InferInput<typeof TwoFactorLoginBody>;

export const TwoFactorSetup = v.object({
  /** The secret in base32, for typing into the app by hand. */
  secret: v.string(),
  /** otpauth://totp/… for the QR code. */
  uri: v.string(),
  /** The first code must come before this, else the setup starts again. */
  expires_at: v.string(),
});
export type TwoFactorSetup = v.InferOutput<typeof TwoFactorSetup>;

export const TwoFactorCodeBody = v.object({ code: TwoFactorCode, lang: LangField });
export const TwoFactorEnableBody = v.object({ code: AuthenticatorCode, lang: LangField });
export type TwoFactorCodeBody = v.InferInput<typeof TwoFactorCodeBody>;

/** Shown once, right after they are made: only their hashes are kept. */
export const RecoveryCodes = v.object({ recovery_codes: v.array(v.string()) });
export type RecoveryCodes = v.InferOutput<typeof RecoveryCodes>;

export const TwoFactorStatus = v.object({
  on: v.boolean(),
  enabled_at: v.nullable(v.string()),
  /** Recovery codes not used yet. */
  recovery_codes_left: v.number(),
});
export type TwoFactorStatus = v.InferOutput<typeof TwoFactorStatus>;

const gate = { 'security.verify_first': 'confirm the password (and a code) first: POST /api/security/verify' } as const;
const codeErrors = {
  'two_factor.code_required': '',
  'two_factor.code_wrong': 'wrong, expired, or a code already used (each code and recovery code works once)',
  'two_factor.too_many_tries':
    '10 wrong codes in 15 minutes, wherever asked, stop codes for the rest of the 15 minutes',
} as const;

/** The operator's reset, after the member's identity was confirmed by support (phone and codes lost). */
export const TwoFactorResetBody = v.object({ phone: Phone });
export const TwoFactorResetResult = v.object({ member_id: v.number(), was_on: v.boolean() });

export const TwoFactorEndpoints = {
  status: endpoint({
    method: 'get',
    path: '/security/two-factor',
    summary: 'Whether two-factor authentication is on, since when, and how many recovery codes are left',
    tag: 'security',
    auth: 'member',
    response: TwoFactorStatus,
  }),
  setup: endpoint({
    method: 'post',
    path: '/security/two-factor/setup',
    summary:
      'Start setting up an authenticator app: a new secret (TOTP, SHA-1, 6 digits, 30 s) as an otpauth:// URI and in base32; valid 10 minutes, replaced by the next setup; never served again once confirmed',
    tag: 'security',
    auth: 'member',
    body: v.object({ lang: LangField }),
    response: TwoFactorSetup,
    errors: { ...gate, 'two_factor.already_on': '' },
  }),
  enable: endpoint({
    method: 'post',
    path: '/security/two-factor/enable',
    summary:
      'Confirm the setup with the app’s first code: two-factor is on, and the answer carries 10 single-use recovery codes, shown only this once',
    tag: 'security',
    auth: 'member',
    body: TwoFactorEnableBody,
    response: RecoveryCodes,
    errors: {
      ...gate,
      ...codeErrors,
      'two_factor.already_on': '',
      'two_factor.setup_expired': 'no setup started, or more than 10 minutes ago',
    },
  }),
  disable: endpoint({
    method: 'post',
    path: '/security/two-factor/disable',
    summary: 'Turn two-factor authentication off with a current code or a recovery code',
    tag: 'security',
    auth: 'member',
    body: TwoFactorCodeBody,
    response: TwoFactorStatus,
    errors: { ...gate, ...codeErrors, 'two_factor.off': '' },
  }),
  recoveryCodes: endpoint({
    method: 'post',
    path: '/security/two-factor/recovery-codes',
    summary: 'Replace the recovery codes with 10 new ones (a current code or a recovery code confirms it)',
    tag: 'security',
    auth: 'member',
    body: TwoFactorCodeBody,
    response: RecoveryCodes,
    errors: { ...gate, ...codeErrors, 'two_factor.off': '' },
  }),
  operatorReset: endpoint({
    method: 'post',
    path: '/operator/two-factor/reset',
    summary:
      'Turn a member’s two-factor authentication off for support, once the member’s identity was confirmed another way (phone and recovery codes lost): the secret and the recovery codes are deleted and the member is notified (two_factor_off)',
    tag: 'operator',
    auth: 'operator',
    roles: ['admin', 'support'],
    body: TwoFactorResetBody,
    response: TwoFactorResetResult,
    errors: { 'member.not_found': '' },
  }),
  login: endpoint({
    method: 'post',
    path: '/auth/login/two-factor',
    summary:
      'The second step of a login that answered `two_factor` (a device not known): the challenge with the authenticator’s code or a recovery code; answers the session token and remembers the device',
    tag: 'auth',
    auth: 'public',
    body: TwoFactorLoginBody,
    response: TokenData,
    errors: {
      ...codeErrors,
      'two_factor.challenge_expired': 'unknown, used, past its 5 minutes or its 5 tries, or made for another browser',
      'auth.account_closed': '',
      'auth.account_blocked': 'the staff blocked the member meanwhile',
    },
  }),
};
