import { msg } from '@lingui/core/macro';
import { toastStore } from '../ui/toast';

/** What the person is told when the Stately inspector could not open (it lives on stately.ai). */
export const INSPECTOR_UNAVAILABLE = msg`The inspector could not open: it runs on stately.ai and needs an internet connection (and pop-ups allowed for this site). The flows running in this tab are still shown on the /flows page. Add ?inspect=0 to the address to switch the inspector off.`;

/** Shows the notice until the person closes it. */
export function sayInspectorUnavailable(): void {
  toastStore.push(INSPECTOR_UNAVAILABLE, 'error', 0);
}
