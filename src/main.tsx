import { startTransition } from 'react';
import type { Snapshot } from 'xstate';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { inspectorWanted, loadInspector } from './app/inspector';
import { readPrimed } from './api/primed';
import { App, createAppRouter } from './app/App';
import { CONSENT_FLOW, preloadConsentBanner } from './app/ConsentSlot';
import { createSystem } from './app/system';
import { activateLocale } from './i18n/i18n';
import { initialLocale } from './i18n/locales';
import './ui/theme.css';
import './ui/layout.css';

const [inspect] = await Promise.all([
  inspectorWanted() ? loadInspector() : Promise.resolve(undefined),
  activateLocale(initialLocale()),
]);

const system = createSystem({ inspect, apiBase: import.meta.env.VITE_API_BASE ?? '', primed: readPrimed() });
system.start();

const router = createAppRouter(system);

const container = document.getElementById('app')!;

// The page may come with its first screen painted by the server (server/static/firstPaint.ts): inert until the app
// has taken it over.
if (!container.classList.contains('first-paint')) {
  createRoot(container).render(<App system={system} router={router} />);
} else {
  // Not awaited here: the page's screen loads chunks that import this module, which must have finished.
  void takeOver();
}

/** Takes over the painted screen, once the page's screen is loaded, as the server had it when it painted. */
async function takeOver() {
  const takenOver = () => {
    container.classList.remove('first-paint');
    container.removeAttribute('inert');
  };
  // The state of each flow on the painted screen, and the lazy flows it loaded (server/static/prime.ts writes them
  // as PAINTED_FLOWS_ID).
  const painted = readPrimed('painted-flows');
  const flows = (painted.get('flows') ?? {}) as Record<string, Snapshot<unknown>>;
  const loads = painted.get('loads');
  await router.load();
  // The page's texts could not be fetched: the network's message shows instead of the painted screen.
  const offline = !system.actors.connection.getSnapshot().matches('online');
  if (offline) document.documentElement.setAttribute('data-fresh', '');
  if (document.documentElement.hasAttribute('data-fresh')) {
    // A tab the server could not paint for (a member's, another language; or the network's message): the painted
    // screen stays hidden and React replaces it, in turns that let the page answer a tap; its flows start afresh.
    const root = createRoot(container);
    startTransition(() => root.render(<App system={system} router={router} takenOver={takenOver} />));
  } else {
    // The screen's lazy flows first: React then takes it over in one go, without waiting for code on the way, which
    // would leave a part of it unanswered (or, updated meanwhile, make React paint it again from its placeholder).
    // So is the storage consent's banner, with its flow, where the painted one shows (not hidden for later: the app
    // then leaves it out, src/app/ConsentSlot.tsx).
    const later = document.documentElement.hasAttribute('data-consent-later');
    const load = system.load as Record<string, (() => Promise<unknown>) | undefined>;
    await Promise.allSettled([
      ...(Array.isArray(loads) ? loads : [])
        .filter((id) => !(later && id === CONSENT_FLOW))
        .map((id) => load[String(id)]?.()),
      later ? undefined : preloadConsentBanner(),
    ]);
    // React takes over the painted screen as it is, in turns (a transition) that let the page answer between them,
    // with its flows in the state they were painted in.
    const paintedFlows = {
      snapshot: (place: string) => (Object.hasOwn(flows, place) ? flows[place] : undefined),
    };
    startTransition(
      () =>
        void hydrateRoot(
          container,
          <App system={system} router={router} paintedFlows={paintedFlows} takenOver={takenOver} />,
        ),
    );
  }
}
