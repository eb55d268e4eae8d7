import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, type ReactNode } from 'react';
import type { SecretKind } from '../../../machines/passwordChange.machine';
import { useLocale, useSessionUser } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import type { SecurityStatus } from '../../../contract/security';
import { formatDateTime } from '../../../lib/format';
import { Field } from '../../ui/Field';
import { Message } from '../../ui/Message';
import { Loaded } from '../../ui/Loaded';
import { Page } from '../../ui/Page';
import { useConfirmAgain, type SecurityPath } from './gate';
import { EmailVerification } from './EmailVerification';
import { PhoneChange } from './PhoneChange';
import { PixKeys } from './PixKeys';
import { GateCode, TwoFactor } from './TwoFactor';
import './refusals';
import './security.css';
import { useFlow } from '../../flow/useFlow';

const Skeleton = () => <div className="skeleton record-skeleton" aria-busy="true" />;

function SecurityPage({ title, children }: { title: MessageDescriptor; children: ReactNode }) {
  return (
    <Page title={title}>
      <Suspense fallback={<Skeleton />}>{children}</Suspense>
    </Page>
  );
}

/** The security status (is the password confirmed, the e-mail, the withdrawal password), read fresh. */
function WithStatus({ children }: { children(status: SecurityStatus): ReactNode }) {
  const { load } = useSystem();
  const status = useFlow(load.securityStatus(), { input: { key: 'status' } });
  return <Loaded actor={status}>{children}</Loaded>;
}

const isOpen = (status: SecurityStatus) =>
  status.verified_until !== null && new Date(status.verified_until).getTime() > Date.now();

/** A change page: behind the gate, else on to confirm the password first and come back. */
function Gated({ next, children }: { next: SecurityPath; children: (status: SecurityStatus) => ReactNode }) {
  return (
    <WithStatus>
      {(status) =>
        isOpen(status) ? children(status) : <Navigate to="/security-center/verify-password" search={{ next }} replace />
      }
    </WithStatus>
  );
}

export function SecurityCenterPage() {
  return (
    <SecurityPage title={msg`Security center`}>
      <WithStatus>{(status) => <Overview status={status} />}</WithStatus>
    </SecurityPage>
  );
}

function Overview({ status }: { status: SecurityStatus }) {
  const locale = useLocale();
  const open = isOpen(status);
  const until = status.verified_until ? formatDateTime(status.verified_until, locale) : '';
  return (
    <div className="stack security">
      <div className="card stack">
        {open ? (
          <p className="form-notice" role="status">
            <Trans>Password confirmed: you can make changes until {until}.</Trans>
          </p>
        ) : (
          <>
            <p className="muted">
              <Trans>For your safety, confirm your login password before changing anything here.</Trans>
            </p>
            <Link
              to="/security-center/verify-password"
              search={{ next: '/security-center' }}
              className="btn btn-primary btn-block"
            >
              <Trans>Confirm password</Trans>
            </Link>
          </>
        )}
      </div>
      <ul className="info-list">
        <li className="card">
          <Link to="/security-center/change-password" className="security-item">
            <strong>
              <Trans>Change login password</Trans>
            </strong>
            <span className="muted">
              <Trans>At least 6 characters; your other sessions are ended.</Trans>
            </span>
          </Link>
        </li>
        <li className="card">
          <Link to="/security-center/bind-email" className="security-item">
            <strong>
              <Trans>E-mail</Trans>
            </strong>
            <span className="muted">
              {status.email === null ? (
                <Trans>No e-mail bound yet</Trans>
              ) : status.email_verified ? (
                status.email
              ) : (
                <>
                  {status.email} · <Trans>not verified</Trans> ·{' '}
                  <span className="section-link">
                    <Trans>Verify</Trans>
                  </span>
                </>
              )}
            </span>
          </Link>
        </li>
        <li className="card stack">
          <strong>
            {status.has_qk_pwd ? <Trans>Change withdrawal password</Trans> : <Trans>Set a withdrawal password</Trans>}
          </strong>
          {open ? (
            <SecretForm kind="withdrawal" />
          ) : (
            <p className="muted">
              <Trans>Confirm your password above to change it.</Trans>
            </p>
          )}
        </li>
        <li className="card stack">
          <strong>
            <Trans>PIX keys for withdrawals</Trans>
          </strong>
          {open ? (
            <Suspense fallback={<div className="skeleton reward-skeleton" />}>
              <PixKeys />
            </Suspense>
          ) : (
            <p className="muted">
              <Trans>Confirm your password above to manage them.</Trans>
            </p>
          )}
        </li>
        {/* ── i25 recovery ── */}
        <li className="card stack">
          <PhoneChange phone={status.phone} verified={status.phone_verified} open={open} />
        </li>
        {/* ── i25 two-factor ── */}
        <TwoFactor status={status} />
      </ul>
    </div>
  );
}

