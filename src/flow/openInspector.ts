import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent } from 'xstate';
import type { Inspect } from './inspector';

/*
 * Loaded only when the inspector is switched on (`?inspect`): never part of an app's first page. It imports
 * the inspector's library statically and nothing of an app, so its chunk needs nothing from the first
 * page's: main.tsx waits for it at the top level, and a chunk importing back into the first page's would
 * wait for main.tsx in turn.
 */

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
