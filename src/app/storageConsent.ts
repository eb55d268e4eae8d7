import { CONSENT_VERSION } from '../../contract/storageConsent';

/**
 * The storage choice (LGPD): whether this device may keep the person's preferences. The choice itself is
 * essential storage (localStorage `rodada.consent`: version, preferences, when). Until preferences are
 * allowed, a preference is kept in memory for the visit only; the consent banner (loaded on its own when
 * no choice is kept) writes the choice, and writes or removes the preferences with it.
 */

export const CONSENT_KEY = 'rodada.consent';

export type StorageChoice = { version: number; preferences: boolean; at: string };

/** The choice kept on this device under the current notice, or null (none yet, or made under an older one). */
export function storageChoice(): StorageChoice | null {
  try {
    const kept = JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null') as Partial<StorageChoice> | null;
    return kept?.version === CONSENT_VERSION && typeof kept.preferences === 'boolean' && typeof kept.at === 'string'
      ? (kept as StorageChoice)
      : null;
  } catch {
    return null;
  }
}

/** This visit's preferences: what was chosen, kept or not. */
const visit = new Map<string, string>();
export const visitPreferences = (): ReadonlyMap<string, string> => visit;

/** Remembers a preference: on this device when the person allowed it, for this visit otherwise. */
export function rememberPreference(key: string, value: string): void {
  visit.set(key, value);
  if (storageChoice()?.preferences !== true) return;
  try {
    localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: the visit keeps it */
  }
}

/** A preference: this visit's, else the one kept on this device. */
export function preference(key: string): string | null {
  const chosen = visit.get(key);
  if (chosen !== undefined) return chosen;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

let ask: (() => void) | undefined;
/** The footer's "Privacy and cookies": opens the storage choices again. */
export const askStorageChoices = () => ask?.();
export const onAskStorageChoices = (listener: () => void) => {
  ask = listener;
};
