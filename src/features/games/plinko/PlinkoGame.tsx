import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useState, type CSSProperties } from 'react';
import './refusals';
import './plinko.css';
import type { Locale } from '../../../../contract/locales';
import { PLINKO_DROP_MS, type PlinkoRisk } from '../../../../machines/plinkoRound.machine';
import { useSystem } from '../../../app/SystemContext';
import { formatDecimal } from '../../../i18n/numbers';
import { LoadFailed } from '../../../ui/LoadFailed';
import { TableFairness } from '../TableFairness';
import { BetField, Outcome, reducedMotion, RulesCard } from '../ArcadeParts';
import type { TableProps } from '../tables';
import { aboveMax, largestStake, MaxWinLine } from '../MaxWin';
import { useFlow } from '../../../flow/useFlow';

/** The rules the plinko engine publishes (engines/plinko.ts `rules`). */
type PlinkoRules = {
  min_rows: number;
  max_rows: number;
  risks: PlinkoRisk[];
  tables: Record<PlinkoRisk, Record<string, { multipliers: string[]; rtp: string }>>;
};
type PlinkoView = { rows: number; risk: PlinkoRisk; path: number[]; slot: number; multiplier: string };

const RISK_NAMES = { low: msg`Low`, medium: msg`Medium`, high: msg`High` } as const;

/** A slot's colour by its multiplier: cool blue below 1×, through gold, to hot red at the edges. */
function slotHue(multiplier: string): number {
  const m = Number(multiplier);
  if (m < 1) return 215;
  return Math.max(0, 48 - Math.log10(m) * 18);
}

const W = 400;
const TOP = 26;

export default function PlinkoGame(props: TableProps) {
  return (
    <Suspense fallback={<div className="arcade skeleton arcade-skeleton" aria-busy="true" />}>
      <PlinkoTable {...props} />
    </Suspense>
  );
}

