import * as v from 'valibot';
import { LangField } from './common';
import { Phone } from './fields';
import { endpoint } from './endpoint';
import { CodeField, CodeSent } from './codes';

/*
 * The member's phone: confirmed by an SMS code before the first deposit, and changed from the security
 * center (behind its password gate) with a code to the new number.
 */

export const PhoneText = {
  codeSent: 'A code was sent by SMS',
  verified: 'Your phone number is confirmed',
  changed: 'Your phone number was changed',
} as const;

/** GET /api/security/phone and the confirmations' answer. */
export const PhoneStatus = v.object({
  phone: v.string(),
  /** Confirmed by an SMS code: needed to deposit. */
  verified: v.boolean(),
});
export type PhoneStatus = v.InferOutput<typeof PhoneStatus>;

export const PhoneSendBody = v.object({ lang: LangField });
export const PhoneVerifyBody = v.object({ code: CodeField, lang: LangField });
/** POST /api/security/phone/new/send, then /api/security/phone/new/confirm. */
export const NewPhoneSendBody = v.object({ phone: Phone, lang: LangField });
export const NewPhoneConfirmBody = v.object({ phone: Phone, code: CodeField, lang: LangField });

const gateErrors = { 'security.verify_first': 'confirm the password first: POST /api/security/verify' } as const;
const sendLimits = {
  'code.resend_wait': 'another code to the same phone within 60 seconds; params.seconds',
  'code.too_many_sends': '5 codes a day to one phone, 20 a day from one address; params.until',
} as const;

export const PhoneEndpoints = {
  status: endpoint({
    method: 'get',
    path: '/security/phone',
    summary: 'The member’s phone and whether it is confirmed (an unconfirmed one cannot deposit)',
    tag: 'security',
    auth: 'member',
    response: PhoneStatus,
  }),
  send: endpoint({
    method: 'post',
    path: '/security/phone/send',
    summary: 'Send a 6-digit code (valid 10 minutes) by SMS to the member’s phone to confirm it',
    tag: 'security',
    auth: 'member',
    body: PhoneSendBody,
    response: CodeSent,
    errors: { 'phone.already_verified': '', ...sendLimits },
  }),
  verify: endpoint({
    method: 'post',
    path: '/security/phone/verify',
    summary: 'Confirm the member’s phone with the code sent to it (5 tries, single use)',
    tag: 'security',
    auth: 'member',
    body: PhoneVerifyBody,
    response: PhoneStatus,
    errors: { 'code.wrong': 'wrong, expired or used' },
  }),
  sendNew: endpoint({
    method: 'post',
    path: '/security/phone/new/send',
    summary:
      'Change the phone, step 1 (behind the password gate): send a code by SMS to the new number. A number that is already a member’s is answered the same',
    tag: 'security',
    auth: 'member',
    body: NewPhoneSendBody,
    response: CodeSent,
    errors: { ...gateErrors, 'phone.same': 'the member’s own phone', ...sendLimits },
  }),
  confirmNew: endpoint({
    method: 'post',
    path: '/security/phone/new/confirm',
    summary:
      'Change the phone, step 2 (behind the password gate): the code sent to the new number moves the login to it, confirmed; ends the member’s other sessions',
    tag: 'security',
    auth: 'member',
    body: NewPhoneConfirmBody,
    response: PhoneStatus,
    errors: {
      ...gateErrors,
      'code.wrong': 'wrong, expired or used',
      'phone.taken': 'the number is another member’s (said only with the right code)',
    },
  }),
};
