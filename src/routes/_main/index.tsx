import { createFileRoute } from '@tanstack/react-router';
import { HomeGameRows } from '../../features/games/HomeGameRows';
import { Home } from '../../features/home/Home';

export const Route = createFileRoute('/_main/')({
  // Part of the first page (the shell): rendered with it, not fetched after it as a chunk of its own.
  codeSplitGroupings: [],
  component: () => <Home gameRows={<HomeGameRows />} />,
});
