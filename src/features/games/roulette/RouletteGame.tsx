import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import type { Locale } from '../../../../contract/locales';
import type { RouletteBetKind, RouletteRules, RouletteView } from '../../../../engines/roulette';
import { chipsOnTable, ROULETTE_CHIPS, totalOf } from '../../../../machines/rouletteRound.machine';
import { useSystem } from '../../../app/SystemContext';
import { formatDecimal } from '../../../i18n/numbers';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Money } from '../../../ui/Money';
import {
  BetControls,
  BetsTable,
  Chip,
  ChipTableFoot,
  TableOutcome,
  useMediaQuery,
  useReducedMotion,
} from '../tableKit';
import { PaytableHead } from '../PaytableHead';
import type { TableProps } from '../tables';
import {
  cellOf,
  column,
  dozen,
  INSIDE_PLACES,
  insideTargets,
  placeOf,
  spotKey,
  type InsideKind,
  type Spot,
} from './layout';
import { RouletteWheel } from './RouletteWheel';
import './refusals';
import './roulette.css';
import { useFlow } from '../../../flow/useFlow';

/** The bets' names, as the table and the wins list say them. */
const BET_NAMES: Record<RouletteBetKind, MessageDescriptor> = {
  straight: msg`Straight`,
  split: msg`Split`,
  street: msg`Street`,
  corner: msg`Corner`,
  line: msg`Six line`,
  dozen: msg`Dozen`,
  column: msg`Column`,
  red: msg`Red`,
  black: msg`Black`,
  odd: msg`Odd`,
  even: msg`Even`,
  low: msg`1–18`,
  high: msg`19–36`,
};
const INSIDE: readonly InsideKind[] = ['straight', 'split', 'street', 'corner', 'line'];
const NUMBERS = Array.from({ length: 36 }, (_, i) => i + 1);
const wideQuery = () => (typeof matchMedia === 'function' ? matchMedia('(min-width: 720px)') : null);

/** A house roulette table: the wheel, the layout to place chips on, the spin and the wins. */
export default function RouletteGame({ gameId, launch }: TableProps) {
  return (
    <Suspense fallback={<div className="rl skeleton rl-skeleton" aria-busy="true" />}>
      <RouletteTable gameId={gameId} launch={launch} />
    </Suspense>
  );
}

