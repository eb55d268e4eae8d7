import { Fragment, type ComponentProps, type Key, type ReactNode } from 'react';

/** One column of a back-office table: its heading and what each row shows in it. */
export type Column<T> = {
  /** The heading (none: the table has no head row when no column has one). */
  head?: ReactNode;
  /** The heading is for screen readers only (a column of buttons). */
  headHidden?: boolean;
  cell: (row: T, index: number) => ReactNode;
  /** A figure: right-aligned, heading and cells. */
  num?: boolean;
  /** The cell's own class (for one row or every row). */
  className?: string | ((row: T) => string | undefined);
  /** The cell names its row (`<th scope="row">`). */
  rowHead?: boolean;
};

/** A row's own attributes: its class, and `data-` ones (its test id, its record's id). */
type RowProps = ComponentProps<'tr'> & { [data: `data-${string}`]: string | number | undefined };

/** A column left out (`admin && { … }`). */
type MaybeColumn<T> = Column<T> | false | null | undefined;

const joined = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ') || undefined;

/**
 * The back office's table: a column spec over rows, in the markup the back office's CSS knows
 * (`op-table-wrap` › `table.op-table` › `thead`/`tbody`/`tfoot`), with its empty text and the row that
 * opens under a row (a form, a record's details).
 */
export function Table<T>({
  rows,
  columns,
  rowKey,
  caption,
  captionShown = false,
  testId,
  className = 'op-table',
  wrap = true,
  busy,
  empty,
  emptyInside = false,
  rowProps,
  under,
  foot,
  below,
}: {
  rows: readonly T[];
  columns: ReadonlyArray<MaybeColumn<T>>;
  rowKey: (row: T, index: number) => Key;
  /** What the table holds, for screen readers (shown too with `captionShown`). */
  caption?: ReactNode;
  captionShown?: boolean;
  testId?: string;
  /** The table's classes (`op-table` and a variant). */
  className?: string;
  /** In the scrolling wrapper (the default), which says `aria-busy` while `busy`. */
  wrap?: boolean;
  busy?: boolean;
  /** Said when there are no rows: under the table, or in a row of the table with `emptyInside`. */
  empty?: ReactNode;
  emptyInside?: boolean;
  /** A row's own attributes (its class, test id, data). */
  rowProps?: (row: T, index: number) => RowProps;
  /** What opens under a row (its own rows, e.g. `<UnderRow>`), if anything. */
  under?: (row: T) => ReactNode;
  /** The table's foot rows (totals). */
  foot?: ReactNode;
  /** What follows the table (and its empty text) inside the wrapper. */
  below?: ReactNode;
}) {
  const shown = columns.filter((column): column is Column<T> => Boolean(column));
  const headed = shown.some((column) => column.head !== undefined);
  const nothing = rows.length === 0 && empty !== undefined && empty !== null && empty !== false;
  const table = (
    <table className={className} data-testid={testId}>
      {caption !== undefined && <caption className={captionShown ? undefined : 'visually-hidden'}>{caption}</caption>}
      {headed && (
        <thead>
          <tr>
            {shown.map((column, at) => (
              <th key={at} scope="col" className={column.num ? 'op-num' : undefined}>
                {column.headHidden ? <span className="visually-hidden">{column.head}</span> : column.head}
              </th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        {nothing && emptyInside && (
          <tr>
            <td colSpan={shown.length} className="op-empty">
              {empty}
            </td>
          </tr>
        )}
        {rows.map((row, index) => (
          <Fragment key={rowKey(row, index)}>
            <tr {...rowProps?.(row, index)}>
              {shown.map((column, at) => {
                const own = typeof column.className === 'function' ? column.className(row) : column.className;
                const Cell = column.rowHead ? 'th' : 'td';
                return (
                  <Cell
                    key={at}
                    scope={column.rowHead ? 'row' : undefined}
                    className={column.num ? joined('op-num', own) : own}
                  >
                    {column.cell(row, index)}
                  </Cell>
                );
              })}
            </tr>
            {under?.(row)}
          </Fragment>
        ))}
      </tbody>
      {foot !== undefined && <tfoot>{foot}</tfoot>}
    </table>
  );
  const after = (
    <>
      {table}
      {nothing && !emptyInside && <p className="op-dim op-empty">{empty}</p>}
      {below}
    </>
  );
  if (!wrap) return after;
  return (
    <div className="op-table-wrap" aria-busy={busy}>
      {after}
    </div>
  );
}

/** The row that opens under a row of a table: one cell across the table (a form, a record's details). */
export function UnderRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr className="op-row-edit">
      <td colSpan={span}>{children}</td>
    </tr>
  );
}

/** The link in a row that opens (or closes) what the row shows under it or beside it. */
export function RowOpener({
  open,
  onOpen,
  className = 'op-link',
  children,
}: {
  open: boolean;
  onOpen: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} aria-expanded={open} onClick={onOpen}>
      {children}
    </button>
  );
}
