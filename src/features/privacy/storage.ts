import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CONSENT_VERSION } from '../../../contract/storageConsent';
import { CONSENT_KEY, visitPreferences } from '../../app/storageConsent';

/**
 * Everything the app keeps on the device, by category: what the banner lists and what a choice writes or
 * removes. There are no cookies, no analytics and no advertising storage.
 */
export type StorageItem = { key: string; where: MessageDescriptor; what: MessageDescriptor };

const LOCAL = msg`on this device`;
const TAB = msg`in this tab, until it closes`;

/** Needed for the service to work or be secure: always on. */
export const ESSENTIAL: readonly StorageItem[] = [
  { key: 'rodada.token', where: TAB, what: msg`Your sign-in session` },
  {
    key: 'rodada.device',
    where: LOCAL,
    what: msg`This device’s identifier, which keeps your login open to you when strangers try to guess your password`,
  },
  { key: CONSENT_KEY, where: LOCAL, what: msg`Your choice on this notice` },
  {
    key: 'workbox-precache',
    where: LOCAL,
    what: msg`The app’s own files, so it opens faster and says when you are offline`,
  },
  {
    key: 'rodada.reminder.shown · rodada.sw-reloaded · rodada.inspect',
    where: TAB,
    what: msg`What this tab already did: the reminder shown, the reload for an update, the flow inspector you asked for`,
  },
];

/** Remembered choices: kept only with the person's consent. */
export const PREFERENCES: readonly StorageItem[] = [
  { key: 'rodada.lang', where: LOCAL, what: msg`The language you chose` },
  { key: 'rodada.reminder', where: LOCAL, what: msg`Whether the reminder is shown` },
  { key: 'rodada.ad.shownOn', where: LOCAL, what: msg`The day the advertisement was shown, so it shows once a day` },
];

const kept = new Set<() => void>();
/** Called after each choice is kept (the privacy centre reads the consents again). */
export function onStorageChoiceKept(listener: () => void): () => void {
  kept.add(listener);
  return () => kept.delete(listener);
}

/**
 * Keeps the choice on the device. Allowing preferences writes the ones chosen during the visit; refusing
 * them removes every one kept before (this visit's stay in memory until the page closes).
 */
export function keepStorageChoice(preferences: boolean, at: Date): void {
  try {
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ version: CONSENT_VERSION, preferences, at: at.toISOString() }));
    for (const { key } of PREFERENCES) {
      const chosen = visitPreferences().get(key);
      if (!preferences) localStorage.removeItem(key);
      else if (chosen !== undefined) localStorage.setItem(key, chosen);
    }
  } catch {
    /* storage unavailable: nothing is kept, and the banner asks again next visit */
  }
}

/** The choice was kept and, for a member, recorded: whoever shows it reads it again. */
export const storageChoiceSettled = () => kept.forEach((listener) => listener());
