import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useRestricted } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { withFee } from '../../../machines/amounts';
import type { Locale } from '../../../contract/locales';
import { amountShown } from '../../i18n/numbers';
import { LoadFailed } from '../../ui/LoadFailed';
import { Message } from '../../ui/Message';
import './recharge.css';
import { Money } from '../../ui/Money';
import { Page } from '../../ui/Page';
import './refusals';
import { IdentityCallout } from '../../ui/IdentityCallout';
import { PhoneFirst } from './PhoneStep';
import { DepositTurnoverRule } from './TurnoverRule';
import { useFlow } from '../../flow/useFlow';

const Skeleton = () => <div className="skeleton record-skeleton" aria-busy="true" />;

/**
 * /recharge; `Limits`: what responsible gambling shows above the form (handed in by the route), given the
 * form to show once it is known.
 */
export function Recharge({ limits: Limits }: { limits: ComponentType<{ children: ReactNode }> }) {
  // A paused or self-excluded member sees their restriction (the callout) instead of the form.
  const restricted = useRestricted();
  return (
    <Page title={msg`Deposit`}>
      <IdentityCallout />
      {!restricted && (
        <Suspense fallback={<Skeleton />}>
          <Limits>
            <Suspense fallback={<Skeleton />}>
              <PhoneFirst>
                <RechargeForm />
              </PhoneFirst>
            </Suspense>
          </Limits>
        </Suspense>
      )}
    </Page>
  );
}

function RechargeForm() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const { load } = useSystem();
  const recharge = useFlow(load.recharge());
  const channels = useSelector(recharge, (s) => s.context.channels);
  const channelId = useSelector(recharge, (s) => s.context.channelId);
  const amount = useSelector(recharge, (s) => s.context.amount);
  const error = useSelector(recharge, (s) => s.context.error);
  const loading = useSelector(recharge, (s) => s.matches('loading'));
  const failed = useSelector(recharge, (s) => s.matches('loadFailed'));
  const busy = useSelector(recharge, (s) => s.matches('submitting') || s.matches('redirecting'));

  if (loading) return <Skeleton />;
  if (failed) return <LoadFailed onRetry={() => recharge.send({ type: 'recharge.retry' })} />;

  const channel = channels.find((c) => c.id === channelId);
  const actual = channel ? withFee(amount, channel.fee).actual : '0.00';
  const min = channel?.min ?? '0';
  const max = channel?.max ?? '0';

  return (
    <form
      className="recharge stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        recharge.send({ type: 'recharge.submit' });
      }}
    >
      <fieldset className="channels">
        <legend>
          <Trans>Payment channel</Trans>
        </legend>
        {channels.map((c) => (
          <label key={c.id} className="channel" data-active={c.id === channelId || undefined}>
            <input
              type="radio"
              name="channel"
              checked={c.id === channelId}
              onChange={() => recharge.send({ type: 'recharge.channel', id: c.id })}
            />
            <span className="channel-name">{c.name}</span>
            <span className="muted">
              <Money amount={c.min} /> – <Money amount={c.max} />
            </span>
          </label>
        ))}
      </fieldset>
      <div className="recharge-amount stack">
        <div className="field">
          <label htmlFor="deposit-amount">
            <Trans>Deposit amount (R$)</Trans>
          </label>
          <input
            id="deposit-amount"
            inputMode="decimal"
            autoComplete="off"
            value={amountShown(amount, locale)}
            onChange={(e) => recharge.send({ type: 'recharge.amount', amount: e.target.value })}
          />
          <p className="muted hint">
            <Trans>
              From <Money amount={min} /> to <Money amount={max} />
            </Trans>
          </p>
        </div>
        {channel && (
          <div className="quick-bets" role="group" aria-label={t`Quick amounts`}>
            {channel.quick_amounts.map((quick) => (
              <button
                key={quick}
                type="button"
                className="btn btn-secondary btn-small"
                onClick={() => recharge.send({ type: 'recharge.amount', amount: quick })}
              >
                <Money amount={quick} />
              </button>
            ))}
          </div>
        )}
        <p className="actual">
          <Trans>
            Actual amount: <Money amount={actual} />
          </Trans>
        </p>
        <DepositTurnoverRule />
        {error && (
          <p className="form-error" role="alert">
            <Message text={error} />
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block spin-button" disabled={busy}>
          {busy ? <Trans>Please wait…</Trans> : <Trans>Pay with PIX</Trans>}
        </button>
        <Link to="/rechargeRecord" className="section-link">
          <Trans>Deposit records</Trans>
        </Link>
      </div>
    </form>
  );
}
