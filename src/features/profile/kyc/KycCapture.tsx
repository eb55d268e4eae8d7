import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { KycFileKind } from '../../../../contract/kyc';
import {
  challengeOf,
  currentKind,
  isDocumentKind,
  kindsToTake,
  type KycActorRef,
  type KycPicture,
} from '../../../../machines/kyc.machine';
import { Message } from '../../../ui/Message';
import { CHALLENGE_TEXTS, KIND_HINTS, KIND_LABELS } from './texts';

/** The camera's preview and capture: a chunk of its own, loaded when a camera step opens. */
const CameraPreview = lazy(() => import('./camera'));

/** One picture being taken: the camera, a file, or what stands in the way (a refused or missing camera, blur). */
export function KycCapture({ kyc }: { kyc: KycActorRef }) {
  const { t, i18n } = useLingui();
  const kind = useSelector(kyc, (s) => currentKind(s.context));
  const challenge = useSelector(kyc, (s) => challengeOf(s.context, currentKind(s.context)));
  const position = useSelector(kyc, (s) => {
    const all = kindsToTake(s.context);
    return { at: all.indexOf(currentKind(s.context)!) + 1, of: all.length };
  });
  const stage = useSelector(kyc, (s) => {
    for (const name of ['document', 'pdf', 'reading', 'blurred', 'cameraDenied', 'noCamera'] as const)
      if (s.matches({ capture: name })) return name;
    if (s.matches({ capture: { camera: 'blurred' } })) return 'blurred';
    if (s.matches({ capture: { camera: 'ready' } })) return 'ready';
    if (s.matches({ capture: { camera: 'capturing' } })) return 'capturing';
    return 'starting';
  });
  const failure = useSelector(kyc, (s) => s.context.failure);
  const inCamera = useSelector(kyc, (s) => s.matches({ capture: 'camera' }));
  if (!kind) return null;
  const document = isDocumentKind(kind);
  const onCamera = stage === 'starting' || stage === 'ready' || stage === 'capturing';
  const hint =
    kind === 'liveness_1' || kind === 'liveness_2'
      ? challenge && i18n._(CHALLENGE_TEXTS[challenge])
      : i18n._(KIND_HINTS[kind]);
  const { at, of } = position;
  return (
    <section className="card stack kyc-capture" aria-labelledby="kyc-kind">
      <p className="muted kyc-count">
        <Trans>
          Picture {at} of {of}
        </Trans>
      </p>
      <h2 id="kyc-kind">{i18n._(KIND_LABELS[kind])}</h2>
      <p className={challenge ? 'kyc-challenge' : undefined} aria-live="polite">
        {hint}
      </p>
      {failure && (
        <p className="form-error" role="alert">
          <Message text={failure} />
        </p>
      )}
      {stage === 'cameraDenied' && (
        <div className="kyc-notice" role="alert">
          <p>
            <Trans>
              The camera is blocked for this site. To allow it, open the site’s settings by the icon beside the address
              (a camera or a padlock), set the camera to “Allow”, then try again.
            </Trans>
          </p>
          {!document && (
            <p>
              <Trans>The selfie and the liveness check can only be taken with the camera.</Trans>
            </p>
          )}
        </div>
      )}
      {stage === 'noCamera' && (
        <div className="kyc-notice" role="alert">
          <p>
            <Trans>No camera was found on this device. Connect one, or go on from a phone.</Trans>
          </p>
        </div>
      )}
      {stage === 'blurred' && (
        <p className="kyc-notice" role="alert">
          <Trans>The photo is blurred. Hold still, in good light, and take it again.</Trans>
        </p>
      )}
      {inCamera && (
        <Suspense fallback={<div className="kyc-camera skeleton" aria-busy="true" />}>
          <CameraPreview frame={document ? 'document' : 'face'} label={t`Camera preview`} />
        </Suspense>
      )}
      <div className="kyc-actions">
        {onCamera && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={stage !== 'ready'}
            onClick={() => kyc.send({ type: 'kyc.capture' })}
          >
            {stage === 'capturing' ? <Trans>Taking the photo…</Trans> : <Trans>Take the photo</Trans>}
          </button>
        )}
        {stage === 'blurred' && (
          <button type="button" className="btn btn-primary" onClick={() => kyc.send({ type: 'kyc.retake' })}>
            <Trans>Take it again</Trans>
          </button>
        )}
        {(stage === 'cameraDenied' || stage === 'noCamera') && (
          <button type="button" className="btn btn-primary" onClick={() => kyc.send({ type: 'kyc.retry' })}>
            <Trans>Try the camera again</Trans>
          </button>
        )}
        {stage === 'document' && (
          <button type="button" className="btn btn-primary" onClick={() => kyc.send({ type: 'kyc.useCamera' })}>
            <Trans>Use the camera</Trans>
          </button>
        )}
        {(kind === 'document_pdf' || (document && stage !== 'blurred')) && (
          <FilePicker
            pdf={kind === 'document_pdf'}
            busy={stage === 'reading'}
            onFile={(file) => kyc.send({ type: 'kyc.file', file })}
          />
        )}
      </div>
      <button type="button" className="link-button kyc-back" onClick={() => kyc.send({ type: 'kyc.back' })}>
        <Trans>Change the document or the address</Trans>
      </button>
    </section>
  );
}

