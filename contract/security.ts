import * as v from 'valibot';
import { LangField, PASSWORD_MIN, ServerText } from './common';
import { isValidEmail } from './money';

/** The security center: the password gate, the login password, the e-mail, the withdrawal password. */

export const SecurityText = {
  wrongPassword: 'Incorrect password',
  verifyFirst: 'Please confirm your password first',
  samePassword: 'The new password must be different from the current one',
  invalidEmail: 'Please enter a valid e-mail',
  emailTaken: 'This e-mail is already in use',
  codeWrong: 'Incorrect or expired code',
  codeSent: 'A code was sent to your e-mail',
  passwordChanged: 'Your password was changed',
  emailBound: 'Your e-mail was bound',
  qkpwdChanged: 'The withdrawal password was changed',
  verified: 'Password confirmed',
} as const;

/** How long a confirmed password opens the security center's changes. */
export const VERIFIED_MINUTES = 15;

const Password = v.pipe(v.string(ServerText.passwordTooShort), v.minLength(PASSWORD_MIN, ServerText.passwordTooShort), v.maxLength(128));

/** POST /api/security/verify. */
export const VerifyBody = v.object({ password: v.pipe(v.string(SecurityText.wrongPassword), v.minLength(1, SecurityText.wrongPassword)), lang: LangField });
/** GET /api/security/status and the verify answer. */
export const SecurityStatus = v.object({
  /** Until when this session may make changes (ISO), or null. */
  verified_until: v.nullable(v.string()),
  email: v.nullable(v.string()),
  has_qk_pwd: v.boolean(),
});
export type SecurityStatus = v.InferOutput<typeof SecurityStatus>;

/** POST /api/security/password: the new login password, twice (the session's password confirmed first). */
export const ChangePasswordBody = v.pipe(
  v.object({ password: Password, password_confirmation: v.string(ServerText.passwordsDiffer), lang: LangField }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      ServerText.passwordsDiffer,
    ),
    ['password_confirmation'],
  ),
);
export type ChangePasswordBody = v.InferInput<typeof ChangePasswordBody>;

/** POST /api/security/qkpwd takes the same body as setting the first one (money's WithdrawalPasswordBody). */

const Email = v.pipe(
  v.string(SecurityText.invalidEmail),
  v.trim(),
  v.toLowerCase(),
  v.check(isValidEmail, SecurityText.invalidEmail),
);
/** POST /api/security/email/code, then /api/security/email/bind. */
export const EmailCodeBody = v.object({ email: Email, lang: LangField });
export const EmailBindBody = v.object({
  email: Email,
  code: v.pipe(v.string(SecurityText.codeWrong), v.trim(), v.regex(/^\d{6}$/, SecurityText.codeWrong)),
  lang: LangField,
});
export const EmailCodeResult = v.object({ email: v.string(), expires_at: v.string() });
