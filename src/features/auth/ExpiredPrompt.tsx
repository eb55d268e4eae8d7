import { Trans } from '@lingui/react/macro';
import { useSessionEvents, useSessionStatus } from '../../app/hooks';
import { Dialog } from '../../ui/Dialog';
import { Message } from '../../ui/Message';
import { LOGIN_EXPIRED } from '../../../machines/session.machine';

/** 'Login expired, do you want to log in again' — yes reopens login, no stays a guest. */
export function ExpiredPrompt() {
  const status = useSessionStatus();
  const { relogin, dismiss } = useSessionEvents();
  return (
    <Dialog open={status === 'expired'} onClose={dismiss} title={<Trans>Session ended</Trans>} size="small">
      <p>
        <Message text={LOGIN_EXPIRED} />
      </p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={dismiss}>
          <Trans>Not now</Trans>
        </button>
        <button type="button" className="btn btn-primary" onClick={relogin}>
          <Trans>Log in again</Trans>
        </button>
      </div>
    </Dialog>
  );
}
