import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useCallback } from 'react';
import { useModalsEvents } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { textsLazy } from '../../i18n/i18n';
import { authTexts } from '../../i18n/authTexts';
import { Dialog } from '../../ui/Dialog';
import { FormSkeleton } from './FormSkeleton';

// The form's code and its texts (a catalog of their own) load together when it first opens.
const AuthForm = textsLazy(authTexts, () => import('./AuthForm'));

export function AuthModal() {
  const { modals } = useSystem().actors;
  const mode = useSelector(modals, (s) =>
    s.matches({ auth: 'login' }) ? 'login' : s.matches({ auth: 'register' }) ? 'register' : null,
  );
  const { closeAuth, switchAuth } = useModalsEvents();
  const onDone = useCallback(() => closeAuth(), [closeAuth]);
  return (
    <Dialog
      open={mode !== null}
      onClose={closeAuth}
      title={mode === 'register' ? <Trans>Create your account</Trans> : <Trans>Log in to Rodada</Trans>}
      size="small"
    >
      {mode && (
        <Suspense fallback={<FormSkeleton />}>
          <AuthForm mode={mode} onModeChange={() => switchAuth()} onDone={onDone} />
        </Suspense>
      )}
    </Dialog>
  );
}
