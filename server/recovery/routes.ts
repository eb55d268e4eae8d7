import { PhoneEndpoints, PhoneText } from '../../contract/phone';
import { RecoveryEndpoints, RecoveryText } from '../../contract/recovery';
import { clientAddress } from '../http/env';
import { implement } from '../http/registry';
import { confirmNewPhone, phoneStatus, sendNewPhoneCode, sendPhoneCode, verifyPhone } from './phone';
import { resetPassword, sendRecoveryCode } from './recover';

/** The password recovery's and the phone's endpoints (contract/recovery.ts, contract/phone.ts), implemented. */
export const recoveryRoutes = [
  implement(RecoveryEndpoints.send, async ({ c, deps, now, body, captchaPassed }) => ({
    data: await sendRecoveryCode(deps, body, clientAddress(c, deps.config.trustProxy), captchaPassed, now),
    message: RecoveryText.codeSent,
  })),
  implement(RecoveryEndpoints.reset, async ({ deps, now, body }) => {
    await resetPassword(deps, body, now);
    return { data: null, message: RecoveryText.passwordReset };
  }),
  implement(PhoneEndpoints.status, ({ member }) => ({ data: phoneStatus(member.member) })),
  implement(PhoneEndpoints.send, async ({ c, deps, now, member, body }) => ({
    data: await sendPhoneCode(deps, member, clientAddress(c, deps.config.trustProxy), body.lang, now),
    message: PhoneText.codeSent,
  })),
  implement(PhoneEndpoints.verify, async ({ deps, now, member, body }) => ({
    data: await verifyPhone(deps, member, body.code, now),
    message: PhoneText.verified,
  })),
  implement(PhoneEndpoints.sendNew, async ({ c, deps, now, member, body }) => ({
    data: await sendNewPhoneCode(deps, member, body.phone, clientAddress(c, deps.config.trustProxy), body.lang, now),
    message: PhoneText.codeSent,
  })),
  implement(PhoneEndpoints.confirmNew, async ({ deps, now, member, body }) => ({
    data: await confirmNewPhone(deps, member, body.phone, body.code, now),
    message: PhoneText.changed,
  })),
];
