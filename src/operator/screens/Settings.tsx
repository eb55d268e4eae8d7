import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { formatMoney } from '../i18n';
import { say } from '../refusals';
import { holdsAny, useFlows, useStaff } from '../system';

/** /operator/settings: the four-eyes amount (an admin changes it with a reason; finance reads it). */
export default function Settings() {
  const { t } = useLingui();
  const staff = useStaff();
  const flow = useActorRef(useFlows().fourEyes, { input: { canChange: holdsAny(staff, ['admin']) } });
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
              <input
                name="threshold"
                inputMode="decimal"
                placeholder={threshold === null ? undefined : formatMoney(threshold)}
                disabled={state !== 'ready'}
                value={amount}
                onChange={(event) => flow.send({ type: 'fourEyes.amount', value: event.target.value })}
              />
            </label>
            <label className="op-field">
              <span>{t`Reason for the change`}</span>
              <input
                name="reason"
                maxLength={200}
                disabled={state !== 'ready'}
                value={reason}
                onChange={(event) => flow.send({ type: 'fourEyes.reason', value: event.target.value })}
              />
            </label>
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
    </section>
  );
}
