import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { AuditEvent } from '../../../contract/boAudit';
import type { AuditFilters, AuditTextField, AuditTrailActorRef } from '../../../machines/operator/auditTrail.machine';
import { formatWhen } from '../i18n';
import { formatCount } from '../figures';
import { Chip } from '../kit/Chip';
import { FilterActions } from '../kit/Forms';
import { RecordText } from '../kit/RecordText';
import { RowOpener, Table, UnderRow } from '../kit/Table';
import { refusalInWords, say } from '../refusals';
import { useFlows } from '../system';
import { subjectInWords } from './auditWords';
import { Pager } from './Pager';
import { useFlow } from '../../flow/useFlow';

const PAGE_SIZE = 50;

function Search({ flow }: { flow: AuditTrailActorRef }) {
  const { t } = useLingui();
  const fields = useSelector(flow, (s) => s.context.fields);
  const busy = useSelector(flow, (s) => !s.matches('ready'));
  const field = (name: AuditTextField, label: string, type = 'text') => (
    <label className="op-field">
      <span>{label}</span>
      <input
        name={name}
        type={type}
        value={fields[name]}
        onChange={(event) => flow.send({ type: 'audit.field', field: name, value: event.target.value })}
      />
    </label>
  );
  return (
    <form
      className="op-card op-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: 'audit.search' });
      }}
    >
      {field('q', t`Words`)}
      {field('actor', t`Who (e-mail)`)}
      {field('action', t`Action`)}
      {field('subject', t`Subject`)}
      {field('from', t`From (day)`, 'date')}
      {field('to', t`To (day)`, 'date')}
      <label className="op-field">
        <span>{t`Outcome`}</span>
        <select
          name="outcome"
          value={fields.outcome}
          disabled={busy}
          onChange={(event) =>
            flow.send({ type: 'audit.outcome', value: event.target.value as AuditFilters['outcome'] })
          }
        >
          <option value="">{t`Done and refused`}</option>
          <option value="done">{t`Done only`}</option>
          <option value="refused">{t`Refused attempts only`}</option>
        </select>
      </label>
      <FilterActions busy={busy} onClear={() => flow.send({ type: 'audit.clear' })}>
        <button type="button" className="op-button" disabled={busy} onClick={() => flow.send({ type: 'audit.export' })}>
          <Trans>Export CSV</Trans>
        </button>
      </FilterActions>
    </form>
  );
}

/**
 * Under the action: done, or refused with the refusal in words and how many attempts of that minute the line
 * stands for.
 */
function Outcome({ event }: { event: AuditEvent }) {
  const { t } = useLingui();
  if (!event.refused) {
    return (
      <span className="op-block">
        <Chip tone="good">{t({ message: 'Done', context: 'audit trail: an action carried out' })}</Chip>
      </span>
    );
  }
  const words = refusalInWords(event.refused, event.after);
  const count = event.count;
  return (
    <span className="op-block" data-testid="op-refused">
      <Chip tone="bad">
        {count > 1 ? (
          <Trans>Refused ×{count}</Trans>
        ) : (
          t({ message: 'Refused', context: 'audit trail: an attempt refused' })
        )}
      </Chip>{' '}
      {words}
    </span>
  );
}

/** /operator/audit-trail (admin, compliance): who did what, when and from where, searched and exported. */
export default function AuditTrail() {
  const { t } = useLingui();
  const flow = useFlow(useFlows().auditTrail);
  const list = useSelector(flow, (s) => s.context.list);
  const total = useSelector(flow, (s) => s.context.total);
  const page = useSelector(flow, (s) => s.context.page);
  const open = useSelector(flow, (s) => s.context.open);
  const problem = useSelector(flow, (s) => s.context.problem);
  const exported = useSelector(flow, (s) => s.context.exported);
  const loading = useSelector(flow, (s) => s.matches('loading'));
  return (
    <section className="op-page" aria-labelledby="op-title">
      <div className="op-page-head">
        <h1 id="op-title">{t`Audit trail`}</h1>
        <p className="op-dim">
          <Trans>{formatCount(total)} events, newest first. Nothing here can be changed or deleted.</Trans>
        </p>
      </div>
      <Search flow={flow} />
      {problem && (
        <p className="op-problem" role="alert" data-testid="op-problem">
          {say(problem)}
        </p>
      )}
      {exported !== null && (
        <p className="op-notice" role="status">
          <Trans>Exported {exported} events as a CSV file.</Trans>
        </p>
      )}
      <Table
        rows={list}
        rowKey={(event) => event.id}
        testId="op-audit"
        busy={loading}
        empty={!loading && t`No event matches.`}
        rowProps={(event) => ({ className: open === event.id ? 'op-row-open' : '' })}
        columns={[
          { head: t`When`, cell: (event) => formatWhen(event.at) },
          {
            head: t`Who`,
            cell: (event) =>
              event.actor_id === null ? t`Not signed in` : event.actor === 'cli' ? t`Command line` : event.actor,
          },
          { head: t`From where`, cell: (event) => event.address },
          {
            head: t`Action`,
            cell: (event) => (
              <>
                <RowOpener open={open === event.id} onOpen={() => flow.send({ type: 'audit.open', id: event.id })}>
                  <span title={event.action}>{event.label}</span>
                </RowOpener>
                <Outcome event={event} />
              </>
            ),
            className: 'op-pl-wrap',
          },
          {
            head: t`Subject`,
            cell: (event) => <span title={event.subject}>{subjectInWords(event.subject)}</span>,
            className: 'op-pl-wrap',
          },
          { head: t`Reason`, cell: (event) => event.reason ?? '—' },
        ]}
        under={(event) =>
          open === event.id && (
            <UnderRow span={6}>
              <div className="op-before-after" data-testid="op-before-after">
                <div>
                  <h3>{t`Before`}</h3>
                  <RecordText record={event.before} />
                </div>
                <div>
                  <h3>{t`After`}</h3>
                  <RecordText record={event.after} />
                </div>
              </div>
            </UnderRow>
          )
        }
      />
      <Pager
        page={page}
        total={total}
        size={PAGE_SIZE}
        onPage={(next) => flow.send({ type: 'audit.page', page: next })}
      />
    </section>
  );
}
