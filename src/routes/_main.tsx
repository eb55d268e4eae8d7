import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSessionStatus, useSessionUser } from '../app/hooks';
import { FavouritesProvider } from '../features/games/FavouritesProvider';
import { MainLayout } from '../features/layout/MainLayout';
import { AdvertisementModal } from '../features/site/AdvertisementModal';
import { ReminderModal } from '../features/site/ReminderModal';
import { signedUpHere } from '../app/signedUp';

/** The main layout; the advertisement and the reminder greet players here, not on hand-off pages. */
export const Route = createFileRoute('/_main')({
  // Part of the first page (the shell): rendered with it, not fetched after it as a chunk of its own.
  codeSplitGroupings: [],
  component: function MainRoute() {
    return (
      <FavouritesProvider>
        <MainLayout />
        <AdvertisementModal />
        <ReminderModal />
        <SignedInRealityCheck />
        <SignUpLimitsOffer />
      </FavouritesProvider>
    );
  },
});

const RealityCheck = lazy(() => import('../features/responsible/RealityCheck'));

/** The reality check runs while a player is logged in, on their interval (loaded only then). */
function SignedInRealityCheck() {
  const status = useSessionStatus();
  const minutes = useSessionUser()?.reality_check_minutes;
  if (status !== 'signedIn' || !minutes) return null;
  // Its own boundary: loading it must not suspend (and remount) the layout around it.
  return (
    <Suspense fallback={null}>
      <RealityCheck intervalMinutes={minutes} />
    </Suspense>
  );
}

const SignUpOffer = lazy(() => import('../features/responsible/SignUpOffer'));

/** After a sign-up in this tab: the offer to set limits, loaded only then (the server says if it stands). */
function SignUpLimitsOffer() {
  if (!useSessionUser() || !signedUpHere()) return null;
  return (
    <Suspense fallback={null}>
      <SignUpOffer />
    </Suspense>
  );
}
