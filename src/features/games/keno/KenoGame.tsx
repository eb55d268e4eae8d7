import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect } from 'react';
import type { Locale } from '../../../../contract/locales';
import type { KenoRules, KenoView } from '../../../../engines/keno';
import { toggled } from '../../../../machines/kenoRound.machine';
import { useSystem } from '../../../app/SystemContext';
import { formatDecimal } from '../../../i18n/numbers';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Ball, DrawFoot, DrawOutcome, DrawControls, useRevealed, useStill } from '../DrawTable';
import type { TableProps } from '../tables';
import './keno.css';
import './refusals';
import { aboveMax, largestStake } from '../MaxWin';
import { resultClass, RoundResult, roundResult } from '../RoundResult';
import { useFlow } from '../../../flow/useFlow';

const QUICK_BETS = ['0.50', '1.00', '5.00', '20.00'];
/** How long the 20 balls take to come out (the machine's reveal, less a beat to read the result). */
const REVEAL_SPAN = 2800;

/** `count` distinct numbers of 1–80 for a quick pick (they only choose numbers: the draw is the server's). */
function quickPick(count: number): number[] {
  const pool = Array.from({ length: 80 }, (_, i) => i + 1);
  const bytes = new Uint32Array(count);
  crypto.getRandomValues(bytes);
  return Array.from({ length: count }, (_, i) => {
    const j = i + (bytes[i]! % (80 - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    return pool[i]!;
  }).sort((a, b) => a - b);
}

/** Keno: pick 1 to 10 numbers on the 80-number board, 20 balls are drawn, the hits pay by the paytable. */
export default function KenoGame(props: TableProps) {
  return (
    <Suspense fallback={<div className="draw-table skeleton keno-skeleton" aria-busy="true" />}>
      <KenoTable {...props} />
    </Suspense>
  );
}

function KenoTable({ gameId, launch }: TableProps) {
  const { t, i18n } = useLingui();
  const { load } = useSystem();
  const keno = useFlow(load.kenoRound(), { input: { gameId, launch } });
  const table = useSelector(keno, (s) => s.context.table);
  const commitment = useSelector(keno, (s) => s.context.commitment);
  const choice = useSelector(keno, (s) => s.context.choice);
  const round = useSelector(keno, (s) => s.context.round);
  const error = useSelector(keno, (s) => s.context.error);
  const loading = useSelector(keno, (s) => s.matches('loading'));
  const loadFailed = useSelector(keno, (s) => s.matches('loadFailed'));
  const playing = useSelector(keno, (s) => s.matches('playing'));
  const revealing = useSelector(keno, (s) => s.matches('revealing'));
  const still = useStill();
  const view = (round?.view ?? null) as KenoView | null;
  const shown = useRevealed(round?.round_id ?? null, view?.drawn.length ?? 0, revealing, REVEAL_SPAN);

  useEffect(() => {
    if (revealing && still) keno.send({ type: 'round.skip' });
  }, [revealing, still, keno]);

  if (loading) return <div className="draw-table skeleton keno-skeleton" aria-busy="true" />;
  if (loadFailed || !table) return <LoadFailed onRetry={() => keno.send({ type: 'round.retry' })} />;

  const rules = table.rules as KenoRules;
  const locale = i18n.locale as Locale;
  const num = (value: string | number, places = 2) => formatDecimal(value, locale, places);
  const busy = playing || revealing;
  // The board shows the last round's picks until the player changes them.
  const picks = choice.picks;
  const drawnNow = view ? view.drawn.slice(0, shown) : [];
  const drawnSet = new Set(drawnNow);
  const sameRound = view !== null && view.picks.length === picks.length && view.picks.every((p) => picks.includes(p));
  const hitsNow = sameRound ? picks.filter((n) => drawnSet.has(n)) : [];
  const spots = picks.length;
  const spotTable = rules.paytable.find((p) => p.spots === spots) ?? null;
  // The largest bet whose top prize for these picks stays within the maximum win per round.
  const topPay = spotTable ? Math.max(0, ...spotTable.pays.map((row) => Math.round(Number(row.pays) * 100))) : 0;
  const max = spotTable ? largestStake(table.max_win, table.max_bet, [topPay, 100]) : null;
  const above = aboveMax(choice.amount, max);
  const done = round !== null && !busy;
  const winAmount = round?.win ?? '0.00';
  const result = roundResult(round?.stake ?? '0.00', winAmount);
  const hitCount = view?.hits.length ?? 0;
  const pickedCount = view?.picks.length ?? 0;
  const rtp = num(table.rtp);
  const maxPicks = rules.max_picks;
  const drawnCount = rules.drawn;
  const numbers = rules.numbers;
  const shownCount = drawnNow.length;

  const pickQuick = () => keno.send({ type: 'round.choose', choice: { picks: quickPick(spots || 6) } });

  return (
    <div className={`draw-table keno keno-v-${table.variant}`}>
      <div className="draw-felt keno-felt">
        <div className="draw-status">
          <span>
            <Trans>
              Picked {spots} of {maxPicks}
            </Trans>
          </span>
          {round && (
            <span className="draw-count" aria-live="off">
              <Trans>
                Ball {shownCount} of {drawnCount}
              </Trans>
            </span>
          )}
        </div>
        <div className="keno-board" role="group" aria-label={t`Keno board: pick up to ${maxPicks} numbers`}>
          {Array.from({ length: numbers }, (_, i) => i + 1).map((n) => {
            const picked = picks.includes(n);
            const drawn = drawnSet.has(n);
            const state = picked && drawn ? 'hit' : drawn ? 'drawn' : picked ? 'picked' : 'idle';
            return (
              <button
                key={n}
                type="button"
                className={`keno-cell keno-${state}`}
                aria-pressed={picked}
                aria-label={drawn ? t`${n}, drawn` : String(n)}
                disabled={busy || (!picked && spots >= maxPicks)}
                onClick={() => keno.send({ type: 'round.choose', choice: { picks: toggled(picks, n) } })}
              >
                {n}
              </button>
            );
          })}
        </div>
        <div className="draw-rack keno-rack" aria-label={t`Balls drawn`}>
          {drawnNow.map((n) => (
            <Ball key={n} n={n} hit={picks.includes(n) && sameRound} />
          ))}
        </div>
      </div>

      <DrawOutcome error={error}>
        {done && view && (
          <p className={resultClass(result.kind, 'draw-win')}>
            {result.kind === 'lost' ? (
              <Trans>
                {hitCount} of {pickedCount} hit. No win this time.
              </Trans>
            ) : (
              <>
                <Trans>
                  {hitCount} of {pickedCount} hit:
                </Trans>{' '}
                <RoundResult stake={round?.stake ?? '0.00'} win={winAmount} lost={null} />
              </>
            )}
          </p>
        )}
        {revealing && (
          <p className="muted">
            <Trans>Hits so far: {hitsNow.length}</Trans>
          </p>
        )}
      </DrawOutcome>

      <DrawControls
        id="keno-bet"
        label={<Trans>Bet (R$)</Trans>}
        amount={choice.amount}
        onAmount={(amount) => keno.send({ type: 'round.amount', amount })}
        beside={
          <div className="keno-pick-buttons">
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={pickQuick}>
              <Trans>Quick pick</Trans>
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy || spots === 0}
              onClick={() => keno.send({ type: 'round.choose', choice: { picks: [] } })}
            >
              <Trans>Clear</Trans>
            </button>
          </div>
        }
        bets={QUICK_BETS}
        max={max}
        above={above}
        playing={playing}
        revealing={revealing}
        onPlay={() => keno.send({ type: 'round.play' })}
        onSkip={() => keno.send({ type: 'round.skip' })}
      />

      {spotTable && (
        <div className="card keno-spot-pays" aria-label={t`What ${spots} picks pay`}>
          <p className="draw-legend">
            <Trans>
              {spots} picks pay (× the bet) · RTP {num(spotTable.rtp)}%
            </Trans>
          </p>
          <ul className="keno-pays">
            {spotTable.pays.map((p) => {
              const hits = p.hits;
              return (
                <li key={hits} className={done && sameRound && view?.hits.length === hits ? 'keno-pay-won' : ''}>
                  <span>
                    <Trans>{hits} hits</Trans>
                  </span>
                  <strong>×{num(p.pays)}</strong>
                </li>
              );
            })}
          </ul>
        </div>
      )}

      <DrawFoot
        rulesClass="keno-rules"
        maxWin={table.max_win}
        commitment={commitment}
        round={round}
        summary={<Trans>Rules and paytable · RTP up to {rtp}%</Trans>}
      >
        <p className="muted">
          <Trans>
            Pick 1 to {maxPicks} numbers of 1 to {numbers}. The round draws {drawnCount} balls; what you win depends on
            how many of your numbers are drawn, by the table for the number of picks, times your bet. Each number of
            picks has its own return to player, shown exactly; the game's stated RTP is the highest of them.
          </Trans>
        </p>
        <table className="paytable keno-paytable">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Picks</Trans>
              </th>
              <th scope="col">
                <Trans>Hits → pay (× bet)</Trans>
              </th>
              <th scope="col">RTP</th>
            </tr>
          </thead>
          <tbody>
            {rules.paytable.map((row) => (
              <tr key={row.spots}>
                <th scope="row">{row.spots}</th>
                <td>{row.pays.map((p) => `${p.hits} → ${num(p.pays)}`).join(' · ')}</td>
                <td>{num(row.rtp)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DrawFoot>
    </div>
  );
}
