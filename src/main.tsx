import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { inspectorWanted, loadInspector } from './app/inspector';
import { readPrimed } from './api/primed';
import { App, createAppRouter } from './app/App';
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

/** React's report of a boundary the server left to the browser (error #419 in its production build). */
const CLIENT_BOUNDARY = /React error #419\b|could not finish this Suspense boundary/;
const container = document.getElementById('app')!;

// The page may come with its first screen painted by the server (server/static/firstPaint.ts): inert until the app
// has taken it over.
if (!container.classList.contains('first-paint')) {
  createRoot(container).render(<App system={system} router={router} />);
} else {
  const takenOver = () => {
    container.classList.remove('first-paint');
    container.removeAttribute('inert');
  };
  const app = <App system={system} router={router} takenOver={takenOver} />;
  // The page's screen first, as the server had it when it painted.
  await router.load();
  if (document.documentElement.hasAttribute('data-fresh')) {
    // A tab the server could not paint for (a member's, another language): the painted screen stays hidden and
    // React replaces it, in turns that let the page answer a tap.
    const root = createRoot(container);
    startTransition(() => root.render(app));
  } else {
    // React takes over the painted screen as it is; the parts loaded later were left to the browser (each such
    // boundary is reported as one the server could not finish: by design, not a fault).
    // In turns, as a transition, so that the page answers between them.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => {
          if (!CLIENT_BOUNDARY.test(String(error))) reportError(error);
        },
      });
    });
  }
}
