import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { encodeQr, qrPath } from '../../../lib/qr';
import { say } from '../refusals';
import { LanguageSwitch } from './Layout';
import { useOperator } from '../system';

/** The secret in groups of four, as the authenticator apps' "enter a key" screens show it. */
export const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function Problem() {
  const { session } = useOperator();
  const problem = useSelector(session, (s) => s.context.problem);
  useLinguiRuntime();
  return problem ? (
    <p className="op-problem" role="alert" data-testid="op-problem">
      {say(problem)}
    </p>
  ) : null;
}

function Credentials() {
  const { t } = useLingui();
  const { session } = useOperator();
  const busy = useSelector(session, (s) => s.matches('signingIn'));
  const expired = useSelector(session, (s) => s.matches('expired'));
  const [email, setEmail] = useState(() => session.getSnapshot().context.email);
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    session.send({ type: 'staff.login', email, password });
  };
  return (
    <form className="op-form" onSubmit={submit} noValidate>
      {expired && (
        <p className="op-notice" role="status" data-testid="op-expired">
          <Trans>Your session expired after 30 minutes without activity: sign in again.</Trans>
        </p>
      )}
      <label className="op-field">
        <span>{t`E-mail`}</span>
        <input
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
      </label>
      <label className="op-field">
        <span>{t`Password`}</span>
        <input
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
      </label>
      <Problem />
      <button type="submit" className="op-button op-button-primary" disabled={busy}>
        {busy ? <Trans>Signing in…</Trans> : <Trans>Continue</Trans>}
      </button>
    </form>
  );
}

function QrCode({ text, label }: { text: string; label: string }) {
  const { path, size } = qrPath(encodeQr(text));
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      width="200"
      height="200"
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width="100%" height="100%" fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** The authenticator's code: at a first sign-in after its setup (the QR code and the secret), otherwise alone. */
function Code({ setup }: { setup: boolean }) {
  const { t } = useLingui();
  const { session } = useOperator();
  const busy = useSelector(session, (s) => s.matches('verifying'));
  const secret = useSelector(session, (s) => s.context.secret);
  const uri = useSelector(session, (s) => s.context.uri);
  const email = useSelector(session, (s) => s.context.email);
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const problem = useSelector(session, (s) => s.context.problem);
  // A wrong code is cleared for the next one, and the field is ready for it.
  useEffect(() => {
    if (problem) setCode('');
    input.current?.focus();
  }, [problem]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    session.send({ type: 'staff.code', code });
  };
  return (
    <form className="op-form" onSubmit={submit} noValidate>
      <p className="op-dim">{email}</p>
      {setup && secret && uri && (
        <div className="op-setup" data-testid="op-totp-setup">
          <p>
            <Trans>
              Two-factor authentication is required. Add this account to an authenticator app (Google Authenticator,
              Microsoft Authenticator, Authy or another): scan the QR code, or type the key.
            </Trans>
          </p>
          <div className="op-qr">
            <QrCode text={uri} label={t`QR code to add the back office to your authenticator app`} />
          </div>
          <p className="op-secret" data-testid="op-totp-secret">
            {grouped(secret)}
          </p>
        </div>
      )}
      <label className="op-field">
        <span>{setup ? t`The 6-digit code the app shows now` : t`Code from your authenticator app`}</span>
        <input
          ref={input}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          required
        />
      </label>
      <Problem />
      <button type="submit" className="op-button op-button-primary" disabled={busy}>
        {busy ? <Trans>Checking…</Trans> : setup ? <Trans>Confirm and sign in</Trans> : <Trans>Sign in</Trans>}
      </button>
      <button type="button" className="op-button op-button-quiet" onClick={() => session.send({ type: 'staff.back' })}>
        <Trans>Use another account</Trans>
      </button>
    </form>
  );
}

/** /operator, signed out: e-mail and password, then the authenticator's code (or its setup at a first sign-in). */
export function SignIn() {
  const { t } = useLingui();
  const { session } = useOperator();
  const step = useSelector(session, (s) =>
    s.matches('setup') || (s.matches('verifying') && s.context.secret !== null)
      ? 'setup'
      : s.matches('code') || s.matches('verifying')
        ? 'code'
        : 'credentials',
  );
  useEffect(() => {
    document.title = t`Sign in · Rodada back office`;
  }, [t]);
  return (
    <main className="op-sign-in">
      <div className="op-card">
        <div className="op-sign-in-lang">
          <LanguageSwitch />
        </div>
        <h1>
          Rodada <span className="op-dim">{t`Back office`}</span>
        </h1>
        <h2>{step === 'setup' ? t`Set up two-factor authentication` : t`Staff sign-in`}</h2>
        {step === 'credentials' ? <Credentials /> : <Code setup={step === 'setup'} />}
      </div>
    </main>
  );
}
