import { fromPromise } from 'xstate';
import type { AgencyApi, Mechanism } from '../../api/agency';
import { once, type AppDeps } from '../../app/flows';
import { resourceFlow } from '../../app/resourceFlow';
import type { AgencyInfo, AgencyRewards, InviteRecordPage, SubordinateRequestList } from '../../../contract/agency';
import { createPagedListMachine, type Page } from '../../../machines/pagedList.machine';
import type { Answer } from '../../../machines/subordinateRequests.machine';

type InvitedRow = InviteRecordPage['list'][number];
const inviteRecordMachine = createPagedListMachine<InvitedRow, null>('inviteRecord');

/**
 * The agency center's flows (the agent's figures and rewards, the mechanism, the invitation record, asking
 * a member to join, answering an agent), each loaded with its screen on first use, with the agency's API.
 */
export function createLoaders({ api, refresh: accountChanged }: AppDeps) {
  const agency = once(() => import('../../api/agency').then(({ agencyApi }) => agencyApi(api.client)));
  return {
    agencyInfo: resourceFlow<AgencyApi, AgencyInfo>('agencyInfo', agency, (a, _key, signal) => a.info(signal)),
    agencyRewards: resourceFlow<AgencyApi, AgencyRewards>('agencyRewards', agency, (a, _key, signal) =>
      a.rewards(signal),
    ),
    mechanism: resourceFlow<AgencyApi, Mechanism>('mechanism', agency, (a, _key, signal) => a.mechanism(signal)),
    inviteRecord: once(() =>
      agency().then((a) =>
        inviteRecordMachine.provide({
          actors: {
            fetchPage: fromPromise<Page<InvitedRow>, { filters: null; page: number; perPage: number }>(
              ({ input, signal }) => a.inviteRecord(input.page, input.perPage, signal),
            ),
          },
        }),
      ),
    ),
    registerSubordinate: once(() =>
      Promise.all([import('../../../machines/registerSubordinate.machine'), agency()]).then(
        ([{ registerSubordinateMachine }, a]) =>
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
      Promise.all([import('../../../machines/subordinateRequests.machine'), agency()]).then(
        ([{ subordinateRequestsMachine }, a]) =>
          subordinateRequestsMachine.provide({
            actors: {
              load: fromPromise<SubordinateRequestList, void>(({ signal }) => a.subordinateRequests(signal)),
              respond: fromPromise<unknown, Answer>(({ input, signal }) => a.respondToRequest(input, signal)),
            },
            actions: { inviterChanged: accountChanged },
          }),
      ),
    ),
  };
}
