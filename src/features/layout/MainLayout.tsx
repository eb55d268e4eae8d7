import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import { TabBar } from './TabBar';

/** Header, content, footer and (on phones) the tab bar; the content is the route's unless given. */
export function MainLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="main-layout">
      <Header />
      <main id="main" className="main-content" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer />
      <TabBar />
    </div>
  );
}
