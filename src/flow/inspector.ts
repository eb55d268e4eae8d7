import type { InspectionEvent, Observer } from 'xstate';

/*
 * The Stately inspector, for both apps (the player's and the back office): `?inspect` in the address
 * switches it on for the tab. Its code (`@statelyai/inspect`) loads only then: a normal visit never
 * downloads it.
 */

const KEY = 'rodada.inspect';

/** `?inspect` switches the Stately inspector on for this tab, `?inspect=0` off. */
export function inspectorWanted(search: string = location.search): boolean {
  const param = new URLSearchParams(search).get('inspect');
  try {
    if (param === '0' || param === 'false') {
      sessionStorage.removeItem(KEY);
      return false;
    }
    if (param !== null) {
      sessionStorage.setItem(KEY, '1');
      return true;
    }
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return param !== null && param !== '0';
  }
}

export type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

/** An actor's options with the tab's inspector, when it is on (every actor of both apps is created with them). */
export const inspecting = (inspect: Inspect | undefined): { inspect?: Inspect } => (inspect ? { inspect } : {});

/** How long the inspector's window has to answer before the person is told it could not open. */
export const INSPECTOR_ANSWER_MS = 8000;

/**
 * Loads the inspector's own chunk and opens its window. `unavailable` tells the person when it cannot
 * open (offline, stately.ai blocked, the pop-up refused); `record` also sees every inspection event.
 */
export async function openInspector({
  unavailable,
  record,
}: {
  unavailable: () => void;
  record?: (event: InspectionEvent) => void;
}): Promise<Inspect> {
  const stately = navigator.onLine ? await openStately(unavailable) : undefined;
  if (!stately) unavailable();
  return {
    next(event) {
      stately?.(event);
      record?.(event);
    },
  };
}

/**
 * Opens the Stately inspector's window; when it does not answer in time the window is closed and the
 * person is told, rather than left with an error page.
 */
async function openStately(unavailable: () => void): Promise<(event: InspectionEvent) => void> {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const connected = (event: MessageEvent) =>
    typeof event.data === 'object' && event.data !== null && event.data.type === '@statelyai.connected';
  let answered = false;
  const listen = (event: MessageEvent) => {
    if (connected(event)) answered = true;
  };
  window.addEventListener('message', listen);
  const inspector = createBrowserInspector({ autoStart: true });
  setTimeout(() => {
    window.removeEventListener('message', listen);
    if (answered) return;
    inspector.stop();
    unavailable();
  }, INSPECTOR_ANSWER_MS);
  return (event: InspectionEvent) => inspector.inspect.next?.(event);
}
