import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, type CSSProperties } from 'react';
import type { Locale } from '../../../../contract/locales';
import type { SlotRules, SlotSpinView } from '../../../../engines/slot';
import { slotRules, slotView } from '../../../../machines/slotRound.machine';
import { useSystem } from '../../../app/SystemContext';
import { formatDecimal } from '../../../i18n/numbers';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Money } from '../../../ui/Money';
import './refusals';
import { MaxWinLine } from '../MaxWin';
import type { TableProps } from '../tables';
import './slot.css';
import { SlotSymbol, useSymbolName } from './symbols';
import { ResultLine } from '../RoundResult';
import { AmountField, QuickBets, RefusalLine, StakeForm } from '../stakeKit';
import { useFlow } from '../../../flow/useFlow';

const QUICK_BETS = ['1.00', '5.00', '10.00', '50.00'];

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A house slot title: its paytable, lines or ways and RTP before the bet, then spin — the reels stop on
 * the server's base spin, the winning lines or ways light up, and any free spins follow one by one.
 */
export default function SlotGame({ gameId, launch }: TableProps) {
  return (
    <Suspense fallback={<div className="slot skeleton slot-skeleton" aria-busy="true" />}>
      <SlotTable gameId={gameId} launch={launch} />
    </Suspense>
  );
}

