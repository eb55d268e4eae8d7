import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../../features/games/SearchPage';

export const Route = createFileRoute('/_main/searchGames')({
  component: SearchPage,
});
