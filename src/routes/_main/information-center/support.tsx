import { createFileRoute } from '@tanstack/react-router';
import { SupportPage } from '../../../features/information/InformationCenter';

export const Route = createFileRoute('/_main/information-center/support')({
  component: SupportPage,
});
