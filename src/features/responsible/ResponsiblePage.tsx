import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, use } from 'react';
import {
  EXCLUSION_PERIODS,
  PAUSE_PERIODS,
  REALITY_CHECK_MINUTES,
  type LimitKind,
  type LimitState,
} from '../../../contract/responsible';
import type { ResponsibleLimitsActorRef } from '../../../machines/responsibleLimits.machine';
import type { RestrictionKind, RestrictionPeriod } from '../../../machines/selfRestriction.machine';
import { useLocale, useSessionUser } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { BRASILIA, formatDateTime, formatMoney } from '../../i18n/format';
import { LoadFailed } from '../../ui/LoadFailed';
import { Message } from '../../ui/Message';
import { IdentityCallout } from '../../ui/IdentityCallout';
import { Page } from '../../ui/Page';
import './refusals';
import './responsible.css';

/** The national self-exclusion platform, as the site's legal data give it (the gov.br page until they load). */
function useSelfExclusionUrl(): string {
  const { modals } = useSystem().actors;
  return useSelector(
    modals,
    (s) =>
      s.context.content?.legal?.self_exclusion_url ??
      'https://www.gov.br/fazenda/pt-br/assuntos/prêmios-e-apostas/autoexclusao',
  );
}

const Skeleton = () => <div className="skeleton record-skeleton" aria-busy="true" />;

const LIMIT_NAMES: Record<LimitKind, MessageDescriptor> = {
  deposit_day: msg`Per day`,
  deposit_week: msg`Per week`,
  deposit_month: msg`Per month`,
  loss_day: msg`Per day`,
  loss_week: msg`Per week`,
  loss_month: msg`Per month`,
  session_minutes: msg`Minutes per session`,
  bets_day: msg`Bets per day`,
};

const GROUPS: Array<{ title: MessageDescriptor; hint: MessageDescriptor; kinds: LimitKind[] }> = [
  {
    title: msg`Deposit limits`,
    hint: msg`The most you can deposit in a day, a week (from Monday) or a month.`,
    kinds: ['deposit_day', 'deposit_week', 'deposit_month'],
  },
  {
    title: msg`Loss limits`,
    hint: msg`The most you can lose (stakes minus wins) in a day, a week or a month.`,
    kinds: ['loss_day', 'loss_week', 'loss_month'],
  },
  {
    title: msg`Time and bets`,
    hint: msg`How long a session may last from login, and how many bets a day.`,
    kinds: ['session_minutes', 'bets_day'],
  },
];

const PERIOD_NAMES: Record<RestrictionPeriod, MessageDescriptor> = {
  '24h': msg`24 hours`,
  '7d': msg`7 days`,
  '30d': msg`30 days`,
  '6m': msg`6 months`,
  '1y': msg`1 year`,
  permanent: msg`Permanently`,
};

/** /responsible: "Jogo responsável" — the player's limits, reality check, pause and self-exclusion. */
export function ResponsiblePage() {
  const user = useSessionUser();
  const selfExclusionUrl = useSelfExclusionUrl();
  return (
    <Page title={msg`Responsible gambling`}>
      <div className="responsible">
        <IdentityCallout />
        <p className="responsible-intro">
          <Trans>
            Gambling should be entertainment. Set your own limits, take breaks, and stop when it stops being fun.
            Lowering a limit takes effect at once; raising or removing one takes effect after 24 hours.
          </Trans>
        </p>
        <Suspense fallback={<Skeleton />}>
          <Limits />
        </Suspense>
        <section className="card stack" aria-labelledby="rg-statement">
          <h2 id="rg-statement">
            <Trans>Activity statement</Trans>
          </h2>
          <p className="muted">
            <Trans>Your deposits, withdrawals, bets and net result by day, week or month.</Trans>
          </p>
          <Link to="/order-center/statement" className="btn btn-secondary">
            <Trans>See my statement</Trans>
          </Link>
        </section>
        {!user?.restriction && (
          <Suspense fallback={<Skeleton />}>
            <SelfRestriction kind="pause" />
          </Suspense>
        )}
        {user?.restriction?.kind !== 'self_exclusion' && (
          <Suspense fallback={<Skeleton />}>
            <SelfRestriction kind="self_exclusion" />
          </Suspense>
        )}
        <section className="card stack" aria-labelledby="rg-help">
          <h2 id="rg-help">
            <Trans>Need help?</Trans>
          </h2>
          <p>
            <Trans>
              If gambling is causing you problems, talk to someone. CVV offers free emotional support 24 hours a day on
              188.
            </Trans>
          </p>
          <a href={selfExclusionUrl} target="_blank" rel="noreferrer">
            <Trans>National self-exclusion platform (gov.br)</Trans>
          </a>
        </section>
      </div>
    </Page>
  );
}

