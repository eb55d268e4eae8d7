import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useSystem } from '../../app/SystemContext';
import { CodeStep } from '../../ui/CodeStep';
import { useConfirmAgain } from './gate';
import { useFlow } from '../../flow/useFlow';

/**
 * /security-center/bind-email: the e-mail given at sign-up verified by a code (it starts there), or
 * another address bound the same way. One flow, codeVerification.
 */
export function EmailVerification({ current, verified }: { current: string | null; verified: boolean }) {
  const { t } = useLingui();
  const { load } = useSystem();
  const pending = !verified && current !== null;
  const flow = useFlow(load.bindEmail(), {
    input: { kind: 'email', ...(pending ? { address: current, prefilled: true } : {}) },
  });
  const done = useSelector(flow, (s) => s.status === 'done');
  const email = useSelector(flow, (s) => s.context.address);
  useConfirmAgain(
    useSelector(flow, (s) => s.matches('needsVerify')),
    '/security-center/bind-email',
  );

  if (done) {
    return (
      <div className="stack security card" role="status">
        <p className="form-notice">
          <Trans>Your e-mail {email} is bound to your account.</Trans>
        </p>
        <Link to="/security-center" className="section-link">
          <Trans>Back to the security center</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className="card">
      <CodeStep
        actor={flow}
        addressLabel={t`E-mail`}
        confirmLabel={<Trans>Bind e-mail</Trans>}
        intro={
          current && (
            <p className="muted">
              {verified ? (
                <Trans>Bound now: {current}</Trans>
              ) : (
                <Trans>The e-mail you gave at sign-up, {current}, is not verified yet.</Trans>
              )}
            </p>
          )
        }
      />
    </div>
  );
}
