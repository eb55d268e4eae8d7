import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { JOB_FAILING_AFTER, type JobStep } from '../../../contract/boDashboard';
import { formatWhen } from '../i18n';
import { formatCount } from '../figures';
import { Table } from '../kit/Table';
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
  regulator_rechecks: msg`CPF checks asked again of the regulator`,
  regulator_files: msg`The regulator’s daily files`,
  kyc_decisions: msg`Identity decisions of the sandbox provider`,
  kyc_retention: msg`Identity pictures deleted by the retention rule`,
};

/**
 * /operator/jobs (every role): the items of the server's due-work job failing now (each is tried again with
 * a growing wait while every other item carries on), the longest-failing first; the dashboard counts those
 * that keep failing.
 */
export default function BackgroundJobs() {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
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
        <Table
          rows={failures.list}
          rowKey={(failure) => `${failure.step}/${failure.item}`}
          caption={t`Items failing now, the longest-failing first`}
          testId="jobs-failures"
          busy={loading}
          empty={shown === 0 && t`Nothing is failing: every item was done.`}
          rowProps={(failure) => ({
            className: failure.keeps_failing ? 'jobs-stuck' : '',
            'data-testid': 'job-failure',
          })}
          columns={[
            {
              head: t`Step`,
              cell: (failure) => (
                <>
                  {_(STEP_NAMES[failure.step])}
                  {failure.keeps_failing && <span className="op-block jobs-tag">{t`Keeps failing`}</span>}
                </>
              ),
            },
            {
              head: t`Item`,
              className: 'jobs-item',
              cell: (failure) => (failure.item === '*' ? t`The whole step` : failure.item),
            },
            { head: t`Failures`, num: true, cell: (failure) => formatCount(failure.attempts) },
            { head: t`Last error`, className: 'jobs-error', cell: (failure) => failure.last_error },
            { head: t`Failing since`, cell: (failure) => formatWhen(failure.first_failed_at) },
            { head: t`Next attempt`, cell: (failure) => formatWhen(failure.next_attempt_at) },
          ]}
          below={
            shown < total && (
              <p className="op-dim">
                <Trans>
                  The {formatCount(shown)} failing longest of {formatCount(total)}.
                </Trans>
              </p>
            )
          }
        />
      )}
    </section>
  );
}
