import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { PagedListActorRef } from '../../machines/pagedList.machine';
import { LoadFailed } from './LoadFailed';
import { useText, type Text } from './Message';
import { ShowMore } from './ShowMore';

export type Column<TRow> = {
  /** The column's heading; on a phone each row is a card and this labels its value. */
  header: Text;
  cell(row: TRow): ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** Extra class for the cell (e.g. gain / loss). */
  className?(row: TRow): string;
};

/**
 * A record list read from a paged-list flow: skeleton while the first page loads, a retry on
 * failure, the empty text, the table, and "show more" while rows remain.
 */
export function RecordTable<TRow, TFilters, TSummary>({
  list,
  columns,
  rowKey,
  empty,
}: {
  list: PagedListActorRef<TRow, TFilters, TSummary>;
  columns: Column<TRow>[];
  rowKey(row: TRow): string | number;
  empty: ReactNode;
}) {
  const rows = useSelector(list, (s) => s.context.items);
  const total = useSelector(list, (s) => s.context.total);
  const loading = useSelector(list, (s) => s.matches('loading'));
  const loadingMore = useSelector(list, (s) => s.matches('loadingMore'));
  const failed = useSelector(list, (s) => s.matches('failed'));
  const filterProblem = useSelector(list, (s) => s.context.filterProblem);
  const text = useText();
  const shown = rows.length;

  if (loading) return <div className="skeleton record-skeleton" aria-busy="true" />;
  if (filterProblem) {
    return (
      <p className="error" role="alert" data-testid="filter-problem">
        {text(filterProblem)}
      </p>
    );
  }
  if (failed) return <LoadFailed onRetry={() => list.send({ type: 'list.retry' })} />;
  if (shown === 0) return <p className="muted empty">{empty}</p>;
  return (
    <>
      <DataTable rows={rows} columns={columns} rowKey={rowKey} />
      <ShowMore shown={shown} total={total} loading={loadingMore} onMore={() => list.send({ type: 'list.more' })} />
    </>
  );
}

/** A table of rows by columns, scrolling sideways on a narrow screen. */
export function DataTable<TRow>({
  rows,
  columns,
  rowKey,
  caption,
}: {
  rows: readonly TRow[];
  columns: Column<TRow>[];
  rowKey(row: TRow): string | number;
  caption?: ReactNode;
}) {
  const text = useText();
  const headers = columns.map((column) => text(column.header));
  return (
    <div className="table-wrap">
      <table className="record-table cards-on-phone">
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={column.numeric ? 'num' : undefined}>
                {headers[index]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) => {
                const className = [column.numeric ? 'num' : '', column.className?.(row) ?? ''].join(' ').trim();
                return (
                  <td key={index} className={className || undefined} data-label={headers[index]}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The class for a signed amount: gain above zero, loss below. */
export const signClass = (amount: string) => (Number(amount) > 0 ? 'gain' : Number(amount) < 0 ? 'loss' : '');
