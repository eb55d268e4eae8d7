import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Suspense, use, useId } from 'react';
import { DOCUMENT_TYPES, UFS } from '../../../../contract/kyc';
import { uploadProgress, type KycActorRef, type KycField } from '../../../../machines/kyc.machine';
import { useSessionUser } from '../../../app/hooks';
import { useSystem } from '../../../app/SystemContext';
import { useFlow } from '../../../flow/useFlow';
import { kycTexts } from '../../../i18n/kyc';
import { Field } from '../../../ui/Field';
import { Message } from '../../../ui/Message';
import { Page } from '../../../ui/Page';
import { KycCapture, KycReview } from './KycCapture';
import { MIN_SHARPNESS } from './picture';
import { DOCUMENT_LABELS, REASON_TEXTS } from './texts';
import './refusals';
import './kyc.css';

/** /identity once the identity is complete: the identity verification (KYC), once its texts are loaded. */
export function VerifyIdentity() {
  use(kycTexts());
  return (
    <Page title={msg`Verify your identity`}>
      <Suspense fallback={<div className="skeleton record-skeleton" aria-busy="true" />}>
        <KycFlow />
      </Suspense>
    </Page>
  );
}

const STEPS = ['details', 'photos', 'review', 'answer'] as const;
type Step = (typeof STEPS)[number];

function KycFlow() {
  const { load } = useSystem();
  const known = useSessionUser()?.kyc_status ?? 'required';
  const kyc = useFlow(load.kyc(), { input: { known, minSharpness: MIN_SHARPNESS } });
  const step = useSelector(kyc, (s): Step | null => {
    if (s.matches('form') || s.matches('opening')) return 'details';
    if (s.matches('capture')) return 'photos';
    if (s.matches('review') || s.matches('uploading') || s.matches('uploadCut') || s.matches('uploadFailed'))
      return 'review';
    if (s.matches('resuming') || s.matches('submitting')) return 'review';
    if (s.matches('waiting') || s.matches('checking') || s.matches('inReview')) return 'answer';
    return null;
  });
  return (
    <div className="kyc stack">
      {step && <Steps current={step} />}
      <KycStep kyc={kyc} />
    </div>
  );
}

function Steps({ current }: { current: Step }) {
  const { t } = useLingui();
  const labels: Record<Step, string> = {
    details: t`Document and address`,
    photos: t`Photos`,
    review: t`Check and send`,
    answer: t`Answer`,
  };
  const at = STEPS.indexOf(current);
  return (
    <ol className="kyc-steps">
      {STEPS.map((step, i) => (
        <li key={step} data-done={i < at ? '' : undefined} aria-current={i === at ? 'step' : undefined}>
          <span className="kyc-step-number" aria-hidden="true">
            {i + 1}
          </span>
          <span>{labels[step]}</span>
        </li>
      ))}
    </ol>
  );
}

