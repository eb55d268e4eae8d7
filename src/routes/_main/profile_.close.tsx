import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../app/guards';
import { AccountClosure } from '../../features/profile/AccountClosure';

export const Route = createFileRoute('/_main/profile_/close')({
  beforeLoad: requireSignedIn,
  component: AccountClosure,
});
