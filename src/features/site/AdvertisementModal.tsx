import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useModalsEvents, usePromoMayShow } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';

const AdvertisementDialog = lazy(() => import('./AdvertisementDialog'));

/**
 * The operator's advertisement: opens at most once a day in this browser, never on a first visit nor over the
 * reminder (machines/modals.machine.ts). Closing
 * it in any way (the ✕, Escape, "don't show again today", or its call to action) counts as today's showing.
 */
export function AdvertisementModal() {
  const { modals } = useSystem().actors;
  const mayShow = usePromoMayShow();
  const open = useSelector(modals, (s) => s.matches({ promo: 'advertisement' })) && mayShow;
  const ad = useSelector(modals, (s) => s.context.content?.advertisement ?? null);
  const { closeAd } = useModalsEvents();
  // Each page the player moves to: an advertisement kept back by the reminder opens on the next one.
  const path = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => modals.send({ type: 'page.viewed' }), [modals, path]);
  return open && ad ? (
    <Suspense fallback={null}>
      <AdvertisementDialog ad={ad} onClose={closeAd} />
    </Suspense>
  ) : null;
}
