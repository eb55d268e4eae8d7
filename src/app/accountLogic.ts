import { fromPromise } from 'xstate';
import type { Api } from '../api';
import type { InformationApi, InformationCenter } from '../api/information';
import type { MarkRequest } from '../../machines/notifications.machine';
import type { SecretRequest } from '../../machines/passwordChange.machine';
import type { KeyChange } from '../../machines/pixKeys.machine';
import type { MemberPixKeyList } from '../../contract/money';
import type { ProfilePictures } from '../../contract/site';
import type { AgencyApi, Mechanism } from '../api/agency';
import type { AgencyInfo, AgencyRewards, InviteRecordPage, SubordinateRequestList } from '../../contract/agency';
import type { Answer } from '../../machines/subordinateRequests.machine';
import { createPagedListMachine, type Page } from '../../machines/pagedList.machine';

type InvitedRow = InviteRecordPage['list'][number];
const inviteRecordMachine = createPagedListMachine<InvitedRow, null>('inviteRecord');
import type { SecurityApi } from '../api/security';
import type { SecurityStatus } from '../../contract/security';
import { once, resourceFlow } from './lazyImplementations';

/** The account centres' flows (information and security centers), each loaded with its screen. */
export function createAccountLoaders(api: Api, accountChanged: () => void) {
  const information = once(() => import('../api/information').then(({ informationApi }) => informationApi(api.client)));
  const security = once(() => import('../api/security').then(({ securityApi }) => securityApi(api.client)));
  const agency = once(() => import('../api/agency').then(({ agencyApi }) => agencyApi(api.client)));
  const resource = <TData>(id: string, fetch: (info: InformationApi, key: string, signal: AbortSignal) => Promise<TData>) =>
    resourceFlow(id, information, fetch);
  return {
    /** Keyed by "member" or "guest" (a guest's center has no notifications). */
    informationCenter: resource<InformationCenter>('informationCenter', (info, key, signal) => info.center(key === 'member', signal)),
    securityStatus: resourceFlow<SecurityApi, SecurityStatus>('securityStatus', security, (sec, _key, signal) => sec.status(signal)),
    verifyPassword: once(() =>
      Promise.all([import('../../machines/verifyPassword.machine'), security()]).then(([{ verifyPasswordMachine }, sec]) =>
        verifyPasswordMachine.provide({
          actors: {
            verify: fromPromise<unknown, { password: string }>(({ input, signal }) => sec.verify(input.password, signal)),
          },
        }),
      ),
    ),
    passwordChange: once(() =>
      Promise.all([import('../../machines/passwordChange.machine'), security()]).then(([{ passwordChangeMachine }, sec]) =>
        passwordChangeMachine.provide({
          actors: {
            save: fromPromise<unknown, SecretRequest>(({ input, signal }) =>
              input.kind === 'login'
                ? sec.changePassword({ password: input.password, password_confirmation: input.confirmation }, signal)
                : sec.changeWithdrawalPassword({ qk_pwd: input.password, qk_pwd_confirmation: input.confirmation }, signal),
            ),
          },
        }),
      ),
    ),
    bindEmail: once(() =>
      Promise.all([import('../../machines/bindEmail.machine'), security()]).then(([{ bindEmailMachine }, sec]) =>
        bindEmailMachine.provide({
          actors: {
            sendCode: fromPromise(({ input, signal }: { input: { email: string }; signal: AbortSignal }) => sec.sendEmailCode(input.email, signal)),
            bind: fromPromise<unknown, { email: string; code: string }>(async ({ input, signal }) => {
              const status = await sec.bindEmail(input, signal);
              accountChanged();
              return status;
            }),
          },
        }),
      ),
    ),
    pixKeys: once(() =>
      Promise.all([import('../../machines/pixKeys.machine'), security()]).then(([{ pixKeysMachine }, sec]) =>
        pixKeysMachine.provide({
          actors: {
            load: fromPromise<MemberPixKeyList, void>(({ signal }) => sec.pixKeys(signal)),
            change: fromPromise<MemberPixKeyList, KeyChange>(({ input, signal }) => {
              if (input.op === 'add') {
                const { op: _op, ...key } = input;
                return sec.addPixKey(key, signal);
              }
              return input.op === 'remove' ? sec.removePixKey(input.id, signal) : sec.defaultPixKey(input.id, signal);
            }),
          },
        }),
      ),
    ),
    avatar: once(() =>
      import('../../machines/avatar.machine').then(({ avatarMachine }) =>
        avatarMachine.provide({
          actors: {
            load: fromPromise<ProfilePictures, void>(({ signal }) => api.site.profilePictures(signal)),
            save: fromPromise<unknown, { url: string }>(({ input, signal }) => api.site.setPicture(input.url, signal)),
          },
          actions: { avatarChanged: accountChanged },
        }),
      ),
    ),
    agencyInfo: resourceFlow<AgencyApi, AgencyInfo>('agencyInfo', agency, (a, _key, signal) => a.info(signal)),
    agencyRewards: resourceFlow<AgencyApi, AgencyRewards>('agencyRewards', agency, (a, _key, signal) => a.rewards(signal)),
    mechanism: resourceFlow<AgencyApi, Mechanism>('mechanism', agency, (a, _key, signal) => a.mechanism(signal)),
    inviteRecord: once(() =>
      agency().then((a) =>
        inviteRecordMachine.provide({
          actors: {
            fetchPage: fromPromise<Page<InvitedRow>, { filters: null; page: number; perPage: number }>(({ input, signal }) =>
              a.inviteRecord(input.page, input.perPage, signal),
            ),
          },
        }),
      ),
    ),
    registerSubordinate: once(() =>
      Promise.all([import('../../machines/registerSubordinate.machine'), agency()]).then(([{ registerSubordinateMachine }, a]) =>
        registerSubordinateMachine.provide({
          actors: {
            register: fromPromise<unknown, { phone: string; invite_code: string; uid: string }>(({ input, signal }) =>
              a.registerSubordinate(input, signal),
            ),
          },
        }),
      ),
    ),
    subordinateRequests: once(() =>
      Promise.all([import('../../machines/subordinateRequests.machine'), agency()]).then(([{ subordinateRequestsMachine }, a]) =>
        subordinateRequestsMachine.provide({
          actors: {
            load: fromPromise<SubordinateRequestList, void>(({ signal }) => a.subordinateRequests(signal)),
            respond: fromPromise<unknown, Answer>(({ input, signal }) => a.respondToRequest(input, signal)),
          },
          actions: { inviterChanged: accountChanged },
        }),
      ),
    ),
    notifications: once(() =>
      Promise.all([import('../../machines/notifications.machine'), information()]).then(([{ notificationsMachine }, info]) =>
        notificationsMachine.provide({
          actors: {
            load: fromPromise(({ signal }: { signal: AbortSignal }) => info.notifications(signal)),
            markRead: fromPromise(({ input, signal }: { input: MarkRequest; signal: AbortSignal }) => info.markRead(input, signal)),
          },
          actions: { unreadChanged: accountChanged },
        }),
      ),
    ),
  };
}
export type AccountLoaders = ReturnType<typeof createAccountLoaders>;
