import type { Inspect } from '../flow/inspector';

export { inspectorWanted, type Inspect } from '../flow/inspector';

/**
 * Loads the inspector's own chunk; a normal visit never downloads it. Every inspection event also goes
 * to the tab's record of running flows, which the /flows page highlights.
 */
export async function loadInspector(): Promise<Inspect> {
  const { liveStates } = await import('./liveStates');
  const { openInspector } = await import('../flow/openInspector');
  return openInspector({
    unavailable: () => void import('./inspectorNotice').then((notice) => notice.sayInspectorUnavailable()),
    record: (event) => liveStates.record(event),
  });
}
