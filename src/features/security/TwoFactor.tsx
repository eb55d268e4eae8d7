import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { SecurityStatus } from '../../../contract/security';
import type { VerifyPasswordActorRef } from '../../../machines/verifyPassword.machine';
import { Field } from '../../ui/Field';

/** The security center's line for two-factor authentication: on or off, and the way to its page. */
export function TwoFactor({ status }: { status: SecurityStatus }) {
  return (
    <li className="card">
      <Link to="/security-center/two-factor" className="security-item" data-testid="two-factor-item">
        <strong>
          <Trans>Two-factor authentication</Trans>
        </strong>
        <span className="muted">
          {status.two_factor ? (
            <Trans>On: a code from your authenticator app is asked at a new device, at withdrawals and here.</Trans>
          ) : (
            <Trans>Off: protect your account with a code from an authenticator app.</Trans>
          )}
        </span>
      </Link>
    </li>
  );
}

/** The gate's code field, once the member has two-factor on (else nothing). */
export function GateCode({ verify }: { verify: VerifyPasswordActorRef }) {
  const { t } = useLingui();
  const needed = useSelector(verify, (s) => s.context.twoFactor);
  const code = useSelector(verify, (s) => s.context.code);
  const error = useSelector(verify, (s) => s.context.codeError);
  if (!needed) return null;
  return (
    <Field
      label={t`Code from your authenticator app (or a recovery code)`}
      data-testid="gate-code"
      autoComplete="one-time-code"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={12}
      value={code}
      error={error ?? undefined}
      onValue={(value) => verify.send({ type: 'verify.code', value })}
    />
  );
}