function SlotTable({ gameId, launch }: TableProps) {
  const { i18n } = useLingui();
  const name = useSymbolName();
  const { load } = useSystem();
  const slot = useFlow(load.slotRound(), { input: { gameId, launch } });
  const table = useSelector(slot, (s) => s.context.table);
  const commitment = useSelector(slot, (s) => s.context.commitment);
  const amount = useSelector(slot, (s) => s.context.amount);
  const round = useSelector(slot, (s) => s.context.round);
  const shown = useSelector(slot, (s) => s.context.shown);
  const error = useSelector(slot, (s) => s.context.error);
  const spinning = useSelector(slot, (s) => s.matches('spinning'));
  const stopping = useSelector(slot, (s) => s.matches('stopping'));
  const freeSpinning = useSelector(slot, (s) => s.matches('freeSpins'));
  const settled = useSelector(slot, (s) => s.matches('ready'));
  const loading = useSelector(slot, (s) => s.matches('loading'));
  const loadFailed = useSelector(slot, (s) => s.matches('loadFailed'));

  // Reduced motion: no spinning reels, the round's end at once.
  useEffect(() => {
    if ((stopping || freeSpinning) && reducedMotion()) slot.send({ type: 'slot.skip' });
  }, [stopping, freeSpinning, slot]);

  const rules = slotRules(table);
  if (loading) return <div className="slot skeleton slot-skeleton" aria-busy="true" />;
  if (loadFailed || !table || !rules) {
    return <LoadFailed onRetry={() => slot.send({ type: 'slot.retry' })} />;
  }

  const view = slotView(round);
  const spin: SlotSpinView | null = view?.spins[shown] ?? null;
  const reels = spin?.reels ?? idleReels(rules);
  const busy = spinning || stopping || freeSpinning;
  const num = (value: string | number, places = 2) => formatDecimal(value, i18n.locale as Locale, places);
  const rtp = num(table.rtp);
  const scatter = rules.scatter?.symbol;
  // The base spin that awarded the free spins: its scatters light up with the wins.
  const triggered = !!spin && !spin.free && (view?.free_spins ?? 0) > 0 && scatter !== undefined;
  const scatterCells = triggered
    ? spin.reels.flatMap((column, reel) =>
        column.flatMap((symbol, row) => (symbol === scatter ? [`${reel}:${row}`] : [])),
      )
    : [];
  const winning = new Set(
    spinning ? [] : [...(spin?.wins ?? []).flatMap((w) => w.cells.map(([r, c]) => `${r}:${c}`)), ...scatterCells],
  );
  const lines = spin && !spinning ? spin.wins.filter((w) => w.line > 0) : [];
  const freeSpins = view?.free_spins ?? 0;
  const multiplier = view?.multiplier ?? 1;
  const scatterCount = scatterCells.length;
  const scatterName = scatter ? name(scatter) : '';
  const freeTotal = view ? view.spins.slice(1).reduce((sum, s) => sum + Math.round(Number(s.win) * 100), 0) : 0;

  return (
    <div className={`slot slot-${table.variant} slot-model-${rules.model}`}>
      <div className="slot-cabinet">
        {freeSpins > 0 && shown > 0 && (
          <p className="slot-free-counter" aria-live="polite">
            <Trans>
              Free spin {shown} of {freeSpins} · wins ×{multiplier}
            </Trans>
          </p>
        )}
        <div className="slot-window">
          <div
            key={spinning ? 'spin' : `stop-${round?.round_id ?? ''}-${shown}`}
            className={`reels reels-${rules.reels}${spinning ? ' reels-spinning' : ''}${stopping || freeSpinning ? ' reels-stopping' : ''}`}
            aria-busy={busy}
            data-state={spinning ? 'spinning' : stopping || freeSpinning ? 'stopping' : 'still'}
          >
            {reels.map((column, reel) => (
              <div key={reel} className="reel" style={{ '--reel': reel } as CSSProperties}>
                {column.map((symbol, row) => (
                  <div key={row} className={`reel-cell${winning.has(`${reel}:${row}`) ? ' reel-cell-win' : ''}`}>
                    <SlotSymbol id={symbol} label={name(symbol)} />
                  </div>
                ))}
              </div>
            ))}
          </div>
          {lines.length > 0 && (
            <svg
              className="slot-lines"
              viewBox={`0 0 ${rules.reels} ${rules.rows}`}
              preserveAspectRatio="none"
              aria-hidden="true"
            >
              {lines.map((win) => (
                <polyline
                  key={win.line}
                  points={(rules.lines[win.line - 1] ?? []).map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(' ')}
                  vectorEffect="non-scaling-stroke"
                />
              ))}
            </svg>
          )}
        </div>
      </div>

      <div className="slot-outcome" aria-live="polite">
        {spin && !spinning && (
          <ul
            key={`${round?.round_id ?? ''}-${shown}`}
            className={`slot-wins${stopping || freeSpinning ? ' slot-wins-pending' : ''}`}
          >
            {spin.wins.map((win) => (
              <li key={`${win.line}-${win.symbol}`}>
                <SlotSymbol id={win.symbol} label={name(win.symbol)} />
                <WinLabel line={win.line} count={win.count} ways={win.ways} symbol={name(win.symbol)} />
                <Money amount={win.win} />
              </li>
            ))}
            {triggered && (
              <li>
                <SlotSymbol id={scatter} label={name(scatter)} />
                <span>
                  <Trans>
                    {scatterCount} × {scatterName}: {freeSpins} free spins
                  </Trans>
                </span>
                <span>×{multiplier}</span>
              </li>
            )}
          </ul>
        )}
        {settled && view && round && (
          <>
            {freeSpins > 0 && (
              <p className="slot-free-summary">
                <Trans>
                  {freeSpins} free spins, wins ×{multiplier}: <Money amount={(freeTotal / 100).toFixed(2)} />
                </Trans>
              </p>
            )}
            <ResultLine
              stake={round.stake}
              win={round.win}
              winClass="slot-win"
              lost={<Trans>No win this time.</Trans>}
            />
          </>
        )}
        <RefusalLine error={error} />
      </div>

      <StakeForm className="slot-controls" onPlay={() => slot.send({ type: 'slot.spin' })}>
        <AmountField
          id="slot-bet"
          label={<Trans>Total bet (R$)</Trans>}
          amount={amount}
          onAmount={(bet) => slot.send({ type: 'slot.amount', amount: bet })}
        />
        <QuickBets bets={QUICK_BETS} onAmount={(bet) => slot.send({ type: 'slot.amount', amount: bet })} />
        {stopping || freeSpinning ? (
          <button
            type="button"
            className="btn btn-secondary btn-block spin-button"
            onClick={() => slot.send({ type: 'slot.skip' })}
          >
            <Trans>Skip to the result</Trans>
          </button>
        ) : (
          <button type="submit" className="btn btn-primary btn-block spin-button" disabled={spinning}>
            {spinning ? <Trans>Spinning…</Trans> : <Trans>Spin</Trans>}
          </button>
        )}
      </StakeForm>

      <Paytable rules={rules} rtp={rtp} num={num} name={name} maxWin={table.max_win} />

      <details className="card slot-fairness">
        <summary>
          <Trans>Provably fair</Trans>
        </summary>
        {commitment && (
          <p className="muted break">
            <Trans>
              Next round's server seed hash: <code>{commitment.server_seed_hash}</code>
            </Trans>
          </p>
        )}
        {round && (
          <>
            <p className="muted break">
              <Trans>
                Last round's server seed: <code>{round.fairness.server_seed ?? ''}</code> (client seed{' '}
                <code>{round.fairness.client_seed}</code>, nonce {round.fairness.nonce})
              </Trans>
            </p>
            <p>
              <a href={`/verify?round=${encodeURIComponent(round.round_id)}`}>
                <Trans>Verify this round</Trans>
              </a>
            </p>
          </>
        )}
      </details>
    </div>
  );
}

