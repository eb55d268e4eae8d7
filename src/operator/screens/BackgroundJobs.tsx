import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { JOB_FAILING_AFTER, type JobFailure, type JobStep } from '../../../contract/boReports';
import { formatWhen } from '../i18n';
import { say } from '../refusals';
import { useFlows } from '../system';
import { useFlow } from '../../flow/useFlow';

/** Each step of the server's due-work job (server/jobs.ts) in words. */
const STEP_NAMES: Record<JobStep, MessageDescriptor> = {
  crash_rounds: msg`Crash rounds`,
  table_rounds: msg`House tables’ rounds left open`,
  order_expiry: msg`Deposit orders expiring`,
  refunds: msg`PIX refunds`,
  fixture_schedule: msg`Sportsbook schedule`,
  fixture_settlement: msg`Sports fixtures settled`,
  live_tables: msg`Live tables (draws and payouts)`,
  limits: msg`Limits coming into force`,
  restriction_notices: msg`Ended pauses and exclusions told`,
  messages: msg`E-mails and SMS`,
  compliance: msg`Responsible-gambling evaluation`,
};

function FailureRow({ failure }: { failure: JobFailure }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  return (
    <tr className={failure.keeps_failing ? 'jobs-stuck' : ''} data-testid="job-failure">
      <td>
        {_(STEP_NAMES[failure.step])}
        {failure.keeps_failing && <span className="op-block jobs-tag">{t`Keeps failing`}</span>}
      </td>
      <td className="jobs-item">{failure.item === '*' ? t`The whole step` : failure.item}</td>
      <td className="op-num">{failure.attempts}</td>
      <td className="jobs-error">{failure.last_error}</td>
      <td>{formatWhen(failure.first_failed_at)}</td>
      <td>{formatWhen(failure.next_attempt_at)}</td>
    </tr>
  );
}

/**
 * /operator/jobs (every role): the items of the server's due-work job failing now (each is tried again with
 * a growing wait while every other item carries on), the longest-failing first; the dashboard counts those
 * that keep failing.
 */
export default function BackgroundJobs() {
  const { t } = useLingui();
  const flow = useFlow(useFlows().jobFailures);
  const failures = useSelector(flow, (s) => s.context.failures);
  const problem = useSelector(flow, (s) => s.context.problem);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const updated = failures ? formatWhen(failures.at) : '';
  const total = failures?.total ?? 0;
  const shown = failures?.list.length ?? 0;
  const { attempts, minutes } = JOB_FAILING_AFTER;
  return (
    <section className="op-page" aria-labelledby="op-title">
      <div className="op-page-head">
        <h1 id="op-title">{t`Background jobs`}</h1>
        <p className="op-dim" role="status" data-testid="jobs-updated">
          {failures ? <Trans>Updated {updated}</Trans> : <Trans>Loading…</Trans>}
        </p>
      </div>
      <p className="op-dim jobs-intro">
        <Trans>
          Work the server does on its own every second (rounds to close, payouts, refunds, messages…). An item that
          fails is tried again after 1 second, then twice as long each time (at most 10 minutes), while the others carry
          on. It keeps failing after {attempts} failures or {minutes} minutes.
        </Trans>
      </p>
      <div className="op-toolbar">
        <button
          type="button"
          className="op-button"
          disabled={loading}
          onClick={() => flow.send({ type: 'jobFailures.refresh' })}
        >
          <Trans>Refresh now</Trans>
        </button>
      </div>
      {problem && (
        <p className="op-problem" role="alert" data-testid="op-problem">
          {say(problem)}
        </p>
      )}
      {failures && (
        <div className="op-table-wrap" aria-busy={loading}>
          <table className="op-table" data-testid="jobs-failures">
            <caption className="visually-hidden">{t`Items failing now, the longest-failing first`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Step`}</th>
                <th scope="col">{t`Item`}</th>
                <th scope="col" className="op-num">
                  {t`Failures`}
                </th>
                <th scope="col">{t`Last error`}</th>
                <th scope="col">{t`Failing since`}</th>
                <th scope="col">{t`Next attempt`}</th>
              </tr>
            </thead>
            <tbody>
              {failures.list.map((failure) => (
                <FailureRow key={`${failure.step}/${failure.item}`} failure={failure} />
              ))}
            </tbody>
          </table>
          {shown === 0 && <p className="op-dim op-empty">{t`Nothing is failing: every item was done.`}</p>}
          {shown < total && (
            <p className="op-dim">
              <Trans>
                The {shown} failing longest of {total}.
              </Trans>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
