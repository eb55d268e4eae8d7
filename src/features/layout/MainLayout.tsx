import { Outlet } from '@tanstack/react-router';
import { Footer } from './Footer';
import { Header } from './Header';
import { TabBar } from './TabBar';

export function MainLayout() {
  return (
    <div className="main-layout">
      <Header />
      <main id="main" className="main-content">
        <Outlet />
      </main>
      <Footer />
      <TabBar />
    </div>
  );
}