function PlinkoTable({ gameId, launch }: TableProps) {
  const { t, i18n } = useLingui();
  const { load } = useSystem();
  const plinko = useFlow(load.plinkoRound(), { input: { gameId, launch } });
  const table = useSelector(plinko, (s) => s.context.table);
  const commitment = useSelector(plinko, (s) => s.context.commitment);
  const choice = useSelector(plinko, (s) => s.context.choice);
  const round = useSelector(plinko, (s) => s.context.round);
  const history = useSelector(plinko, (s) => s.context.history);
  const error = useSelector(plinko, (s) => s.context.error);
  const state = useSelector(plinko, (s) => s.value);

  const revealing = state === 'revealing';
  const view = round ? (round.view as PlinkoView) : null;
  // The ball's progress: how many rows it has passed (the machine gives the whole drop PLINKO_DROP_MS).
  const [passed, setPassed] = useState(0);
  useEffect(() => {
    if (!revealing || !view) return;
    if (reducedMotion()) {
      setPassed(view.rows + 1);
      plinko.send({ type: 'round.skip' });
      return;
    }
    setPassed(0);
    const perRow = PLINKO_DROP_MS / (view.rows + 2);
    const timer = setInterval(() => setPassed((n) => n + 1), perRow);
    return () => clearInterval(timer);
  }, [revealing, view, plinko]);

  if (state === 'loading') return <div className="arcade skeleton arcade-skeleton" aria-busy="true" />;
  if (state === 'loadFailed' || !table) return <LoadFailed onRetry={() => plinko.send({ type: 'round.retry' })} />;

  const rules = table.rules as PlinkoRules;
  const num = (value: string | number, places = 2) => formatDecimal(value, i18n.locale as Locale, places);
  const busy = state === 'playing';
  // While the ball falls the board is the round's; otherwise the one being chosen.
  const rows = revealing && view ? view.rows : choice.rows;
  const risk = revealing && view ? view.risk : choice.risk;
  const chosen = rules.tables[choice.risk][String(choice.rows)];
  const slots = rules.tables[risk][String(rows)]?.multipliers ?? [];
  const spacing = W / (rows + 2);
  const dy = spacing * 0.86;
  const height = TOP + rows * dy + 40;
  const landed = !revealing || (view !== null && passed > view.rows);

  let ball: { x: number; y: number } | null = null;
  if (view && (revealing || state === 'ready') && view.rows === rows && view.risk === risk) {
    const k = revealing ? Math.min(passed, view.rows) : view.rows;
    const rights = view.path.slice(0, k).reduce((sum, bit) => sum + bit, 0);
    const x = W / 2 + (rights - k / 2) * spacing;
    const y = k === 0 ? TOP - dy * 0.6 : landed ? TOP + rows * dy + 6 : TOP + (k - 0.55) * dy;
    ball = { x, y };
  }
  const tableRtp = chosen ? num(chosen.rtp) : '';
  // The largest bet whose best slot (an edge) stays within the maximum win per round.
  const best = chosen ? Math.max(...chosen.multipliers.map((m) => Math.round(Number(m) * 100))) : 0;
  const max = chosen ? largestStake(table.max_win, table.max_bet, [best, 100]) : null;
  const above = aboveMax(choice.amount, max);
  const rtp = num(table.rtp);
  const riskName = i18n._(RISK_NAMES[choice.risk]);
  const chosenRows = choice.rows;

  return (
    <div className="arcade plinko">
      <div className="arcade-split">
        <div className="plinko-board">
          <svg
            viewBox={`0 0 ${W} ${height}`}
            role="img"
            aria-label={t`Plinko board with ${rows} rows`}
            className={busy ? 'plinko-busy' : undefined}
          >
            {Array.from({ length: rows }, (_, r) =>
              Array.from({ length: r + 3 }, (_, i) => (
                <circle
                  key={`${r}-${i}`}
                  className="plinko-peg"
                  cx={W / 2 + (i - (r + 2) / 2) * spacing}
                  cy={TOP + r * dy}
                  r={Math.max(2.2, spacing * 0.1)}
                />
              )),
            )}
            {slots.map((m, k) => {
              const x = W / 2 + (k - rows / 2) * spacing;
              const hit = landed && view !== null && view.rows === rows && view.risk === risk && view.slot === k;
              return (
                <g
                  key={k}
                  className={`plinko-slot${hit ? ' is-hit' : ''}`}
                  style={{ '--hue': slotHue(m) } as CSSProperties}
                >
                  <rect x={x - spacing * 0.46} y={TOP + rows * dy} width={spacing * 0.92} height={26} rx={5} />
                  <text x={x} y={TOP + rows * dy + 17} fontSize={Math.min(11, spacing * 0.34)}>
                    {Number(m) >= 100 ? Number(m).toFixed(0) : m}
                  </text>
                </g>
              );
            })}
            {ball && (
              <circle
                className="plinko-ball"
                r={Math.max(4, spacing * 0.2)}
                style={{ transform: `translate(${ball.x}px, ${ball.y}px)` } as CSSProperties}
              />
            )}
          </svg>
          <ol className="plinko-history" aria-label={t`Last drops`}>
            {history.map((past, i) => {
              const m = (past.view as PlinkoView).multiplier;
              return (
                <li key={`${past.round_id}-${i}`} style={{ '--hue': slotHue(m) } as CSSProperties}>
                  {num(m, m.includes('.') ? 1 : 0)}×
                </li>
              );
            })}
          </ol>
        </div>

        <form
          className="arcade-controls"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            plinko.send({ type: 'round.play' });
          }}
        >
          <Outcome round={round} shown={landed && state === 'ready'} error={error} />
          <BetField
            id="plinko-bet"
            amount={choice.amount}
            onAmount={(amount) => plinko.send({ type: 'round.choose', choice: { amount } })}
            max={max}
          />
          <div className="field">
            <label htmlFor="plinko-rows">
              <Trans>Rows</Trans>
            </label>
            <select
              id="plinko-rows"
              value={choice.rows}
              onChange={(event) => plinko.send({ type: 'round.choose', choice: { rows: Number(event.target.value) } })}
            >
              {Array.from({ length: rules.max_rows - rules.min_rows + 1 }, (_, i) => rules.min_rows + i).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="plinko-risk">
            <legend>
              <Trans>Risk</Trans>
            </legend>
            <div className="arcade-choices">
              {rules.risks.map((r) => (
                <button
                  key={r}
                  type="button"
                  className="btn btn-secondary btn-small"
                  aria-pressed={choice.risk === r}
                  onClick={() => plinko.send({ type: 'round.choose', choice: { risk: r } })}
                >
                  {i18n._(RISK_NAMES[r])}
                </button>
              ))}
            </div>
          </fieldset>
          <p className="muted plinko-table-rtp">
            <Trans>
              This table ({chosenRows} rows, {riskName} risk) returns {tableRtp}%.
            </Trans>
          </p>
          <button type="submit" className="btn btn-primary btn-block arcade-play" disabled={busy || revealing || above}>
            {busy || revealing ? <Trans>Dropping…</Trans> : <Trans>Drop the ball</Trans>}
          </button>
        </form>
      </div>

      <RulesCard rtp={rtp}>
        <p className="muted">
          <Trans>
            The ball falls through the rows of pegs and bounces left or right at each one, every bounce drawn by the
            server's seed with even odds. The slot it lands in pays its multiplier times the bet. You choose from 8 to
            16 rows and the risk: the higher the risk, the less the middle pays and the more the edges pay. Each table's
            return is exact (the chance of each slot is the binomial one); {rtp}% is the average of all 27 tables.
          </Trans>
        </p>
        <table>
          <caption className="muted">
            <Trans>
              Multipliers for {chosenRows} rows, {riskName} risk
            </Trans>
          </caption>
          <tbody>
            <tr>
              {(chosen?.multipliers ?? []).map((m, k) => (
                <td key={k}>{m}</td>
              ))}
            </tr>
          </tbody>
        </table>
        <MaxWinLine amount={table.max_win} rule="refuses" />
      </RulesCard>
      <TableFairness commitment={commitment} round={round} className="arcade-card" />
    </div>
  );
}
