import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import type { PasswordRecoveryActorRef, RecoveryField } from '../../../machines/passwordRecovery.machine';
import { useSystem } from '../../app/SystemContext';
import { OutboxNote } from '../../ui/CodeStep';
import { Field } from '../../ui/Field';
import { Message } from '../../ui/Message';
import { Page } from '../../ui/Page';
import { FormSkeleton } from './FormSkeleton';
import { CaptchaInput } from './CaptchaInput';
import './refusals';
import { useFlow } from '../../flow/useFlow';

/** /recover: "Esqueci minha senha" — a code by SMS or e-mail, then a new password (the passwordRecovery flow). */
export function RecoverPage() {
  return (
    <Page title={msg`Forgot your password?`}>
      <div className="card auth-card">
        <Suspense fallback={<FormSkeleton />}>
          <Recover />
        </Suspense>
      </div>
    </Page>
  );
}

function Recover() {
  const { load } = useSystem();
  const actor = useFlow(load.passwordRecovery());
  const step = useSelector(actor, (s) => (s.status === 'done' ? 'done' : s.matches('codeSent') ? 'code' : 'send'));
  if (step === 'done') {
    return (
      <div className="stack" role="status">
        <p className="form-notice">
          <Trans>Your password was changed and every session of your account was ended.</Trans>
        </p>
        <Link to="/login" className="btn btn-primary btn-block">
          <Trans>Log in</Trans>
        </Link>
      </div>
    );
  }
  return step === 'code' ? <ResetStep actor={actor} /> : <SendStep actor={actor} />;
}

function FormError({ actor }: { actor: PasswordRecoveryActorRef }) {
  const formError = useSelector(actor, (s) => s.context.formError);
  return formError ? (
    <p className="form-error" role="alert">
      <Message text={formError} />
    </p>
  ) : null;
}

const change = (actor: PasswordRecoveryActorRef, field: RecoveryField) => (value: string) =>
  actor.send({ type: 'recover.change', field, value });

/** The channel, the phone or e-mail, the captcha. */
function SendStep({ actor }: { actor: PasswordRecoveryActorRef }) {
  const { t } = useLingui();
  const channel = useSelector(actor, (s) => s.context.channel);
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const captcha = useSelector(actor, (s) => s.context.captcha);
  const captchaLoading = useSelector(actor, (s) => s.matches('loadingCaptcha'));
  const captchaFailed = useSelector(actor, (s) => s.matches('captchaFailed'));
  const busy = useSelector(actor, (s) => s.matches('sending'));
  return (
    <form
      className="auth-form stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'recover.send' });
      }}
    >
      <p className="muted">
        <Trans>We send a 6-digit code to the phone of your account, or to its verified e-mail.</Trans>
      </p>
      <FormError actor={actor} />
      <fieldset className="channels">
        <legend>
          <Trans>Send the code by</Trans>
        </legend>
        {(['sms', 'email'] as const).map((option) => (
          <label key={option} className="channel" data-active={option === channel || undefined}>
            <input
              type="radio"
              name="channel"
              checked={option === channel}
              onChange={() => actor.send({ type: 'recover.channel', channel: option })}
            />
            <span className="channel-name">{option === 'sms' ? <Trans>SMS</Trans> : <Trans>E-mail</Trans>}</span>
          </label>
        ))}
      </fieldset>
      {channel === 'sms' ? (
        <Field
          label={t`Phone number`}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(11) 91234-5678"
          value={values.phone}
          error={errors.phone}
          onValue={change(actor, 'phone')}
        />
      ) : (
        <Field
          label={t`Verified e-mail`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onValue={change(actor, 'email')}
        />
      )}
      <CaptchaInput
        captcha={captcha}
        loading={captchaLoading}
        failed={captchaFailed}
        value={values.captcha}
        error={errors.captcha}
        onValue={change(actor, 'captcha')}
        onRefresh={() => actor.send({ type: captchaFailed ? 'recover.retry' : 'recover.refreshCaptcha' })}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy || captchaLoading}>
        {busy ? <Trans>Please wait…</Trans> : <Trans>Send code</Trans>}
      </button>
      <p className="auth-switch muted">
        <Link to="/login">
          <Trans>Back to log in</Trans>
        </Link>
      </p>
    </form>
  );
}

/** The code and the new password, typed twice; another code once the wait is over. */
function ResetStep({ actor }: { actor: PasswordRecoveryActorRef }) {
  const { t } = useLingui();
  const channel = useSelector(actor, (s) => s.context.channel);
  const to = useSelector(actor, (s) => (s.context.channel === 'sms' ? s.context.values.phone : s.context.values.email));
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const busy = useSelector(actor, (s) => s.matches({ codeSent: 'resetting' }));
  const canResend = useSelector(actor, (s) => s.can({ type: 'recover.resend' }));
  const outbox = useSelector(actor, (s) => s.context.outbox);
  return (
    <form
      className="auth-form stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'recover.reset' });
      }}
    >
      <p className="muted" role="status">
        {channel === 'sms' ? (
          <Trans>
            If {to} is the phone of an account, a 6-digit code is on its way by SMS. It is valid for 10 minutes.
          </Trans>
        ) : (
          <Trans>
            If {to} is the verified e-mail of an account, a 6-digit code is on its way. It is valid for 10 minutes.
          </Trans>
        )}
        <OutboxNote outbox={outbox} />
      </p>
      <FormError actor={actor} />
      <Field
        label={t`Code`}
        name="code"
        // The step that replaced the send form: the keyboard goes on here.
        autoFocus
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={values.code}
        error={errors.code}
        onValue={change(actor, 'code')}
      />
      <Field
        label={t`New password`}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        onValue={change(actor, 'password')}
      />
      <Field
        label={t`Confirm password`}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        value={values.password_confirmation}
        error={errors.password_confirmation}
        onValue={change(actor, 'password_confirmation')}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? <Trans>Please wait…</Trans> : <Trans>Save password</Trans>}
      </button>
      <div className="security-actions">
        <button
          type="button"
          className="link-button"
          disabled={busy || !canResend}
          onClick={() => actor.send({ type: 'recover.resend' })}
        >
          {canResend ? <Trans>Send a new code</Trans> : <Trans>A new code can be sent in a minute</Trans>}
        </button>
        <button
          type="button"
          className="link-button"
          disabled={busy}
          onClick={() => actor.send({ type: 'recover.edit' })}
        >
          {channel === 'sms' ? <Trans>Use another phone or e-mail</Trans> : <Trans>Use another e-mail or phone</Trans>}
        </button>
      </div>
    </form>
  );
}
