import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { ConsentSlot } from '../app/ConsentSlot';
import { TakenOver } from '../app/hydration';
import { useSystem } from '../app/SystemContext';
import type { RouterContext } from '../app/guards';
import { ensureScreenTexts, screenLazy } from '../i18n/i18n';
import { AuthModal } from '../features/auth/AuthModal';
import { ResponsibleBar } from '../features/layout/ResponsibleBar';
import { SkipLink } from '../features/layout/SkipLink';
import { LanguageModal } from '../features/site/LanguageModal';
import { Toaster } from '../ui/Toaster';

// Only once a member's login has lapsed, with the screens' texts.
const ExpiredPrompt = screenLazy(() => import('../features/auth/ExpiredPrompt'));

// Only without a network: the service worker keeps it for that moment.
const Offline = lazy(() => import('../features/tools/Offline'));

export const Route = createRootRouteWithContext<RouterContext>()({
  // The home page runs on the shell's texts; any other page first makes sure its own are loaded (the shared
  // screens' and its areas', src/i18n/areaRoutes.ts). Without a
  // network (or with one that failed this request) they may not be at hand: the offline screen (the shell's
  // texts) shows instead, and its "Try again", or the network coming back, loads the page afresh.
  beforeLoad: ({ location, context }) =>
    location.pathname === '/'
      ? undefined
      : ensureScreenTexts(location.pathname).catch(() => {
          context.connection.send({ type: 'connection.failed' });
        }),
  component: RootView,
  // An address the app does not have: its page loads only then (its texts are the shell's).
  notFoundComponent: lazyRouteComponent(() => import('../features/layout/NotFound'), 'NotFound'),
});

function RootView() {
  const offline = useSelector(useSystem().actors.connection, (s) => !s.matches('online'));
  return (
    <div className="root-view">
      <SkipLink />
      <ResponsibleBar />
      {offline ? (
        <Suspense fallback={null}>
          <Offline />
          {/* The network's message is then the page's screen, in place of the one the server painted. */}
          <TakenOver />
        </Suspense>
      ) : (
        <Outlet />
      )}
      <AuthModal />
      <LapsedLogin />
      <LanguageModal />
      <Toaster />
      <ConsentSlot />
      <SignedInRealityCheck />
    </div>
  );
}

/**
 * The prompt to log in again, loaded when a member's login has lapsed (its own boundary, as below) — or, when the
 * operator blocked the account, the word that it was blocked.
 */
function LapsedLogin() {
  const expired = useSelector(useSystem().actors.session, (s) => s.hasTag('lapsed'));
  if (!expired) return null;
  return (
    <Suspense fallback={null}>
      <ExpiredPrompt />
    </Suspense>
  );
}

const RealityCheck = screenLazy(() => import('../features/responsible/RealityCheck'), ['responsible']);

/**
 * The reality check runs while a player is logged in, on their interval (loaded only then), over every
 * screen: the main layout's, the game's and the house tables' (which it pauses while it is open).
 */
function SignedInRealityCheck() {
  const minutes = useSelector(
    useSystem().actors.session,
    (s) => s.matches('signedIn') && s.context.user?.reality_check_minutes,
  );
  if (!minutes) return null;
  // Its own boundary: loading it must not suspend (and remount) the page around it.
  return (
    <Suspense fallback={null}>
      <RealityCheck intervalMinutes={minutes} />
    </Suspense>
  );
}
