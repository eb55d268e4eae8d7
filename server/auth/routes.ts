import {
  CaptchaBody,
  CaptchaData,
  EmptyBody,
  Login2Body,
  NoData,
  Register2Body,
  ServerText,
  TokenData,
  UserInfo,
} from '../../contract';
import { defineRoute } from '../http/registry';
import { settleDueCrashRounds } from '../house/crash-rounds';
import { userInfo } from '../members/user-info';
import { issueCaptcha } from './captcha/store';
import { login, register } from './handlers';
import { endSession } from './sessions';

export const authRoutes = [
  defineRoute({
    method: 'post',
    path: '/auth/captcha',
    summary: 'Issue a captcha: a picture of a 4-character code, single use, valid for 5 minutes',
    tag: 'auth',
    auth: 'public',
    body: CaptchaBody,
    bodyFormats: ['json', 'form'],
    response: CaptchaData,
    handler: async ({ deps, now }) => ({ data: await issueCaptcha(deps, now) }),
  }),
  defineRoute({
    method: 'post',
    path: '/auth/register2',
    summary: 'Register with phone, password and captcha; answers a session token',
    tag: 'auth',
    auth: 'public',
    body: Register2Body,
    captcha: true,
    response: TokenData,
    handler: register,
  }),
  defineRoute({
    method: 'post',
    path: '/auth/login2',
    summary: 'Log in with phone, password and captcha; answers a session token',
    tag: 'auth',
    auth: 'public',
    body: Login2Body,
    captcha: true,
    response: TokenData,
    handler: login,
  }),
  defineRoute({
    method: 'post',
    path: '/auth/me',
    summary: "The member's own record",
    tag: 'auth',
    auth: 'member',
    body: EmptyBody,
    response: UserInfo,
    handler: async ({ deps, now, member }) => {
      // A crash round whose automatic cash-out or crash is due ends first, so the balance has its win.
      await settleDueCrashRounds(deps, member.member.id, now);
      return { data: await userInfo(deps.db, member.member) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/logout',
    summary: 'End the session of the token',
    tag: 'auth',
    auth: 'member',
    body: EmptyBody,
    response: NoData,
    handler: async ({ deps, now, member }) => {
      await endSession(deps.db, member.session.id, 'logout', now);
      return { data: null, message: ServerText.loggedOut };
    },
  }),
];
