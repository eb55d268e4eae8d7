import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { createApi, tokenStore } from '../api';
import { i18n } from '../i18n/i18n';
import { readSavedLocale } from '../i18n/locales';
import { toastStore } from '../ui/toast';
import { sessionMachine, type SessionActorRef } from '../../machines/session.machine';
import { languageMachine } from '../../machines/language.machine';
import { modalsMachine } from '../../machines/modals.machine';
import { swUpdateMachine } from '../../machines/swUpdate.machine';
import { createPagedListMachine, type Page } from '../../machines/pagedList.machine';
import { favouritesMachine } from '../../machines/favourites.machine';
import type { CategoryKey, Game, GameRecordRow } from '../../contract/games';
import {
  createAuthFormImplementations,
  createLanguageImplementations,
  createModalsImplementations,
  createSessionImplementations,
  createSwUpdateImplementations,
  readReminderOn,
} from './implementations';
import type { Inspect } from './inspector';
import {
  loadCrashLogic,
  loadGameInfoLogic,
  loadGameLaunchLogic,
  loadHouseApi,
  loadSearchLogic,
  loadSlotRoundLogic,
  lazyArea,
  resourceFlow,
  loadSportsLogic,
  once,
} from './lazyImplementations';
import type { AccountLoaders } from './accountLogic';
import type { PromotionLoaders } from './promotionLogic';
import type { WalletLoaders } from './walletLogic';

/**
 * The one place the app's flows meet their real effects. Every actor is created with the same
 * `inspect` observer, so the Stately inspector sees the whole system when it is switched on.
 */
