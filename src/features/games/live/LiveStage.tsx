import { useRef } from 'react';
import type { LiveOutcome, LiveTableKey } from '../../../../contract/live';
import { colourOf } from './texts';

/** The European wheel's pockets clockwise from zero. */
const POCKETS = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];

const FILL = { green: '#1f9d55', red: '#d7263d', black: '#1b1e2b' } as const;

/** The money wheel's colours by segment: each number its own, the multipliers gold. */
const SEGMENT_FILL: Record<string, string> = {
  '1': '#3a7bd5',
  '2': '#8e44ad',
  '5': '#27ae60',
  '10': '#e67e22',
  '20': '#c0392b',
  '40': '#16a085',
  x2: '#f5c542',
  x7: '#f5c542',
};

/**
 * Where the wheel turns to: the landed slot under the pointer at the top, always forward from where it
 * was (whole turns added while it spins), so each draw is a new spin.
 */
function useTurn(index: number | null, slots: number, spin: boolean): number {
  const angle = useRef(0);
  const landed = useRef<number | null>(null);
  if (index !== null && landed.current !== index) {
    const target = 360 - (index * 360) / slots;
    const base = Math.ceil(angle.current / 360) * 360 + (landed.current === null || !spin ? 0 : 720);
    angle.current = base + target;
    landed.current = index;
  }
  return angle.current;
}

/** A wheel of `labels.length` slots drawn in SVG, turned so `index` is under the pointer. */
function Wheel({
  labels,
  fills,
  index,
  spinning,
  className,
}: {
  labels: readonly string[];
  fills: readonly string[];
  index: number | null;
  spinning: boolean;
  className: string;
}) {
  const turn = useTurn(index, labels.length, true);
  const step = 360 / labels.length;
  const r = 100;
  const point = (deg: number, radius: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return `${(radius * Math.cos(rad)).toFixed(2)} ${(radius * Math.sin(rad)).toFixed(2)}`;
  };
  return (
    <div className={`live-wheel ${className}${spinning ? ' live-wheel-spinning' : ''}`} aria-hidden="true">
      <svg viewBox="-110 -110 220 220" role="presentation">
        <circle r="108" fill="#5a3a1a" />
        <circle r="104" fill="#2b1a0c" />
        <g className="live-wheel-rotor" style={{ transform: `rotate(${turn}deg)` }}>
          {labels.map((label, i) => {
            const from = i * step - step / 2;
            const to = from + step;
            return (
              <g key={i}>
                <path
                  d={`M0 0 L${point(from, r)} A${r} ${r} 0 0 1 ${point(to, r)} Z`}
                  fill={fills[i]}
                  stroke="#d9b45a"
                  strokeWidth="0.6"
                />
                <text
                  transform={`rotate(${i * step}) translate(0 ${-r + 11})`}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  className="live-wheel-label"
                  fontSize={labels.length > 40 ? 6.5 : 8}
                >
                  {label}
                </text>
              </g>
            );
          })}
          <circle r="58" fill="#3b2410" stroke="#d9b45a" strokeWidth="1.5" />
          <circle r="16" fill="#d9b45a" />
        </g>
        <path d="M0 -112 L-7 -98 L7 -98 Z" fill="#f5c542" stroke="#000" strokeWidth="0.8" />
      </svg>
    </div>
  );
}

const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [28, 28],
    [50, 50],
    [72, 72],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [28, 28],
    [72, 28],
    [50, 50],
    [28, 72],
    [72, 72],
  ],
  6: [
    [28, 25],
    [72, 25],
    [28, 50],
    [72, 50],
    [28, 75],
    [72, 75],
  ],
};

function Die({ value, side, rolling }: { value: number; side: 'player' | 'banker'; rolling: boolean }) {
  return (
    <svg
      viewBox="0 0 100 100"
      className={`live-die live-die-${side}${rolling ? ' live-die-rolling' : ''}`}
      aria-hidden="true"
    >
      <rect x="4" y="4" width="92" height="92" rx="18" />
      {PIPS[value]?.map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r="8.5" />
      ))}
    </svg>
  );
}

/**
 * The table's picture: the roulette wheel, the Bac Bo dice or the money wheel, landing on the draw.
 * While bets are closed and the draw is coming it spins (or the dice shake); with reduced motion the
 * stylesheet keeps everything still and the result simply appears.
 */
export function LiveStage({
  table,
  outcome,
  drawing,
  playerLabel,
  bankerLabel,
  segments,
}: {
  table: LiveTableKey;
  /** The money wheel's segments clockwise from the top (the table's rules). */
  segments: readonly string[];
  outcome: LiveOutcome | null;
  drawing: boolean;
  playerLabel: string;
  bankerLabel: string;
}) {
  if (table === 'roulette') {
    const index = outcome?.table === 'roulette' ? POCKETS.indexOf(outcome.number) : null;
    return (
      <Wheel
        className="live-roulette"
        labels={POCKETS.map(String)}
        fills={POCKETS.map((n) => FILL[colourOf(n)])}
        index={drawing ? null : index}
        spinning={drawing}
      />
    );
  }
  if (table === 'wheel') {
    const index = outcome?.table === 'wheel' ? (outcome.stops.at(-1) ?? null) : null;
    return (
      <Wheel
        className="live-money"
        labels={segments}
        fills={segments.map((s) => SEGMENT_FILL[s] ?? '#444')}
        index={drawing ? null : index}
        spinning={drawing}
      />
    );
  }
  const dice = outcome?.table === 'bacbo' ? outcome : { player: [1, 1] as const, banker: [1, 1] as const };
  const shown = outcome !== null && !drawing;
  const player = dice.player[0] + dice.player[1];
  const banker = dice.banker[0] + dice.banker[1];
  return (
    <div className="live-dice" aria-hidden="true">
      {(['player', 'banker'] as const).map((side) => {
        const sum = side === 'player' ? player : banker;
        const won = shown && (side === 'player' ? player > banker : banker > player);
        return (
          <div key={side} className={`live-dice-side live-dice-${side}${won ? ' live-dice-won' : ''}`}>
            <span className="live-dice-name">{side === 'player' ? playerLabel : bankerLabel}</span>
            <div className="live-dice-pair">
              <Die value={dice[side][0]} side={side} rolling={drawing} />
              <Die value={dice[side][1]} side={side} rolling={drawing} />
            </div>
            <span className="live-dice-sum">{shown ? sum : '–'}</span>
          </div>
        );
      })}
    </div>
  );
}
