import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import type { TwoFactorActorRef } from '../../../machines/twoFactor.machine';
import type { SecurityStatus } from '../../../contract/security';
import { useSystem } from '../../app/SystemContext';
import { Field } from '../../ui/Field';
import { Loaded } from '../../ui/Loaded';
import { Message } from '../../ui/Message';
import { Page } from '../../ui/Page';
import { QrCode } from '../../ui/QrCode';
import { toastStore } from '../../ui/toast';
import { useConfirmAgain } from './gate';
import './refusals';
import './security.css';
import './twoFactor.css';
import { useFlow } from '../../flow/useFlow';

const HERE = '/security-center/two-factor';

/** /security-center/two-factor: behind the gate (confirm the password first, then come back). */
export function TwoFactorPage() {
  return (
    <Page title={msg`Two-factor authentication`}>
      <Suspense fallback={<div className="skeleton record-skeleton" aria-busy="true" />}>
        <Gated />
      </Suspense>
    </Page>
  );
}

const isOpen = (status: SecurityStatus) =>
  status.verified_until !== null && new Date(status.verified_until).getTime() > Date.now();

function Gated() {
  const { load } = useSystem();
  const status = useFlow(load.securityStatus(), { input: { key: 'status' } });
  return (
    <Loaded actor={status}>
      {(s) =>
        isOpen(s) ? (
          <TwoFactorSettings on={s.two_factor} />
        ) : (
          <Navigate to="/security-center/verify-password" search={{ next: HERE }} replace />
        )
      }
    </Loaded>
  );
}

function TwoFactorSettings({ on }: { on: boolean }) {
  const { load } = useSystem();
  const flow = useFlow(load.twoFactor(), { input: { on } });
  const step = useSelector(flow, (s) => {
    if (s.matches('scanning') || s.matches('enabling') || s.matches('starting')) return 'setup';
    if (s.matches('showingCodes')) return 'codes';
    if (s.matches('confirmingOff') || s.matches('disabling')) return 'off-code';
    if (s.matches('confirmingRenewal') || s.matches('renewing')) return 'renew-code';
    if (s.matches('on')) return 'on';
    return 'off';
  });
  useConfirmAgain(
    useSelector(flow, (s) => s.matches('needsVerify')),
    HERE,
  );
  // Each step replaces the last (the button pressed is gone): the keyboard and a screen reader go to the new one.
  const box = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else box.current?.focus();
  }, [step]);
  return (
    <div className="stack security card two-factor" ref={box} tabIndex={-1}>
      {step === 'off' && <Off flow={flow} />}
      {step === 'setup' && <Setup flow={flow} />}
      {step === 'codes' && <RecoveryCodeList flow={flow} />}
      {step === 'on' && <On flow={flow} />}
      {(step === 'off-code' || step === 'renew-code') && <CodeConfirm flow={flow} purpose={step} />}
    </div>
  );
}

function FlowError({ flow }: { flow: TwoFactorActorRef }) {
  const error = useSelector(flow, (s) =>
    s.matches('scanning') || s.matches('confirmingOff') || s.matches('confirmingRenewal') ? null : s.context.error,
  );
  return error ? (
    <p className="form-error" role="alert">
      <Message text={error} />
    </p>
  ) : null;
}

function Off({ flow }: { flow: TwoFactorActorRef }) {
  return (
    <>
      <p className="form-notice" role="status" data-testid="two-factor-off">
        <Trans>Two-factor authentication is off.</Trans>
      </p>
      <FlowError flow={flow} />
      <p className="muted">
        <Trans>
          With it on, logging in on a new device, every withdrawal and every change here also ask a 6-digit code from an
          authenticator app on your phone (Google Authenticator, Microsoft Authenticator, Authy or another).
        </Trans>
      </p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        data-testid="two-factor-start"
        onClick={() => flow.send({ type: 'twoFactor.start' })}
      >
        <Trans>Set up two-factor authentication</Trans>
      </button>
    </>
  );
}

/** The steps' forms: sending one confirms the step's code. */
function ConfirmForm({ flow, children }: { flow: TwoFactorActorRef; children: ReactNode }) {
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: 'twoFactor.confirm' });
      }}
    >
      {children}
    </form>
  );
}

function CancelButton({ flow, busy }: { flow: TwoFactorActorRef; busy: boolean }) {
  return (
    <button
      type="button"
      className="link-button"
      disabled={busy}
      onClick={() => flow.send({ type: 'twoFactor.cancel' })}
    >
      <Trans>Cancel</Trans>
    </button>
  );
}

/** Copies the key or the codes, and says whether it could. */
async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toastStore.push(msg`Copied`, 'success');
  } catch {
    toastStore.push(msg`Copy it by hand`, 'error');
  }
}

