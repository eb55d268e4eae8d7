import { createRootRoute, createRoute, createRouter, Outlet, redirect } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { withTexts } from '../i18n/withTexts';
import { loadMarketTexts } from './i18n';
import { Allowed, Layout, NotFound, opPath, SectionFailed } from './screens/Layout';
import { SignIn } from './screens/SignIn';
import { SECTIONS, sectionAt, type SectionPath } from './sections';
import { useOperator } from './system';

/** Signed in with a password an admin issued: the person's own first (a chunk of its own, loaded only then). */
const FirstPassword = lazy(() => import('./screens/OwnPassword').then((module) => ({ default: module.FirstPassword })));

/**
 * Signed in, the layout and the section (or, with a password an admin issued, choosing one's own first);
 * otherwise the sign-in, at the same address (it continues there).
 */
function Root() {
  const { session } = useOperator();
  const phase = useSelector(session, (s) =>
    s.matches('signedIn') || s.matches('signingOut')
      ? s.context.staff?.password_issued
        ? 'own'
        : 'in'
      : s.matches('starting') || s.matches('restoring')
        ? 'waiting'
        : 'out',
  );
  if (phase === 'waiting') return <div className="op-waiting" aria-busy="true" />;
  if (phase === 'out') return <SignIn />;
  if (phase === 'own') {
    return (
      <Suspense fallback={<div className="op-waiting" aria-busy="true" />}>
        <FirstPassword />
      </Suspense>
    );
  }
  return (
    <Layout>
      <Suspense fallback={<div className="op-waiting" aria-busy="true" />}>
        <Outlet />
      </Suspense>
    </Layout>
  );
}

const rootRoute = createRootRoute({ component: Root, notFoundComponent: NotFound });

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: opPath('/dashboard') });
  },
});

/** A section's route: its screen in a chunk of its own, shown to the roles that may open it. */
function sectionRoute(path: SectionPath, screen: () => Promise<{ default: ComponentType }>) {
  const section = sectionAt(path);
  const Screen = lazy(screen);
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: () => (
      <Allowed section={section}>
        <Screen />
      </Allowed>
    ),
  });
}

/** Every section's screen (a section without one does not compile). */
const SCREENS: Record<SectionPath, () => Promise<{ default: ComponentType }>> = {
  '/dashboard': () => import('./screens/Dashboard'),
  '/withdrawals': () => import('./screens/Withdrawals'),
  '/responsible-gambling': () => import('./screens/ResponsibleGambling'),
  '/staff': () => import('./screens/Staff'),
  '/audit-trail': () => import('./screens/AuditTrail'),
  '/settings': () => import('./screens/Settings'),
  '/promotions': () => import('./screens/Promotions'),
  '/players': () => import('./players/Players'),
  '/deposits': () => import('./players/Deposits'),
  '/sportsbook': () => withTexts(loadMarketTexts, () => import('./screens/Sportsbook')),
  '/trader-desk': () => withTexts(loadMarketTexts, () => import('./screens/TraderDesk')),
  '/reports': () => import('./screens/Reports'),
  '/regulator': () => import('./screens/Regulator'),
  '/identity-checks': () => import('./screens/IdentityChecks'),
  '/jobs': () => import('./screens/BackgroundJobs'),
};

/** A player's page, deep-linkable (/operator/players/<id>), open to the players section's roles. */
const PlayerPage = lazy(() => withTexts(loadMarketTexts, () => import('./players/PlayerPage')));
const playerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/players/$member',
  component: function PlayerRoute() {
    // The player's app registers its own router's types globally: this one's params are read as they are.
    const member = Number((playerRoute.useParams() as { member: string }).member);
    if (!Number.isSafeInteger(member) || member <= 0) return <NotFound />;
    return (
      <Allowed section={sectionAt('/players')}>
        <PlayerPage key={member} member={member} />
      </Allowed>
    );
  },
});

/** The signed-in person's password, changed with the current one and their code (everyone's, not a section). */
const ChangePassword = lazy(() => import('./screens/OwnPassword'));
const myPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/my-password',
  component: ChangePassword,
});

const routeTree = rootRoute.addChildren([
  indexRoute,
  ...SECTIONS.map((section) => sectionRoute(section.path, SCREENS[section.path])),
  playerRoute,
  myPasswordRoute,
]);

/** The back office's router, under /operator. */
export const createOperatorRouter = () =>
  createRouter({
    routeTree,
    basepath: '/operator',
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultErrorComponent: SectionFailed,
  });
