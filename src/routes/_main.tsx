import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useSessionUser } from '../app/hooks';
import { screenLazy } from '../i18n/i18n';
import { FavouritesProvider } from '../features/games/FavouritesProvider';
import { MainLayout } from '../features/layout/MainLayout';
import { AdvertisementModal } from '../features/site/AdvertisementModal';
import { ReminderModal } from '../features/site/ReminderModal';
import { signedUpHere } from '../app/signedUp';
import { TakenOver } from '../app/hydration';

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
        <SignUpLimitsOffer />
        <TakenOver />
      </FavouritesProvider>
    );
  },
});

const SignUpOffer = screenLazy(() => import('../features/responsible/SignUpOffer'), ['responsible']);

/** After a sign-up in this tab: the offer to set limits, loaded only then (the server says if it stands). */
function SignUpLimitsOffer() {
  if (!useSessionUser() || !signedUpHere()) return null;
  return (
    <Suspense fallback={null}>
      <SignUpOffer />
    </Suspense>
  );
}
