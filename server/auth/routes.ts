import { AccountText, AuthEndpoints, ServerText, SessionEndpoints } from '../../contract';
import { implement } from '../http/registry';
import { closeAccount } from '../members/closure';
import { completeIdentity } from '../members/identity';
import { userInfo, userInfoReads } from '../members/user-info';
import { captchaProvider } from './captcha/provider';
import { login, register } from './handlers';
import { endSession } from './sessions';

/** The session's endpoints (contract/auth.ts), implemented. */
export const authRoutes = [
  implement(AuthEndpoints.captcha, async ({ deps, now }) => ({
    data: await captchaProvider(deps.config).issue(deps, now),
  })),
  implement(AuthEndpoints.register, register),
  implement(AuthEndpoints.login, login),
  implement(AuthEndpoints.completeIdentity, async ({ deps, now, member, body }) => ({
    data: await completeIdentity(deps, member.member, body, now),
  })),
  implement(AuthEndpoints.closeAccount, async ({ deps, now, member, body }) => ({
    data: await closeAccount(deps, member, body.password, now, body.code),
    message: AccountText.closed,
  })),
  // One statement: the member's record is read with the authentication (userInfoReads).
  implement(SessionEndpoints.me, ({ member }) => ({ data: userInfo(member.member, member.also) }), {
    memberReads: userInfoReads,
  }),
  implement(SessionEndpoints.logout, async ({ deps, now, member }) => {
    await endSession(deps.db, member.session.id, 'logout', now);
    return { data: null, message: ServerText.loggedOut };
  }),
];
