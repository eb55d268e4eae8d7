import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { formatMoney } from '../i18n';
import { ReasonField } from '../kit/Forms';
import { DecimalInput } from '../kit/TypedInputs';
import { say } from '../refusals';
import { holdsAny, useFlows, useStaff } from '../system';
import { useFlow } from '../../flow/useFlow';

/**
 * /operator/settings: the four-eyes amount and each site's maximum win per round (an admin changes them
 * with a reason; finance reads them).
 */
export default function Settings() {
  const { t } = useLingui();
  const staff = useStaff();
  const flow = useFlow(useFlows().fourEyes, { input: { canChange: holdsAny(staff, ['admin']) } });
  const state = useSelector(flow, (s) =>
    s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('saving') ? 'saving' : 'ready',
  );
  const canChange = useSelector(flow, (s) => s.context.canChange);
  const threshold = useSelector(flow, (s) => s.context.threshold);
  const amount = useSelector(flow, (s) => s.context.amount);
  const reason = useSelector(flow, (s) => s.context.reason);
  const problem = useSelector(flow, (s) => s.context.problem);
  const saved = useSelector(flow, (s) => s.context.saved);
  const current = threshold === null ? '…' : formatMoney(threshold);
  return (
    <section className="op-page" aria-labelledby="op-title">
      <h1 id="op-title">{t`Settings`}</h1>
      <div className="op-card op-narrow" aria-busy={state === 'loading'}>
        <h2>{t`Four eyes on withdrawals`}</h2>
        <p data-testid="op-four-eyes">
          <Trans>
            A withdrawal above {current} needs the approval of two different people, and whoever approved it cannot pay
            it.
          </Trans>
        </p>
        {state === 'failed' && (
          <button type="button" className="op-button" onClick={() => flow.send({ type: 'fourEyes.reload' })}>
            <Trans>Try again</Trans>
          </button>
        )}
        {canChange ? (
          <form
            className="op-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              flow.send({ type: 'fourEyes.save' });
            }}
          >
            <label className="op-field">
              <span>{t`New amount (R$)`}</span>
              <DecimalInput
                name="threshold"
                disabled={state !== 'ready'}
                value={amount}
                onChange={(value) => flow.send({ type: 'fourEyes.amount', value })}
              />
            </label>
            <ReasonField
              label={t`Reason for the change`}
              disabled={state !== 'ready'}
              value={reason}
              onChange={(value) => flow.send({ type: 'fourEyes.reason', value })}
            />
            {problem && (
              <p className="op-problem" role="alert">
                {say(problem)}
              </p>
            )}
            {saved && (
              <p className="op-notice" role="status">
                <Trans>Saved: the audit trail records the change.</Trans>
              </p>
            )}
            <button type="submit" className="op-button op-button-primary" disabled={state !== 'ready'}>
              <Trans>Save</Trans>
            </button>
          </form>
        ) : (
          <>
            {problem && (
              <p className="op-problem" role="alert">
                {say(problem)}
              </p>
            )}
            <p className="op-dim">
              <Trans>Only an admin changes it.</Trans>
            </p>
          </>
        )}
      </div>
      <MaxWinCard canChange={canChange} />
    </section>
  );
}

/** Each site's maximum win per round: what one round of a house table may pay there. */
function MaxWinCard({ canChange }: { canChange: boolean }) {
  const { t } = useLingui();
  const flow = useFlow(useFlows().maxWin, { input: { canChange } });
  const state = useSelector(flow, (s) =>
    s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('saving') ? 'saving' : 'ready',
  );
  const settings = useSelector(flow, (s) => s.context.settings);
  const site = useSelector(flow, (s) => s.context.site);
  const amount = useSelector(flow, (s) => s.context.amount);
  const reason = useSelector(flow, (s) => s.context.reason);
  const problem = useSelector(flow, (s) => s.context.problem);
  const saved = useSelector(flow, (s) => s.context.saved);
  const min = settings ? formatMoney(settings.min) : '…';
  const max = settings ? formatMoney(settings.max) : '…';
  return (
    <div className="op-card op-narrow" aria-busy={state === 'loading'}>
      <h2>{t`Maximum win per round`}</h2>
      <p>
        <Trans>
          The most one round of a house table pays on a site, stated with every game's rules. A bet whose best outcome
          would win more is refused before it is drawn, or the round stops there (mines, slots, crash, the money wheel).
          From {min} to {max}; rounds already open keep theirs.
        </Trans>
      </p>
      {settings && (
        <ul className="op-list" data-testid="op-max-win">
          {settings.list.map((row) => (
            <li key={row.site}>
              {row.name} ({row.site}): {formatMoney(row.max_win)}
            </li>
          ))}
        </ul>
      )}
      {state === 'failed' && (
        <button type="button" className="op-button" onClick={() => flow.send({ type: 'maxWin.reload' })}>
          <Trans>Try again</Trans>
        </button>
      )}
      {canChange && settings ? (
        <form
          className="op-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            flow.send({ type: 'maxWin.save' });
          }}
        >
          <label className="op-field">
            <span>{t`Site`}</span>
            <select
              name="site"
              value={site}
              disabled={state !== 'ready'}
              onChange={(event) => flow.send({ type: 'maxWin.site', site: event.target.value })}
            >
              {settings.list.map((row) => (
                <option key={row.site} value={row.site}>
                  {row.name}
                </option>
              ))}
            </select>
          </label>
          <label className="op-field">
            <span>{t`New maximum win (R$)`}</span>
            <DecimalInput
              name="max_win"
              disabled={state !== 'ready'}
              value={amount}
              onChange={(value) => flow.send({ type: 'maxWin.amount', value })}
            />
          </label>
          <ReasonField
            label={t`Reason for the new maximum`}
            name="max_win_reason"
            disabled={state !== 'ready'}
            value={reason}
            onChange={(value) => flow.send({ type: 'maxWin.reason', value })}
          />
          {problem && (
            <p className="op-problem" role="alert">
              {say(problem)}
            </p>
          )}
          {saved && (
            <p className="op-notice" role="status">
              <Trans>The new maximum is in force; the audit trail records it.</Trans>
            </p>
          )}
          <button type="submit" className="op-button op-button-primary" disabled={state !== 'ready'}>
            <Trans>Set the maximum</Trans>
          </button>
        </form>
      ) : (
        problem && (
          <p className="op-problem" role="alert">
            {say(problem)}
          </p>
        )
      )}
    </div>
  );
}
