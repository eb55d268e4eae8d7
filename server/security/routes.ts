import { SecurityEndpoints } from '../../contract/security';
import { SecurityText } from '../../contract/texts';
import { clientAddress } from '../http/env';
import { implement } from '../http/registry';
import {
  addPixKey,
  bindEmail,
  changePassword,
  changeWithdrawalPassword,
  defaultPixKey,
  removePixKey,
  securityStatus,
  sendEmailCode,
  verify,
} from './center';

/** The security center's endpoints (contract/security.ts), implemented. */
export const securityRoutes = [
  implement(SecurityEndpoints.status, async ({ deps, now, member }) => ({
    data: await securityStatus(deps.db, member, now),
  })),
  implement(SecurityEndpoints.verify, async ({ c, deps, now, member, body }) => ({
    data: await verify(deps, member, body.password, clientAddress(c, deps.config.trustProxy), now, body.code),
    message: SecurityText.verified,
  })),
  implement(SecurityEndpoints.changePassword, async ({ deps, now, member, body }) => ({
    data: await changePassword(deps, member, body.password, now),
    message: SecurityText.passwordChanged,
  })),
  implement(SecurityEndpoints.changeWithdrawalPassword, async ({ deps, now, member, body }) => ({
    data: await changeWithdrawalPassword(deps, member, body.qk_pwd, now),
    message: SecurityText.qkpwdChanged,
  })),
  implement(SecurityEndpoints.sendEmailCode, async ({ c, deps, now, member, body }) => ({
    data: await sendEmailCode(deps, member, body.email, clientAddress(c, deps.config.trustProxy), body.lang, now),
    message: SecurityText.codeSent,
  })),
  implement(SecurityEndpoints.bindEmail, async ({ deps, now, member, body }) => ({
    data: await bindEmail(deps, member, body.email, body.code, now),
    message: SecurityText.emailBound,
  })),
  implement(SecurityEndpoints.addPixKey, async ({ deps, now, member, body }) => ({
    data: await addPixKey(deps, member, body, now),
  })),
  implement(SecurityEndpoints.removePixKey, async ({ deps, now, member, body }) => ({
    data: await removePixKey(deps, member, body.id, now),
  })),
  implement(SecurityEndpoints.defaultPixKey, async ({ deps, now, member, body }) => ({
    data: await defaultPixKey(deps, member, body.id, now),
  })),
];
