import { useLingui } from '@lingui/react/macro';
import { formatWhen } from '../i18n';
import { readable } from './readable';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const CODE = /^[a-z][a-z0-9]*(?:[._][a-z0-9]+)+$/;

/**
 * A record the server kept (the audit trail's before and after): each field on a line of its own, its name and
 * its value in words (yes/no, a moment in the person's time, a code made readable), nested records indented —
 * never its JSON.
 */
export function RecordText({ record }: { record: unknown }) {
  const { t } = useLingui();
  const value = (inner: unknown): React.ReactNode => {
    if (inner === null || inner === undefined || inner === '') return '—';
    if (typeof inner === 'boolean') return inner ? t`Yes` : t`No`;
    if (typeof inner === 'string')
      return ISO.test(inner) ? formatWhen(inner) : CODE.test(inner) ? readable(inner) : inner;
    if (typeof inner === 'number') return String(inner);
    if (Array.isArray(inner)) {
      if (inner.every((item) => typeof item !== 'object' || item === null)) return inner.map(value).join(', ') || '—';
      return (
        <ol className="op-record">
          {inner.map((item, i) => (
            <li key={i}>{value(item)}</li>
          ))}
        </ol>
      );
    }
    const entries = Object.entries(inner as Record<string, unknown>);
    if (!entries.length) return '—';
    return (
      <dl className="op-record">
        {entries.map(([key, item]) => (
          <div key={key}>
            <dt>{readable(key)}:</dt>
            <dd>{value(item)}</dd>
          </div>
        ))}
      </dl>
    );
  };
  return <div className="op-pl-wrap">{value(record)}</div>;
}
