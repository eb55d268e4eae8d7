import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginPage } from '../../features/auth/LoginPage';

const Search = v.object({
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.startsWith('/'))), undefined),
  mode: v.fallback(v.optional(v.picklist(['login', 'register'])), undefined),
  invite: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute('/_main/login')({
  validateSearch: Search,
  component: function LoginRoute() {
    const { redirect, mode, invite } = Route.useSearch();
    const navigate = useNavigate();
    return (
      <LoginPage
        mode={mode ?? 'login'}
        inviteCode={invite}
        onModeChange={(next) =>
          void navigate({ to: '/login', search: { redirect, mode: next, invite }, replace: true })
        }
        onDone={() => void navigate({ to: redirect ?? '/', replace: true })}
      />
    );
  },
});
