import type { Inspect } from '../flow/inspector';
import { ensureScreenTexts } from '../i18n/i18n';
import { withTexts } from '../i18n/withTexts';

export { inspectorWanted, type Inspect } from '../flow/inspector';

/**
 * Loads the inspector's own chunk; a normal visit never downloads it. Every inspection event also goes
 * to the tab's record of running flows, which the /flows page highlights.
 */
export async function loadInspector(): Promise<Inspect> {
  const { liveStates } = await import('./liveStates');
  const { openInspector } = await import('../flow/openInspector');
  return openInspector({
    // Its words are the screens' (the inspector is a QA tool: the first page does not carry them).
    unavailable: () =>
      void withTexts(ensureScreenTexts, () => import('./inspectorNotice')).then((notice) =>
        notice.sayInspectorUnavailable(),
      ),
    record: (event) => liveStates.record(event),
  });
}
