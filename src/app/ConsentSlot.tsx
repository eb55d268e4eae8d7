import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useState } from 'react';
import { textsLazy } from '../i18n/i18n';
import { onAskStorageChoices, storageChoice } from './storageConsent';
import { useHydrated } from './hydration';
import { useSystem } from './SystemContext';

/** The consent's own texts (a small catalog, not the screens' whole one), loaded with the banner. */
const consentTexts = () => import('../i18n/consent').then(({ consentTexts: texts }) => texts());
// Its own chunk, with its texts loaded before it renders: none of it is in the first page.
const ConsentBanner = textsLazy(consentTexts, () => import('../features/privacy/ConsentBanner'));

/**
 * Where the storage consent appears. With no choice kept on this device, it loads once the page is
 * painted and the first visit's reminder is answered (a first visit is shown no advertisement): a modal
 * dialog would leave it unreachable behind it, and the person meets one question at a time. The footer's "Privacy and
 * cookies" opens the choices at any moment (`asked` counts those requests).
 */
export function ConsentSlot() {
  const system = useSystem();
  const promotionsAnswered = useSelector(
    system.actors.modals,
    (s) => s.matches({ promo: 'idle' }) || s.matches({ promo: 'later' }),
  );
  const [unanswered] = useState(() => storageChoice() === null);
  const [asked, setAsked] = useState(0);
  useEffect(() => onAskStorageChoices(() => setAsked((n) => n + 1)), []);
  // Never in the screen the server painted (a first visit's), nor while the app takes it over (src/app/hydration.ts).
  const hydrated = useHydrated();
  const shown = hydrated && ((unanswered && promotionsAnswered) || asked > 0);
  // The banner's flow loads beside its code and texts, not once they have drawn it (the same promise it uses).
  useEffect(() => {
    if (shown) void system.load.consent();
  }, [shown, system]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner asked={asked} />
    </Suspense>
  );
}
