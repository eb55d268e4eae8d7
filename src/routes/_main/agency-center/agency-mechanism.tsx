import { createFileRoute } from '@tanstack/react-router';
import { MechanismPage } from '../../../features/agency/Agency';

export const Route = createFileRoute('/_main/agency-center/agency-mechanism')({
  component: MechanismPage,
});
