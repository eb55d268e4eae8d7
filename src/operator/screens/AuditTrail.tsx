import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Fragment } from 'react';
import type { AuditEvent } from '../../../contract/backoffice';
import type { AuditFilters, AuditTrailActorRef } from '../../../machines/operator/auditTrail.machine';
import { formatWhen } from '../i18n';
import { say } from '../refusals';
import { useFlows } from '../system';
import { Pager } from './Pager';
import { useFlow } from '../../flow/useFlow';

const PAGE_SIZE = 50;

/** A record before or after a change, as its JSON (the audit trail keeps it as the server wrote it). */
const recordText = (record: unknown) => (record === null ? '—' : JSON.stringify(record, null, 2));

function Search({ flow }: { flow: AuditTrailActorRef }) {
  const { t } = useLingui();
  const fields = useSelector(flow, (s) => s.context.fields);
  const busy = useSelector(flow, (s) => !s.matches('ready'));
  const field = (name: keyof AuditFilters, label: string, type = 'text') => (
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
      <div className="op-actions">
        <button type="submit" className="op-button op-button-primary" disabled={busy}>
          <Trans>Search</Trans>
        </button>
        <button
          type="button"
          className="op-button op-button-quiet"
          disabled={busy}
          onClick={() => flow.send({ type: 'audit.clear' })}
        >
          <Trans>Clear</Trans>
        </button>
        <button type="button" className="op-button" disabled={busy} onClick={() => flow.send({ type: 'audit.export' })}>
          <Trans>Export CSV</Trans>
        </button>
      </div>
    </form>
  );
}

function Row({ flow, event, open }: { flow: AuditTrailActorRef; event: AuditEvent; open: boolean }) {
  const { t } = useLingui();
  return (
    <Fragment>
      <tr className={open ? 'op-row-open' : ''}>
        <td>{formatWhen(event.at)}</td>
        <td>{event.actor}</td>
        <td>{event.address}</td>
        <td>
          <button
            type="button"
            className="op-link"
            aria-expanded={open}
            onClick={() => flow.send({ type: 'audit.open', id: event.id })}
          >
            {event.action}
          </button>
        </td>
        <td>{event.subject}</td>
        <td>{event.reason ?? '—'}</td>
      </tr>
      {open && (
        <tr className="op-row-edit">
          <td colSpan={6}>
            <div className="op-before-after" data-testid="op-before-after">
              <div>
                <h3>{t`Before`}</h3>
                <pre>{recordText(event.before)}</pre>
              </div>
              <div>
                <h3>{t`After`}</h3>
                <pre>{recordText(event.after)}</pre>
              </div>
            </div>
          </td>
        </tr>
      )}
    </Fragment>
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
          <Trans>{total} events, newest first. Nothing here can be changed or deleted.</Trans>
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
      <div className="op-table-wrap" aria-busy={loading}>
        <table className="op-table" data-testid="op-audit">
          <thead>
            <tr>
              <th scope="col">{t`When`}</th>
              <th scope="col">{t`Who`}</th>
              <th scope="col">{t`From where`}</th>
              <th scope="col">{t`Action`}</th>
              <th scope="col">{t`Subject`}</th>
              <th scope="col">{t`Reason`}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((event) => (
              <Row key={event.id} flow={flow} event={event} open={open === event.id} />
            ))}
          </tbody>
        </table>
        {!loading && list.length === 0 && <p className="op-dim op-empty">{t`No event matches.`}</p>}
      </div>
      <Pager
        page={page}
        total={total}
        size={PAGE_SIZE}
        onPage={(next) => flow.send({ type: 'audit.page', page: next })}
      />
    </section>
  );
}
