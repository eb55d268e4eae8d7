import { msg } from '@lingui/core/macro';
import { Page } from '../../ui/Page';
import { Suspense } from 'react';
import { useSessionStatus } from '../../app/hooks';
import { AuthForm } from './AuthForm';
import { FormSkeleton } from './FormSkeleton';

type Mode = 'login' | 'register';

export function LoginPage(props: {
  mode: Mode;
  inviteCode?: string | undefined;
  onModeChange(mode: Mode): void;
  onDone(): void;
}) {
  // While the login-expired prompt asks, it stands alone: the form comes once it is answered.
  const expired = useSessionStatus() === 'expired';
  return (
    <Page title={props.mode === 'register' ? msg`Create your account` : msg`Log in to Rodada`}>
      <div className="card auth-card">
        {expired ? (
          <FormSkeleton />
        ) : (
          <Suspense fallback={<FormSkeleton />}>
            <AuthForm {...props} />
          </Suspense>
        )}
      </div>
    </Page>
  );
}
