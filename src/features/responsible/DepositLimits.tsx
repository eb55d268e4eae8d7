import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Suspense, useState, type ReactNode } from 'react';
import type { LimitKind, LimitState } from '../../../contract/responsible';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { BRASILIA, formatDateTime } from '../../../lib/format';
import { Money } from '../../ui/Money';
import './refusals';
import './responsible.css';
import { useFlow } from '../../flow/useFlow';

// The offer is its own chunk (the sign-up's dialog shows it too), loaded with this one.
import LimitsOffer, { useTold } from './LimitsOffer';

const PERIOD_NAMES: Partial<Record<LimitKind, MessageDescriptor>> = {
  deposit_day: msg`Daily deposit limit`,
  deposit_week: msg`Weekly deposit limit`,
  deposit_month: msg`Monthly deposit limit`,
};

const cents = (amount: string) => Math.round(Number(amount) * 100);
const amount = (value: number) => (Math.max(0, value) / 100).toFixed(2);

/** A deposit limit's figures: used (credited), reserved (open PIX orders) and what is left. */
export function DepositLimitFigures({ state }: { state: LimitState }) {
  const locale = useLocale();
  const resets = state.resets_at ? formatDateTime(state.resets_at, locale, BRASILIA) : null;
  const reserved = state.reserved ?? '0.00';
  const left = state.value === null ? null : amount(cents(state.value) - cents(state.used) - cents(reserved));
  return (
    <dl className="rg-figures">
      <div>
        <dt>
          <Trans>Used</Trans>
        </dt>
        <dd>
          <Money amount={state.used} />
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Reserved (PIX awaiting payment)</Trans>
        </dt>
        <dd>
          <Money amount={reserved} />
        </dd>
      </div>
      {left !== null && (
        <div>
          <dt>
            <Trans>Left</Trans>
          </dt>
          <dd>
            <Money amount={left} />
          </dd>
        </div>
      )}
      {resets && (
        <div>
          <dt>
            <Trans>Resets</Trans>
          </dt>
          <dd>{resets}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * What the deposit page shows of responsible gambling above the form (`children`): the deposit limits in
 * force (used, reserved by PIX charges waiting for payment, left) and, before the first deposit, the offer
 * to set limits. The form shows once both are known (a skeleton meanwhile), so nothing comes in above it
 * under the player's finger.
 */
export default function DepositLimits({ children }: { children?: ReactNode }) {
  // Limits saved from the offer show at once: the card reads the limits again once the offer closes.
  const [saved, setSaved] = useState(0);
  const [cardKnown, setCardKnown] = useState(false);
  const [offerKnown, setOfferKnown] = useState(false);
  const known = cardKnown && offerKnown;
  return (
    <>
      {/* The card and the offer show with the form, all at once: whichever is known first waits for the other. */}
      <Shown when={known}>
        <Suspense fallback={null}>
          <DepositLimitsCard key={saved} onKnown={() => setCardKnown(true)} />
          <LimitsOffer inline onClosed={() => setSaved((n) => n + 1)} onDecided={() => setOfferKnown(true)} />
        </Suspense>
      </Shown>
      {!known && <div className="skeleton record-skeleton" aria-busy="true" />}
      <Shown when={known}>{children}</Shown>
    </>
  );
}

/** Laid out as the page's own children once `when` holds (the wrapper only hides them meanwhile). */
function Shown({ when, children }: { when: boolean; children: ReactNode }) {
  return (
    <div hidden={!when} style={when ? { display: 'contents' } : undefined}>
      {children}
    </div>
  );
}

function DepositLimitsCard({ onKnown }: { onKnown(): void }) {
  const { i18n } = useLingui();
  const { load } = useSystem();
  const limits = useFlow(load.responsibleLimits());
  const status = useSelector(limits, (s) => s.context.status);
  useTold(
    useSelector(limits, (s) => !s.matches('loading')),
    onKnown,
  );
  const set = (status?.limits ?? []).filter((l) => l.kind.startsWith('deposit') && l.value !== null);
  if (set.length === 0) return null;
  return (
    <section className="card stack rg-deposit-limits" aria-labelledby="rg-deposit-limits">
      <h2 id="rg-deposit-limits">
        <Trans>Your deposit limits</Trans>
      </h2>
      {set.map((state) => (
        <div key={state.kind} className="rg-deposit-limit" data-kind={state.kind}>
          <p className="rg-limit-head">
            <span>{i18n._(PERIOD_NAMES[state.kind] ?? msg`Deposit limit`)}</span>
            <span className="rg-limit-value">
              <Money amount={state.value ?? '0.00'} />
            </span>
          </p>
          <DepositLimitFigures state={state} />
        </div>
      ))}
      <p className="muted">
        <Trans>
          A PIX charge counts against the limit until it is paid or expires.{' '}
          <Link to="/responsible">Change my limits</Link>
        </Trans>
      </p>
    </section>
  );
}
