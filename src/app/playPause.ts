import { useEffect, useSyncExternalStore } from 'react';

/**
 * Play paused by the reality check: while it waits for an answer the game's controls are inert, its
 * keyboard shortcuts do nothing and automatic play stops (a round already on its way finishes, the next
 * does not start). A count, so that two holders never release each other's pause.
 */
let holds = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const changed = () => listeners.forEach((listener) => listener());

/** Whether play is paused now (for handlers outside React's render: the tables' shortcuts). */
export const playPaused = (): boolean => holds > 0;

/** Pauses play while `active` (the reality check while it is open). */
export function usePausePlay(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    holds += 1;
    changed();
    return () => {
      holds -= 1;
      changed();
    };
  }, [active]);
}

/** Whether play is paused, re-rendering when it changes (the game's stage, automatic play). */
export function usePlayPaused(): boolean {
  return useSyncExternalStore(subscribe, playPaused, playPaused);
}
