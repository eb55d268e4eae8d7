import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

/**
 * A page's first screen, painted on the server by the app itself (its build for Node, dist-ssr/first-paint.js,
 * vite.firstpaint.config.ts) in a worker thread of its own: the page shows it as soon as its HTML and style
 * sheet arrive, before the app's scripts, which replace it with the live app once the page's screen is loaded
 * (src/main.tsx). It is a first visit's screen (a guest, the default language), painted from the public
 * answers the page is primed with (prime.ts): the same page for everyone, kept for the next visits.
 */
export interface FirstPaint {
  /** The first screen of the page at `url` (its path and host) from its primed answers, or null: none in time. */
  paint(url: string, answers: Record<string, unknown>): Promise<PaintedScreen | null>;
  close(): Promise<void>;
}

/**
 * A painted screen: its HTML, the state of each flow on it by its place in the screen, which the app's flows
 * start from as it takes the screen over (src/flow/useFlow.tsx), and the lazy flows it loaded, which the app
 * loads before (src/main.tsx).
 */
export interface PaintedScreen {
  html: string;
  flows: Record<string, unknown>;
  loads: string[];
}

/**
 * The pages painted on the server, asked without a query (one may change what the app shows first: a language
 * for the visit, the inspector, an invitation): those whose first screen is public and the same for every guest,
 * under the main layout (src/routes/_main.tsx renders the mark that the app has taken the screen over).
 */
export const FIRST_PAINT_PATHS: ReadonlySet<string> = new Set(['/', '/game', '/sports', '/promotion/activity']);

/** The type the app's scripts carry in a painted page until it has been shown: the browser leaves them alone. */
export const AFTER_PAINT_TYPE = 'module/after-paint';

/**
 * Runs in the head of a painted page, before its body is parsed:
 * - a tab whose app will not start as the server painted it (a member's tab, another language kept, the flows'
 *   inspector on) hides the painted screen (the style sheet's `[data-fresh]`) and loads the app at once;
 * - a tab not to be asked for its storage choice yet (one kept, or the responsible-play reminder first) hides the
 *   painted consent banner (the style sheet's `[data-consent-later]`; src/app/ConsentSlot.tsx);
 * - any other loads the app once the painted screen is on the screen (the browser reports its first contentful
 *   paint; or after a second, in a tab that is not drawn), so that its scripts do not hold back the first paint
 *   on a slow network.
 */
export const FIRST_PAINT_SCRIPT = [
  '(function(){var d=document,e=d.documentElement,done=0;',
  'function load(){if(done++)return;',
  `d.querySelectorAll('script[type="${AFTER_PAINT_TYPE}"]').forEach(function(p){`,
  "var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=p.src;d.head.appendChild(s)})}",
  'try{if(sessionStorage.getItem("rodada.token")||sessionStorage.getItem("rodada.inspect")||(localStorage.getItem("rodada.lang")||"pt")!=="pt")e.setAttribute("data-fresh","");',
  'if(localStorage.getItem("rodada.consent")||(localStorage.getItem("rodada.reminder")!=="off"&&!sessionStorage.getItem("rodada.reminder.shown")))e.setAttribute("data-consent-later","")}catch(x){}',
  "if(e.hasAttribute('data-fresh'))d.addEventListener('DOMContentLoaded',load);",
  "else{try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)load()}).observe({type:'paint',buffered:true})}catch(x){load()}setTimeout(load,1000)}})()",
].join('');

/** The Content-Security-Policy's source that lets exactly that script run (http/security.ts). */
export const FIRST_PAINT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;

/** How long a page waits for its first screen: past that it goes without (the app paints it, as before). */
const WAIT_MS = 250;
/** Pages being painted at once, at most: past that a page goes without, so nothing queues up. */
const MAX_WAITING = 8;
/** First screens kept, the most recently used. */
const KEPT = 64;
/** After the worker failed: pages go without for this long before it is started again. */
const RESTART_AFTER_MS = 10_000;

type Answer = { id: number; html?: string; flows?: Record<string, unknown>; loads?: string[]; error?: string };

/** The worker for a build (null when the build has no first paint: the pages go without). */
export function firstPaintWorker(bundle: string, { waitMs = WAIT_MS }: { waitMs?: number } = {}): FirstPaint | null {
  if (!existsSync(bundle)) return null;
  const kept = new Map<string, PaintedScreen>();
  const waiting = new Map<number, { key: string; done: (screen: PaintedScreen | null) => void }>();
  let nextId = 1;
  let failedAt = 0;

  const keep = (key: string, screen: PaintedScreen) => {
    kept.delete(key);
    kept.set(key, screen);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  };

  const start = () => {
    const started = new Worker(bundle);
    // The server's process ends when it is done, whatever the worker is doing.
    started.unref();
    started.on('message', (answer: Answer) => {
      const request = waiting.get(answer.id);
      if (!request) return;
      waiting.delete(answer.id);
      // Inline styles would be refused by the page's Content-Security-Policy: such a screen is not shown.
      const screen =
        typeof answer.html === 'string' && !answer.html.includes(' style="')
          ? { html: answer.html, flows: answer.flows ?? {}, loads: answer.loads ?? [] }
          : null;
      if (screen) keep(request.key, screen);
      request.done(screen);
    });
    const gone = () => {
      if (worker === started) worker = null;
      failedAt = Date.now();
      for (const { done } of waiting.values()) done(null);
      waiting.clear();
    };
    started.on('error', gone);
    started.on('exit', gone);
    return started;
  };
  let worker: Worker | null = start();

  return {
    async paint(url, answers) {
      const key = `${url}\n${JSON.stringify(answers)}`;
      const hit = kept.get(key);
      if (hit !== undefined) {
        keep(key, hit);
        return hit;
      }
      if (!worker && Date.now() - failedAt >= RESTART_AFTER_MS) worker = start();
      if (!worker || waiting.size >= MAX_WAITING) return null;
      const id = nextId++;
      const running = worker;
      return new Promise<PaintedScreen | null>((resolve) => {
        // Too late for this page, the screen is still kept for the next one (the request stays listed).
        const timer = setTimeout(() => resolve(null), waitMs);
        waiting.set(id, {
          key,
          done: (screen) => {
            clearTimeout(timer);
            resolve(screen);
          },
        });
        running.postMessage({ id, url, answers });
      });
    },
    async close() {
      const running = worker;
      worker = null;
      await running?.terminate();
    },
  };
}
