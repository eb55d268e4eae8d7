import { lazy, Suspense, useEffect, useState } from 'react';
import { ensureScreenTexts } from '../i18n/i18n';
import { onAskStorageChoices, storageChoice } from './storageConsent';

// Its own chunk, with the screens' texts loaded before it renders: none of it is in the first page.
const ConsentBanner = lazy(() =>
  ensureScreenTexts()
    .then(() => import('../features/privacy/ConsentBanner'))
    .then((m) => ({ default: m.ConsentBanner })),
);

/**
 * Where the storage consent appears: loaded after the first paint when this device keeps no choice, or
 * when the footer's "Privacy and cookies" asks for the choices (`asked` counts those requests).
 */
export function ConsentSlot() {
  const [needed, setNeeded] = useState(false);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    onAskStorageChoices(() => {
      setNeeded(true);
      setAsked((n) => n + 1);
    });
    if (storageChoice() !== null) return;
    // After the first paint: the page comes first, the question right after.
    const frame = requestAnimationFrame(() => setTimeout(() => setNeeded(true), 0));
    return () => cancelAnimationFrame(frame);
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner asked={asked} />
    </Suspense>
  );
}
