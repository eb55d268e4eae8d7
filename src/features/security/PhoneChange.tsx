import { Trans, useLingui } from '@lingui/react/macro';
import { phoneText } from '../../ui/phoneText';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useSystem } from '../../app/SystemContext';
import { CodeStep } from '../../ui/CodeStep';
import { useConfirmAgain } from './gate';
import { useFlow } from '../../flow/useFlow';

/**
 * The security center's phone: the number the member logs in with, whether it is confirmed, and (with
 * the password confirmed) a move to a new number with a code sent to it by SMS.
 */
export function PhoneChange({ phone, verified, open }: { phone: string; verified: boolean; open: boolean }) {
  const [changing, setChanging] = useState(false);
  return (
    <>
      <strong>
        <Trans>Phone number</Trans>
      </strong>
      <p className="muted">
        {phoneText(phone)} ·{' '}
        {verified ? <Trans>confirmed</Trans> : <Trans>not confirmed: confirm it on the deposit page</Trans>}
      </p>
      {!open ? (
        <p className="muted">
          <Trans>Confirm your password above to change it.</Trans>
        </p>
      ) : changing ? (
        <NewPhone />
      ) : (
        <button type="button" className="btn btn-secondary btn-block" onClick={() => setChanging(true)}>
          <Trans>Change phone number</Trans>
        </button>
      )}
    </>
  );
}

function NewPhone() {
  const { t } = useLingui();
  const { load } = useSystem();
  const flow = useFlow(load.phoneChange(), { input: { kind: 'phone' } });
  const done = useSelector(flow, (s) => s.status === 'done');
  const shown = useSelector(flow, (s) => phoneText(s.context.address));
  useConfirmAgain(
    useSelector(flow, (s) => s.matches('needsVerify')),
    '/security-center',
  );
  if (done) {
    return (
      <p className="form-notice" role="status">
        <Trans>Your phone number is now {shown}: log in with it from now on. Your other sessions were ended.</Trans>
      </p>
    );
  }
  return (
    <CodeStep
      actor={flow}
      addressLabel={t`New phone number`}
      confirmLabel={<Trans>Change phone number</Trans>}
      intro={
        <p className="muted">
          <Trans>We send a code by SMS to the new number; your login moves to it once you type the code.</Trans>
        </p>
      }
    />
  );
}
