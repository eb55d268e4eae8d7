import { MemberByPhoneBody, OperatorResult } from '../../src/contract';
import { defineRoute } from '../http/registry';
import { expireSessions, forceOffline } from './handlers';

export const operatorRoutes = [
  defineRoute({
    method: 'post',
    path: '/operator/force-offline',
    summary:
      'Force a member offline: ends all their sessions (the app is told force_offline) until they log in again',
    tag: 'operator',
    auth: 'operator',
    body: MemberByPhoneBody,
    response: OperatorResult,
    handler: async ({ deps, now, body }) => ({ data: await forceOffline(deps.db, body.phone, now) }),
  }),
  defineRoute({
    method: 'post',
    path: '/operator/expire-sessions',
    summary: "End a member's sessions as expired (the app sees a plain 401)",
    tag: 'operator',
    auth: 'operator',
    body: MemberByPhoneBody,
    response: OperatorResult,
    handler: async ({ deps, now, body }) => ({ data: await expireSessions(deps.db, body.phone, now) }),
  }),
];
