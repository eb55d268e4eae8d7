import { createFileRoute } from '@tanstack/react-router';
import { ResponsibleGamblingPage } from '../../../features/legal/LegalPages';

export const Route = createFileRoute('/_main/legal/responsible-gambling')({
  component: ResponsibleGamblingPage,
});
