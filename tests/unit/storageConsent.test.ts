import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_VERSION } from '../../contract/storageConsent';

/** A localStorage for node: a Map behind the Storage methods the app uses. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/**
 * The storage-consent gate (src/app/storageConsent.ts) and the banner's write (src/features/privacy/storage.ts):
 * nothing but essential storage is written before consent, a choice made before it lasts the visit, and
 * rejecting removes what was kept.
 */
describe('the storage-consent gate', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    vi.resetModules();
    storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('location', { search: '', href: 'http://localhost/', reload: vi.fn(), replace: vi.fn() });
  });
  afterEach(() => vi.unstubAllGlobals());

  const gate = () => import('../../src/app/storageConsent');
  const kept = (preferences: boolean) =>
    storage.setItem(
      'rodada.consent',
      JSON.stringify({ version: CONSENT_VERSION, preferences, at: '2026-03-02T12:00:00.000Z' }),
    );

  it('knows no choice on a first visit, or under an older notice, or from something unreadable', async () => {
    const { storageChoice } = await gate();
    expect(storageChoice()).toBeNull();
    storage.setItem('rodada.consent', JSON.stringify({ version: CONSENT_VERSION - 1, preferences: true, at: 'x' }));
    expect(storageChoice()).toBeNull();
    storage.setItem('rodada.consent', '{not json');
    expect(storageChoice()).toBeNull();
    kept(false);
    expect(storageChoice()).toEqual({ version: CONSENT_VERSION, preferences: false, at: '2026-03-02T12:00:00.000Z' });
  });

  it('before consent, a preference lasts the visit in memory and nothing is written', async () => {
    const { rememberPreference, preference } = await gate();
    const { saveLocale, readSavedLocale } = await import('../../src/i18n/locales');
    saveLocale('en');
    rememberPreference('rodada.reminder', 'off');
    expect([...storage.items.keys()]).toEqual([]);
    expect(readSavedLocale()).toBe('en');
    expect(preference('rodada.reminder')).toBe('off');
  });

  it('after a refusal, still nothing is written; after consent, preferences are written', async () => {
    const { rememberPreference } = await gate();
    kept(false);
    rememberPreference('rodada.lang', 'en');
    expect(storage.getItem('rodada.lang')).toBeNull();
    kept(true);
    rememberPreference('rodada.lang', 'tr');
    expect(storage.getItem('rodada.lang')).toBe('tr');
  });

  it('a language chosen before consent rides the reload in the address, and is read back from it', async () => {
    const { saveLocale, reloadInChosenLocale, readSavedLocale } = await import('../../src/i18n/locales');
    saveLocale('vi');
    reloadInChosenLocale();
    expect(location.replace).toHaveBeenCalledWith(new URL('http://localhost/?lang=vi'));
    expect(location.reload).not.toHaveBeenCalled();
    vi.resetModules();
    vi.stubGlobal('location', { search: '?lang=vi', href: 'http://localhost/?lang=vi' });
    expect((await import('../../src/i18n/locales')).readSavedLocale()).toBe('vi');
    expect(readSavedLocale()).toBe('vi');
    // Allowing preferences afterwards keeps the visit's language on the device.
    const { keepStorageChoice } = await import('../../src/features/privacy/storage');
    keepStorageChoice(true, new Date('2026-03-02T12:00:00.000Z'));
    expect(storage.getItem('rodada.lang')).toBe('vi');
  });

  it('accepting writes the choice and this visit’s preferences; rejecting removes every preference kept', async () => {
    const { rememberPreference, storageChoice } = await gate();
    const { keepStorageChoice, PREFERENCES } = await import('../../src/features/privacy/storage');
    storage.setItem('rodada.device', 'device-id-0123456789');
    rememberPreference('rodada.lang', 'en');
    keepStorageChoice(true, new Date('2026-03-02T12:00:00.000Z'));
    expect(storageChoice()).toEqual({ version: CONSENT_VERSION, preferences: true, at: '2026-03-02T12:00:00.000Z' });
    expect(storage.getItem('rodada.lang')).toBe('en');
    storage.setItem('rodada.reminder', 'off');
    storage.setItem('rodada.ad.shownOn', '2026-03-02');

    keepStorageChoice(false, new Date('2026-03-02T12:05:00.000Z'));
    expect(storageChoice()?.preferences).toBe(false);
    for (const { key } of PREFERENCES) expect(storage.getItem(key)).toBeNull();
    // Essential storage stays.
    expect(storage.getItem('rodada.device')).toBe('device-id-0123456789');
    expect([...storage.items.keys()].sort()).toEqual(['rodada.consent', 'rodada.device']);
  });

  it('lists every preference the app writes among the preferences a refusal removes', async () => {
    const { PREFERENCES } = await import('../../src/features/privacy/storage');
    // The keys the app remembers preferences under, as their modules name them.
    const sources = ['src/i18n/locales.ts', 'src/features/site/logic.ts'].map((f) => readFileSync(f, 'utf8')).join('');
    const written = [...sources.matchAll(/_KEY = '(rodada\.[^']+)'/g)].map((m) => m[1]);
    const sessionOnly = ['rodada.reminder.shown'];
    expect(PREFERENCES.map((p) => p.key).sort()).toEqual(written.filter((k) => !sessionOnly.includes(k!)).sort());
  });
});
