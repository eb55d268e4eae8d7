import { AuthEndpoints, ServerText } from '../../contract';
import { implement } from '../http/registry';
import { settleDueCrashRounds } from '../house/crash-rounds';
import { userInfo } from '../members/user-info';
import { issueCaptcha } from './captcha/store';
import { login, register } from './handlers';
import { endSession } from './sessions';

/** The session's endpoints (contract/auth.ts), implemented. */
export const authRoutes = [
  implement(AuthEndpoints.captcha, async ({ deps, now }) => ({ data: await issueCaptcha(deps, now) })),
  implement(AuthEndpoints.register, register),
  implement(AuthEndpoints.login, login),
  implement(AuthEndpoints.me, async ({ deps, now, member }) => {
    // A crash round whose automatic cash-out or crash is due ends first, so the balance has its win.
    await settleDueCrashRounds(deps, member.member.id, now);
    return { data: await userInfo(deps.db, member.member) };
  }),
  implement(AuthEndpoints.logout, async ({ deps, now, member }) => {
    await endSession(deps.db, member.session.id, 'logout', now);
    return { data: null, message: ServerText.loggedOut };
  }),
];
