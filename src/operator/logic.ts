import { fromPromise } from 'xstate';
import { BackofficeEndpoints as B, type StaffLoginStep, type StaffMe } from '../../contract/backoffice';
import { staffSessionMachine, type SignedIn } from '../../machines/operator/staffSession.machine';
import { tokenStore, type OperatorApi } from './api';

/**
 * The staff session's effects: the sign-in's calls and the token kept for the tab. The screens' flows
 * get theirs from ./flows.ts, loaded with their screens.
 */
export const createStaffSessionLogic = (api: OperatorApi) =>
  staffSessionMachine.provide({
    actors: {
      loadMe: fromPromise<StaffMe, void>(({ signal }) => api.call(B.me, { signal })),
      login: fromPromise<StaffLoginStep, { email: string; password: string }>(({ input, signal }) =>
        api.call(B.login, { body: input, signal }),
      ),
      sendCode: fromPromise<SignedIn, { ticket: string; code: string }>(({ input, signal }) =>
        api.call(B.code, { body: input, signal }),
      ),
      logout: fromPromise<unknown, void>(({ signal }) => api.call(B.logout, { signal })),
    },
    actions: {
      keepToken: (_, { token }) => tokenStore.set(token),
      forgetToken: () => tokenStore.clear(),
    },
  });
