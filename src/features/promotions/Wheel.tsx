import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { WheelActorRef } from '../../../machines/wheel.machine';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { BCP47 } from '../../i18n/locales';
import type { Prize, WheelKey } from '../../../contract/promotions';
import { LoadFailed } from '../../ui/LoadFailed';
import { Message, useText } from '../../ui/Message';
import { Money } from '../../ui/Money';
import './refusals';
import { useFlow } from '../../flow/useFlow';

const PRIZE_ICONS: Record<string, string> = {
  coin: 'M12 20a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM12 8v8M9.5 10c0-1 1-1.6 2.5-1.6s2.5.6 2.5 1.6-1 1.4-2.5 1.6-2.5.6-2.5 1.6 1 1.6 2.5 1.6 2.5-.6 2.5-1.6',
  coins: 'M9 14a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM15.5 9.5A6 6 0 1 1 9.5 16',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1.2C7 7 9.5 7 12 7zm0 0c1.5-3 5-3.5 5-1.2C17 7 14.5 7 12 7z',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8M10 17h4',
};
/** The icon for a prize without one. */
const DEFAULT_ICON = 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7z';

const COLORS = ['#f5c542', '#7c5cff', '#27d37f', '#ff5d6c', '#3fa9f5', '#ff9f43', '#c56cf0', '#1dd1a1'];
const TITLES: Record<WheelKey, MessageDescriptor> = { dailywheel: msg`Daily wheel`, lotterywheel: msg`Lottery wheel` };

function useWheel(wheel: WheelKey): WheelActorRef {
  const { load } = useSystem();
  return useFlow(load.wheel(), { input: { wheel } });
}

/** The activity center's line for a wheel: the spins left and the way to the wheel. */
export function WheelSummary({ wheel }: { wheel: WheelKey }) {
  const actor = useWheel(wheel);
  const remaining = useSelector(actor, (s) => s.context.remaining);
  const checking = useSelector(actor, (s) => s.matches('checking'));
  const failed = useSelector(actor, (s) => s.matches('checkFailed'));
  if (failed) return <LoadFailed onRetry={() => actor.send({ type: 'wheel.retry' })} />;
  if (checking) return <div className="skeleton reward-skeleton" aria-busy="true" />;
  return (
    <div className="reward-panel stack">
      <div className="reward-state">
        <span className="reward-badge" data-status={remaining > 0 ? 'claimable' : 'not_eligible'}>
          <Trans>Spins left: {remaining}</Trans>
        </span>
      </div>
      <Link to="/promotion/activity/lottery-wheel" className="btn btn-primary btn-block">
        <Trans>Go to the wheel</Trans>
      </Link>
    </div>
  );
}