function Limits() {
  const { load, inspect } = useSystem();
  const limits = useActorRef(use(load.responsibleLimits()), inspect ? { inspect } : {});
  const status = useSelector(limits, (s) => s.context.status);
  const failed = useSelector(limits, (s) => s.matches('failed'));
  const formError = useSelector(limits, (s) => s.context.formError);
  if (failed) return <LoadFailed onRetry={() => limits.send({ type: 'limits.retry' })} />;
  if (!status) return <Skeleton />;
  const byKind = new Map(status.limits.map((l) => [l.kind, l]));
  return (
    <>
      {GROUPS.map((group) => (
        <section key={group.kinds[0]} className="card stack rg-group" aria-labelledby={`rg-${group.kinds[0]}`}>
          <h2 id={`rg-${group.kinds[0]}`}>
            <Message text={group.title} />
          </h2>
          <p className="muted">
            <Message text={group.hint} />
          </p>
          {group.kinds.map((kind) => {
            const state = byKind.get(kind);
            return state ? <LimitRow key={kind} actor={limits} state={state} /> : null;
          })}
        </section>
      ))}
      <RealityCheckSetting actor={limits} minutes={status.reality_check_minutes} />
      {formError && (
        <p className="error" role="alert">
          <Message text={formError} />
        </p>
      )}
    </>
  );
}

/** A limit's value in words: R$ 100,00, 60 min or 20. */
function useLimitText() {
  const locale = useLocale();
  const { t } = useLingui();
  return (state: Pick<LimitState, 'unit'>, value: string) => {
    if (state.unit === 'money') return formatMoney(value, locale);
    if (state.unit === 'minutes') return t`${value} min`;
    return value;
  };
}

