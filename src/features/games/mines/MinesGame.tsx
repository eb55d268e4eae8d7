import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, type CSSProperties, type KeyboardEvent } from 'react';
import './refusals';
import './mines.css';
import type { Locale } from '../../../../contract/locales';
import { minesView } from '../../../../machines/minesRound.machine';
import { useSystem } from '../../../app/SystemContext';
import { formatDecimal } from '../../../i18n/numbers';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Money } from '../../../ui/Money';
import { TableFairness } from '../TableFairness';
import { BetField, Outcome, reducedMotion, RulesCard } from '../ArcadeParts';
import type { TableProps } from '../tables';
import { MaxWinLine } from '../MaxWin';
import { hundredthsText } from '../../../../engines/types';
import { useFlow } from '../../../flow/useFlow';

/** The rules the mines engine publishes (engines/mines.ts `rules`). */
type MinesRules = {
  cells: number;
  min_mines: number;
  max_mines: number;
  rtp_each_step: string;
  /** Multipliers after 1, 2, … gems, for 1, 2, … mines. */
  multipliers: string[][];
  strategy: { mines: number; gems: number };
  rtp_range: { min: string; max: string };
};

const SIDE = 5;

/** What a multiplier pays on a stake, both as amounts ("1.00" × "1.95" → "1.95"), rounded down to the centavo. */
function payOf(stake: string, multiplier: string): string {
  const cents = Math.floor((Math.round(Number(stake) * 100) * Math.round(Number(multiplier) * 100)) / 100);
  return hundredthsText(cents);
}

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -SIDE, ArrowDown: SIDE };

