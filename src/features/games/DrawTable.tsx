import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import type { RoundView } from '../../../contract/rounds';
import type { Text } from '../../../machines/shared';
import { Money } from '../../ui/Money';
import { MaxStakeHint } from './ArcadeParts';
import { TableFoot } from './TableFoot';
import { ResultLine } from './RoundResult';
import { AmountField, QuickBets, RefusalLine, StakeForm } from './stakeKit';
import './draw-table.css';

/*
 * What the number games' screens share (bingo, video bingo, keno): the reduced-motion preference, the
 * balls revealed one by one, a ball, the stake controls with the play button.
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

/**
 * The number games' stake form: the amount with what goes beside it (the cards, the pick buttons), the
 * quick amounts, the total, the largest stake the choice allows, then Play, or, while the balls come
 * out, the button that shows them all at once.
 */
export function DrawControls({
  id,
  label,
  amount,
  onAmount,
  beside,
  bets,
  betsLabel,
  stake = null,
  max,
  above,
  playing,
  revealing,
  onPlay,
  onSkip,
  skipLabel = <Trans>Show all balls</Trans>,
  playingLabel = <Trans>Drawing…</Trans>,
  playLabel = <Trans>Play</Trans>,
}: {
  id: string;
  label: ReactNode;
  amount: string;
  onAmount(amount: string): void;
  beside: ReactNode;
  bets: readonly string[];
  betsLabel?: string;
  /** The whole stake, when it is not the amount (the amount is per card). */
  stake?: string | null;
  max: string | null;
  above: boolean;
  playing: boolean;
  revealing: boolean;
  onPlay(): void;
  onSkip(): void;
  skipLabel?: ReactNode;
  playingLabel?: ReactNode;
  playLabel?: ReactNode;
}) {
  return (
    <StakeForm className="draw-controls" onPlay={onPlay}>
      <div className="draw-row">
        <AmountField id={id} label={label} amount={amount} onAmount={onAmount} />
        {beside}
      </div>
      <QuickBets bets={bets} label={betsLabel} onAmount={onAmount} />
      {stake && (
        <p className="draw-stake">
          <Trans>
            Total: <Money amount={stake} />
          </Trans>
        </p>
      )}
      {above && max !== null && !revealing && <MaxStakeHint max={max} onAmount={onAmount} />}
      {revealing ? (
        <button type="button" className="btn btn-secondary btn-block" onClick={onSkip}>
          {skipLabel}
        </button>
      ) : (
        <button type="submit" className="btn btn-primary btn-block" disabled={playing || above}>
          {playing ? playingLabel : playLabel}
        </button>
      )}
    </StakeForm>
  );
}

/** How many cards to buy, 1 to 4, as pressed buttons. */
export function CardsPicker({ cards, busy, onCards }: { cards: number; busy: boolean; onCards(cards: number): void }) {
  return (
    <fieldset className="draw-fieldset">
      <legend className="draw-legend">
        <Trans context="bingo cards">Cards</Trans>
      </legend>
      <div className="draw-segment">
        {[1, 2, 3, 4].map((n) => (
          <button key={n} type="button" aria-pressed={cards === n} disabled={busy} onClick={() => onCards(n)}>
            {n}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** A number game's foot: its rules card, then the "Provably fair" section. */
export function DrawFoot(props: Omit<Parameters<typeof TableFoot>[0], 'fairnessClass'>) {
  return <TableFoot {...props} fairnessClass="draw-fairness" />;
}

/** A number game's outcome, announced as it comes: the settled round's result, the game's own lines, any refusal. */
export function DrawOutcome({
  settled = null,
  lost = null,
  error,
  children,
}: {
  /** The settled round, once its balls are all out. */
  settled?: RoundView | null;
  lost?: ReactNode;
  error: Text | null;
  children?: ReactNode;
}) {
  return (
    <div className="draw-outcome" aria-live="polite">
      {settled && <ResultLine stake={settled.stake} win={settled.win} winClass="draw-win" lost={lost} />}
      {children}
      <RefusalLine error={error} />
    </div>
  );
}

/** A bingo card's numbers as a table of `rows` × `columns` cells, each drawn by `cell`. */
export function CardGrid({
  cardNumber,
  className,
  rows,
  columns,
  style,
  cell,
}: {
  cardNumber: number;
  className: string;
  rows: number;
  columns: number;
  style?: CSSProperties;
  cell(row: number, column: number): ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className={className} style={style} role="table" aria-label={t`Card ${cardNumber}`}>
      {Array.from({ length: rows }, (_, r) => (
        <div key={r} role="row" className={`${className}-row`}>
          {Array.from({ length: columns }, (_, c) => cell(r, c))}
        </div>
      ))}
    </div>
  );
}
