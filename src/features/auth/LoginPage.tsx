import { msg } from '@lingui/core/macro';
import { Page } from '../../ui/Page';
import { Suspense } from 'react';
import { useSessionStatus } from '../../app/hooks';
import { authTexts } from '../../i18n/authTexts';
import { textsLazy } from '../../i18n/i18n';
import { FormSkeleton } from './FormSkeleton';

type Mode = 'login' | 'register';

// The form's texts are a catalog of their own (the page's are the screens'): loaded with it.
const AuthForm = textsLazy(authTexts, () => import('./AuthForm'));

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
