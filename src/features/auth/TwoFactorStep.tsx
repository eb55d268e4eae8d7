import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { AuthFormActorRef } from '../../../machines/authForm.machine';
import { Message } from '../../ui/Message';
import './TwoFactorStepRefusals';

/**
 * The login's second step when two-factor is on and the device is new: the authenticator's 6-digit code, or
 * a recovery code instead. Its texts are the screens' catalog, loaded with it (AuthForm).
 */
export default function TwoFactorStep({ actor }: { actor: AuthFormActorRef }) {
  const { t } = useLingui();
  const step = useSelector(actor, (s) => s.context.twoFactor);
  const checking = useSelector(actor, (s) => s.matches({ twoFactor: 'checking' }));
  const input = useRef<HTMLInputElement>(null);
  const recovery = step?.recovery ?? false;
  // The code is what the person came to type: the field takes the focus, again when the kind changes.
  useEffect(() => input.current?.focus(), [recovery]);
  if (!step) return null;
  const error = step.error;
  return (
    <form
      className="auth-form stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'auth.codeSubmit' });
      }}
    >
      <h2>
        <Trans>Two-factor authentication</Trans>
      </h2>
      <p className="muted">
        {recovery ? (
          <Trans>Enter one of the recovery codes you saved when you turned two-factor on. Each works once.</Trans>
        ) : (
          <Trans>This device is new to your account: enter the 6-digit code from your authenticator app.</Trans>
        )}
      </p>
      <div className="field" data-invalid={error ? '' : undefined}>
        <label htmlFor="two-factor-code">{recovery ? t`Recovery code` : t`Code from the app`}</label>
        <input
          ref={input}
          id="two-factor-code"
          data-testid="login-code"
          name="code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoCapitalize={recovery ? 'characters' : 'off'}
          spellCheck={false}
          maxLength={recovery ? 12 : 7}
          placeholder={recovery ? 'XXXXX-XXXXX' : '123456'}
          value={step.code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'two-factor-code-error' : undefined}
          onChange={(event) => actor.send({ type: 'auth.codeChange', value: event.target.value })}
        />
        <div aria-live="assertive">
          {error && (
            <p id="two-factor-code-error" className="error">
              <Message text={error} />
            </p>
          )}
        </div>
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={checking} data-testid="login-code-submit">
        {checking ? <Trans>Please wait…</Trans> : <Trans>Confirm</Trans>}
      </button>
      <p className="auth-switch muted">
        <button
          type="button"
          className="link-button"
          disabled={checking}
          data-testid="login-code-recovery"
          onClick={() => actor.send({ type: 'auth.codeRecovery', recovery: !recovery })}
        >
          {recovery ? <Trans>Use the code from the app</Trans> : <Trans>Use a recovery code</Trans>}
        </button>
      </p>
      <p className="auth-switch muted">
        <button
          type="button"
          className="link-button"
          disabled={checking}
          onClick={() => actor.send({ type: 'auth.codeCancel' })}
        >
          <Trans>Back to login</Trans>
        </button>
      </p>
    </form>
  );
}
