import { I18nProvider } from '@lingui/react';
import { createRouter, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { PaintedFlowsProvider, type PaintedFlows } from '../flow/useFlow';
import { i18n, screenLazy } from '../i18n/i18n';
import { routeTree } from '../routeTree.gen';
import { TakenOverContext } from './hydration';
import type { AppSystem } from './system';
import { SystemProvider } from './SystemContext';

/** The app's router over its running flows: the browser's history, or a given one (the server's first paint). */
export function createAppRouter(system: AppSystem, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { session: system.actors.session, connection: system.actors.connection },
    defaultPreload: 'intent',
    // A page that could not be opened says so in the player's words (its own chunk, with the screens' texts).
    defaultErrorComponent: screenLazy(() => import('../features/layout/RouteError')),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/**
 * The whole app: its texts, its flows and its router; for a screen painted by the server, its flows as they were
 * painted (`paintedFlows`) and what runs once the app has taken it over (`takenOver`, src/app/hydration.ts).
 */
export function App({
  system,
  router,
  paintedFlows,
  takenOver,
}: {
  system: AppSystem;
  router: AppRouter;
  paintedFlows?: PaintedFlows | undefined;
  takenOver?: (() => void) | undefined;
}) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <SystemProvider system={system}>
          <PaintedFlowsProvider flows={paintedFlows}>
            <TakenOverContext value={takenOver}>
              <RouterProvider router={router} />
            </TakenOverContext>
          </PaintedFlowsProvider>
        </SystemProvider>
      </I18nProvider>
    </StrictMode>
  );
}
