import { sayingRegulatorReasons } from '../../ui/regulatorLoad';
import { fromPromise } from 'xstate';
import { once, type AppDeps } from '../../app/flows';
import type { ProfilePictures } from '../../../contract/site';
import type { ClosureRequest } from '../../../machines/accountClosure.machine';
import type { IdentityRequest } from '../../../machines/completeIdentity.machine';
import type { NoticePref, NoticePrefs } from '../../../contract/notices';
import type { OddsFormat } from '../../../contract/sportsPrefs';
import { accountApi } from '../../api/account';
import { closedHere } from './closedHere';

/**
 * The profile's flows (the profile picture, completing the identity, closing the account, the e-mail copies
 * of notifications), loaded with their screens on first use.
 */
export function createLoaders(deps: AppDeps) {
  const { api, refresh: accountChanged, accountClosed } = deps;
  const account = accountApi(api.client);
  const notices = once(() => import('../../api/notices').then(({ noticesApi }) => noticesApi(api.client)));
  return {
    noticePrefs: once(() =>
      Promise.all([import('../../../machines/noticePrefs.machine'), notices()]).then(
        ([{ noticePrefsMachine }, calls]) =>
          noticePrefsMachine.provide({
            actors: {
              load: fromPromise<NoticePrefs, void>(({ signal }) => calls.prefs(signal)),
              save: fromPromise<NoticePrefs, NoticePref>(({ input, signal }) => calls.setPref(input, signal)),
            },
          }),
      ),
    ),
    accountClosure: once(() =>
      import('../../../machines/accountClosure.machine').then(({ accountClosureMachine }) =>
        accountClosureMachine.provide({
          actors: {
            close: fromPromise<unknown, ClosureRequest>(({ input, signal }) => account.closeAccount(input, signal)),
          },
          actions: {
            accountClosed: () => {
              closedHere.mark();
              accountClosed();
            },
          },
        }),
      ),
    ),
    completeIdentity: once(() =>
      import('../../../machines/completeIdentity.machine').then(({ completeIdentityMachine }) =>
        completeIdentityMachine.provide({
          actors: {
            // Refused for a regulator's reason: said once its words are loaded.
            complete: fromPromise<unknown, IdentityRequest>(({ input, signal }) =>
              sayingRegulatorReasons(account.completeIdentity(input, signal)),
            ),
          },
          actions: { completed: accountChanged },
        }),
      ),
    ),
    // The identity verification: its machine, calls and picture helpers in a chunk of their own.
    kyc: once(() => import('./kyc/logic').then(({ createKycLogic }) => createKycLogic(deps))),
    oddsFormat: once(() =>
      Promise.all([import('../../../machines/oddsFormat.machine'), import('../../api/sportsPrefs')]).then(
        ([{ oddsFormatMachine }, { sportsPrefsApi }]) => {
          const prefs = sportsPrefsApi(api.client);
          return oddsFormatMachine.provide({
            actors: {
              save: fromPromise<unknown, { format: OddsFormat }>(({ input, signal }) =>
                prefs.setOddsFormat(input.format, signal),
              ),
            },
            actions: { formatChanged: accountChanged },
          });
        },
      ),
    ),
    avatar: once(() =>
      import('../../../machines/avatar.machine').then(({ avatarMachine }) =>
        avatarMachine.provide({
          actors: {
            load: fromPromise<ProfilePictures, void>(({ signal }) => api.site.profilePictures(signal)),
            save: fromPromise<unknown, { url: string }>(({ input, signal }) => api.site.setPicture(input.url, signal)),
          },
          actions: { avatarChanged: accountChanged },
        }),
      ),
    ),
  };
}