export function createSystem({ inspect, apiBase }: { inspect?: Inspect | undefined; apiBase: string }) {
  // The API reports session problems to the session actor, which is created from the API below.
  const sessionRef: { current?: SessionActorRef } = {};
  const api = createApi({
    base: apiBase,
    getToken: tokenStore.get,
    getLang: () => i18n.locale || 'pt',
    hooks: {
      onUnauthorized: (hadToken) => sessionRef.current?.send({ type: 'session.unauthorized', hadToken }),
      onForceOffline: () => sessionRef.current?.send({ type: 'session.forcedOffline' }),
    },
  });

  const logic = {
    session: sessionMachine.provide(createSessionImplementations(api)),
    language: languageMachine.provide(createLanguageImplementations(api)),
    modals: modalsMachine.provide(createModalsImplementations(api)),
    swUpdate: swUpdateMachine.provide(createSwUpdateImplementations()),
    favourites: favouritesMachine.provide({
      actors: {
        loadFavourites: fromPromise<Game[], { name: string }>(({ input, signal }) => api.games.favourites(input.name, signal)),
        setFavourite: fromPromise<void, { game_id: number; favorite: boolean }>(async ({ input, signal }) => {
          await api.games.setFavourite(input.game_id, input.favorite, signal);
        }),
      },
    }),
    gameList: gameListMachine.provide({
      actors: {
        fetchPage: fromPromise<Page<Game>, { filters: GameFilters; page: number; perPage: number }>(
          async ({ input, signal }) => {
            const { filters, page, perPage } = input;
            if (filters.source === 'list') {
              return api.games.list({ category: filters.category, page, per_page: perPage }, signal);
            }
            const list = await (filters.source === 'popular' ? api.games.popular : api.games.promoted)(
              filters.category,
              signal,
            );
            return { list, total: list.length };
          },
        ),
      },
    }),
  };

  // Flows that only one screen needs load with it, on first use: a visit that never opens the
  // screen downloads none of them. Each loader answers the same promise every time.
  const house = once(() => loadHouseApi(api));
  const refreshBalance = () => sessionRef.current?.send({ type: 'session.refresh' });
  // The wallet's and the promotions' flows and their wiring load with the first screen of each.
  const walletFlow = lazyArea<WalletLoaders>(() =>
    import('./walletLogic').then(({ createWalletLoaders }) => createWalletLoaders(api, refreshBalance)),
  );
  const accountFlow = lazyArea<AccountLoaders>(() =>
    import('./accountLogic').then(({ createAccountLoaders }) => createAccountLoaders(api, refreshBalance)),
  );
  const promotionFlow = lazyArea<PromotionLoaders>(() =>
    import('./promotionLogic').then(({ createPromotionLoaders }) => createPromotionLoaders(api, refreshBalance)),
  );
  const load = {
    authForm: once(() =>
      import('../../machines/authForm.machine').then(({ authFormMachine }) =>
        authFormMachine.provide(
          createAuthFormImplementations(api, (token) => sessionRef.current?.send({ type: 'session.signedIn', token })),
        ),
      ),
    ),
    search: once(() => loadSearchLogic(api)),
    gameInfo: once(() => loadGameInfoLogic(house())),
    gameLaunch: once(() => loadGameLaunchLogic(house())),
    slotRound: once(() => loadSlotRoundLogic(house(), refreshBalance)),
    crashRound: once(() => loadCrashLogic(house(), refreshBalance)),
    sportsBet: once(() => loadSportsLogic(house(), refreshBalance)),
    recharge: walletFlow('recharge'),
    rechargeOrder: walletFlow('rechargeOrder'),
    rechargeRecord: walletFlow('rechargeRecord'),
    withdrawal: walletFlow('withdrawal'),
    withdrawalRecord: walletFlow('withdrawalRecord'),
    orderDetails: walletFlow('orderDetails'),
    orderFees: walletFlow('orderFees'),
    orderAssociation: walletFlow('orderAssociation'),
    reward: promotionFlow('reward'),
    wheel: promotionFlow('wheel'),
    activities: promotionFlow('activities'),
    vip: promotionFlow('vip'),
    rebateGames: promotionFlow('rebateGames'),
    rewardHistory: promotionFlow('rewardHistory'),
    coverHistory: promotionFlow('coverHistory'),
    rebates: promotionFlow('rebates'),
    informationCenter: accountFlow('informationCenter'),
    notifications: accountFlow('notifications'),
    securityStatus: accountFlow('securityStatus'),
    verifyPassword: accountFlow('verifyPassword'),
    passwordChange: accountFlow('passwordChange'),
    bindEmail: accountFlow('bindEmail'),
    pixKeys: accountFlow('pixKeys'),
    avatar: accountFlow('avatar'),
    agencyInfo: accountFlow('agencyInfo'),
    agencyRewards: accountFlow('agencyRewards'),
    mechanism: accountFlow('mechanism'),
    inviteRecord: accountFlow('inviteRecord'),
    registerSubordinate: accountFlow('registerSubordinate'),
    subordinateRequests: accountFlow('subordinateRequests'),
    // The flow diagrams (docs/flows, served at /flows/*) for the /flows page.
    flowsIndex: resourceFlow('flowsIndex', noApi, (_none, _key, signal) =>
      staticFile('/flows/index.json', signal, 'json').then((data) => data as FlowEntry[]),
    ),
    flowDiagram: resourceFlow('flowDiagram', noApi, (_none, id, signal) =>
      staticFile(`/flows/${id}.svg`, signal, 'text').then((data) => data as string),
    ),
    gameRecord: once(() =>
      house().then((tables) =>
        gameRecordMachine.provide({
          actors: {
            fetchPage: fromPromise<Page<GameRecordRow>, { filters: RecordFilters; page: number; perPage: number }>(
              ({ input, signal }) =>
                tables.record({ ...input.filters, page: input.page, per_page: input.perPage }, signal),
            ),
          },
        }),
      ),
    ),
  };

  const options = inspect ? { inspect } : {};
  const session = createActor(logic.session, { ...options, input: { hasToken: tokenStore.get() !== null } });
  sessionRef.current = session;
  const language = createActor(logic.language, {
    ...options,
    input: { saved: readSavedLocale(), host: location.host },
  });
  const modals = createActor(logic.modals, { ...options, input: { reminderOn: readReminderOn() } });
  const swSupported = 'serviceWorker' in navigator && import.meta.env.PROD;
  const swUpdate = createActor(logic.swUpdate, {
    ...options,
    input: { supported: swSupported, hadController: swSupported && navigator.serviceWorker.controller !== null },
  });

  session.on('notice', ({ notice }) => toastStore.push(notice.message, notice.tone));
  session.on('login.requested', () => modals.send({ type: 'auth.open', mode: 'login' }));
  if (swSupported) {
    navigator.serviceWorker.addEventListener('controllerchange', () =>
      swUpdate.send({ type: 'sw.controllerChanged' }),
    );
  }

  const actors = { session, language, modals, swUpdate };
  return {
    api,
    logic,
    load,
    actors,
    inspect,
    start() {
      Object.values(actors).forEach((actor) => actor.start());
    },
  };
}

export type AppSystem = ReturnType<typeof createSystem>;

/** One flow diagram as docs/flows/index.json lists it (generated by npm run flows). */
export type FlowEntry = {
  id: string;
  /** The title and summary in English, and their message ids in the catalogs (the page shows them translated). */
  title: string;
  titleId: string;
  summary: string;
  summaryId: string;
  /** The machine ids the app runs this flow under. */
  runs: string[];
  /** State path ("a.b") → the state's id in the diagram. */
  states: Record<string, string>;
  hash: string;
};

const noApi = () => Promise.resolve(null);

/** A file the build serves beside the app (not the API). */
async function staticFile(path: string, signal: AbortSignal, as: 'json' | 'text'): Promise<unknown> {
  const response = await fetch(path, { signal });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return as === 'json' ? response.json() : response.text();
}

/** Which games a list shows: a category page by page, or one of the home rows. */
export type GameFilters = { source: 'list' | 'popular' | 'promoted'; category?: CategoryKey | undefined };
const gameListMachine = createPagedListMachine<Game, GameFilters>('gameList');
export type GameListActorRef = ActorRefFrom<typeof gameListMachine>;

/** The game record's filters: a category and a range of days (YYYY-MM-DD), each optional. */
export type RecordFilters = { category?: CategoryKey | ''; from?: string; to?: string };
const gameRecordMachine = createPagedListMachine<GameRecordRow, RecordFilters>('gameRecord');
export type GameRecordActorRef = ActorRefFrom<typeof gameRecordMachine>;
