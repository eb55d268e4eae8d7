import type { InspectionEvent, Observer } from 'xstate';

/*
 * The Stately inspector, for both apps (the player's and the back office): `?inspect` in the address
 * switches it on for the tab. Its code (openInspector.ts and `@statelyai/inspect`) loads only then: a
 * normal visit never downloads it.
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
