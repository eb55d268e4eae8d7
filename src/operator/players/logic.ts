import { fromPromise } from 'xstate';
import { ComplianceEndpoints as C } from '../../../contract/boCompliance';
import { DepositsEndpoints as D } from '../../../contract/boDeposits';
import { PlayerPageEndpoints as Page } from '../../../contract/boPlayerPage';
import { PlayersEndpoints as P } from '../../../contract/boPlayers';
import {
  depositOrdersMachine,
  type DepositsAnswer,
  type DepositsRequest,
  type RetryRequest,
} from '../../../machines/operator/depositOrders.machine';
import {
  playerPageMachine,
  type ActionAnswer,
  type ActionRequest,
  type TabRequest,
  type TabShown,
} from '../../../machines/operator/playerPage.machine';
import {
  playerSearchMachine,
  type PlayerSearchRequest,
  type PlayerSearchResult,
} from '../../../machines/operator/playerSearch.machine';
import type { OperatorApi } from '../api';

type Io<I> = { input: I; signal: AbortSignal };

/** The endpoint of each tab of a player's page but the responsible-gambling one (compliance's). */
const TAB_ENDPOINTS = {
  ledger: Page.playerLedger,
  bets: Page.playerBets,
  rounds: Page.playerRounds,
  slips: Page.playerSlips,
  deposits: Page.playerDeposits,
  withdrawals: Page.playerWithdrawals,
  'pix-keys': Page.playerPixKeys,
  sessions: Page.playerSessions,
  notifications: Page.playerNotifications,
  notes: Page.playerNotes,
  audit: Page.playerAudit,
} as const;

/** The players' and deposits' flows with their effects (loaded with their screens). */
export const createPlayersFlows = (api: OperatorApi) => ({
  playerSearch: playerSearchMachine.provide({
    actors: {
      search: fromPromise(({ input, signal }: Io<PlayerSearchRequest>): Promise<PlayerSearchResult> =>
        api.call(P.playerSearch, { query: input, signal }),
      ),
    },
  }),
  playerPage: playerPageMachine.provide({
    actors: {
      loadSummary: fromPromise(({ input, signal }: Io<number>) =>
        api.call(Page.playerSummary, { query: { member: input }, signal }),
      ),
      loadTab: fromPromise(async ({ input, signal }: Io<TabRequest>): Promise<TabShown> => {
        const { member, tab, page } = input;
        if (tab === 'rg') {
          const data = await api.call(C.member, { query: { member_id: member, page }, signal });
          return { tab, page, data };
        }
        const data = await api.call(TAB_ENDPOINTS[tab], { query: { member, page }, signal });
        return { tab, page, data } as TabShown;
      }),
      act: fromPromise(({ input, signal }: Io<ActionRequest>): Promise<ActionAnswer> => {
        if (input.action === 'note')
          return api.call(P.playerNote, { body: { member: input.member, text: input.text }, signal });
        if (input.action === 'adjust') {
          const { direction, amount, reason, reference, member } = input;
          return api.call(P.playerAdjust, { body: { member, direction, amount, reason, reference }, signal });
        }
        const body = { member: input.member, reason: input.reason };
        if (input.action === 'block') return api.call(P.playerBlock, { body, signal });
        if (input.action === 'unblock') return api.call(P.playerUnblock, { body, signal });
        return api.call(P.playerEndSessions, { body, signal });
      }),
    },
  }),
  depositOrders: depositOrdersMachine.provide({
    actors: {
      load: fromPromise(async ({ input, signal }: Io<DepositsRequest>): Promise<DepositsAnswer> => {
        const { view, state, status, ...query } = input;
        if (view === 'refunds')
          return {
            view,
            data: await api.call(D.refunds, { query: { ...query, ...(state ? { state } : {}) }, signal }),
          };
        return {
          view,
          data: await api.call(D.deposits, { query: { ...query, ...(status ? { status } : {}) }, signal }),
        };
      }),
      retry: fromPromise(({ input, signal }: Io<RetryRequest>) => api.call(D.refundRetry, { body: input, signal })),
    },
  }),
});

/** A short random word for this page's opening, so its credits' and debits' references are its own. */
export const newNonce = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0')}`;

let flows: ReturnType<typeof createPlayersFlows> | null = null;
/** The flows, made once for the back office's API. */
export const playersFlows = (api: OperatorApi) => (flows ??= createPlayersFlows(api));
