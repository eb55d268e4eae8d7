import { I18nProvider } from '@lingui/react';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { inspectorWanted, loadInspector } from './app/inspector';
import { readPrimed } from './api/primed';
import { createSystem } from './app/system';
import { SystemProvider } from './app/SystemContext';
import { activateLocale, i18n, screenLazy } from './i18n/i18n';
import { initialLocale } from './i18n/locales';
import { routeTree } from './routeTree.gen';
import './ui/theme.css';
import './ui/layout.css';

const [inspect] = await Promise.all([
  inspectorWanted() ? loadInspector() : Promise.resolve(undefined),
  activateLocale(initialLocale()),
]);

const system = createSystem({ inspect, apiBase: import.meta.env.VITE_API_BASE ?? '', primed: readPrimed() });
system.start();

const router = createRouter({
  routeTree,
  context: { session: system.actors.session, connection: system.actors.connection },
  defaultPreload: 'intent',
  // A page that could not be opened says so in the player's words (its own chunk, with the screens' texts).
  defaultErrorComponent: screenLazy(() => import('./features/layout/RouteError')),
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <SystemProvider system={system}>
        <RouterProvider router={router} />
      </SystemProvider>
    </I18nProvider>
  </StrictMode>,
);
