import { msg } from '@lingui/core/macro';
import { isAuthenticatorCode, isRecoveryCode, normalizeTwoFactorCode } from '../contract/securityTwoFactor';
import { failureCode } from './shared';

/**
 * What every flow that asks a two-factor code shares (the login's code step, the security center's gate, a
 * withdrawal, the two-factor settings): the code's shape and its message. Apart from the machines so the
 * login form's own module gains no text (these load with the screens' texts, when a code is first asked).
 */
export const TWO_FACTOR_MESSAGES = {
  enterCode: msg`Enter the 6-digit code from your authenticator app`,
  enterCodeOrRecovery: msg`Enter the 6-digit code from your authenticator app or a recovery code`,
} as const;

/** A code as the server takes it: 6 digits, or a recovery code (with or without its dash). */
export const isTwoFactorCodeText = (typed: string) => {
  const code = normalizeTwoFactorCode(typed);
  return isAuthenticatorCode(code) || isRecoveryCode(code);
};
export const isAuthenticatorCodeText = (typed: string) => isAuthenticatorCode(normalizeTwoFactorCode(typed));

/** The server asked for a code the flow did not know it needed (two-factor turned on elsewhere). */
export const codeAsked = (error: unknown) => failureCode(error) === 'two_factor.code_required';

/** The refusals of a code, said the same wherever one is asked (each area registers them with its screens). */
export const CODE_REFUSALS = {
  'two_factor.code_required': msg`Enter the code from your authenticator app`,
  'two_factor.code_wrong': msg`Incorrect or expired code`,
} as const;

/** Too many wrong codes: `until` as the area words a moment. */
export const tooManyCodes = (until: string) => msg`Too many wrong codes: try again after ${until}`;
