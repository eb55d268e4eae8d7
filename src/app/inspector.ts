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

/** Loads the inspector's own chunk; a normal visit never downloads it. */
export async function loadInspector(): Promise<Inspect> {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector({ autoStart: true }).inspect;
}
