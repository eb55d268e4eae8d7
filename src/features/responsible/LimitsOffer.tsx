import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useRef } from 'react';
import type { LimitsOfferActorRef, OfferedLimit } from '../../../machines/limitsOffer.machine';
import { usePromoMayShow } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { Dialog } from '../../ui/Dialog';
import { Message } from '../../ui/Message';
import './refusals';
import './responsible.css';
import { useFlow } from '../../flow/useFlow';

const FIELDS: Record<OfferedLimit, { label: MessageDescriptor; unit: MessageDescriptor }> = {
  deposit_day: { label: msg`Deposits per day`, unit: msg`R$` },
  loss_day: { label: msg`Losses per day`, unit: msg`R$` },
  session_minutes: { label: msg`Play time per day`, unit: msg`min` },
};

/**
 * The offer to set limits: a daily deposit, loss and play-time limit, or "Not now". It asks the server first
 * and shows nothing when the offer does not stand. After a sign-up it is a dialog, held back while the login
 * form or a promotion is open (one dialog at a time); on the deposit page (`inline`) a card above the form,
 * so it never covers the payment. `onClosed`: once answered (or not made).
 */
export default function LimitsOffer({
  inline = false,
  onClosed,
  onDecided,
}: {
  inline?: boolean;
  onClosed?(): void;
  /** Told once the server has said whether the offer stands (the inline offer's place is known). */
  onDecided?(): void;
}) {
  return (
    <Suspense fallback={null}>
      {inline ? <InlineOffer onClosed={onClosed} onDecided={onDecided} /> : <DialogOffer onClosed={onClosed} />}
    </Suspense>
  );
}

type Step = 'offer' | 'setting' | 'saved' | null;

/** The running offer: its step (null: nothing to show) and what to do once it is over. */
function useOffer(onClosed?: () => void) {
  const { load } = useSystem();
  const offer = useFlow(load.limitsOffer());
  const step = useSelector(offer, (s): Step =>
    s.matches('offer')
      ? 'offer'
      : s.matches('setting') || s.matches('saving')
        ? 'setting'
        : s.matches('saved')
          ? 'saved'
          : null,
  );
  // Told once, when the offer ends.
  useTold(
    useSelector(offer, (s) => s.status === 'done'),
    onClosed,
  );
  return { offer, step };
}

function DialogOffer({ onClosed }: { onClosed?(): void }) {
  const { offer, step } = useOffer(onClosed);
  const { modals } = useSystem().actors;
  const promoMayShow = usePromoMayShow();
  const authOpen = useSelector(modals, (s) => !s.matches({ auth: 'closed' }));
  const promoPending = useSelector(modals, (s) => !s.matches({ promo: 'idle' }));
  const close = () => offer.send({ type: step === 'saved' ? 'offer.close' : 'offer.skip' });
  return (
    <Dialog
      open={!authOpen && !(promoMayShow && promoPending) && step !== null}
      onClose={close}
      title={step === 'saved' ? <Trans>Limits saved</Trans> : <Trans>Set your limits?</Trans>}
      size="small"
    >
      <OfferSteps offer={offer} step={step} />
    </Dialog>
  );
}

function InlineOffer({ onClosed, onDecided }: { onClosed?(): void; onDecided?(): void }) {
  const { offer, step } = useOffer(onClosed);
  const decided = useSelector(offer, (s) => !s.matches('checking'));
  useTold(decided, onDecided);
  if (step === null) return null;
  return (
    <section className="card stack limits-offer-card" aria-labelledby="limits-offer-title">
      <h2 id="limits-offer-title">
        {step === 'saved' ? <Trans>Limits saved</Trans> : <Trans>Set your limits before your first deposit?</Trans>}
      </h2>
      <OfferSteps offer={offer} step={step} />
    </section>
  );
}

function OfferSteps({ offer, step }: { offer: LimitsOfferActorRef; step: Step }) {
  const skip = () => offer.send({ type: 'offer.skip' });
  return (
    <div className="limits-offer stack" data-testid="limits-offer" data-step={step ?? undefined}>
      {step === 'offer' && (
        <>
          <p>
            <Trans>
              Decide now how much you want to deposit, lose and play each day. You can change your limits at any time in
              Responsible gambling: lowering one takes effect at once.
            </Trans>
          </p>
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={skip}>
              <Trans>Not now</Trans>
            </button>
            <button type="button" className="btn btn-primary" onClick={() => offer.send({ type: 'offer.accept' })}>
              <Trans>Set limits</Trans>
            </button>
          </div>
        </>
      )}
      {step === 'setting' && <OfferForm offer={offer} onSkip={skip} />}
      {step === 'saved' && (
        <>
          <p role="status">
            <Trans>Your limits are in force now. See or change them in Responsible gambling.</Trans>
          </p>
          <div className="dialog-actions">
            <Link to="/responsible" className="btn btn-secondary" onClick={() => offer.send({ type: 'offer.close' })}>
              <Trans>See my limits</Trans>
            </Link>
            <button type="button" className="btn btn-primary" onClick={() => offer.send({ type: 'offer.close' })}>
              <Trans>Continue</Trans>
            </button>
          </div>
        </>
      )}
    </div>
  );
}

function OfferForm({ offer, onSkip }: { offer: LimitsOfferActorRef; onSkip(): void }) {
  const { i18n } = useLingui();
  const drafts = useSelector(offer, (s) => s.context.drafts);
  const errors = useSelector(offer, (s) => s.context.errors);
  const formError = useSelector(offer, (s) => s.context.formError);
  const saving = useSelector(offer, (s) => s.matches('saving'));
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        offer.send({ type: 'offer.save' });
      }}
    >
      <p className="muted">
        <Trans>Fill in the ones you want; leave the others empty. Play time counts over the São Paulo day.</Trans>
      </p>
      {(Object.keys(FIELDS) as OfferedLimit[]).map((kind) => {
        const id = `offer-${kind}`;
        const error = errors[kind];
        return (
          <div className="field" key={kind}>
            <label htmlFor={id}>
              {i18n._(FIELDS[kind].label)} ({i18n._(FIELDS[kind].unit)})
            </label>
            <input
              id={id}
              inputMode={kind === 'session_minutes' ? 'numeric' : 'decimal'}
              autoComplete="off"
              placeholder={kind === 'session_minutes' ? '0' : '0,00'}
              value={drafts[kind] ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => offer.send({ type: 'offer.change', kind, value: event.target.value })}
            />
            {error && (
              <p id={`${id}-error`} className="error">
                <Message text={error} />
              </p>
            )}
          </div>
        );
      })}
      {formError && (
        <p className="error" role="alert">
          <Message text={formError} />
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onSkip} disabled={saving}>
          <Trans>Not now</Trans>
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? <Trans>Saving…</Trans> : <Trans>Save limits</Trans>}
        </button>
      </div>
    </form>
  );
}

/** Calls `tell` once `when` holds (the latest callback: a parent's may change on each render). */
export function useTold(when: boolean, tell?: () => void) {
  const latest = useRef(tell);
  latest.current = tell;
  useEffect(() => {
    if (when) latest.current?.();
  }, [when]);
}
