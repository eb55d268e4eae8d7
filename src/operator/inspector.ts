import type { Inspect } from '../flow/inspector';

/**
 * The back office's Stately inspector (`?inspect`, as in the player's app): loaded only when asked for,
 * so a normal visit never downloads it.
 */
export async function loadInspector(): Promise<Inspect> {
  const { openInspector } = await import('../flow/openInspector');
  return openInspector({
    unavailable: () => void import('./inspectorNotice').then((notice) => notice.sayInspectorUnavailable()),
  });
}
