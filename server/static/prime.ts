import type { Context } from 'hono';
import { apiPath, primedKey, type Endpoint } from '../../contract/endpoint';
import { LOBBY_FIRST_CATEGORY, LOBBY_PAGE_SIZE } from '../../contract/games';
import { GamesEndpoints } from '../../contract/games';
import { DEFAULT_LOCALE } from '../../contract/locales';
import { PromotionsEndpoints } from '../../contract/promotions';
import { SiteEndpoints } from '../../contract/site';
import { SportsBoardEndpoints } from '../../contract/sportsBoard';
import { hostHeader, type AppEnv } from '../http/env';
import { AFTER_PAINT_TYPE, FIRST_PAINT_SCRIPT, type PaintedScreen } from './firstPaint';

/** The id of the script element that carries the primed answers (src/api/primed.ts reads it). */
export const PRIMED_ID = 'primed';
/** The id of the script element that carries the painted screen's flows and lazy flows (src/main.tsx reads it). */
export const PAINTED_FLOWS_ID = 'painted-flows';

type Query = Record<string, string | number | undefined>;
interface Read {
  endpoint: Endpoint<'public'>;
  query: Query;
}
const read = (endpoint: Endpoint<'public'>, query: Query = {}): Read => ({ endpoint, query });

/**
 * The public reads a first visit to a page asks for before it can paint, exactly as the app asks them
 * (its first language is the default one): the host's languages and the site's content on every page,
 * and what the page's first screen lists. Only public, member-free answers: the same page goes to everyone.
 */
function firstReads(path: string, host: string): Read[] {
  const reads = [read(SiteEndpoints.languages, { host }), read(SiteEndpoints.content)];
  if (path === '/') reads.push(read(GamesEndpoints.popular), read(GamesEndpoints.promoted));
  if (path === '/game')
    reads.push(read(GamesEndpoints.list, { category: LOBBY_FIRST_CATEGORY, page: 1, per_page: LOBBY_PAGE_SIZE }));
  if (path === '/promotion/activity') reads.push(read(PromotionsEndpoints.activities));
  // The football board, as the sports page reads it before its stream keeps it.
  if (path === '/sports') reads.push(read(SportsBoardEndpoints.sportsBoard));
  return reads;
}

/** What the server adds to a page of the app. */
export interface PrimedPage {
  /** Envelopes by primedKey: the app takes each once instead of asking (src/api/client.ts). */
  answers: Record<string, unknown>;
  /** The home page's first picture, preloaded with the page (its largest paint). */
  preloadImage?: string | undefined;
  /** The scripts of the page's screen (the build's route-assets.json), fetched with the first page's. */
  scripts?: string[] | undefined;
  /** The style sheets of the page's screen (the build's route-styles.json), linked when it is painted. */
  styles?: string[] | undefined;
  /** The page's first screen, painted on the server (firstPaint.ts). */
  firstPaint?: PaintedScreen | null | undefined;
}

/**
 * Asks the API itself (`ask`: the app's own request handler) each read of the page, as the browser
 * would, and keeps the successful answers. A player whose saved language is another one, a page served
 * by the service worker, or a read that failed: the app asks as usual.
 */
export async function primePage(
  ask: (url: string, init: RequestInit) => Response | Promise<Response>,
  c: Context<AppEnv>,
  path: string,
): Promise<PrimedPage> {
  const host = hostHeader(c);
  const lang = DEFAULT_LOCALE;
  const answers: Record<string, unknown> = {};
  await Promise.all(
    firstReads(path, host).map(async ({ endpoint, query }) => {
      const key = primedKey(apiPath(endpoint), { lang, ...query });
      const response = await ask(key, { headers: { host, accept: 'application/json' } });
      if (response.status === 200) answers[key] = await response.json();
    }),
  );
  const content = answers[primedKey(apiPath(SiteEndpoints.content), { lang })] as
    { data?: { welcome?: { art?: unknown } } } | undefined;
  const art = content?.data?.welcome?.art;
  return { answers, preloadImage: path === '/' && typeof art === 'string' ? art : undefined };
}

/** The app's element in index.html, empty as built. */
const APP_ELEMENT = '<div id="app"></div>';

/** JSON inside a script element: nothing in it can close the element or start markup. */
export const scriptSafe = (json: string) =>
  json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with, at the end of its head, the preload of the first picture, the screen's scripts as
 * modulepreload links and the primed answers; and the first screen painted on the server in the app's element
 * (inert: nothing on it answers until the app has taken it over), with the app's scripts left for
 * FIRST_PAINT_SCRIPT to load once it has been shown.
 */
export function primedHtml(html: string, page: PrimedPage): string {
  const preload = page.preloadImage?.startsWith('/')
    ? `<link rel="preload" as="image" href="${attribute(page.preloadImage)}" fetchpriority="high">`
    : '';
  const modules = (page.scripts ?? [])
    .filter((src) => src.startsWith('/assets/'))
    .map((src) => `<link rel="modulepreload" crossorigin href="${attribute(src)}">`)
    .join('');
  const json = (id: string, value: unknown) =>
    `<script type="application/json" id="${id}">${scriptSafe(JSON.stringify(value))}</script>`;
  const script = Object.keys(page.answers).length ? json(PRIMED_ID, page.answers) : '';
  const screen = html.includes(APP_ELEMENT) ? page.firstPaint : null;
  const sheets = (screen ? (page.styles ?? []) : [])
    .filter((href) => href.startsWith('/assets/'))
    .map((href) => `<link rel="stylesheet" href="${attribute(href)}">`)
    .join('');
  const check = screen ? `${sheets}<script>${FIRST_PAINT_SCRIPT}</script>` : '';
  const flows =
    screen && (Object.keys(screen.flows).length || screen.loads.length)
      ? json(PAINTED_FLOWS_ID, { flows: screen.flows, loads: screen.loads })
      : '';
  const at = html.indexOf('</head>');
  const head = at < 0 ? html : `${html.slice(0, at)}${check}${preload}${modules}${script}${flows}${html.slice(at)}`;
  if (!screen) return head;
  return head
    .replaceAll('<script type="module" crossorigin src=', `<script type="${AFTER_PAINT_TYPE}" crossorigin src=`)
    .replace(APP_ELEMENT, () => `<div id="app" class="first-paint" inert>${screen.html}</div>`);
}
