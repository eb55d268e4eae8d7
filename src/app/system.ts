import { createActor } from 'xstate';
import { createApi, tokenStore } from '../api';
import { i18n } from '../i18n/i18n';
import { readSavedLocale } from '../i18n/locales';
import { toastStore } from '../ui/toast';
import { sessionMachine, type SessionActorRef } from '../../machines/session.machine';
import { swUpdateMachine } from '../../machines/swUpdate.machine';
import { createLobbyLogic } from '../features/games/lobbyLogic';
import { createSiteLogic, readReminderOn } from '../features/site/logic';
import { lazyArea, type AppDeps } from './flows';
import { createSessionImplementations, createSwUpdateImplementations } from './implementations';
import type { Inspect } from './inspector';

type LoadersOf<M> = M extends { createLoaders: (deps: AppDeps) => infer L } ? L : never;

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

  // The flows the first page runs: the session and the service worker, the site's and the lobby's.
  const logic = {
    session: sessionMachine.provide(createSessionImplementations(api)),
    swUpdate: swUpdateMachine.provide(createSwUpdateImplementations()),
    ...createSiteLogic(api),
    ...createLobbyLogic(api),
  };

  // Every other flow loads with the first screen that needs it, with its feature's implementations
  // (src/features/<area>/logic.ts): a visit that never opens a screen downloads none of them.
  const deps: AppDeps = {
    api,
    refresh: () => sessionRef.current?.send({ type: 'session.refresh' }),
    signedIn: (token) => sessionRef.current?.send({ type: 'session.signedIn', token }),
  };
  const auth = lazyArea<LoadersOf<typeof import('../features/auth/logic')>>(() =>
    import('../features/auth/logic').then((m) => m.createLoaders(deps)),
  );
  const games = lazyArea<LoadersOf<typeof import('../features/games/logic')>>(() =>
    import('../features/games/logic').then((m) => m.createLoaders(deps)),
  );
  const wallet = lazyArea<LoadersOf<typeof import('../features/wallet/logic')>>(() =>
    import('../features/wallet/logic').then((m) => m.createLoaders(deps)),
  );
  const promotions = lazyArea<LoadersOf<typeof import('../features/promotions/logic')>>(() =>
    import('../features/promotions/logic').then((m) => m.createLoaders(deps)),
  );
  const information = lazyArea<LoadersOf<typeof import('../features/information/logic')>>(() =>
    import('../features/information/logic').then((m) => m.createLoaders(deps)),
  );
  const security = lazyArea<LoadersOf<typeof import('../features/security/logic')>>(() =>
    import('../features/security/logic').then((m) => m.createLoaders(deps)),
  );
  const profile = lazyArea<LoadersOf<typeof import('../features/profile/logic')>>(() =>
    import('../features/profile/logic').then((m) => m.createLoaders(deps)),
  );
  const agency = lazyArea<LoadersOf<typeof import('../features/agency/logic')>>(() =>
    import('../features/agency/logic').then((m) => m.createLoaders(deps)),
  );
  const flows = lazyArea<LoadersOf<typeof import('../features/flows/logic')>>(() =>
    import('../features/flows/logic').then((m) => m.createLoaders()),
  );
  const load = {
    authForm: auth('authForm'),
    search: games('search'),
    gameInfo: games('gameInfo'),
    gameLaunch: games('gameLaunch'),
    slotRound: games('slotRound'),
    crashRound: games('crashRound'),
    sportsBet: games('sportsBet'),
    recharge: wallet('recharge'),
    rechargeOrder: wallet('rechargeOrder'),
    rechargeRecord: wallet('rechargeRecord'),
    withdrawal: wallet('withdrawal'),
    withdrawalRecord: wallet('withdrawalRecord'),
    orderDetails: wallet('orderDetails'),
    orderFees: wallet('orderFees'),
    orderAssociation: wallet('orderAssociation'),
    reward: promotions('reward'),
    wheel: promotions('wheel'),
    activities: promotions('activities'),
    vip: promotions('vip'),
    rebateGames: promotions('rebateGames'),
    rewardHistory: promotions('rewardHistory'),
    coverHistory: promotions('coverHistory'),
    rebates: promotions('rebates'),
    informationCenter: information('informationCenter'),
    notifications: information('notifications'),
    securityStatus: security('securityStatus'),
    verifyPassword: security('verifyPassword'),
    passwordChange: security('passwordChange'),
    bindEmail: security('bindEmail'),
    pixKeys: security('pixKeys'),
    avatar: profile('avatar'),
    agencyInfo: agency('agencyInfo'),
    agencyRewards: agency('agencyRewards'),
    mechanism: agency('mechanism'),
    inviteRecord: agency('inviteRecord'),
    registerSubordinate: agency('registerSubordinate'),
    subordinateRequests: agency('subordinateRequests'),
    flowsIndex: flows('flowsIndex'),
    flowDiagram: flows('flowDiagram'),
    gameRecord: games('gameRecord'),
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