function KycStep({ kyc }: { kyc: KycActorRef }) {
  const value = useSelector(kyc, (s) => {
    for (const name of [
      'loading',
      'loadFailed',
      'form',
      'opening',
      'capture',
      'review',
      'uploading',
      'resuming',
      'uploadCut',
      'uploadFailed',
      'submitting',
      'waiting',
      'checking',
      'inReview',
      'verified',
      'rejected',
      'exhausted',
    ] as const)
      if (s.matches(name)) return name;
    return 'loading';
  });
  const failure = useSelector(kyc, (s) => s.context.failure);
  const retry = () => kyc.send({ type: 'kyc.retry' });
  switch (value) {
    case 'loading':
      return <div className="skeleton record-skeleton" aria-busy="true" />;
    case 'loadFailed':
      return (
        <div className="card stack" role="alert">
          <p>
            <Trans>We could not load your verification.</Trans> {failure && <Message text={failure} />}
          </p>
          <button type="button" className="btn btn-primary" onClick={retry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      );
    case 'form':
    case 'opening':
      return <KycForm kyc={kyc} />;
    case 'capture':
      return <KycCapture kyc={kyc} />;
    case 'review':
      return <KycReview kyc={kyc} />;
    case 'uploading':
    case 'resuming':
    case 'submitting':
      return <Sending kyc={kyc} submitting={value === 'submitting'} />;
    case 'uploadCut':
      return (
        <div className="card stack" role="alert">
          <p>
            <Trans>The connection dropped while sending. Nothing is lost: sending goes on from where it stopped.</Trans>
          </p>
          <button type="button" className="btn btn-primary" onClick={retry}>
            <Trans>Continue sending</Trans>
          </button>
        </div>
      );
    case 'uploadFailed':
      return (
        <div className="card stack" role="alert">
          {failure && (
            <p className="form-error">
              <Message text={failure} />
            </p>
          )}
          <div className="kyc-actions">
            <button type="button" className="btn btn-primary" onClick={retry}>
              <Trans>Try again</Trans>
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => kyc.send({ type: 'kyc.back' })}>
              <Trans>Back to the photos</Trans>
            </button>
          </div>
        </div>
      );
    case 'waiting':
    case 'checking':
      return (
        <div className="card stack kyc-answer" role="status">
          <span className="kyc-spinner" aria-hidden="true" />
          <p>
            <Trans>
              We are checking your documents. It usually takes a moment; you may leave this page, your account will show
              the answer.
            </Trans>
          </p>
        </div>
      );
    case 'inReview':
      return (
        <div className="card stack kyc-answer" role="status">
          <p>
            <Trans>
              Your documents are with our compliance team for a manual review. You will be told the answer; until then
              deposits, bets and games stay closed.
            </Trans>
          </p>
        </div>
      );
    case 'verified':
      return (
        <div className="card stack kyc-answer kyc-verified" role="status">
          <p>
            <Trans>Your identity is verified. You can deposit and play.</Trans>
          </p>
          <Link to="/recharge" className="btn btn-primary">
            <Trans>Deposit</Trans>
          </Link>
        </div>
      );
    case 'rejected':
      return <Rejected kyc={kyc} />;
    case 'exhausted':
      return (
        <div className="card stack kyc-answer" role="alert">
          <p>
            <Trans>
              Your identity could not be verified after several attempts. Our support will help you finish it.
            </Trans>
          </p>
          <Link to="/information-center/support" className="btn btn-primary">
            <Trans>Contact support</Trans>
          </Link>
        </div>
      );
  }
}

function Rejected({ kyc }: { kyc: KycActorRef }) {
  const { i18n } = useLingui();
  const reason = useSelector(kyc, (s) => s.context.kyc?.refused?.reason ?? 'other');
  const left = useSelector(kyc, (s) => s.context.kyc?.attempts_left ?? 0);
  return (
    <div className="card stack kyc-answer kyc-rejected" role="alert">
      <p>
        <strong>
          <Trans>Your identity could not be verified.</Trans>
        </strong>
      </p>
      <p>{i18n._(REASON_TEXTS[reason])}</p>
      <p className="muted">
        <Trans>Attempts left: {left}</Trans>
      </p>
      <button type="button" className="btn btn-primary" onClick={() => kyc.send({ type: 'kyc.retry' })}>
        <Trans>Send the documents again</Trans>
      </button>
    </div>
  );
}

function Sending({ kyc, submitting }: { kyc: KycActorRef; submitting: boolean }) {
  const { t } = useLingui();
  const percent = useSelector(kyc, (s) => {
    const { sent, total } = uploadProgress(s.context);
    return total ? Math.floor((sent / total) * 100) : 100;
  });
  const retrying = useSelector(kyc, (s) => s.matches({ uploading: 'retrying' }));
  return (
    <div className="card stack" role="status">
      <p>{submitting ? <Trans>Sending for verification…</Trans> : <Trans>Sending your photos… {percent}%</Trans>}</p>
      <progress className="kyc-progress" max={100} value={submitting ? 100 : percent} aria-label={t`Upload`} />
      {retrying && (
        <p className="muted">
          <Trans>The connection is unstable: trying again…</Trans>
        </p>
      )}
    </div>
  );
}

