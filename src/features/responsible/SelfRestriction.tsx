import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { use } from 'react';
import { EXCLUSION_PERIODS, PAUSE_PERIODS } from '../../../contract/responsible';
import type { RestrictionKind, RestrictionPeriod } from '../../../machines/selfRestriction.machine';
import { useLocale } from '../../app/hooks';
import { SELF_EXCLUSION_URL } from '../../../contract/site';
import { useSystem } from '../../app/SystemContext';
import { BRASILIA, formatDateTime } from '../../../lib/format';
import { Message } from '../../ui/Message';
import './refusals';
import './responsible.css';
import { useFlow } from '../../flow/useFlow';

/** The national self-exclusion platform, as the site's legal data give it (the gov.br page until they load). */
export function useSelfExclusionUrl(): string {
  const { modals } = useSystem().actors;
  return useSelector(modals, (s) => s.context.content?.legal?.self_exclusion_url ?? SELF_EXCLUSION_URL);
}

const PERIOD_NAMES: Record<RestrictionPeriod, MessageDescriptor> = {
  '24h': msg`24 hours`,
  '7d': msg`7 days`,
  '30d': msg`30 days`,
  '6m': msg`6 months`,
  '1y': msg`1 year`,
  permanent: msg`Permanently`,
};

/** When a self-exclusion chosen now would end (null: never), as the server counts it (calendar months). */
function exclusionEnd(period: RestrictionPeriod, now: Date): Date | null {
  if (period === 'permanent') return null;
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + (period === '1y' ? 12 : 6));
  return end;
}

/**
 * A pause or a self-exclusion: the period, then what it means and the password. With `runsUntil` (a
 * self-exclusion running until then), it extends it: only the periods that end later are offered.
 */
export function SelfRestriction({ kind, runsUntil }: { kind: RestrictionKind; runsUntil?: string }) {
  const { load } = useSystem();
  const selfExclusionUrl = useSelfExclusionUrl();
  const { i18n } = useLingui();
  const locale = useLocale();
  const logic = use(kind === 'pause' ? load.pause() : load.selfExclusion());
  const actor = useFlow(logic, { input: { kind } });
  const period = useSelector(actor, (s) => s.context.period);
  const password = useSelector(actor, (s) => s.context.password);
  const error = useSelector(actor, (s) => s.context.error);
  const step = useSelector(actor, (s) =>
    s.matches('choosing')
      ? 'choosing'
      : s.matches('done')
        ? 'done'
        : s.matches('submitting')
          ? 'submitting'
          : 'confirming',
  );
  const restriction = useSelector(actor, (s) => s.context.restriction);
  const offered: readonly RestrictionPeriod[] = kind === 'pause' ? PAUSE_PERIODS : EXCLUSION_PERIODS;
  const periods = runsUntil
    ? offered.filter((option) => {
        const end = exclusionEnd(option, new Date());
        return end === null || end.getTime() > new Date(runsUntil).getTime();
      })
    : offered;
  const headingId = `rg-${kind}`;
  const chosen = period ? i18n._(PERIOD_NAMES[period]) : '';

  return (
    <section className={`card stack rg-restrict rg-${kind}`} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {kind === 'pause' ? (
          <Trans>Take a break</Trans>
        ) : runsUntil ? (
          <Trans>Extend your self-exclusion</Trans>
        ) : (
          <Trans>Self-exclusion</Trans>
        )}
      </h2>
      {runsUntil ? (
        <p className="muted">
          <Trans>
            Your self-exclusion runs until {formatDateTime(runsUntil, locale, BRASILIA)}. You can extend it to a longer
            period or make it permanent, at once; it can never be shortened.
          </Trans>
        </p>
      ) : kind === 'pause' ? (
        <p className="muted">
          <Trans>
            A pause stops deposits, bets and promotions for the time you choose. It cannot be undone or shortened.
          </Trans>
        </p>
      ) : (
        <p className="muted">
          <Trans>
            Self-exclusion closes betting for 6 months, a year or for good; you can still withdraw your balance, and we
            stop sending you promotions. It cannot be undone. You can also exclude yourself from every licensed operator
            on the{' '}
            <a href={selfExclusionUrl} target="_blank" rel="noreferrer">
              national self-exclusion platform
            </a>
            .
          </Trans>
        </p>
      )}
      {step === 'done' && restriction ? (
        <p className="rg-notice" role="status">
          {restriction.until ? (
            <Trans>Done. In force until {formatDateTime(restriction.until, locale, BRASILIA)}.</Trans>
          ) : (
            <Trans>Done. In force permanently.</Trans>
          )}
        </p>
      ) : step === 'choosing' ? (
        <>
          <fieldset className="rg-periods">
            <legend className="muted">
              {kind === 'pause' ? <Trans>Length of the pause</Trans> : <Trans>Length of the self-exclusion</Trans>}
            </legend>
            {periods.map((option) => (
              <label key={option} className="rg-period">
                <input
                  type="radio"
                  name={`rg-${kind}-period`}
                  value={option}
                  checked={period === option}
                  onChange={() => actor.send({ type: 'restriction.choose', period: option })}
                />
                <span>
                  <Message text={PERIOD_NAMES[option]} />
                </span>
              </label>
            ))}
          </fieldset>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={period === null}
            onClick={() => actor.send({ type: 'restriction.next' })}
          >
            {kind === 'pause' ? (
              <Trans>Pause my account</Trans>
            ) : runsUntil ? (
              <Trans>Extend my self-exclusion</Trans>
            ) : (
              <Trans>Exclude myself</Trans>
            )}
          </button>
        </>
      ) : (
        <form
          className="stack rg-confirm"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'restriction.confirm' });
          }}
        >
          <p className="rg-confirm-text">
            {kind === 'pause' ? (
              <Trans>
                Pause for {chosen}? Until it ends you cannot deposit, bet or take part in promotions. This cannot be
                undone.
              </Trans>
            ) : (
              <Trans>
                Exclude yourself ({chosen})? You will not be able to deposit, bet or take part in promotions. This
                cannot be undone.
              </Trans>
            )}
          </p>
          <div className="field">
            <label htmlFor={`rg-${kind}-password`}>
              <Trans>Your login password</Trans>
            </label>
            <input
              id={`rg-${kind}-password`}
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={error ? true : undefined}
              onChange={(event) => actor.send({ type: 'restriction.password', value: event.target.value })}
            />
          </div>
          {error && (
            <p className="error" role="alert">
              <Message text={error} />
            </p>
          )}
          <div className="rg-confirm-actions">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => actor.send({ type: 'restriction.back' })}
            >
              <Trans>Back</Trans>
            </button>
            <button type="submit" className="btn btn-danger" disabled={step === 'submitting' || password === ''}>
              {kind === 'pause' ? <Trans>Confirm the pause</Trans> : <Trans>Confirm the self-exclusion</Trans>}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