/** The secret in groups of four, as the apps' "enter a key" screens show it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function Setup({ flow }: { flow: TwoFactorActorRef }) {
  const { t } = useLingui();
  const setup = useSelector(flow, (s) => s.context.setup);
  const code = useSelector(flow, (s) => s.context.code);
  const error = useSelector(flow, (s) => (s.matches('scanning') ? s.context.error : null));
  const busy = useSelector(flow, (s) => s.matches('enabling') || s.matches('starting'));
  if (!setup) return <div className="skeleton record-skeleton" aria-busy="true" />;
  return (
    <ConfirmForm flow={flow}>
      <p>
        <Trans>1. Scan this QR code with your authenticator app.</Trans>
      </p>
      <div className="two-factor-qr">
        <QrCode text={setup.uri} label={t`QR code to add Rodada to your authenticator app`} size={220} />
      </div>
      <p className="muted">
        <Trans>Can’t scan it? Type this key in the app instead (time-based):</Trans>
      </p>
      <p className="two-factor-secret" data-testid="two-factor-secret">
        {grouped(setup.secret)}
      </p>
      <div className="security-actions">
        <button type="button" className="link-button" onClick={() => void copy(setup.secret)}>
          <Trans>Copy the key</Trans>
        </button>
      </div>
      <p>
        <Trans>2. Enter the 6-digit code the app shows.</Trans>
      </p>
      <div className="two-factor-code">
        <Field
          label={t`Code from the app`}
          data-testid="two-factor-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          error={error ?? undefined}
          onValue={(value) => flow.send({ type: 'twoFactor.code', value })}
        />
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} data-testid="two-factor-enable">
        {busy ? <Trans>Please wait…</Trans> : <Trans>Turn on two-factor authentication</Trans>}
      </button>
      <div className="security-actions">
        <button
          type="button"
          className="link-button"
          disabled={busy}
          onClick={() => flow.send({ type: 'twoFactor.restart' })}
        >
          <Trans>Make a new key</Trans>
        </button>
        <CancelButton flow={flow} busy={busy} />
      </div>
    </ConfirmForm>
  );
}

function RecoveryCodeList({ flow }: { flow: TwoFactorActorRef }) {
  const { t } = useLingui();
  const codes = useSelector(flow, (s) => s.context.recoveryCodes) ?? [];
  const text = `Rodada — ${t`recovery codes (each works once)`}\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'rodada-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <>
      <p className="form-notice" role="status">
        <Trans>Two-factor authentication is on.</Trans>
      </p>
      <p>
        <Trans>
          Keep these recovery codes somewhere safe. Each one works once, in place of the app’s code, if you lose your
          phone. They are shown only now.
        </Trans>
      </p>
      <ol className="recovery-codes" aria-label={t`Recovery codes`} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="security-actions">
        <button type="button" className="link-button" onClick={() => void copy(text)}>
          <Trans>Copy the codes</Trans>
        </button>
        <button type="button" className="link-button" onClick={download}>
          <Trans>Download as text</Trans>
        </button>
      </div>
      <button
        type="button"
        className="btn btn-primary btn-block"
        data-testid="two-factor-saved"
        onClick={() => flow.send({ type: 'twoFactor.saved' })}
      >
        <Trans>I have saved my recovery codes</Trans>
      </button>
    </>
  );
}

function On({ flow }: { flow: TwoFactorActorRef }) {
  return (
    <>
      <p className="form-notice" role="status" data-testid="two-factor-on">
        <Trans>Two-factor authentication is on.</Trans>
      </p>
      <FlowError flow={flow} />
      <p className="muted">
        <Trans>
          A code from your authenticator app is asked when you log in on a new device, at every withdrawal and to
          confirm changes here.
        </Trans>
      </p>
      <button
        type="button"
        className="btn btn-secondary btn-block"
        onClick={() => flow.send({ type: 'twoFactor.renew' })}
      >
        <Trans>Make new recovery codes</Trans>
      </button>
      <button
        type="button"
        className="btn btn-secondary btn-block"
        data-testid="two-factor-disable"
        onClick={() => flow.send({ type: 'twoFactor.disable' })}
      >
        <Trans>Turn off two-factor authentication</Trans>
      </button>
      <Link to="/security-center" className="section-link">
        <Trans>Back to the security center</Trans>
      </Link>
    </>
  );
}

function CodeConfirm({ flow, purpose }: { flow: TwoFactorActorRef; purpose: 'off-code' | 'renew-code' }) {
  const { t } = useLingui();
  const code = useSelector(flow, (s) => s.context.code);
  const error = useSelector(flow, (s) => s.context.error);
  const busy = useSelector(flow, (s) => s.matches('disabling') || s.matches('renewing'));
  return (
    <ConfirmForm flow={flow}>
      <p>
        {purpose === 'off-code' ? (
          <Trans>To turn two-factor authentication off, enter a code from your app or a recovery code.</Trans>
        ) : (
          <Trans>
            To make new recovery codes (the old ones stop working), enter a code from your app or a recovery code.
          </Trans>
        )}
      </p>
      <p className="muted">
        <Trans>Each code works once: if you just used one, wait for the app to show the next.</Trans>
      </p>
      <div className="two-factor-code">
        <Field
          label={t`Code from the app or recovery code`}
          data-testid="two-factor-confirm-code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          value={code}
          error={error ?? undefined}
          onValue={(value) => flow.send({ type: 'twoFactor.code', value })}
        />
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy} data-testid="two-factor-submit">
        {busy ? (
          <Trans>Please wait…</Trans>
        ) : purpose === 'off-code' ? (
          <Trans>Turn off</Trans>
        ) : (
          <Trans>Make new codes</Trans>
        )}
      </button>
      <CancelButton flow={flow} busy={busy} />
    </ConfirmForm>
  );
}
