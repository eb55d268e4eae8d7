import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { REALITY_CHECK_MINUTES, type LimitKind, type LimitState } from '../../../contract/responsible';
import type { ResponsibleLimitsActorRef } from '../../../machines/responsibleLimits.machine';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { BRASILIA, formatDateTime, formatMoney } from '../../../lib/format';
import { LoadFailed } from '../../ui/LoadFailed';
import { Message } from '../../ui/Message';
import { DepositLimitFigures } from './DepositLimits';
import './refusals';
import './responsible.css';
import { useFlow } from '../../flow/useFlow';

const Skeleton = () => <div className="skeleton record-skeleton" aria-busy="true" />;

const LIMIT_NAMES: Record<LimitKind, MessageDescriptor> = {
  deposit_day: msg`Per day`,
  deposit_week: msg`Per week`,
  deposit_month: msg`Per month`,
  loss_day: msg`Per day`,
  loss_week: msg`Per week`,
  loss_month: msg`Per month`,
  session_minutes: msg`Play time per day`,
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
    hint: msg`How many minutes you may play a day, counted over all your sessions of the São Paulo day (from login to your last activity or logout): logging in again does not reset it, midnight does. And how many bets a day.`,
    kinds: ['session_minutes', 'bets_day'],
  },
];

/** The limits, each with what it has used and when it resets, and the reality check's interval. */
export function Limits() {
  const { load } = useSystem();
  const limits = useFlow(load.responsibleLimits());
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
      {state.value !== null && state.reserved !== null ? (
        <DepositLimitFigures state={state} />
      ) : (
        state.value !== null && (
          <p className="rg-limit-used muted">
            {state.unit === 'minutes' ? (
              <Trans>
                Played today: {say(state, state.used)} of {say(state, state.value)} · resets {resets}
              </Trans>
            ) : resets ? (
              <Trans>
                Used: {say(state, state.used)} · resets {resets}
              </Trans>
            ) : (
              <Trans>Used: {say(state, state.used)}</Trans>
            )}
          </p>
        )
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
