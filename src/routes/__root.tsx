import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/guards';
import { ensureScreenTexts } from '../i18n/i18n';
import { AuthModal } from '../features/auth/AuthModal';
import { ExpiredPrompt } from '../features/auth/ExpiredPrompt';
import { NotFound } from '../features/layout/NotFound';
import { ResponsibleBar } from '../features/layout/ResponsibleBar';
import { SkipLink } from '../features/layout/SkipLink';
import { LanguageModal } from '../features/site/LanguageModal';
import { Toaster } from '../ui/Toaster';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The home page runs on the shell's texts; any other page first makes sure its own are loaded.
  beforeLoad: ({ location }) => (location.pathname === '/' ? undefined : ensureScreenTexts()),
  component: RootView,
  notFoundComponent: NotFound,
});

function RootView() {
  return (
    <div className="root-view">
      <SkipLink />
      <ResponsibleBar />
      <Outlet />
      <AuthModal />
      <ExpiredPrompt />
      <LanguageModal />
      <Toaster />
    </div>
  );
}
