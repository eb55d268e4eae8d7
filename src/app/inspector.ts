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
  const [{ createBrowserInspector }, { liveStates }] = await Promise.all([
    import('@statelyai/inspect'),
    import('./liveStates'),
  ]);
  const stately = createBrowserInspector({ autoStart: true }).inspect;
  return {
    next(event) {
      stately.next?.(event);
      liveStates.record(event);
    },
  };
}