function KycForm({ kyc }: { kyc: KycActorRef }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const values = useSelector(kyc, (s) => s.context.values);
  const errors = useSelector(kyc, (s) => s.context.errors);
  const failure = useSelector(kyc, (s) => s.context.failure);
  const opening = useSelector(kyc, (s) => s.matches('opening'));
  const refused = useSelector(kyc, (s) => (s.context.status === 'rejected' ? s.context.kyc?.refused : null));
  const change = (field: KycField) => (value: string) => kyc.send({ type: 'kyc.change', field, value });
  return (
    <form
      className="card stack kyc-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        kyc.send({ type: 'kyc.submit' });
      }}
    >
      <p className="muted">
        <Trans>
          The law asks every player’s identity to be verified before deposits and bets (Lei 14.790/2023). Have your RG
          or CNH at hand; the selfie needs a camera.
        </Trans>
      </p>
      {refused && (
        <p className="form-error">
          <Trans>Your last verification was refused.</Trans> {i18n._(REASON_TEXTS[refused.reason])}
        </p>
      )}
      {failure && !Object.keys(errors).length && (
        <p className="form-error" role="alert">
          <Message text={failure} />
        </p>
      )}
      <fieldset className="kyc-documents">
        <legend>
          <Trans>Document</Trans>
        </legend>
        {DOCUMENT_TYPES.map((type) => (
          <label key={type} className="kyc-document">
            <input
              type="radio"
              name={`${id}-document`}
              value={type}
              checked={values.document_type === type}
              onChange={() => change('document_type')(type)}
            />
            <span>{i18n._(DOCUMENT_LABELS[type])}</span>
          </label>
        ))}
      </fieldset>
      <Field
        label={t`Document number`}
        autoComplete="off"
        spellCheck={false}
        value={values.document_number}
        error={errors.document_number}
        onValue={change('document_number')}
      />
      <div className="kyc-address">
        <Field
          label={t`CEP`}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={9}
          value={values.cep}
          error={errors.cep}
          onValue={change('cep')}
        />
        <Field
          label={t`Street`}
          autoComplete="address-line1"
          value={values.street}
          error={errors.street}
          onValue={change('street')}
        />
        <Field
          label={t`Number`}
          autoComplete="address-line2"
          value={values.number}
          error={errors.number}
          onValue={change('number')}
        />
        <Field
          label={t`Complement (optional)`}
          value={values.complement}
          error={errors.complement}
          onValue={change('complement')}
        />
        <Field
          label={t`District (optional)`}
          value={values.district}
          error={errors.district}
          onValue={change('district')}
        />
        <Field
          label={t`City`}
          autoComplete="address-level2"
          value={values.city}
          error={errors.city}
          onValue={change('city')}
        />
        <div className="field" data-invalid={errors.state ? '' : undefined}>
          <label htmlFor={`${id}-state`}>
            <Trans>State</Trans>
          </label>
          <select
            id={`${id}-state`}
            value={values.state}
            autoComplete="address-level1"
            aria-invalid={errors.state ? true : undefined}
            aria-describedby={errors.state ? `${id}-state-error` : undefined}
            onChange={(event) => change('state')(event.target.value)}
          >
            <option value="">{t`Choose the state`}</option>
            {UFS.map((uf) => (
              <option key={uf} value={uf}>
                {uf}
              </option>
            ))}
          </select>
          {errors.state && (
            <p id={`${id}-state-error`} className="error">
              <Message text={errors.state} />
            </p>
          )}
        </div>
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={opening}>
        {opening ? <Trans>Please wait…</Trans> : <Trans>Continue</Trans>}
      </button>
    </form>
  );
}