/** /security-center/verify-password?next=…: the gate, then on to where the person was going. */
export function VerifyPasswordPage({ next }: { next: SecurityPath }) {
  return (
    <SecurityPage title={msg`Confirm password`}>
      <VerifyForm next={next} />
    </SecurityPage>
  );
}

function VerifyForm({ next }: { next: SecurityPath }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { load } = useSystem();
  const twoFactor = useSessionUser()?.two_factor ?? false;
  const verify = useFlow(load.verifyPassword(), { input: { twoFactor } });
  const password = useSelector(verify, (s) => s.context.password);
  const error = useSelector(verify, (s) => s.context.error);
  const busy = useSelector(verify, (s) => s.matches('verifying'));
  const done = useSelector(verify, (s) => s.status === 'done');
  useEffect(() => {
    if (done) void navigate({ to: next });
  }, [done, navigate, next]);
  return (
    <form
      className="stack security card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        verify.send({ type: 'verify.submit' });
      }}
    >
      <p className="muted">
        <Trans>Type your login password to open the security center’s changes for 15 minutes.</Trans>
      </p>
      <Field
        label={t`Login password`}
        type="password"
        autoComplete="current-password"
        value={password}
        error={error ?? undefined}
        onValue={(value) => verify.send({ type: 'verify.change', value })}
      />
      <GateCode verify={verify} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? <Trans>Please wait…</Trans> : <Trans>Confirm password</Trans>}
      </button>
    </form>
  );
}

export function ChangePasswordPage() {
  return (
    <SecurityPage title={msg`Change login password`}>
      <Gated next="/security-center/change-password">{() => <SecretForm kind="login" />}</Gated>
    </SecurityPage>
  );
}

/** The login or the withdrawal password, typed twice. */
function SecretForm({ kind }: { kind: SecretKind }) {
  const { t } = useLingui();
  const { load } = useSystem();
  const change = useFlow(load.passwordChange(), { input: { kind } });
  const password = useSelector(change, (s) => s.context.password);
  const confirmation = useSelector(change, (s) => s.context.confirmation);
  const errors = useSelector(change, (s) => s.context.errors);
  const formError = useSelector(change, (s) => s.context.formError);
  const busy = useSelector(change, (s) => s.matches('saving'));
  const saved = useSelector(change, (s) => s.matches('saved'));
  useConfirmAgain(
    useSelector(change, (s) => s.matches('needsVerify')),
    kind === 'login' ? '/security-center/change-password' : '/security-center',
  );
  if (saved) {
    return (
      <div className="stack" role="status">
        <p className="form-notice">
          {kind === 'login' ? (
            <Trans>Your password was changed.</Trans>
          ) : (
            <Trans>The withdrawal password was changed.</Trans>
          )}
        </p>
        <Link to="/security-center" className="section-link">
          <Trans>Back to the security center</Trans>
        </Link>
      </div>
    );
  }
  const digits = kind === 'withdrawal';
  return (
    <form
      className="stack security"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        change.send({ type: 'secret.submit' });
      }}
    >
      {formError && (
        <p className="form-error" role="alert">
          <Message text={formError} />
        </p>
      )}
      <Field
        label={digits ? t`New withdrawal password (6 digits)` : t`New password`}
        type="password"
        inputMode={digits ? 'numeric' : undefined}
        maxLength={digits ? 6 : undefined}
        autoComplete="new-password"
        value={password}
        error={errors.password}
        onValue={(value) => change.send({ type: 'secret.change', field: 'password', value })}
      />
      <Field
        label={digits ? t`Confirm withdrawal password` : t`Confirm password`}
        type="password"
        inputMode={digits ? 'numeric' : undefined}
        maxLength={digits ? 6 : undefined}
        autoComplete="new-password"
        value={confirmation}
        error={errors.confirmation}
        onValue={(value) => change.send({ type: 'secret.change', field: 'confirmation', value })}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? <Trans>Please wait…</Trans> : <Trans>Save password</Trans>}
      </button>
    </form>
  );
}

export function BindEmailPage() {
  return (
    <SecurityPage title={msg`Bind e-mail`}>
      <Gated next="/security-center/bind-email">
        {(status) => <EmailVerification current={status.email} verified={status.email_verified} />}
      </Gated>
    </SecurityPage>
  );
}
