import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useState } from 'react';
import type { CaptchaQuestion } from '../../../contract/captchaQuestion';
import './captchaAlternative.css';
import { useModalsEvents } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import '../../i18n/formRefusals';
import { screenLazy } from '../../i18n/i18n';
import { Field } from '../../ui/Field';
import { AcceptTerms, IdentityFields, saoPauloToday } from '../../ui/IdentityFields';
import { Message } from '../../ui/Message';
import { FormSkeleton } from './FormSkeleton';
import { CaptchaInput } from './CaptchaInput';
import { useFlow } from '../../flow/useFlow';

type Mode = 'login' | 'register';

interface AuthFormProps {
  mode: Mode;
  inviteCode?: string | undefined;
  onModeChange?(mode: Mode): void;
  onDone(): void;
}

/** The login / register form; the flow (captcha, checks, submit) is the authForm machine. */
export function AuthForm({ mode, inviteCode, onModeChange, onDone }: AuthFormProps) {
  const { t } = useLingui();
  const { load } = useSystem();
  const actor = useFlow(load.authForm(), {
    input: { mode, inviteCode, today: saoPauloToday() },
  });
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const formError = useSelector(actor, (s) => s.context.formError);
  const captcha = useSelector(actor, (s) => s.context.captcha);
  const currentMode = useSelector(actor, (s) => s.context.mode);
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const captchaLoading = useSelector(actor, (s) => s.matches('loadingCaptcha'));
  const captchaFailed = useSelector(actor, (s) => s.matches('captchaFailed'));
  const done = useSelector(actor, (s) => s.status === 'done');
  const { closeAuth } = useModalsEvents();
  const codeStep = useSelector(actor, (s) => s.matches('twoFactor'));

  useEffect(() => {
    if (mode !== currentMode) actor.send({ type: 'auth.mode', mode });
    // Only the prop drives this; the machine's own mode follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode]);

  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);

  const change = (field: keyof typeof values) => (value: string) => actor.send({ type: 'auth.change', field, value });
  const isRegister = currentMode === 'register';

  // Two-factor asks a code after the right password (a new device).
  if (codeStep) {
    return (
      <Suspense fallback={<FormSkeleton />}>
        <TwoFactorStep actor={actor} />
      </Suspense>
    );
  }

  return (
    <form
      className="auth-form stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'auth.submit' });
      }}
    >
      {formError && (
        <p className="form-error" role="alert">
          <Message text={formError} />
        </p>
      )}
      <Field
        label={t`Phone number`}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(11) 91234-5678"
        value={values.phone}
        error={errors.phone}
        onValue={change('phone')}
      />
      <Field
        label={t`Password`}
        name="password"
        type="password"
        autoComplete={isRegister ? 'new-password' : 'current-password'}
        value={values.password}
        error={errors.password}
        onValue={change('password')}
      />
      {isRegister && (
        <Field
          label={t`Confirm password`}
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          value={values.password_confirmation}
          error={errors.password_confirmation}
          onValue={change('password_confirmation')}
        />
      )}
      {isRegister && (
        <IdentityFields values={values} errors={errors} onChange={(field, value) => change(field)(value)} />
      )}
      {isRegister && (
        <Field
          label={t`Invitation code (optional)`}
          name="invite_code"
          autoComplete="off"
          value={values.invite_code}
          error={errors.invite_code}
          onValue={change('invite_code')}
        />
      )}
      <CaptchaInput
        captcha={captcha}
        loading={captchaLoading}
        failed={captchaFailed}
        value={values.captcha}
        error={errors.captcha}
        onValue={change('captcha')}
        onRefresh={() => actor.send({ type: captchaFailed ? 'auth.retry' : 'auth.refreshCaptcha' })}
      />
      {captcha?.question && <CaptchaAlternative question={captcha.question} />}
      {isRegister && (
        <AcceptTerms
          checked={values.accept_terms === 'yes'}
          error={errors.accept_terms}
          onChange={(checked) => change('accept_terms')(checked ? 'yes' : '')}
        />
      )}
      <p className="rg-warning">
        <span className="age-badge" aria-hidden="true">
          18+
        </span>
        <span>
          <Trans>
            Gambling can be addictive. Play responsibly: only bet what you can afford to lose, and take breaks.
          </Trans>
        </span>
      </p>
      <button type="submit" className="btn btn-primary btn-block" disabled={submitting || captchaLoading}>
        {submitting ? <Trans>Please wait…</Trans> : isRegister ? <Trans>Create account</Trans> : <Trans>Log in</Trans>}
      </button>
      {!isRegister && (
        <p className="auth-switch muted">
          {/* From the login dialog too: it closes as the recovery page opens. */}
          <Link to="/recover" onClick={() => closeAuth()}>
            <Trans>Forgot your password?</Trans>
          </Link>
        </p>
      )}
      {onModeChange && (
        <p className="auth-switch muted">
          {isRegister ? <Trans>Already have an account?</Trans> : <Trans>New to Rodada?</Trans>}{' '}
          <button
            type="button"
            className="captcha-alternative-toggle"
            onClick={() => onModeChange(isRegister ? 'login' : 'register')}
          >
            {isRegister ? <Trans>Log in</Trans> : <Trans>Register</Trans>}
          </button>
        </p>
      )}
    </form>
  );
}

// Its texts are the screens' catalog: loaded with it.
const CaptchaQuestionText = screenLazy(() => import('./CaptchaQuestionText'));

// Shown only to a member with two-factor on, at a new device: its code and texts load then.
const TwoFactorStep = screenLazy(() => import('./TwoFactorStep'));

/** The picture's alternative for a person who cannot see it: a question answered in the same field. */
function CaptchaAlternative({ question }: { question: CaptchaQuestion }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="captcha-alternative">
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls="captcha-question"
        data-testid="captcha-alternative"
        onClick={() => setOpen(!open)}
      >
        <Trans>Can’t see the picture? Answer a question instead</Trans>
      </button>
      <div aria-live="polite">
        {open && (
          <Suspense fallback={null}>
            <CaptchaQuestionText question={question} id="captcha-question" />
          </Suspense>
        )}
      </div>
    </div>
  );
}

export default AuthForm;
