import type { Context } from 'hono';
import { apiPath, primedKey } from '../../contract/endpoint';
import { DEFAULT_LOCALE } from '../../contract/locales';
import { SiteEndpoints } from '../../contract/site';
import { successBody } from '../http/envelope';
import type { AppEnv } from '../http/env';
import { requestHost } from '../http/env';
import type { AppDeps } from '../config';
import { dynamicWebData, languageList } from '../site/handlers';

/** The id of the script element that carries the primed answers (src/api/primed.ts reads it). */
export const PRIMED_ID = 'primed';

/** What the server adds to the page: the answers the first screen asks for, and the hints for its picture. */
export interface PrimedPage {
  /** Answers by primedKey: the app takes each once instead of asking. */
  answers: Record<string, unknown>;
  /** The home page's first picture, preloaded with the page (its largest paint). */
  preloadImage?: string | undefined;
}

/**
 * The public answers every first visit asks for before it can paint: the site's languages for the host the
 * browser sees, and the home content in the language a first visit starts in. Only public, member-free
 * data: the same page goes to everyone on the host. A player whose saved language is another one, or a
 * page served by the service worker, simply asks as before.
 */
export async function primePage(deps: Pick<AppDeps, 'db'>, c: Context<AppEnv>, path: string): Promise<PrimedPage> {
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  const site = requestHost(c);
  const lang = DEFAULT_LOCALE;
  const [languages, content] = await Promise.all([languageList(deps.db, site), dynamicWebData(deps.db, site, lang)]);
  return {
    answers: {
      [primedKey(apiPath(SiteEndpoints.languages), { lang, host })]: successBody(languages),
      [primedKey(apiPath(SiteEndpoints.content), { lang })]: successBody(content),
    },
    preloadImage: path === '/' ? content.welcome.art : undefined,
  };
}

/** JSON inside a script element: nothing in it can close the element or start markup. */
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with the primed answers (and the preload of the first picture) at the end of its head. */
export function primedHtml(html: string, page: PrimedPage): string {
  const preload = page.preloadImage?.startsWith('/')
    ? `<link rel="preload" as="image" href="${attribute(page.preloadImage)}" fetchpriority="high">`
    : '';
  const script = `<script type="application/json" id="${PRIMED_ID}">${scriptSafe(JSON.stringify(page.answers))}</script>`;
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}${preload}${script}${html.slice(at)}`;
}
