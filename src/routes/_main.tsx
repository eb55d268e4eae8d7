import { createFileRoute } from '@tanstack/react-router';
import { FavouritesProvider } from '../features/games/FavouritesProvider';
import { MainLayout } from '../features/layout/MainLayout';
import { AdvertisementModal } from '../features/site/AdvertisementModal';
import { ReminderModal } from '../features/site/ReminderModal';

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
      </FavouritesProvider>
    );
  },
});
