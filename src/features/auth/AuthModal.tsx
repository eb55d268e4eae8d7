import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useModalsEvents } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { Dialog } from '../../ui/Dialog';
import { AuthForm } from './AuthForm';

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
      {mode && <AuthForm mode={mode} onModeChange={() => switchAuth()} onDone={onDone} />}
    </Dialog>
  );
}
