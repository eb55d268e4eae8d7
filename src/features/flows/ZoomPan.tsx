import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type ReactNode } from 'react';
import './zoomPan.css';

const MIN = 1;
const MAX = 6;
const clamp = (value: number) => Math.min(MAX, Math.max(MIN, value));

/**
 * A diagram that fits its box (no sideways scroll on a phone), zoomed with the buttons or Ctrl + wheel
 * (pinch on a touchpad) and panned by dragging or with the arrow keys once zoomed.
 */
export function ZoomPan({ children, label }: { children: ReactNode; label: string }) {
  const { t } = useLingui();
  const [view, setView] = useState({ scale: 1, x: 0, y: 0 });
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const box = useRef<HTMLDivElement>(null);

  /** Zooms about a point of the box (its centre by default), keeping that point still. */
  const zoom = (factor: number, at?: { x: number; y: number }) =>
    setView((v) => {
      const scale = clamp(v.scale * factor);
      if (scale === 1) return { scale, x: 0, y: 0 };
      const rect = box.current?.getBoundingClientRect();
      const px = at?.x ?? (rect ? rect.width / 2 : 0);
      const py = at?.y ?? (rect ? rect.height / 2 : 0);
      const ratio = scale / v.scale;
      return { scale, x: px - (px - v.x) * ratio, y: py - (py - v.y) * ratio };
    });
  const pan = (dx: number, dy: number) => setView((v) => (v.scale === 1 ? v : { ...v, x: v.x + dx, y: v.y + dy }));

  return (
    <div className="zoom-pan">
      <div className="zoom-pan-tools" role="group" aria-label={t`Zoom the diagram`}>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => zoom(1.5)} aria-label={t`Zoom in`}>
          +
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => zoom(1 / 1.5)}
          aria-label={t`Zoom out`}
          disabled={view.scale === 1}
        >
          −
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => setView({ scale: 1, x: 0, y: 0 })}
          disabled={view.scale === 1}
        >
          {t`Fit`}
        </button>
        <span className="muted zoom-pan-level" aria-live="polite">
          {Math.round(view.scale * 100)}%
        </span>
      </div>
      <div
        ref={box}
        className={`zoom-pan-box${view.scale > 1 ? ' zoomed' : ''}`}
        data-testid="zoom-pan"
        data-scale={view.scale}
        tabIndex={0}
        aria-label={t`${label}: drag or use the arrow keys to move around once zoomed`}
        onWheel={(event) => {
          if (!event.ctrlKey) return;
          event.preventDefault();
          const rect = event.currentTarget.getBoundingClientRect();
          zoom(event.deltaY < 0 ? 1.2 : 1 / 1.2, { x: event.clientX - rect.left, y: event.clientY - rect.top });
        }}
        onKeyDown={(event) => {
          const step = 40;
          const moves: Record<string, [number, number]> = {
            ArrowLeft: [step, 0],
            ArrowRight: [-step, 0],
            ArrowUp: [0, step],
            ArrowDown: [0, -step],
          };
          const move = moves[event.key];
          if (move && view.scale > 1) {
            event.preventDefault();
            pan(...move);
          } else if (event.key === '+' || event.key === '=') zoom(1.5);
          else if (event.key === '-') zoom(1 / 1.5);
        }}
        onPointerDown={(event) => {
          if (view.scale === 1) return;
          drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerMove={(event) => {
          const start = drag.current;
          if (!start || start.id !== event.pointerId) return;
          pan(event.clientX - start.x, event.clientY - start.y);
          drag.current = { ...start, x: event.clientX, y: event.clientY };
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
        onPointerCancel={() => {
          drag.current = null;
        }}
      >
        <div
          className="zoom-pan-canvas"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
