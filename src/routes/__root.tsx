import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/guards';
import { AuthModal } from '../features/auth/AuthModal';
import { ExpiredPrompt } from '../features/auth/ExpiredPrompt';
import { NotFound } from '../features/layout/NotFound';
import { LanguageModal } from '../features/site/LanguageModal';
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
      <LanguageModal />
      <Toaster />
    </div>
  );
}
