import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { useSystem } from '../../app/SystemContext';
import { CodeStep } from '../../ui/CodeStep';
import { Loaded } from '../../ui/Loaded';
import { useFlow } from '../../flow/useFlow';

/**
 * Before the first deposit the phone is confirmed by an SMS code (the server refuses a deposit order
 * until it is): the deposit form shows once it is, in place of this short step.
 */
export function PhoneFirst({ children }: { children: ReactNode }) {
  const { load } = useSystem();
  const status = useFlow(load.phoneStatus(), { input: { key: 'phone' } });
  const [confirmed, setConfirmed] = useState(false);
  return (
    <Loaded actor={status}>
      {({ phone, verified }) =>
        verified || confirmed ? children : <PhoneStep phone={phone} onConfirmed={() => setConfirmed(true)} />
      }
    </Loaded>
  );
}

function PhoneStep({ phone, onConfirmed }: { phone: string; onConfirmed: () => void }) {
  const { load } = useSystem();
  const flow = useFlow(load.phoneVerification(), {
    input: { kind: 'phone', address: phone, prefilled: true, editable: false },
  });
  const done = useSelector(flow, (s) => s.status === 'done');
  if (done) {
    return (
      <div className="card stack" role="status">
        <p className="form-notice">
          <Trans>Your phone number is confirmed.</Trans>
        </p>
        <button type="button" className="btn btn-primary btn-block" onClick={onConfirmed}>
          <Trans>Continue to the deposit</Trans>
        </button>
      </div>
    );
  }
  return (
    <div className="card stack">
      <h2 className="section-title">
        <Trans>Confirm your phone number</Trans>
      </h2>
      <CodeStep
        actor={flow}
        addressLabel=""
        confirmLabel={<Trans>Confirm phone</Trans>}
        intro={
          <p className="muted">
            <Trans>
              Before your first deposit, confirm the phone number of your account with a code we send by SMS.
            </Trans>
          </p>
        }
      />
      <p className="muted">
        <Trans>Wrong number?</Trans>{' '}
        <Link to="/security-center" className="section-link">
          <Trans>Change it in the security center</Trans>
        </Link>
      </p>
    </div>
  );
}
