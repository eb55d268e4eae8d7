import * as v from 'valibot';
import { says } from './says';

/*
 * A two-factor code as every endpoint that asks one takes it (the security center's gate, a withdrawal, the
 * account's closure, the two-factor settings): apart from securityTwoFactor.ts so the account's endpoints
 * can ask one without a circle of imports.
 */

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