function LimitRow({ actor, state }: { actor: ResponsibleLimitsActorRef; state: LimitState }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const say = useLimitText();
  const draft = useSelector(actor, (s) => s.context.drafts[state.kind] ?? '');
  const error = useSelector(actor, (s) => s.context.errors[state.kind]);
  const saving = useSelector(actor, (s) => s.context.saving === state.kind);
  const busy = useSelector(actor, (s) => !s.matches('ready'));
  const notice = useSelector(actor, (s) =>
    s.context.notice?.type === 'limit' && s.context.notice.kind === state.kind ? s.context.notice : null,
  );
  const id = `limit-${state.kind}`;
  const label = i18n._(LIMIT_NAMES[state.kind]);
  const resets = state.resets_at ? formatDateTime(state.resets_at, locale, BRASILIA) : null;
  const pendingFrom = state.pending ? formatDateTime(state.pending.from, locale, BRASILIA) : null;
  const pendingValue = state.pending?.value ? say(state, state.pending.value) : null;

  return (
    <form
      className="rg-limit"
      noValidate
      data-kind={state.kind}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'limit.save', kind: state.kind });
      }}
    >
      <div className="rg-limit-head">
        <label htmlFor={id}>{label}</label>
        <span className="rg-limit-value">
          {state.value === null ? <Trans>No limit</Trans> : say(state, state.value)}
        </span>
      </div>
      {state.value !== null && (
        <p className="rg-limit-used muted">
          {state.unit === 'minutes' ? (
            <Trans>This session: {say(state, state.used)}</Trans>
          ) : resets ? (
            <Trans>
              Used: {say(state, state.used)} · resets {resets}
            </Trans>
          ) : (
            <Trans>Used: {say(state, state.used)}</Trans>
          )}
        </p>
      )}
      {state.pending && (
        <p className="rg-limit-pending">
          {pendingValue ? (
            <Trans>
              Raise to {pendingValue} from {pendingFrom}
            </Trans>
          ) : (
            <Trans>Removal from {pendingFrom}</Trans>
          )}
        </p>
      )}
      <div className="rg-limit-edit">
        <input
          id={id}
          inputMode={state.unit === 'money' ? 'decimal' : 'numeric'}
          autoComplete="off"
          placeholder={state.unit === 'money' ? '0,00' : '0'}
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => actor.send({ type: 'limit.change', kind: state.kind, value: event.target.value })}
        />
        <button type="submit" className="btn btn-primary btn-small" disabled={busy}>
          {saving ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </button>
        {(state.value !== null || (state.pending !== null && state.pending.value !== null)) && (
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={busy}
            onClick={() => actor.send({ type: 'limit.remove', kind: state.kind })}
          >
            <Trans>Remove</Trans>
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="error">
          <Message text={error} />
        </p>
      )}
      {notice && (
        <p className="rg-notice" role="status">
          {notice.effective === 'now' ? (
            <Trans>In force now.</Trans>
          ) : notice.removed ? (
            <Trans>The limit will be removed in 24 hours; until then it stays in force.</Trans>
          ) : (
            <Trans>The higher limit takes effect in 24 hours; until then the current one stays in force.</Trans>
          )}
        </p>
      )}
    </form>
  );
}

function RealityCheckSetting({ actor, minutes }: { actor: ResponsibleLimitsActorRef; minutes: number }) {
  const { t } = useLingui();
  const busy = useSelector(actor, (s) => !s.matches('ready'));
  const saved = useSelector(actor, (s) => s.context.notice?.type === 'realityCheck');
  return (
    <section className="card stack" aria-labelledby="rg-reality">
      <h2 id="rg-reality">
        <Trans>Reality check</Trans>
      </h2>
      <p className="muted">
        <Trans>While you are logged in, a reminder shows the time played and your net result since login.</Trans>
      </p>
      <div className="field">
        <label htmlFor="rg-reality-minutes">
          <Trans>Remind me every</Trans>
        </label>
        <select
          id="rg-reality-minutes"
          value={minutes}
          disabled={busy}
          onChange={(event) => actor.send({ type: 'realityCheck.set', minutes: Number(event.target.value) })}
        >
          {REALITY_CHECK_MINUTES.map((option) => (
            <option key={option} value={option}>
              {t`${option} minutes`}
            </option>
          ))}
        </select>
      </div>
      {saved && (
        <p className="rg-notice" role="status">
          <Trans>Saved.</Trans>
        </p>
      )}
    </section>
  );
}

function SelfRestriction({ kind }: { kind: RestrictionKind }) {
  const { load, inspect } = useSystem();
  const selfExclusionUrl = useSelfExclusionUrl();
  const { i18n } = useLingui();
  const locale = useLocale();
  const logic = use(kind === 'pause' ? load.pause() : load.selfExclusion());
  const actor = useActorRef(logic, { input: { kind }, ...(inspect ? { inspect } : {}) });
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
  const periods: readonly RestrictionPeriod[] = kind === 'pause' ? PAUSE_PERIODS : EXCLUSION_PERIODS;
  const headingId = `rg-${kind}`;
  const chosen = period ? i18n._(PERIOD_NAMES[period]) : '';

  return (
    <section className={`card stack rg-restrict rg-${kind}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{kind === 'pause' ? <Trans>Take a break</Trans> : <Trans>Self-exclusion</Trans>}</h2>
      {kind === 'pause' ? (
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
            {kind === 'pause' ? <Trans>Pause my account</Trans> : <Trans>Exclude myself</Trans>}
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
