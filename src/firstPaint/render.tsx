import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { DEFAULT_LOCALE } from '../../contract/locales';
import { App, createAppRouter } from '../app/App';
import { createSystem } from '../app/system';
import { activateLocale } from '../i18n/i18n';

/** Macrotasks given to the flows to take the primed answers before the page is painted. */
const SETTLE_TURNS = 3;

/**
 * The page at `path` as a first visit sees it before the app's scripts run (a guest, the default language),
 * from the answers the page is primed with: what renders while a lazily loaded part is on its way is its
 * placeholder, as in the browser's first render.
 */
export async function renderFirstPaint(path: string, answers: Record<string, unknown>): Promise<string> {
  await activateLocale(DEFAULT_LOCALE);
  const system = createSystem({ apiBase: '', primed: new Map(Object.entries(answers)) });
  system.start();
  try {
    const router = createAppRouter(system, createMemoryHistory({ initialEntries: [path] }));
    await router.load();
    for (let turn = 0; turn < SETTLE_TURNS; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    return cleaned(renderToString(<App system={system} router={router} />));
  } finally {
    for (const actor of Object.values(system.actors)) actor.stop();
  }
}

/**
 * Without the resources React hoists to the top (the server preloads the page's picture itself); each part left to
 * the browser (a lazily loaded one, painted as its placeholder) marked as left on purpose, with an empty digest,
 * so that React renders it in the browser without reporting an error of the server's.
 */
const cleaned = (html: string) =>
  html
    .replace(/^(<link [^>]*>)+/, '')
    .replaceAll('<!--$!--><template></template>', '<!--$!--><template data-dgst=""></template>');
