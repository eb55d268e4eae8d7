import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { saoPauloDay } from '../../../lib/time';
import { formatDay, formatWhen } from '../i18n';
import { Table } from '../kit/Table';
import { inWords, REGULATOR_OCCASIONS, REGULATOR_OUTCOMES, REGULATOR_REASONS } from '../players/words';
import { say } from '../refusals';
import { useFlows } from '../system';
import { opPath } from './Layout';
import { useFlow } from '../../flow/useFlow';
import { DateInput } from '../kit/TypedInputs';

/**
 * /operator/regulator (compliance, admin): a São Paulo day's CPF checks with the regulator — by occasion and
 * outcome, the flags by reason, the questions flagged or unanswered — and the daily files made for the
 * regulator, each saved as it was made.
 */
export default function Regulator() {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const flow = useFlow(useFlows().regulatorDesk, { input: { today: saoPauloDay(new Date()) } });
  const checks = useSelector(flow, (s) => s.context.checks);
  const files = useSelector(flow, (s) => s.context.files);
  const field = useSelector(flow, (s) => s.context.field);
  const problem = useSelector(flow, (s) => s.context.problem);
  const saved = useSelector(flow, (s) => s.context.saved);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const saving = useSelector(flow, (s) => s.matches('saving'));
  const shownDay = checks ? formatDay(checks.day) : '';
  return (
    <section className="op-page" aria-labelledby="op-title" aria-busy={loading}>
      <div className="op-page-head">
        <h1 id="op-title">{t`Regulator`}</h1>
        {checks && (
          <p className="op-dim" data-testid="op-regulator-day">
            <Trans>CPF checks of {shownDay} (São Paulo)</Trans>
          </p>
        )}
      </div>
      <form
        className="op-card op-reports-range"
        onSubmit={(event) => {
          event.preventDefault();
          flow.send({ type: 'regulator.show' });
        }}
      >
        <label className="op-field">
          <span>{t`Day (São Paulo)`}</span>
          <DateInput name="day" value={field} onChange={(value) => flow.send({ type: 'regulator.field', value })} />
        </label>
        <div className="op-actions">
          <button type="submit" className="op-button op-button-primary" disabled={loading}>
            <Trans>Show</Trans>
          </button>
          <button
            type="button"
            className="op-button op-button-quiet"
            disabled={loading}
            onClick={() => flow.send({ type: 'regulator.refresh' })}
          >
            <Trans>Refresh now</Trans>
          </button>
        </div>
      </form>
      {problem && (
        <p className="op-problem" role="alert" data-testid="op-problem">
          {say(problem)}
        </p>
      )}
      {checks && (
        <section className="op-card" aria-label={t`The day’s checks`} data-testid="op-regulator-checks">
          <h2>{t`The day’s checks`}</h2>
          <dl className="op-reports-figures">
            <div>
              <dt>{t`Checks asked`}</dt>
              <dd>{checks.totals.clear + checks.totals.flagged + checks.totals.unavailable}</dd>
            </div>
            <div>
              <dt>{_(REGULATOR_OUTCOMES.clear!)}</dt>
              <dd>{checks.totals.clear}</dd>
            </div>
            <div>
              <dt>{_(REGULATOR_OUTCOMES.flagged!)}</dt>
              <dd>{checks.totals.flagged}</dd>
            </div>
            <div>
              <dt>{_(REGULATOR_OUTCOMES.unavailable!)}</dt>
              <dd>{checks.totals.unavailable}</dd>
            </div>
            <div>
              <dt>{t`Answers owed now`}</dt>
              <dd data-testid="op-regulator-owed">{checks.owed_now}</dd>
            </div>
          </dl>
          <Table
            rows={checks.occasions}
            rowKey={(row) => row.occasion}
            caption={t`Checks by occasion`}
            className="op-table op-reports-table"
            testId="op-regulator-occasions"
            busy={loading}
            empty={t`No CPF was checked that day.`}
            columns={[
              { head: t`Occasion`, rowHead: true, cell: (row) => inWords(REGULATOR_OCCASIONS, row.occasion) },
              { head: _(REGULATOR_OUTCOMES.clear!), num: true, cell: (row) => row.clear },
              { head: _(REGULATOR_OUTCOMES.flagged!), num: true, cell: (row) => row.flagged },
              { head: _(REGULATOR_OUTCOMES.unavailable!), num: true, cell: (row) => row.unavailable },
            ]}
          />
          {checks.reasons.length > 0 && <h3 className="op-regulator-sub">{t`Flags by reason`}</h3>}
          {checks.reasons.length > 0 && (
            <Table
              rows={checks.reasons}
              rowKey={(row) => row.reason}
              caption={t`Flags by reason`}
              className="op-table op-reports-table"
              testId="op-regulator-reasons"
              columns={[
                { head: t`Reason`, rowHead: true, cell: (row) => inWords(REGULATOR_REASONS, row.reason) },
                { head: t`Flags`, num: true, cell: (row) => row.count },
              ]}
            />
          )}
        </section>
      )}
      {checks && (
        <section className="op-card" aria-label={t`To look at`} data-testid="op-regulator-attention">
          <h2>{t`To look at`}</h2>
          <Table
            rows={checks.attention}
            rowKey={(row, i) => `${row.at}/${row.cpf}/${i}`}
            caption={t`Flagged or unanswered checks, the newest first`}
            busy={loading}
            empty={t`Every CPF checked that day was clear.`}
            rowProps={() => ({ 'data-testid': 'op-regulator-check' })}
            columns={[
              { head: t`When`, cell: (row) => formatWhen(row.at) },
              { head: t`CPF`, cell: (row) => row.cpf },
              {
                head: t`Player`,
                cell: (row) =>
                  row.member_id === null ? (
                    <span className="op-dim">{t`Registration refused`}</span>
                  ) : (
                    <Link to={opPath(`/players/${row.member_id}`)} className="op-link">
                      #{row.member_id}
                    </Link>
                  ),
              },
              { head: t`Occasion`, cell: (row) => inWords(REGULATOR_OCCASIONS, row.occasion) },
              {
                head: t`Answer`,
                className: (row) => (row.outcome === 'flagged' ? 'op-bad' : ''),
                cell: (row) =>
                  row.outcome === 'flagged'
                    ? inWords(REGULATOR_REASONS, row.reason)
                    : inWords(REGULATOR_OUTCOMES, row.outcome),
              },
              { head: t`Service`, cell: (row) => row.provider },
            ]}
            below={
              checks.attention.length < checks.attention_total && (
                <p className="op-dim">
                  <Trans>
                    The newest {checks.attention.length} of {checks.attention_total}.
                  </Trans>
                </p>
              )
            }
          />
        </section>
      )}
      {files && (
        <section className="op-card" aria-label={t`Daily files for the regulator`} data-testid="op-regulator-files">
          <h2>{t`Daily files for the regulator`}</h2>
          <p className="op-dim">
            <Trans>
              Each São Paulo day’s bets, prizes, deposits and paid withdrawals per CPF, made a quarter of an hour after
              the day ends and kept as made. Saving one is recorded on the audit trail.
            </Trans>
          </p>
          {saved && (
            <p className="op-dim" role="status">
              <Trans>The file of {formatDay(saved)} was saved.</Trans>
            </p>
          )}
          <Table
            rows={files.list}
            rowKey={(row) => row.day}
            caption={t`The latest files, newest first`}
            testId="op-regulator-file-list"
            empty={t`No file yet: the first is made after the first day ends.`}
            rowProps={(row) => ({ 'data-testid': 'op-regulator-file', 'data-day': row.day })}
            columns={[
              { head: t`Day`, rowHead: true, cell: (row) => formatDay(row.day) },
              { head: t`CPFs`, num: true, cell: (row) => row.rows },
              { head: t`SHA-256`, className: 'op-regulator-hash', cell: (row) => row.sha256 },
              { head: t`Made`, cell: (row) => formatWhen(row.generated_at) },
              {
                head: t`File`,
                headHidden: true,
                cell: (row) => (
                  <button
                    type="button"
                    className="op-button"
                    disabled={saving}
                    onClick={() => flow.send({ type: 'regulator.download', day: row.day })}
                  >
                    <Trans>Save CSV</Trans>
                  </button>
                ),
              },
            ]}
          />
        </section>
      )}
    </section>
  );
}
