import { useEffect, useState } from 'react';
import './draw-table.css';

/*
 * What the number games' screens share (bingo, video bingo, keno): the reduced-motion preference, the
 * balls revealed one by one, a ball, and the provably fair section.
 */

const motionQuery = () => (typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null);

/** Whether the person asked for reduced motion (followed live). */
export function useStill(): boolean {
  const [still, setStill] = useState(() => motionQuery()?.matches ?? false);
  useEffect(() => {
    const query = motionQuery();
    if (!query) return;
    const follow = () => setStill(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return still;
}

/**
 * How many of a round's balls are out: while the round is revealing they come out one by one over
 * `spanMs`; otherwise all of them.
 */
export function useRevealed(roundId: string | null, count: number, revealing: boolean, spanMs: number): number {
  // Kept with the round it counts, so a new round starts from none rather than the last round's all.
  const [shown, setShown] = useState<{ round: string | null; n: number }>({ round: null, n: 0 });
  useEffect(() => {
    if (!revealing) return;
    let n = 0;
    setShown({ round: roundId, n });
    const timer = setInterval(
      () => {
        n += 1;
        setShown({ round: roundId, n });
        if (n >= count) clearInterval(timer);
      },
      Math.max(25, spanMs / Math.max(1, count)),
    );
    return () => clearInterval(timer);
  }, [roundId, count, revealing, spanMs]);
  if (!revealing) return count;
  return shown.round === roundId ? Math.min(shown.n, count) : 0;
}

/** A lottery ball: a number on a glossy sphere, its colour by its tens (or its bingo letter). */
export function Ball({
  n,
  label,
  big = false,
  hit = false,
}: {
  n: number;
  label?: string;
  big?: boolean;
  hit?: boolean;
}) {
  const hue = (Math.floor((n - 1) / 10) * 47) % 360;
  return (
    <span
      className={`nball${big ? ' nball-big' : ''}${hit ? ' nball-hit' : ''}`}
      style={{ ['--hue' as string]: String(hue) }}
      aria-label={label ? `${label} ${n}` : String(n)}
    >
      {label && <small aria-hidden="true">{label}</small>}
      <span aria-hidden="true">{n}</span>
    </span>
  );
}
