import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useSessionEvents, useSessionStatus } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { Dialog } from '../../ui/Dialog';
import { Message } from '../../ui/Message';
import BlockedPrompt from './BlockedPrompt';

/** What the prompt asks when a login has lapsed. */
export const LOGIN_EXPIRED = msg`Login expired, do you want to log in again`;

/**
 * Loaded with the screens' texts once a login has lapsed (src/routes/__root.tsx).
 * 'Login expired, do you want to log in again' — yes reopens login, no stays a guest. A session the operator
 * ended by blocking the account says that instead (BlockedPrompt).
 */
export default function ExpiredPrompt() {
  const status = useSessionStatus();
  const blocked = useSelector(useSystem().actors.session, (s) => s.matches('blocked'));
  const { relogin, dismiss } = useSessionEvents();
  if (blocked) return <BlockedPrompt />;
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
