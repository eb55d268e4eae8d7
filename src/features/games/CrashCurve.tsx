import { useSyncExternalStore } from 'react';
import './crash-curve.css';

const W = 320;
const H = 180;
const LEFT = 14;
const RIGHT = 300;
const TOP = 16;
const BOTTOM = 166;

const motionQuery = () => (typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null);

/** Whether the person asked for less motion (follows the setting while the page is open). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = motionQuery();
      query?.addEventListener('change', changed);
      return () => query?.removeEventListener('change', changed);
    },
    () => motionQuery()?.matches ?? false,
    () => false,
  );
}

export type CurveState = 'idle' | 'running' | 'crashed' | 'cashed_out';

/**
 * The crash board's picture: the multiplier curve e^(growth · t) drawn from 1.00× to `multiplier`, a
 * rocket riding its tip, an explosion where it crashed. With reduced motion the curve is a fixed shape
 * (the number beside it tells the multiplier) and the rocket does not move.
 */
export function CrashCurve({ growth, multiplier, state }: { growth: number; multiplier: number; state: CurveState }) {
  const still = useReducedMotion();
  // What the picture shows: the live value, or with reduced motion a fixed curve while it runs.
  const m = state === 'idle' ? 1 : still && state === 'running' ? 2 : Math.max(1, multiplier);
  const g = growth > 0 ? growth : 0.06;
  const elapsed = Math.log(m) / g;
  const span = Math.max(elapsed, Math.log(2) / g);
  const top = Math.max(2, m * 1.12);
  const x = (t: number) => LEFT + ((RIGHT - LEFT) * t) / span;
  const y = (value: number) => BOTTOM - ((BOTTOM - TOP) * (value - 1)) / (top - 1);
  const points = Array.from({ length: 33 }, (_, i) => {
    const t = (elapsed * i) / 32;
    return [x(t), y(Math.exp(g * t))] as const;
  });
  const line = points.map(([px, py], i) => `${i ? 'L' : 'M'}${px.toFixed(1)} ${py.toFixed(1)}`).join('');
  const [tipX, tipY] = points[points.length - 1]!;
  const [prevX, prevY] = points[points.length - 2]!;
  const angle = state === 'idle' ? -45 : (Math.atan2(tipY - prevY, tipX - prevX) * 180) / Math.PI;
  const guides = [1.5, 2, 3, 5, 10, 20, 50, 100].filter((v) => v < top).slice(-3);
  return (
    <svg
      className={`crash-curve crash-curve-${state}`}
      viewBox={`0 0 ${W} ${H}`}
      width={W}
      height={H}
      role="img"
      aria-hidden="true"
      data-testid="crash-curve"
      data-multiplier={m.toFixed(2)}
      data-points={state === 'idle' ? 0 : points.length}
    >
      <defs>
        <linearGradient id="crash-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="currentColor" stopOpacity="0.45" />
          <stop offset="1" stopColor="currentColor" stopOpacity="0" />
        </linearGradient>
      </defs>
      {guides.map((v) => (
        <path key={v} d={`M${LEFT} ${y(v).toFixed(1)}H${RIGHT}`} className="crash-guide" />
      ))}
      <path d={`M${LEFT} ${BOTTOM}H${RIGHT}`} className="crash-axis" />
      {state !== 'idle' && (
        <>
          <path d={`${line}L${tipX.toFixed(1)} ${BOTTOM}L${LEFT} ${BOTTOM}z`} fill="url(#crash-fill)" />
          <path d={line} className="crash-line" />
        </>
      )}
      {state === 'crashed' ? (
        <g transform={`translate(${tipX.toFixed(1)} ${tipY.toFixed(1)})`}>
          <g className="crash-burst" data-testid="crash-burst">
            <path
              d="M0-26l7 15 17-7-7 16 16 6-17 5 5 17-15-9-9 15-3-17-17 3 11-13-14-10 17-2-4-17 14 10z"
              fill="#ff5a3c"
            />
            <path d="M0-13l4 8 9-4-4 9 9 3-9 3 3 9-8-5-5 8-1-9-9 2 6-7-8-5 9-1-2-9 7 5z" fill="#ffd23f" />
          </g>
        </g>
      ) : (
        <g transform={`translate(${tipX.toFixed(1)} ${tipY.toFixed(1)}) rotate(${(angle + 90).toFixed(1)}) scale(1.3)`}>
          {state === 'running' && !still && <path d="M-6 14l6 18 6-18z" className="crash-flame" />}
          <g data-testid="crash-rocket">
            <path d="M0-22c9 7 11 19 8 32H-8c-3-13-1-25 8-32z" fill="#f3f5ff" />
            <circle cx="0" cy="-6" r="4" fill="#4aa8ff" stroke="#1c2340" strokeWidth="1.5" />
            <path d="M-8 2l-7 11h8zM8 2l7 11h-8z" fill="#ff5a7a" />
          </g>
        </g>
      )}
    </svg>
  );
}
