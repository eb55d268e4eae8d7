import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../app/guards';
import { ResponsiblePage } from '../../features/responsible/ResponsiblePage';

export const Route = createFileRoute('/_main/responsible')({
  beforeLoad: requireSignedIn,
  component: ResponsiblePage,
});