/** What a win is: its line and run, or its run and ways. */
function WinLabel({ line, count, ways, symbol }: { line: number; count: number; ways: number; symbol: string }) {
  return (
    <span>
      {line > 0 ? (
        <Trans>
          Line {line}: {count} × {symbol}
        </Trans>
      ) : (
        <Trans>
          {count} × {symbol}, {ways} ways
        </Trans>
      )}
    </span>
  );
}

/** The reels before the first round: the paytable's symbols in turn. */
function idleReels(rules: SlotRules): string[][] {
  const symbols = rules.paytable.map((row) => row.symbol);
  return Array.from({ length: rules.reels }, (_, reel) =>
    Array.from({ length: rules.rows }, (_, row) => symbols[(reel * 2 + row) % symbols.length] ?? ''),
  );
}

/** The decimals a pay needs ("0.05" → 2, "60" → 0). */
const places = (value: string) => value.split('.')[1]?.length ?? 0;

function Paytable({
  rules,
  rtp,
  num,
  name,
  maxWin,
}: {
  rules: SlotRules;
  rtp: string;
  maxWin: string;
  num: (value: string | number, places?: number) => string;
  name: (id: string) => string;
}) {
  const { t } = useLingui();
  const counts = [...new Set(rules.paytable.flatMap((row) => Object.keys(row.pays)))].sort(
    (a, b) => Number(a) - Number(b),
  );
  const wild = rules.wild ? name(rules.wild.symbol) : '';
  const scatter = rules.scatter ? name(rules.scatter.symbol) : '';
  const lineCount = rules.lines.length;
  const ways = rules.ways ?? 0;
  const spins = rules.scatter ? Object.entries(rules.scatter.spins) : [];
  const spinsText = spins.map(([n, s]) => `${n}: ${s}`).join(' · ');
  const multiplier = rules.scatter?.multiplier ?? 1;
  return (
    <details className="card slot-rules">
      <summary>
        <Trans>Rules and paytable · RTP {rtp}%</Trans>
      </summary>
      {rules.model === 'classic' && (
        <p className="muted">
          <Trans>
            3 reels and 3 rows, {lineCount} lines: the three rows and both diagonals. A line pays for a run of the same
            symbol from the leftmost reel. Your bet is split evenly over the lines.
          </Trans>
        </p>
      )}
      {rules.model === 'lines' && (
        <p className="muted">
          <Trans>
            5 reels and 3 rows, {lineCount} fixed lines. A line pays for 3, 4 or 5 of a kind from the leftmost reel;
            {wild} stands in for any symbol and also pays on its own. Your bet is split evenly over the lines.
          </Trans>
        </p>
      )}
      {rules.model === 'ways' && (
        <>
          <p className="muted">
            <Trans>
              5 reels and 3 rows, {ways} ways: a symbol pays when it shows on adjacent reels from the leftmost, in any
              row, times the number of ways (how many times it shows on each of those reels, multiplied). {wild} appears
              on reels 2, 3 and 4 and stands in for any paying symbol.
            </Trans>
          </p>
          <p className="muted">
            <Trans>
              3 or more {scatter} anywhere award free spins ({spinsText}), played at once at no cost, every win ×
              {multiplier}. Free spins award no further free spins.
            </Trans>
          </p>
        </>
      )}
      <p className="muted">
        <Trans>
          Pays are multiples of your total bet; wins are rounded down to whole centavos. Return to player: {rtp}%.
        </Trans>
      </p>
      <MaxWinLine amount={maxWin} rule="caps" />
      <table className="paytable">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Symbol</Trans>
            </th>
            {counts.map((count) => (
              <th key={count} scope="col">
                ×{count}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rules.paytable.map((row) => (
            <tr key={row.symbol}>
              <th scope="row">
                <SlotSymbol id={row.symbol} label={name(row.symbol)} />
              </th>
              {row.role === 'scatter' ? (
                <td colSpan={counts.length}>
                  <Trans>Free spins</Trans>
                </td>
              ) : row.role === 'wild' && Object.keys(row.pays).length === 0 ? (
                <td colSpan={counts.length}>
                  <Trans>Wild</Trans>
                </td>
              ) : (
                counts.map((count) => {
                  const pay = row.pays[count];
                  return <td key={count}>{pay === undefined ? '—' : `${num(pay, places(pay))}×`}</td>;
                })
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {lineCount > 0 && (
        <ol className="slot-line-maps" aria-label={t`The ${lineCount} lines`}>
          {rules.lines.map((rows, index) => (
            <li key={index}>
              <svg viewBox={`0 0 ${rules.reels} ${rules.rows}`} aria-hidden="true">
                {rows.map((row, reel) => (
                  <rect key={reel} x={reel + 0.1} y={row + 0.1} width="0.8" height="0.8" rx="0.15" />
                ))}
              </svg>
              <span>{index + 1}</span>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
