import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../../../features/legal/LegalPages';

export const Route = createFileRoute('/_main/legal/privacy')({
  component: PrivacyPage,
});
