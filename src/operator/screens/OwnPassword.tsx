import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type FormEvent } from 'react';
import type {
  OwnPasswordActorRef,
  OwnPasswordField,
  OwnPasswordMode,
} from '../../../machines/operator/ownPassword.machine';
import { useFlow } from '../../flow/useFlow';
import { say } from '../refusals';
import { useFlows, useOperator } from '../system';
import { LanguageSwitch } from './Layout';

/** One field of the form: its value and problem from the flow; focused when the problem is its own. */
function PasswordField({
  flow,
  field,
  label,
  autoComplete,
  numeric = false,
}: {
  flow: OwnPasswordActorRef;
  field: OwnPasswordField;
  label: string;
  autoComplete: string;
  numeric?: boolean;
}) {
  const value = useSelector(flow, (s) => s.context.values[field]);
  const wrong = useSelector(flow, (s) => s.context.field === field && s.context.problem !== null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (wrong) input.current?.focus();
  }, [wrong]);
  return (
    <label className="op-field">
      <span>{label}</span>
      <input
        ref={input}
        name={field}
        type={numeric ? 'text' : 'password'}
        inputMode={numeric ? 'numeric' : undefined}
        maxLength={numeric ? 7 : 200}
        autoComplete={autoComplete}
        aria-invalid={wrong || undefined}
        value={value}
        onChange={(event) => flow.send({ type: 'ownPassword.change', field, value: event.target.value })}
        required
      />
    </label>
  );
}

/** The form: for a change the current password and the code too; the problem in words above the button. */
function PasswordForm({ flow, mode }: { flow: OwnPasswordActorRef; mode: OwnPasswordMode }) {
  const { t } = useLingui();
  const busy = useSelector(flow, (s) => s.matches('saving'));
  const problem = useSelector(flow, (s) => s.context.problem);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.send({ type: 'ownPassword.submit' });
  };
  return (
    <form className="op-form" onSubmit={submit} noValidate>
      {mode === 'change' && (
        <PasswordField flow={flow} field="current" label={t`Current password`} autoComplete="current-password" />
      )}
      <PasswordField flow={flow} field="password" label={t`New password`} autoComplete="new-password" />
      <PasswordField flow={flow} field="confirmation" label={t`Repeat the new password`} autoComplete="new-password" />
      {mode === 'change' && (
        <PasswordField
          flow={flow}
          field="code"
          label={t`Code from your authenticator app`}
          autoComplete="one-time-code"
          numeric
        />
      )}
      {problem && (
        <p className="op-problem" role="alert" data-testid="op-problem">
          {say(problem)}
        </p>
      )}
      <button type="submit" className="op-button op-button-primary" disabled={busy}>
        {busy ? (
          <Trans>Saving…</Trans>
        ) : mode === 'first' ? (
          <Trans>Save and continue</Trans>
        ) : (
          <Trans>Change password</Trans>
        )}
      </button>
    </form>
  );
}

/**
 * Signed in with a password an admin issued (a first one or a reset): the person chooses their own before
 * anything else (the server answers nothing else until then). Saved, the session opens the back office.
 */
export function FirstPassword() {
  const { t } = useLingui();
  const { session } = useOperator();
  const email = useSelector(session, (s) => s.context.staff?.email ?? '');
  const flow = useFlow(useFlows().ownPassword, { input: { mode: 'first' } });
  useEffect(() => {
    document.title = t`Choose your password · Rodada back office`;
  }, [t]);
  return (
    <main className="op-sign-in">
      <div className="op-card" data-testid="op-first-password-form">
        <div className="op-sign-in-lang">
          <LanguageSwitch />
        </div>
        <h1>
          Rodada <span className="op-dim">{t`Back office`}</span>
        </h1>
        <h2>{t`Choose your password`}</h2>
        <p className="op-dim">{email}</p>
        <p>
          <Trans>
            The password you were given is good for this first sign-in only. Choose your own: at least 12 characters,
            known only to you.
          </Trans>
        </p>
        <PasswordForm flow={flow} mode="first" />
        <button
          type="button"
          className="op-button op-button-quiet"
          onClick={() => session.send({ type: 'staff.signOut' })}
        >
          <Trans>Sign out</Trans>
        </button>
      </div>
    </main>
  );
}

/** /operator/my-password: a signed-in person changes their password with the current one and their code. */
export default function ChangePassword() {
  const { t } = useLingui();
  const flow = useFlow(useFlows().ownPassword, { input: { mode: 'change' } });
  const saved = useSelector(flow, (s) => s.matches('saved'));
  useEffect(() => {
    document.title = t`My password · Rodada back office`;
  }, [t]);
  return (
    <section className="op-page" aria-labelledby="op-title">
      <h1 id="op-title">{t`My password`}</h1>
      <div className="op-card op-narrow">
        <p>
          <Trans>
            To change your password, enter your current one, the new one twice (at least 12 characters) and the code
            your authenticator app shows now. Your other sessions end.
          </Trans>
        </p>
        {saved ? (
          <>
            <p className="op-notice" role="status" data-testid="op-password-changed">
              <Trans>Your password is changed. Your other sessions have ended.</Trans>
            </p>
            <button type="button" className="op-button" onClick={() => flow.send({ type: 'ownPassword.again' })}>
              <Trans>Change it again</Trans>
            </button>
          </>
        ) : (
          <PasswordForm flow={flow} mode="change" />
        )}
      </div>
    </section>
  );
}
