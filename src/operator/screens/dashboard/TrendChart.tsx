import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDay } from '../../i18n';

/**
 * One series of a chart: its name, its colour (a class of operator.css), each day's value for the drawing's
 * scale, and each day's figure as the person reads it (money formatted from its exact string).
 */
export type Series = { key: string; name: string; tone: string; values: readonly number[]; labels: readonly string[] };

const W = 320;
const H = 120;
const PAD = { top: 8, bottom: 4, left: 2, right: 2 };

/**
 * A daily trend drawn by the screen as a small SVG: a bar per day (the series stacked when there are several,
 * negative values below a zero line), each bar's figure in its tooltip. The drawing is hidden from screen
 * readers; the same figures are in the table under it, visually hidden until the toggle shows it.
 */
export function TrendChart({
  title,
  total,
  days,
  series,
  testId,
}: {
  title: string;
  /** The span's total, as shown beside the title. */
  total: string;
  days: readonly string[];
  series: readonly Series[];
  testId: string;
}) {
  const { t } = useLingui();
  const [tableShown, setTableShown] = useState(false);
  // The day's stacked heights above and below zero set the scale.
  const above = days.map((_, i) => series.reduce((sum, s) => sum + Math.max(0, s.values[i] ?? 0), 0));
  const below = days.map((_, i) => series.reduce((sum, s) => sum + Math.min(0, s.values[i] ?? 0), 0));
  const top = Math.max(0, ...above);
  const bottom = Math.min(0, ...below);
  const range = top - bottom || 1;
  const inner = H - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + ((top - value) / range) * inner;
  const slot = (W - PAD.left - PAD.right) / days.length;
  const bar = Math.max(1, slot * 0.7);
  return (
    <figure className={`op-card dash-chart${tableShown ? ' dash-chart-wide' : ''}`} data-testid={testId}>
      <figcaption className="dash-chart-head">
        <span className="dash-chart-title">{title}</span>
        <strong className="dash-chart-total">{total}</strong>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="dash-chart-svg" aria-hidden="true" preserveAspectRatio="none">
        <line x1={0} x2={W} y1={y(0)} y2={y(0)} className="dash-chart-zero" />
        {days.map((day, i) => {
          let up = 0;
          let down = 0;
          const x = PAD.left + i * slot + (slot - bar) / 2;
          return (
            <g key={day}>
              {series.map((s) => {
                const value = s.values[i] ?? 0;
                if (value === 0) return null;
                const from = value > 0 ? up : down;
                const to = from + value;
                if (value > 0) up = to;
                else down = to;
                const [y1, y2] = [y(Math.max(from, to)), y(Math.min(from, to))];
                return (
                  <rect key={s.key} x={x} width={bar} y={y1} height={Math.max(1, y2 - y1)} className={s.tone}>
                    <title>{`${formatDay(day)} · ${s.name}: ${s.labels[i]}`}</title>
                  </rect>
                );
              })}
            </g>
          );
        })}
      </svg>
      <div className="dash-chart-axis" aria-hidden="true">
        <span>{formatDay(days[0] ?? '')}</span>
        <span>{formatDay(days.at(-1) ?? '')}</span>
      </div>
      {series.length > 1 && (
        <ul className="dash-chart-legend" aria-hidden="true">
          {series.map((s) => (
            <li key={s.key}>
              <span className={`dash-chart-swatch ${s.tone}`} />
              {s.name}
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="op-link dash-chart-toggle"
        aria-pressed={tableShown}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {tableShown ? t`Hide the figures of each day` : t`Show the figures of each day`}
      </button>
      <div className={tableShown ? 'op-table-wrap dash-chart-table' : 'visually-hidden'}>
        <table className="op-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Day`}</th>
              {series.map((s) => (
                <th key={s.key} scope="col" className="op-num">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, i) => (
              <tr key={day}>
                <th scope="row">{formatDay(day)}</th>
                {series.map((s) => (
                  <td key={s.key} className="op-num">
                    {s.labels[i]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
