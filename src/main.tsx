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
    // React takes over the painted screen as it is, in turns (a transition) that let the page answer between them.
    startTransition(() => void hydrateRoot(container, app));
  }
}
