import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../app/guards';
import { RegisterSubordinatesPage } from '../../../features/agency/RegisterSubordinatesPage';

export const Route = createFileRoute('/_main/agency-center/register-subordinates')({
  beforeLoad: requireSignedIn,
  component: RegisterSubordinatesPage,
});