/** Arrow keys move between the squares that can still be opened (the board's own keys, besides Tab). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = STEPS[event.key];
  const from = Number((event.target as HTMLElement).dataset.cell);
  if (step === undefined || Number.isNaN(from)) return;
  event.preventDefault();
  for (let cell = from + step; cell >= 0 && cell < SIDE * SIDE; cell += step) {
    // Left and right stay on the row.
    if (Math.abs(step) === 1 && Math.floor(cell / SIDE) !== Math.floor(from / SIDE)) return;
    const button = event.currentTarget.querySelector<HTMLButtonElement>(`[data-cell="${cell}"]`);
    if (button && !button.disabled) {
      button.focus();
      return;
    }
  }
}

export default function MinesGame(props: TableProps) {
  return (
    <Suspense fallback={<div className="arcade skeleton arcade-skeleton" aria-busy="true" />}>
      <MinesTable {...props} />
    </Suspense>
  );
}

function MinesTable({ gameId, launch }: TableProps) {
  const { t, i18n } = useLingui();
  const { load } = useSystem();
  const mines = useFlow(load.minesRound(), { input: { gameId, launch } });
  const table = useSelector(mines, (s) => s.context.table);
  const commitment = useSelector(mines, (s) => s.context.commitment);
  const amount = useSelector(mines, (s) => s.context.amount);
  const count = useSelector(mines, (s) => s.context.mines);
  const round = useSelector(mines, (s) => s.context.round);
  const pending = useSelector(mines, (s) => s.context.pending);
  const error = useSelector(mines, (s) => s.context.error);
  const state = useSelector(mines, (s) => s.value);

  const revealing = state === 'revealing';
  useEffect(() => {
    if (revealing && reducedMotion()) mines.send({ type: 'mines.skip' });
  }, [revealing, mines]);

  if (state === 'loading') return <div className="arcade skeleton arcade-skeleton" aria-busy="true" />;
  if (state === 'loadFailed' || !table) return <LoadFailed onRetry={() => mines.send({ type: 'mines.retry' })} />;

  const rules = table.rules as MinesRules;
  const num = (value: string | number) => formatDecimal(value, i18n.locale as Locale);
  const view = minesView(round);
  const open = state === 'deciding' || state === 'acting';
  const busy = state === 'starting' || state === 'acting';
  const over = round?.status === 'settled';
  const gems = new Set(view?.gems ?? []);
  const mineCells = new Set(view?.mine_cells ?? []);
  const shownMines = open ? (view?.mines ?? count) : count;
  const table1 = rules.multipliers[shownMines - 1] ?? [];
  const multiplier = open ? (view?.multiplier ?? '1.00') : '1.00';
  const next = open ? (view?.next ?? null) : (table1[0] ?? null);
  const cashout = open && view ? payOf(round!.stake, view.multiplier) : '0.00';
  const canCashout = open && !busy && (view?.gems.length ?? 0) > 0;
  const rtp = num(table.rtp);
  const stepRtp = num(rules.rtp_each_step);
  const strategyMines = rules.strategy.mines;
  const strategyGems = rules.strategy.gems;
  const rangeMin = num(rules.rtp_range.min);
  const rangeMax = num(rules.rtp_range.max);

  return (
    <div className="arcade mines">
      <div className="arcade-split">
        <div className="mines-board-wrap">
          <div
            className={`mines-board${over && view?.hit !== null ? ' mines-lost' : ''}${over && view?.hit === null ? ' mines-won' : ''}`}
            role="group"
            aria-label={t`Mines board, 5 by 5`}
            onKeyDown={moveFocus}
            aria-busy={busy}
          >
            {Array.from({ length: SIDE }, (_, row) => (
              <div className="mines-row" key={row}>
                {Array.from({ length: SIDE }, (_, column) => {
                  const cell = row * SIDE + column;
                  const gem = gems.has(cell);
                  const mine = mineCells.has(cell) || view?.hit === cell;
                  const hit = view?.hit === cell;
                  const waiting = pending !== null && 'reveal' in pending && pending.reveal === cell;
                  const label = gem
                    ? t`Row ${row + 1}, column ${column + 1}: gem`
                    : mine
                      ? t`Row ${row + 1}, column ${column + 1}: mine`
                      : t`Row ${row + 1}, column ${column + 1}: closed`;
                  return (
                    <button
                      key={cell}
                      data-cell={cell}
                      type="button"
                      className={`mines-cell${gem ? ' is-gem' : ''}${mine ? ' is-mine' : ''}${hit ? ' is-hit' : ''}${waiting ? ' is-waiting' : ''}`}
                      style={{ '--cell': cell } as CSSProperties}
                      aria-label={label}
                      disabled={!open || busy || gem}
                      onClick={() => mines.send({ type: 'mines.reveal', cell })}
                    >
                      {gem ? <GemIcon /> : mine ? <MineIcon /> : null}
                    </button>
                  );
                })}
              </div>
            ))}
          </div>
        </div>

        <div className="arcade-controls">
          <dl className="arcade-facts">
            <div>
              <dt>
                <Trans>Multiplier</Trans>
              </dt>
              <dd>{num(multiplier)}×</dd>
            </div>
            <div>
              <dt>
                <Trans>Next gem</Trans>
              </dt>
              <dd>{next ? `${num(next)}×` : '—'}</dd>
            </div>
            <div>
              <dt>
                <Trans>Gems left</Trans>
              </dt>
              <dd>{SIDE * SIDE - shownMines - (open ? (view?.gems.length ?? 0) : 0)}</dd>
            </div>
          </dl>

          <Outcome round={round} shown={over && !busy} error={error} />

          {open ? (
            <button
              type="button"
              className="btn btn-primary btn-block arcade-play"
              disabled={!canCashout}
              onClick={() => mines.send({ type: 'mines.cashout' })}
            >
              <Trans>
                Cash out <Money amount={cashout} />
              </Trans>
            </button>
          ) : (
            <form
              className="arcade-controls"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                mines.send({ type: 'mines.start' });
              }}
            >
              <BetField
                id="mines-bet"
                amount={amount}
                disabled={busy}
                onAmount={(value) => mines.send({ type: 'mines.amount', amount: value })}
              />
              <div className="field">
                <label htmlFor="mines-count">
                  <Trans>Mines</Trans>
                </label>
                <select
                  id="mines-count"
                  value={count}
                  disabled={busy}
                  onChange={(event) => mines.send({ type: 'mines.count', mines: Number(event.target.value) })}
                >
                  {Array.from({ length: rules.max_mines - rules.min_mines + 1 }, (_, i) => rules.min_mines + i).map(
                    (n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ),
                  )}
                </select>
              </div>
              <button type="submit" className="btn btn-primary btn-block arcade-play" disabled={busy}>
                {busy ? <Trans>Placing the mines…</Trans> : <Trans>Bet</Trans>}
              </button>
            </form>
          )}
        </div>
      </div>

      <RulesCard rtp={rtp}>
        <p className="muted">
          <Trans>
            The grid hides the number of mines you choose, placed by the server's seed before your first move. Each gem
            you open raises the multiplier; a mine ends the round and the bet is lost. Cash out at any time after your
            first gem. After k gems the multiplier is the fair odds of having avoided the mines so far, times {stepRtp}
            %, rounded down to two places, so every move returns at most {stepRtp}% whatever you do. A round left open
            is cashed out for you at the multiplier reached. The RTP shown ({rtp}%) is that of {strategyMines} mines and{' '}
            {strategyGems} gems; whatever you do, your return lies between {rangeMin}% and {rangeMax}%. The multipliers
            below are the whole paytable for {shownMines} mines.
          </Trans>
        </p>
        <div className="mines-paytable">
          <table>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Gems</Trans>
                </th>
                <th scope="col">
                  <Trans>Multiplier</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {table1.map((value, i) => (
                <tr key={i} aria-current={open && view?.gems.length === i + 1 ? 'step' : undefined}>
                  <td>{i + 1}</td>
                  <td>{num(value)}×</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <MaxWinLine amount={table.max_win} rule="caps" />
      </RulesCard>
      <TableFairness commitment={commitment} round={round} className="arcade-card" />
    </div>
  );
}

function GemIcon() {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className="mines-icon">
      <defs>
        <linearGradient id="mines-gem" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7ff5c8" />
          <stop offset="1" stopColor="#14a86b" />
        </linearGradient>
      </defs>
      <path d="M8 15 14 7h12l6 8-12 18z" fill="url(#mines-gem)" stroke="#d8fff0" strokeWidth="1.2" />
      <path d="M8 15h24M14 7l6 8 6-8M20 15v18" fill="none" stroke="#d8fff0" strokeWidth="1" opacity="0.7" />
    </svg>
  );
}

function MineIcon() {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className="mines-icon">
      <g stroke="#ffb0b8" strokeWidth="2.4" strokeLinecap="round">
        <path d="M20 5v6M20 29v6M5 20h6M29 20h6M9.5 9.5l4 4M26.5 26.5l4 4M30.5 9.5l-4 4M13.5 26.5l-4 4" />
      </g>
      <circle cx="20" cy="20" r="10" fill="#2a1020" stroke="#ff5d6c" strokeWidth="2" />
      <circle cx="16.5" cy="16.5" r="3" fill="#ff9aa4" />
    </svg>
  );
}