/** The turn that brings prize `index` of `count` under the pointer at the top, after whole turns. */
function landingAngle(current: number, index: number, count: number): number {
  const center = (index + 0.5) * (360 / count);
  const target = (360 - center) % 360;
  const now = ((current % 360) + 360) % 360;
  return current + 5 * 360 + ((target - now + 360) % 360);
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function Wheel({ wheel }: { wheel: WheelKey }) {
  const actor = useWheel(wheel);
  const prizes = useSelector(actor, (s) => s.context.prizes);
  const remaining = useSelector(actor, (s) => s.context.remaining);
  const result = useSelector(actor, (s) => s.context.result);
  const error = useSelector(actor, (s) => s.context.error);
  const state = useSelector(actor, (s) =>
    s.matches('checkFailed')
      ? 'failed'
      : s.matches('checking') || s.matches('routing')
        ? 'checking'
        : (s.value as string),
  );
  const text = useText();
  const locale = useLocale();
  const [angle, setAngle] = useState(0);
  const landed = useRef(false);

  // The server has drawn the prize: turn to it, then tell the flow it has landed.
  useEffect(() => {
    if (state !== 'prize' || !result) return;
    const index = prizes.findIndex((p) => p.id === result.prize_id);
    landed.current = false;
    if (index >= 0) setAngle((current) => landingAngle(current, index, prizes.length));
    // Without motion the wheel is at the prize at once (no transition): it has landed.
    if (reducedMotion() || index < 0) actor.send({ type: 'wheel.landed' });
  }, [state, result, prizes, actor]);

  if (state === 'failed') return <LoadFailed onRetry={() => actor.send({ type: 'wheel.retry' })} />;
  const won = state !== 'prize' && state !== 'spinning' ? result : null;

  return (
    <section className="wheel card stack" aria-labelledby={`${wheel}-title`}>
      <h2 id={`${wheel}-title`}>
        <Message text={TITLES[wheel]} />
      </h2>
      <div className="wheel-stage">
        <span className="wheel-pointer" aria-hidden="true" />
        <WheelFace
          prizes={prizes}
          label={(amount) => new Intl.NumberFormat(BCP47[locale], { minimumFractionDigits: 2 }).format(Number(amount))}
          angle={angle}
          onLanded={() => {
            if (landed.current) return;
            landed.current = true;
            actor.send({ type: 'wheel.landed' });
          }}
        />
      </div>
      <p className="wheel-spins" aria-live="polite">
        {state === 'checking' ? <Trans>Loading…</Trans> : <Trans>Spins left: {remaining}</Trans>}
      </p>
      <div aria-live="polite" className="wheel-result">
        {won &&
          (Number(won.reward) > 0 ? (
            <>
              <p className="slot-win">
                <Trans>
                  Congratulations! You won <Money amount={won.reward} />
                </Trans>
              </p>
              <p className="muted" data-testid="wheel-balance">
                <Trans>
                  Balance: <Money amount={won.balance} />
                </Trans>
              </p>
            </>
          ) : (
            <p className="muted">
              <Message text={won.message} />
            </p>
          ))}
      </div>
      {error && (
        <p className="form-error" role="alert">
          <Message text={error} />
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary btn-block spin-button"
        disabled={state === 'checking' || state === 'spinning' || state === 'prize' || remaining <= 0}
        onClick={() => actor.send({ type: 'wheel.spin' })}
      >
        {state === 'spinning' || state === 'prize' ? <Trans>Spinning…</Trans> : <Trans>Spin</Trans>}
      </button>
      <ul className="prize-list" aria-label={text(TITLES[wheel])}>
        {prizes.map((prize) => (
          <li key={prize.id}>
            <PrizeIcon prize={prize} />
            <span>{Number(prize.amount) > 0 ? <Money amount={prize.amount} /> : <Trans>Try again</Trans>}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PrizeIcon({ prize, size = 20 }: { prize: Prize; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={(prize.icon && PRIZE_ICONS[prize.icon]) || DEFAULT_ICON}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The wheel itself: one slice per prize, turned by `angle` degrees. */
function WheelFace({
  prizes,
  angle,
  label,
  onLanded,
}: {
  prizes: Prize[];
  angle: number;
  label(amount: string): string;
  onLanded(): void;
}) {
  const count = Math.max(prizes.length, 1);
  const slice = 360 / count;
  const point = (deg: number, r: number) => {
    const rad = ((deg - 90) * Math.PI) / 180;
    return `${100 + r * Math.cos(rad)} ${100 + r * Math.sin(rad)}`;
  };
  return (
    <svg className="wheel-face" viewBox="0 0 200 200" aria-hidden="true">
      {/* The slices turn inside a still frame, so the page never grows while the wheel turns. */}
      <g className="wheel-slices" style={{ transform: `rotate(${angle}deg)` }} onTransitionEnd={onLanded}>
        {prizes.map((prize, i) => {
          const start = i * slice;
          const end = start + slice;
          const mid = start + slice / 2;
          return (
            <g key={prize.id}>
              <path
                d={`M100 100 L${point(start, 96)} A96 96 0 ${slice > 180 ? 1 : 0} 1 ${point(end, 96)} Z`}
                fill={COLORS[i % COLORS.length]}
                stroke="#0b0d17"
                strokeWidth="1.5"
              />
              <g transform={`rotate(${mid} 100 100)`}>
                <text x="100" y="30" textAnchor="middle" className="wheel-label">
                  {Number(prize.amount) > 0 ? label(prize.amount) : '×'}
                </text>
                <g transform="translate(92 36) scale(0.66)" color="#0b0d17">
                  <PrizeIcon prize={prize} size={24} />
                </g>
              </g>
            </g>
          );
        })}
      </g>
      <circle cx="100" cy="100" r="14" fill="#0b0d17" stroke="#f5c542" strokeWidth="3" />
    </svg>
  );
}

/** The wheels page: the daily wheel and the lottery wheel, those the site offers. */
export function WheelsPage({ wheels }: { wheels: WheelKey[] }) {
  return (
    <div className="wheels">
      {wheels.map((wheel) => (
        <Wheel key={wheel} wheel={wheel} />
      ))}
    </div>
  );
}
