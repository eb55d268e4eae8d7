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
  return (event: InspectionEvent) => handOver(inspector, event);
}

type StatelyInspector = ReturnType<typeof createBrowserInspector>;

/**
 * Hands an inspection event to the inspector's window as it happens, through the inspector's own calls. Its
 * observer (`inspector.inspect`) would first wait for the page to be idle, and a page kept busy never is (a
 * slow phone, a loaded machine): the flows that start then would never reach the window.
 */
function handOver(inspector: StatelyInspector, event: InspectionEvent): void {
  const { actorRef } = event;
  if (event.type === '@xstate.actor') {
    // A machine is described by its definition; another actor (a promise's) by its id, as the library's
    // observer describes it. Its root and parent are read from the actor itself.
    const { config } = (actorRef as { logic?: { config?: unknown } }).logic ?? {};
    const described =
      typeof config === 'object' && config !== null
        ? actorRef
        : Object.assign(Object.create(actorRef) as typeof actorRef, {
            logic: { config: { id: (actorRef as { id?: string }).id } },
          });
    // Sent as the actor is made, before it has a snapshot: its first one follows as it starts.
    inspector.actor(described);
  } else if (event.type === '@xstate.event') {
    inspector.event(actorRef, event.event, event.sourceRef ? { source: event.sourceRef } : {});
  } else if (event.type === '@xstate.snapshot') {
    // A machine's snapshot as it is written out (toJSON: without its machine and its methods).
    const snapshot = event.snapshot as { toJSON?: () => object };
    inspector.snapshot(actorRef, typeof snapshot.toJSON === 'function' ? snapshot.toJSON() : snapshot, {
      event: event.event,
    });
  }
}
