import { Trans, useLingui } from '@lingui/react/macro';
import { phoneText } from './phoneText';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { CodeVerificationActorRef } from '../../machines/codeVerification.machine';
import './codeRefusals';
import { Field } from './Field';
import { Message } from './Message';

interface CodeStepProps {
  actor: CodeVerificationActorRef;
  /** The address field's label ("E-mail", "New phone number"). */
  addressLabel: string;
  /** What confirming does ("Verify e-mail", "Confirm phone"). */
  confirmLabel: ReactNode;
  /** Above the form (what this is for). */
  intro?: ReactNode;
}

/**
 * A code sent to an address and typed back (the codeVerification flow): the address (typed, or given),
 * the code, another code once the wait is over. The parent shows what follows once the flow is done.
 */
export function CodeStep({ actor, addressLabel, confirmLabel, intro }: CodeStepProps) {
  const { t } = useLingui();
  const kind = useSelector(actor, (s) => s.context.kind);
  const address = useSelector(actor, (s) => s.context.address);
  const code = useSelector(actor, (s) => s.context.code);
  const outbox = useSelector(actor, (s) => s.context.outbox);
  const error = useSelector(actor, (s) => s.context.error);
  const step = useSelector(actor, (s) =>
    s.matches('codeSent') || s.matches('resending')
      ? 'code'
      : s.matches('ready') || (s.matches('sending') && s.context.prefilled)
        ? 'given'
        : 'address',
  );
  const busy = useSelector(
    actor,
    (s) => s.matches('sending') || s.matches('resending') || s.matches({ codeSent: 'confirming' }),
  );
  const canResend = useSelector(actor, (s) => s.can({ type: 'code.send' }) && s.matches('codeSent'));
  const canEdit = useSelector(actor, (s) => s.can({ type: 'code.edit' }));
  const email = kind === 'email';
  const to = email ? address : phoneText(address);

  return (
    <form
      className="stack security"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: step === 'code' ? 'code.confirm' : 'code.send' });
      }}
    >
      {intro}
      {step === 'address' ? (
        <Field
          label={addressLabel}
          type={email ? 'email' : 'tel'}
          inputMode={email ? 'email' : 'tel'}
          autoComplete={email ? 'email' : 'tel-national'}
          placeholder={email ? undefined : '(11) 91234-5678'}
          value={address}
          error={error ?? undefined}
          onValue={(value) => actor.send({ type: 'code.address', value })}
        />
      ) : (
        <p className="muted" aria-live="polite">
          {step === 'given' ? (
            email ? (
              <Trans>We will send a 6-digit code to {to}.</Trans>
            ) : (
              <Trans>We will send a 6-digit code by SMS to {to}.</Trans>
            )
          ) : email ? (
            <Trans>We sent a 6-digit code to {to}.</Trans>
          ) : (
            <Trans>We sent a 6-digit code by SMS to {to}.</Trans>
          )}
          {step === 'code' && <OutboxNote outbox={outbox} />}
        </p>
      )}
      {step === 'given' && error && (
        <p className="form-error" role="alert">
          <Message text={error} />
        </p>
      )}
      {step === 'code' && (
        <Field
          label={t`Code`}
          // It appears once the code is sent: the keyboard goes on here.
          autoFocus
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          error={error ?? undefined}
          onValue={(value) => actor.send({ type: 'code.value', value })}
        />
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? <Trans>Please wait…</Trans> : step === 'code' ? confirmLabel : <Trans>Send code</Trans>}
      </button>
      {(step === 'code' || canEdit) && (
        <div className="security-actions">
          {step === 'code' && (
            <button
              type="button"
              className="link-button"
              disabled={busy || !canResend}
              onClick={() => actor.send({ type: 'code.send' })}
            >
              {canResend ? <Trans>Send a new code</Trans> : <Trans>A new code can be sent in a minute</Trans>}
            </button>
          )}
          {canEdit && (
            <button
              type="button"
              className="link-button"
              disabled={busy}
              onClick={() => actor.send({ type: 'code.edit' })}
            >
              {email ? <Trans>Use another address</Trans> : <Trans>Use another number</Trans>}
            </button>
          )}
        </div>
      )}
    </form>
  );
}

/** On a demo site (sandbox mode), where the code sent can be read: the outbox the server named. */
export function OutboxNote({ outbox }: { outbox: string | null }) {
  if (!outbox) return null;
  return (
    <>
      {' '}
      <Trans>In this build it arrives in the sandbox outbox:</Trans>{' '}
      <a href={outbox} target="_blank" rel="noopener noreferrer">
        {outbox}
      </a>
    </>
  );
}
