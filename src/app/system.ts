import { createActor } from 'xstate';
import { createApi, tokenStore } from '../api';
import type { Primed } from '../api/primed';
import { i18n } from '../i18n/i18n';
import { readSavedLocale } from '../i18n/locales';
import { toastStore } from '../ui/toast';
import { sessionMachine, type SessionActorRef } from '../../machines/session.machine';
import { swUpdateMachine } from '../../machines/swUpdate.machine';
import { connectionMachine, type ConnectionActorRef } from '../../machines/connection.machine';
import { createLobbyLogic } from '../features/games/lobbyLogic';
import { createSiteLogic, readAdShownToday, readReminderOn, readReminderShownThisVisit } from '../features/site/logic';
import { FEATURES } from './features';
import { storageChoice } from './storageConsent';
import { createLoad, type ShellRuns } from './flows';
import {
  createConnectionImplementations,
  createSessionImplementations,
  createSwUpdateImplementations,
} from './implementations';
import { inspecting, type Inspect } from '../flow/inspector';

/**
 * The one place the app's flows meet their real effects. Every actor is created with the same
 * `inspect` observer, so the Stately inspector sees the whole system when it is switched on.
 */
export function createSystem({
  inspect,
  apiBase,
  primed,
}: {
  inspect?: Inspect | undefined;
  apiBase: string;
  /** The answers the page came with (src/api/primed.ts). */
  primed?: Primed | undefined;
}) {
  // The API reports session problems to the session actor, which is created from the API below.
  const sessionRef: { current?: SessionActorRef } = {};
  const connectionRef: { current?: ConnectionActorRef } = {};
  const api = createApi({
    base: apiBase,
    primed,
    getToken: tokenStore.get,
    getLang: () => i18n.locale || 'pt',
    hooks: {
      onUnauthorized: (hadToken, code) => sessionRef.current?.send({ type: 'session.unauthorized', hadToken, code }),
      onForceOffline: () => sessionRef.current?.send({ type: 'session.forcedOffline' }),
      onNetworkError: () => connectionRef.current?.send({ type: 'connection.failed' }),
    },
  });

  // The flows the first page runs: the session, the service worker and the network, the site's and the lobby's.
  const logic = {
    session: sessionMachine.provide(createSessionImplementations(api)),
    swUpdate: swUpdateMachine.provide(createSwUpdateImplementations()),
    connection: connectionMachine.provide(createConnectionImplementations(api)),
    ...createSiteLogic(api),
    ...createLobbyLogic(api),
  };
  // Exactly the flows the features declare as running from the first page (tests/flows reads those).
  const _declared: SameKeys<keyof typeof logic, ShellRuns<typeof FEATURES>> = true;

  // Every other flow loads with the first screen that needs it, from its feature's declaration
  // (src/features/<area>/flows.ts): a visit that never opens a screen downloads none of its flows.
  const load = createLoad(FEATURES, {
    api,
    refresh: () => sessionRef.current?.send({ type: 'session.refresh' }),
    signedIn: (token) => sessionRef.current?.send({ type: 'session.signedIn', token }),
    accountClosed: () => sessionRef.current?.send({ type: 'session.closed' }),
  });

  const options = inspecting(inspect);
  const session = createActor(logic.session, { ...options, input: { hasToken: tokenStore.get() !== null } });
  sessionRef.current = session;
  const language = createActor(logic.language, {
    ...options,
    input: { saved: readSavedLocale(), host: location.host },
  });
  const modals = createActor(logic.modals, {
    ...options,
    input: {
      reminderOn: readReminderOn(),
      adShownToday: readAdShownToday(),
      reminderShownThisVisit: readReminderShownThisVisit(),
      firstVisit: storageChoice() === null,
    },
  });
  const swSupported = 'serviceWorker' in navigator && import.meta.env.PROD;
  const swUpdate = createActor(logic.swUpdate, {
    ...options,
    input: { supported: swSupported, hadController: swSupported && navigator.serviceWorker.controller !== null },
  });

  const connection = createActor(logic.connection, options);
  connectionRef.current = connection;
  addEventListener('online', () => connection.send({ type: 'connection.online' }));

  session.on('notice', ({ notice }) => toastStore.push(notice.message, notice.tone));
  // On the login page the page is the form: no dialog over it.
  session.on('login.requested', () => {
    if (location.pathname !== '/login') modals.send({ type: 'auth.open', mode: 'login' });
  });
  if (swSupported) {
    navigator.serviceWorker.addEventListener('controllerchange', () => swUpdate.send({ type: 'sw.controllerChanged' }));
  }

  const actors = { session, language, modals, swUpdate, connection };
  return {
    api,
    logic,
    load,
    actors,
    inspect,
    start() {
      Object.values(actors).forEach((actor) => actor.start());
      // Opened without a network: the offline screen at once.
      if (!navigator.onLine) connection.send({ type: 'connection.failed' });
    },
  };
}

export type AppSystem = ReturnType<typeof createSystem>;

type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
