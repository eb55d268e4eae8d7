import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/guards';
import { AuthModal } from '../features/auth/AuthModal';
import { ExpiredPrompt } from '../features/auth/ExpiredPrompt';
import { NotFound } from '../features/layout/NotFound';
import { AdvertisementModal } from '../features/site/AdvertisementModal';
import { LanguageModal } from '../features/site/LanguageModal';
import { ReminderModal } from '../features/site/ReminderModal';
import { Toaster } from '../ui/Toaster';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootView,
  notFoundComponent: NotFound,
});

function RootView() {
  return (
    <div className="root-view">
      <Outlet />
      <AuthModal />
      <ExpiredPrompt />
      <AdvertisementModal />
      <ReminderModal />
      <LanguageModal />
      <Toaster />
    </div>
  );
}
