import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';

const POCKET_OUTER = 96;
const POCKET_INNER = 66;
const LABEL_R = 84;
const BALL_R = 74;

const polar = (r: number, degrees: number) => {
  const a = ((degrees - 90) * Math.PI) / 180;
  return `${(r * Math.cos(a)).toFixed(2)} ${(r * Math.sin(a)).toFixed(2)}`;
};

/** One pocket's wedge between the two rings, from `from` to `to` degrees clockwise from the top. */
const wedge = (from: number, to: number) =>
  `M${polar(POCKET_INNER, from)} L${polar(POCKET_OUTER, from)} A${POCKET_OUTER} ${POCKET_OUTER} 0 0 1 ${polar(POCKET_OUTER, to)} L${polar(POCKET_INNER, to)} A${POCKET_INNER} ${POCKET_INNER} 0 0 0 ${polar(POCKET_INNER, from)}Z`;

/**
 * The European wheel (its pockets in `order` clockwise from zero) drawn in SVG. When a round is revealed
 * the wheel turns clockwise five times and more while the ball runs the other way, and both stop with the
 * drawn number under the marker at the top; with reduced motion the wheel is simply shown stopped there.
 */
export function RouletteWheel({
  order,
  red,
  number,
  spin,
  still,
}: {
  order: readonly number[];
  red: readonly number[];
  /** The drawn number to stop on, or null before the first round. */
  number: number | null;
  /** Changes with every round to reveal (its id): each change spins the wheel again. */
  spin: string | null;
  still: boolean;
}) {
  const { t } = useLingui();
  const step = 360 / order.length;
  const [rotation, setRotation] = useState(0);
  const turned = useRef<string | null>(null);
  useEffect(() => {
    if (number === null || spin === null || turned.current === spin) return;
    turned.current = spin;
    const index = Math.max(0, order.indexOf(number));
    setRotation((previous) => {
      // The next angle with the pocket at the top, at least five whole turns on (none when still).
      const target = -index * step;
      const base = still ? 0 : previous + 5 * 360;
      return base + ((((target - base) % 360) + 360) % 360);
    });
  }, [number, spin, order, step, still]);

  const pockets = useMemo(
    () =>
      order.map((n, i) => ({
        n,
        path: wedge(i * step - step / 2, i * step + step / 2),
        fill: n === 0 ? '#129a55' : red.includes(n) ? '#c8102e' : '#16161c',
        angle: i * step,
      })),
    [order, red, step],
  );
  const label = number === null ? t`Roulette wheel` : t`Roulette wheel, the ball in ${number}`;

  return (
    <svg className="rl-wheel" viewBox="-110 -110 220 220" role="img" aria-label={label}>
      <defs>
        <radialGradient id="rl-rim" r="0.5">
          <stop offset="0.86" stopColor="#6b3a16" />
          <stop offset="0.95" stopColor="#a8652a" />
          <stop offset="1" stopColor="#3b1d08" />
        </radialGradient>
        <radialGradient id="rl-cone" r="0.5">
          <stop offset="0" stopColor="#f5d27a" />
          <stop offset="0.35" stopColor="#b9822e" />
          <stop offset="1" stopColor="#5a3412" />
        </radialGradient>
      </defs>
      <circle r="108" fill="url(#rl-rim)" />
      <circle r={POCKET_OUTER + 2} fill="#d9b25f" />
      <g className={still ? 'rl-wheel-turn rl-still' : 'rl-wheel-turn'} style={{ transform: `rotate(${rotation}deg)` }}>
        {pockets.map((pocket) => (
          <g key={pocket.n}>
            <path d={pocket.path} fill={pocket.fill} stroke="#d9b25f" strokeWidth="0.8" />
            <text
              className="rl-wheel-number"
              transform={`rotate(${pocket.angle}) translate(0 ${-LABEL_R})`}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {pocket.n}
            </text>
          </g>
        ))}
        <circle r={POCKET_INNER} fill="url(#rl-cone)" stroke="#d9b25f" strokeWidth="1.5" />
        {[0, 90, 180, 270].map((a) => (
          <rect key={a} x="-3" y="-40" width="6" height="32" rx="3" fill="#e8c66b" transform={`rotate(${a + 45})`} />
        ))}
        <circle r="12" fill="#e8c66b" stroke="#7a4d17" strokeWidth="2" />
      </g>
      <g className={spin && !still ? 'rl-ball rl-ball-run' : 'rl-ball'} key={spin ?? 'idle'}>
        <circle cy={-BALL_R} r="4.5" fill="#fdfdfd" stroke="#9aa" strokeWidth="0.8" />
      </g>
      <path d="M-6 -110 L6 -110 L0 -97 Z" fill="var(--gold)" stroke="#3b1d08" strokeWidth="1" />
    </svg>
  );
}
