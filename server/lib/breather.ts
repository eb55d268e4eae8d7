import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a loop of pure work may hold the event loop before it lets other requests run. */
export const SLICE_MS = 20;

/**
 * A loop's pause: awaited between items of a long computation (a sport's first board prices dozens of
 * matches, a tennis match's markets take tens of milliseconds), it hands the event loop back once every
 * SLICE_MS of work, so the requests and pushes waiting meanwhile run; between shorter stretches it returns
 * at once.
 */
export function breather(now: () => number = () => performance.now(), sliceMs = SLICE_MS) {
  let since = now();
  return async (): Promise<boolean> => {
    if (now() - since < sliceMs) return false;
    await nextTurn();
    since = now();
    return true;
  };
}
