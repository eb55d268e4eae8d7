import * as v from 'valibot';
import { LangField } from './common';
import { isValidEmail, Password, Phone } from './fields';
import { Captcha } from './account';
import { endpoint } from './endpoint';
import { says } from './says';
import { CodeField, CodeSent } from './codes';
import { NoData } from './system';

/*
 * "Esqueci minha senha": a 6-digit code by SMS to the account's phone or by e-mail to its verified e-mail,
 * then a new password. Whoever asks gets the same answer whether or not the phone or e-mail is a member's.
 */

export const RecoveryText = {
  codeSent: 'If this belongs to an account, a code is on its way',
  passwordReset: 'Your password was changed: log in with the new one',
} as const;

/** How the code travels: an SMS to the account's phone, or an e-mail to its verified e-mail. */
export const RecoveryChannel = v.picklist(['sms', 'email'], says('recover.channel_unknown'));
export type RecoveryChannel = v.InferOutput<typeof RecoveryChannel>;

export const CodeEmail = v.pipe(
  v.string(says('email.invalid')),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254, says('email.invalid')),
  v.check(isValidEmail, says('email.invalid')),
);

/** The phone (channel sms) or the e-mail (channel email) the code goes to. */
const Target = {
  channel: RecoveryChannel,
  phone: v.optional(Phone),
  email: v.optional(CodeEmail),
};
/** A body with a target and `entries`, whose target is the one its channel needs: a phone for an SMS, an e-mail for an e-mail. */
function Targeted<TEntries extends v.ObjectEntries>(entries: TEntries) {
  const body = v.object({ ...Target, ...entries });
  type Fields = v.InferOutput<v.ObjectSchema<typeof Target, undefined>>;
  return v.pipe(
    body as unknown as v.GenericSchema<Fields, Fields>,
    v.forward(
      v.partialCheck(
        [['channel'], ['phone']],
        (b) => b.channel !== 'sms' || b.phone !== undefined,
        says('auth.phone_invalid'),
      ),
      ['phone'],
    ),
    v.forward(
      v.partialCheck(
        [['channel'], ['email']],
        (b) => b.channel !== 'email' || b.email !== undefined,
        says('email.invalid'),
      ),
      ['email'],
    ),
  ) as unknown as v.GenericSchema<v.InferInput<typeof body>, v.InferOutput<typeof body>>;
}

/** POST /api/auth/recover/send. */
export const RecoverSendBody = Targeted({ ...Captcha, lang: LangField });
export type RecoverSendBody = v.InferInput<typeof RecoverSendBody>;

/** POST /api/auth/recover/reset: the code and the new password, typed twice (the sign-up's rules). */
export const RecoverResetBody = v.pipe(
  Targeted({
    code: CodeField,
    password: Password,
    password_confirmation: v.string(says('auth.passwords_differ')),
    lang: LangField,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (b) => b.password === b.password_confirmation,
      says('auth.passwords_differ'),
    ),
    ['password_confirmation'],
  ),
);
export type RecoverResetBody = v.InferInput<typeof RecoverResetBody>;

const sendLimits = {
  'code.resend_wait': 'another code to the same phone or e-mail within 60 seconds; params.seconds',
  'code.too_many_sends': '5 codes a day to one phone or e-mail, 20 a day from one address; params.until',
} as const;

export const RecoveryEndpoints = {
  send: endpoint({
    method: 'post',
    path: '/auth/recover/send',
    summary:
      'Forgotten password: send a 6-digit code (valid 10 minutes) by SMS to the account’s phone or by e-mail to its verified e-mail, with the login’s captcha. The answer is the same whether or not the phone or e-mail belongs to an account (or to a closed one): nothing is sent then',
    tag: 'auth',
    auth: 'public',
    body: RecoverSendBody,
    captcha: true,
    response: CodeSent,
    errors: { 'auth.captcha_again': 'the captcha is used up by every attempt', ...sendLimits },
  }),
  reset: endpoint({
    method: 'post',
    path: '/auth/recover/reset',
    summary:
      'Forgotten password: the code sent to the phone or e-mail (5 tries, single use) and a new password (6 or more characters, typed twice). Ends every session of the member; the login’s wrong-password count for the phone starts again',
    tag: 'auth',
    auth: 'public',
    body: RecoverResetBody,
    response: NoData,
    errors: { 'code.wrong': 'wrong, expired, used, or for a phone or e-mail that has no account: the same answer' },
  }),
};
