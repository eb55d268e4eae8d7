import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
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
const root = createRoot(container);
const app = <App system={system} router={router} />;
if (container.hasChildNodes()) {
  // The server's first paint of the page (server/static/firstPaint.ts) stays in view until the page's screen is
  // loaded and rendered, then React replaces it at once. Rendered in turns that let the page answer a tap.
  await router.load();
  startTransition(() => root.render(app));
} else root.render(app);