function RouletteTable({ gameId, launch }: TableProps) {
  const { t, i18n } = useLingui();
  const { load } = useSystem();
  const roulette = useFlow(load.rouletteRound(), {
    input: { gameId, launch },
  });
  const table = useSelector(roulette, (s) => s.context.table);
  const chip = useSelector(roulette, (s) => s.context.chip);
  const placed = useSelector(roulette, (s) => s.context.placed);
  const lastBets = useSelector(roulette, (s) => s.context.lastBets);
  const round = useSelector(roulette, (s) => s.context.round);
  const history = useSelector(roulette, (s) => s.context.history);
  const error = useSelector(roulette, (s) => s.context.error);
  const loading = useSelector(roulette, (s) => s.matches('loading'));
  const loadFailed = useSelector(roulette, (s) => s.matches('loadFailed'));
  const spinning = useSelector(roulette, (s) => s.matches('spinning'));
  const revealing = useSelector(roulette, (s) => s.matches('revealing'));
  const still = useReducedMotion();
  const wide = useMediaQuery(wideQuery);
  const [mode, setMode] = useState<InsideKind>('straight');

  // With reduced motion the wheel does not turn: the result is shown at once.
  useEffect(() => {
    if (revealing && still) roulette.send({ type: 'roulette.skip' });
  }, [revealing, still, roulette]);

  const onTable = useMemo(() => chipsOnTable(placed), [placed]);
  const amounts = useMemo(() => new Map(onTable.map((c) => [spotKey(c), c.amount])), [onTable]);

  if (loading) return <div className="rl skeleton rl-skeleton" aria-busy="true" />;
  if (loadFailed || !table) return <LoadFailed onRetry={() => roulette.send({ type: 'roulette.retry' })} />;

  const rules = table.rules as RouletteRules;
  const view = round?.view as RouletteView | undefined;
  const busy = spinning || revealing;
  const settled = !busy && view !== undefined;
  const drawn = settled ? view.number : null;
  const colourOf = (n: number) => (n === 0 ? 'green' : rules.red.includes(n) ? 'red' : 'black');
  // The even-money bets with the numbers they cover (so the drawn number lights the boxes it wins).
  const evenMoney = {
    low: NUMBERS.slice(0, 18),
    high: NUMBERS.slice(18),
    even: NUMBERS.filter((n) => n % 2 === 0),
    odd: NUMBERS.filter((n) => n % 2 === 1),
    red: NUMBERS.filter((n) => rules.red.includes(n)),
    black: NUMBERS.filter((n) => !rules.red.includes(n)),
  };
  const num = (value: string | number) => formatDecimal(value, i18n.locale as Locale);
  const betName = (kind: RouletteBetKind) => i18n._(BET_NAMES[kind]);
  /** A bet as the wins list and the layout's targets name it: "Split 17, 20", "Dozen 13–24", "Red". */
  const spotName = (spot: Spot) => {
    const first = spot.numbers[0] ?? 0;
    const last = spot.numbers[spot.numbers.length - 1] ?? 0;
    switch (spot.kind) {
      case 'straight':
        return t`Straight ${first}`;
      case 'dozen':
        return t`Dozen ${first}–${last}`;
      case 'column':
        return t`Column ${first}`;
      case 'split':
      case 'street':
      case 'corner':
      case 'line':
        return `${betName(spot.kind)} ${spot.numbers.join(', ')}`;
      default:
        return betName(spot.kind);
    }
  };
  const place = (spot: Spot) => roulette.send({ type: 'roulette.place', kind: spot.kind, numbers: spot.numbers });
  const amountOn = (spot: Spot) => amounts.get(spotKey(spot));
  const straightLabel = (n: number) => {
    const amount = amountOn({ kind: 'straight', numbers: [n] });
    return amount ? t`Straight ${n}, R$ ${num(amount)} on it` : t`Straight ${n}`;
  };
  const total = totalOf(placed);
  const colourName = (n: number) => (colourOf(n) === 'green' ? t`Green` : colourOf(n) === 'red' ? t`Red` : t`Black`);

  /** An outside bet's box: a real button with the chips staked on it. */
  const outside = (spot: Spot, label: string, content: ReactNode, className = '') => {
    const amount = amountOn(spot);
    const hit = drawn !== null && spot.numbers.includes(drawn);
    return (
      <button
        key={spotKey(spot)}
        type="button"
        className={`rl-box ${className}${hit ? ' rl-hit' : ''}`}
        aria-label={amount ? t`${label}, R$ ${num(amount)} on it` : label}
        disabled={busy}
        onClick={() => place(spot)}
      >
        {content}
        {amount && <Chip amount={amount} className="rl-chip-on" />}
      </button>
    );
  };

  return (
    <div className="rl" data-theme={rules.theme}>
      <div className="rl-top">
        <RouletteWheel
          order={rules.wheel_order}
          red={rules.red}
          number={view?.number ?? null}
          spin={round?.round_id ?? null}
          still={still}
        />
        <div className="rl-side">
          <TableOutcome
            className="rl-outcome"
            settled={settled ? round! : null}
            verdict={
              settled && (
                <p className={`rl-drawn rl-${colourOf(view.number)}`}>
                  <span className="rl-drawn-number">{view.number}</span> {colourName(view.number)}
                </p>
              )
            }
            busy={busy}
            busyText={<Trans>No more bets: the wheel is spinning…</Trans>}
          />
          <div className="rl-history">
            <h2 className="rl-small-title">
              <Trans>Last numbers</Trans>
            </h2>
            {history.length === 0 ? (
              <p className="muted rl-small">
                <Trans>No spins yet.</Trans>
              </p>
            ) : (
              <ol className="rl-history-list">
                {history.map((n, i) => (
                  <li key={i} className={`rl-ball-chip rl-${colourOf(n)}`}>
                    {n}
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
      </div>

      <fieldset className="rl-modes" disabled={busy}>
        <legend>
          <Trans>Inside bet: tap where the chip goes</Trans>
        </legend>
        {INSIDE.map((kind) => (
          <label key={kind} className="rl-mode">
            <input type="radio" name={`rl-mode-${gameId}`} checked={mode === kind} onChange={() => setMode(kind)} />
            <span>{betName(kind)}</span>
          </label>
        ))}
      </fieldset>

      <div className={`rl-layout ${wide ? 'rl-wide' : 'rl-tall'}`}>
        <div className="rl-zero-area">
          {outside(
            { kind: 'straight', numbers: [0] },
            t`Straight 0`,
            <span className="rl-number">0</span>,
            'rl-green rl-zero',
          )}
        </div>
        <div className={`rl-numbers rl-mode-${mode}`}>
          {NUMBERS.map((n) => {
            const style = cellOf(n, wide) as CSSProperties;
            const hit = drawn === n;
            const className = `rl-cell rl-${colourOf(n)}${hit ? ' rl-hit' : ''}`;
            return mode === 'straight' ? (
              <button
                key={n}
                type="button"
                className={className}
                style={style}
                disabled={busy}
                aria-label={straightLabel(n)}
                onClick={() => place({ kind: 'straight', numbers: [n] })}
              >
                <span className="rl-number">{n}</span>
              </button>
            ) : (
              <div key={n} className={className} style={style}>
                <span className="rl-number">{n}</span>
              </div>
            );
          })}
          {mode !== 'straight' &&
            insideTargets(mode).map((target) => (
              <button
                key={spotKey(target)}
                type="button"
                className="rl-target"
                style={placeOf(target.u, target.v, wide)}
                disabled={busy}
                aria-label={spotName(target)}
                title={spotName(target)}
                onClick={() => place(target)}
              />
            ))}
          {onTable
            .filter((spot) => INSIDE_PLACES.has(spotKey(spot)))
            .map((spot) => {
              const at = INSIDE_PLACES.get(spotKey(spot))!;
              return (
                <span key={spotKey(spot)} className="rl-chip-at" style={placeOf(at.u, at.v, wide)}>
                  <Chip amount={spot.amount} />
                </span>
              );
            })}
        </div>
        <div className="rl-columns">
          {[3, 2, 1].map((c) =>
            outside({ kind: 'column', numbers: column(c) }, t`Column ${c}`, <span>2:1</span>, `rl-column-${c}`),
          )}
        </div>
        <div className="rl-dozens">
          {[1, 2, 3].map((d) => {
            const label = d === 1 ? t`1st 12` : d === 2 ? t`2nd 12` : t`3rd 12`;
            return outside({ kind: 'dozen', numbers: dozen(d) }, label, <span>{label}</span>);
          })}
        </div>
        <div className="rl-even">
          {outside({ kind: 'low', numbers: evenMoney.low }, betName('low'), <span>1–18</span>)}
          {outside({ kind: 'even', numbers: evenMoney.even }, betName('even'), <span>{betName('even')}</span>)}
          {outside(
            { kind: 'red', numbers: evenMoney.red },
            betName('red'),
            <span className="rl-diamond rl-red" />,
            'rl-colour',
          )}
          {outside(
            { kind: 'black', numbers: evenMoney.black },
            betName('black'),
            <span className="rl-diamond rl-black" />,
            'rl-colour',
          )}
          {outside({ kind: 'odd', numbers: evenMoney.odd }, betName('odd'), <span>{betName('odd')}</span>)}
          {outside({ kind: 'high', numbers: evenMoney.high }, betName('high'), <span>19–36</span>)}
        </div>
      </div>

      <BetControls
        chips={ROULETTE_CHIPS}
        chip={chip}
        onChip={(amount) => roulette.send({ type: 'roulette.chip', amount })}
        total={total}
        error={error}
        busy={busy}
        placed={placed.length}
        lastBets={lastBets.length}
        onAction={(action) => roulette.send({ type: `roulette.${action}` })}
      />
      <button
        type="button"
        className="btn btn-primary btn-block rl-spin"
        disabled={busy}
        onClick={() => roulette.send({ type: 'roulette.spin' })}
      >
        {busy ? <Trans>Spinning…</Trans> : <Trans>Spin</Trans>}
      </button>

      {settled && view.bets.length > 0 && (
        <BetsTable
          caption={<Trans>Your bets this round</Trans>}
          bets={view.bets.map((bet, i) => ({ ...bet, key: i, name: spotName(bet) }))}
        />
      )}

      <ChipTableFoot table={table} round={settled ? round : null} rulesClass="rl-rules">
        <p className="muted">
          <Trans>
            European roulette with a single zero: 37 numbers, one drawn per spin. Pick a chip, then place it on a
            number, or choose an inside bet above and tap the line, corner or edge where it goes. Bets from{' '}
            <Money amount={table.min_bet} /> to <Money amount={table.max_bet} /> a spin. Zero loses every outside bet.
          </Trans>
        </p>
        <table className="paytable">
          <PaytableHead>
            <th scope="col">
              <Trans>Numbers</Trans>
            </th>
          </PaytableHead>
          <tbody>
            {rules.bets.map((bet) => (
              <tr key={bet.kind}>
                <td>{betName(bet.kind)}</td>
                <td>{bet.covers}</td>
                <td>{bet.pays}:1</td>
                <td>{num(bet.rtp)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ChipTableFoot>
    </div>
  );
}
