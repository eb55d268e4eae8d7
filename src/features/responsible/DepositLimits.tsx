import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import type { LimitKind, LimitState } from '../../../contract/responsible';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { BRASILIA, formatDateTime } from '../../../lib/format';
import { Money } from '../../ui/Money';
import './refusals';
import './responsible.css';
import { useFlow } from '../../flow/useFlow';

const LimitsOffer = lazy(() => import('./LimitsOffer'));

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
 * What the deposit page shows of responsible gambling: the deposit limits in force (used, reserved by PIX
 * charges waiting for payment, left) and, before the first deposit, the offer to set limits.
 */
export default function DepositLimits() {
  // Limits saved from the offer show at once: the card reads the limits again once the offer closes.
  const [saved, setSaved] = useState(0);
  return (
    <Suspense fallback={null}>
      <DepositLimitsCard key={saved} />
      <LimitsOffer inline onClosed={() => setSaved((n) => n + 1)} />
    </Suspense>
  );
}

function DepositLimitsCard() {
  const { i18n } = useLingui();
  const { load } = useSystem();
  const limits = useFlow(load.responsibleLimits());
  const status = useSelector(limits, (s) => s.context.status);
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
