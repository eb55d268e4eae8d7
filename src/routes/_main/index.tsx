import { createFileRoute } from '@tanstack/react-router';
import { HomeGameRows } from '../../features/games/HomeGameRows';
import { Home } from '../../features/home/Home';

export const Route = createFileRoute('/_main/')({
  component: () => <Home gameRows={<HomeGameRows />} />,
});