function FilePicker({ pdf, busy, onFile }: { pdf: boolean; busy: boolean; onFile: (file: File) => void }) {
  const id = useId();
  return (
    <label htmlFor={id} className={`btn ${pdf ? 'btn-primary' : 'btn-secondary'} kyc-file`} aria-disabled={busy}>
      {pdf ? <Trans>Choose the PDF</Trans> : <Trans>Choose a photo instead</Trans>}
      <input
        id={id}
        type="file"
        className="visually-hidden"
        accept={pdf ? 'application/pdf' : 'image/jpeg,image/png,image/webp,image/heic'}
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}

/** Every picture taken, each with a way to take it again, before the case is sent. */
export function KycReview({ kyc }: { kyc: KycActorRef }) {
  const { i18n } = useLingui();
  const pictures = useSelector(kyc, (s) => s.context.pictures);
  const kinds = useSelector(kyc, (s) => kindsToTake(s.context));
  const failure = useSelector(kyc, (s) => s.context.failure);
  return (
    <section className="card stack kyc-review" aria-labelledby="kyc-review-title">
      <h2 id="kyc-review-title">
        <Trans>Check your photos</Trans>
      </h2>
      <p className="muted">
        <Trans>Each photo must be sharp, with the whole document readable and your face clearly visible.</Trans>
      </p>
      {failure && (
        <p className="form-error" role="alert">
          <Message text={failure} />
        </p>
      )}
      <ul className="kyc-thumbs">
        {kinds.map((kind) => (
          <li key={kind}>
            <Thumb kind={kind} picture={pictures[kind]} />
            <span>{i18n._(KIND_LABELS[kind])}</span>
            <button
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => kyc.send({ type: 'kyc.retake', kind })}
            >
              <Trans>Retake</Trans>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-primary btn-block" onClick={() => kyc.send({ type: 'kyc.send' })}>
        <Trans>Send for verification</Trans>
      </button>
      <button type="button" className="link-button kyc-back" onClick={() => kyc.send({ type: 'kyc.back' })}>
        <Trans>Change the document or the address</Trans>
      </button>
    </section>
  );
}

function Thumb({ kind, picture }: { kind: KycFileKind; picture: KycPicture | undefined }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!picture || picture.content_type === 'application/pdf') return;
    const made = URL.createObjectURL(
      new Blob([picture.bytes as Uint8Array<ArrayBuffer>], { type: picture.content_type }),
    );
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [picture]);
  if (!picture || picture.content_type === 'application/pdf') {
    return <span className="kyc-thumb kyc-thumb-pdf">PDF</span>;
  }
  return url ? (
    <img
      className={kind === 'document_front' || kind === 'document_back' ? 'kyc-thumb' : 'kyc-thumb kyc-mirror'}
      src={url}
      alt=""
    />
  ) : (
    <span className="kyc-thumb skeleton" />
  );
}
