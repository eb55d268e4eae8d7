import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../../../features/legal/LegalPages';

export const Route = createFileRoute('/_main/legal/terms')({
  component: TermsPage,
});
