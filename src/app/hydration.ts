import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False while React takes over the screen the server painted (src/main.tsx hydrates it) and on the server
 * itself; true in every render after. What a tab knows that the server cannot (what the other tabs answered,
 * this device's storage) is shown from the render after, so that the painted screen and the app's first
 * render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}

/** What the app does once it has taken over the painted screen (src/main.tsx): the page is then the app's. */
export const TakenOverContext = createContext<(() => void) | undefined>(undefined);

/**
 * Marks the painted screen taken over: rendered by the main layout (src/routes/_main.tsx), whose content React
 * takes over as one part after the page's frame. Until then a tap on the painted screen could reach a part React
 * has not taken over yet, so the screen stays inert.
 */
export function TakenOver() {
  const done = useContext(TakenOverContext);
  useEffect(() => done?.(), [done]);
  return null;
}
