import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import type { AnyActorRef, Snapshot } from 'xstate';
import { DEFAULT_LOCALE } from '../../contract/locales';
import { App, createAppRouter } from '../app/App';
import { createSystem } from '../app/system';
import type { PaintedFlows } from '../flow/useFlow';
import { activateLocale } from '../i18n/i18n';

/** Macrotasks given to the flows to take the primed answers before the page is painted again. */
const SETTLE_TURNS = 3;
/** Renders of the page at most: each paints what the one before started or loaded. */
const PASSES = 8;

/**
 * A page's first screen, the state of each flow on it by its place in the screen (src/flow/useFlow.tsx), and the
 * lazy flows it loaded (`system.load`), which the app loads before it takes the screen over.
 */
export interface Painted {
  html: string;
  flows: Record<string, Snapshot<unknown>>;
  loads: string[];
}

const settle = async () => {
  for (let turn = 0; turn < SETTLE_TURNS; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * The page at `path` as a first visit sees it before the app's scripts run (a guest, the default language),
 * from the answers the page is primed with. The server runs no effects, so the page is rendered in passes: a
 * screen's flows are started in the pass that meets them and, once they have taken their answers, the next pass
 * paints them from their state (and a part loaded lazily, once loaded); until a pass starts nothing new. What is
 * still on its way after the last pass is painted as its placeholder, as in the browser's first render.
 */
export async function renderFirstPaint(path: string, answers: Record<string, unknown>): Promise<Painted> {
  await activateLocale(DEFAULT_LOCALE);
  const system = createSystem({ apiBase: '', primed: new Map(Object.entries(answers)) });
  system.start();
  const loads = new Set<string>();
  const load = system.load as Record<string, () => Promise<unknown>>;
  for (const [id, loader] of Object.entries(load))
    load[id] = () => {
      loads.add(id);
      return loader();
    };
  const started = new Map<string, AnyActorRef>();
  const states = new Map<string, Snapshot<unknown>>();
  const used = new Set<string>();
  const flows: PaintedFlows = {
    snapshot(place) {
      const state = states.get(place);
      if (state) used.add(place);
      return state;
    },
    start(place, actor) {
      if (started.has(place)) return;
      started.set(place, actor);
      actor.start();
    },
  };
  try {
    const router = createAppRouter(system, createMemoryHistory({ initialEntries: [path] }));
    await router.load();
    await settle();
    let html = '';
    for (let pass = 0; pass < PASSES; pass++) {
      used.clear();
      const before = started.size;
      html = renderToString(<App system={system} router={router} paintedFlows={flows} />);
      if (started.size === before && !html.includes(LEFT_TO_BROWSER)) break;
      await settle();
      // The state the browser starts each flow from is exactly the one painted: as the page carries it.
      for (const [place, actor] of started) {
        if (states.has(place)) continue;
        // A flow started from a state does not start that state's timers again: such a page goes unpainted.
        if (waitsOnATimer(actor)) throw new Error(`a flow of ${path} waits on a timer`);
        states.set(place, JSON.parse(JSON.stringify(actor.getPersistedSnapshot())));
      }
    }
    return {
      html: cleaned(html),
      flows: Object.fromEntries([...used].map((place) => [place, states.get(place)!])),
      loads: [...loads],
    };
  } finally {
    for (const actor of [...Object.values(system.actors), ...started.values()]) actor.stop();
  }
}

/** Whether a flow rests in a state with a delayed transition (`after`). */
const waitsOnATimer = (actor: AnyActorRef) =>
  ((actor.getSnapshot() as { _nodes?: { after: unknown[] }[] })._nodes ?? []).some((node) => node.after.length > 0);

/** A part React renders in the browser (its placeholder in the screen: it was still loading). */
const LEFT_TO_BROWSER = '<!--$!--><template></template>';

/**
 * Without the resources React hoists to the top (the server preloads the page's picture itself); each part left to
 * the browser (a lazily loaded one, painted as its placeholder) marked as left on purpose, with an empty digest,
 * so that React renders it in the browser without reporting an error of the server's.
 */
const cleaned = (html: string) =>
  html.replace(/^(<link [^>]*>)+/, '').replaceAll(LEFT_TO_BROWSER, '<!--$!--><template data-dgst=""></template>');
