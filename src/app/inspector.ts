import type { InspectionEvent, Observer } from 'xstate';

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

/**
 * Loads the inspector's own chunk; a normal visit never downloads it. Every inspection event also goes
 * to the tab's record of running flows, which the /flows page highlights.
 */
export async function loadInspector(): Promise<Inspect> {
  const { liveStates } = await import('./liveStates');
  const stately = navigator.onLine ? await openStately() : undefined;
  if (!stately) void import('./inspectorNotice').then((notice) => notice.sayInspectorUnavailable());
  return {
    next(event) {
      stately?.(event);
      liveStates.record(event);
    },
  };
}

/** How long the inspector's window has to answer before the person is told it could not open. */
export const INSPECTOR_ANSWER_MS = 8000;

/**
 * Opens the Stately inspector's window; when it does not answer in time (offline, stately.ai blocked, the
 * pop-up refused) the window is closed and the person is told, rather than left with an error page.
 */
async function openStately(): Promise<(event: InspectionEvent) => void> {
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
    void import('./inspectorNotice').then((notice) => notice.sayInspectorUnavailable());
  }, INSPECTOR_ANSWER_MS);
  return (event: InspectionEvent) => inspector.inspect.next?.(event);
}
