import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What the staff member is told when the Stately inspector could not open (it lives on stately.ai). */
const INSPECTOR_UNAVAILABLE = msg`The inspector could not open: it runs on stately.ai and needs an internet connection (and pop-ups allowed for this site). Add ?inspect=0 to the address to switch the inspector off.`;

/** Shows the notice over the page until the person closes it. */
export function sayInspectorUnavailable(): void {
  const notice = document.createElement('p');
  notice.className = 'op-problem op-inspector-notice';
  notice.setAttribute('role', 'alert');
  notice.textContent = i18n._(INSPECTOR_UNAVAILABLE);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'op-button';
  close.textContent = i18n._(msg`Close`);
  close.addEventListener('click', () => notice.remove());
  notice.append(' ', close);
  document.body.append(notice);
}
