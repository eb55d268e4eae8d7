import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { sessionSettled, type RouterContext } from '../../app/guards';
import { useSystem } from '../../app/SystemContext';
import { Footer } from './Footer';
import { Header } from './Header';
import { TabBar } from './TabBar';

/** Header, content, footer and (on phones) the tab bar; the content is the route's unless given. */
export function MainLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="main-layout">
      <Header />
      <main id="main" className="main-content" tabIndex={-1}>
        {children ?? <ScreenGate />}
      </main>
      <Footer />
      <TabBar />
    </div>
  );
}

/**
 * The route's screen. A member's screen opened while the login is still being checked waits here, its
 * place held, inside the frame already painted; when the session has its answer the guard runs again:
 * the screen for a member, the login page (with the way back) for anyone else.
 */
function ScreenGate() {
  const awaiting = useRouterState({
    select: (s) => s.matches.some((m) => (m.context as Partial<RouterContext>).awaitingSession === true),
  });
  const settled = useSelector(useSystem().actors.session, sessionSettled);
  const router = useRouter();
  useEffect(() => {
    if (awaiting && settled) void router.invalidate();
  }, [awaiting, settled, router]);
  if (awaiting)
    return (
      <div className="page" aria-busy="true">
        <div className="skeleton screen-skeleton" />
      </div>
    );
  return <Outlet />;
}
