import { createFileRoute } from '@tanstack/react-router';
import { MechanismPage } from '../../../features/agency/MechanismPage';

export const Route = createFileRoute('/_main/agency-center/agency-mechanism')({
  component: MechanismPage,
});
