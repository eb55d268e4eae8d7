import { useSelector } from '@xstate/react';
import { Suspense, use, useEffect, useState } from 'react';
import { textsLazy } from '../i18n/i18n';
import { onAskStorageChoices, storageChoice } from './storageConsent';
import { useHydrated } from './hydration';
import { useSystem } from './SystemContext';

/** The consent's own texts (a small catalog, not the screens' whole one), loaded with the banner. */
const consentTexts = () => import('../i18n/consent').then(({ consentTexts: texts }) => texts());
// Its own chunk, with its texts loaded before it renders: none of it is in the first page.
const ConsentBanner = textsLazy(consentTexts, () => import('../features/privacy/ConsentBanner'));

/** Loads the banner ahead, for the app to take over a painted screen that shows it (src/main.tsx). */
export const preloadConsentBanner = ConsentBanner.preload;

/** The banner's flow (`system.load.consent`): loaded ahead only with the banner. */
export const CONSENT_FLOW = 'consent';

/**
 * Where the storage consent appears. With no choice kept on this device, it loads once the page is
 * painted and the first visit's reminder is answered (a first visit is shown no advertisement): a modal
 * dialog would leave it unreachable behind it, and the person meets one question at a time. The footer's "Privacy and
 * cookies" opens the choices at any moment (`asked` counts those requests).
 *
 * The screen the server paints is a first visit's, which is asked at once: it shows the banner, and so does the
 * app's render that takes it over (src/app/hydration.ts). On the painted screen of a tab that is not to be asked
 * yet (a choice kept, or the reminder first), the page's head script hides it (`data-consent-later`,
 * server/static/firstPaint.ts) and the app's next render leaves it out.
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
  const hydrated = useHydrated();
  const shown = hydrated ? (unanswered && promotionsAnswered) || asked > 0 : true;
  // The banner's flow loads beside its code and texts, not once they have drawn it (the same promise it uses).
  useEffect(() => {
    if (hydrated && shown) void system.load.consent();
  }, [hydrated, shown, system]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      {hydrated || !paintedForLater() ? <ConsentBanner asked={asked} /> : <KeptAsPainted />}
    </Suspense>
  );
}

/** Whether the page's head script hid the painted banner: this tab is not to be asked yet. */
const paintedForLater = () =>
  typeof document !== 'undefined' && Boolean(document.documentElement.hasAttribute?.('data-consent-later'));

const never = new Promise<never>(() => {});

/**
 * Keeps the painted banner as the server sent it (hidden) without loading its code: React leaves a part that
 * waits as it is while it takes the screen over, and the app's next render leaves it out.
 */
function KeptAsPainted(): null {
  return use(never);
}
