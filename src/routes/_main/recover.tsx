import { createFileRoute } from '@tanstack/react-router';
import { RecoverPage } from '../../features/auth/Recover';

/** "Esqueci minha senha": the login form's link. */
export const Route = createFileRoute('/_main/recover')({
  component: RecoverPage,
});
