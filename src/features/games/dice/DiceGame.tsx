import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, type CSSProperties } from 'react';
import './refusals';
import './dice.css';
import type { Locale } from '../../../../contract/locales';
import { diceChance, type DiceDirection } from '../../../../machines/diceRound.machine';
import { useSystem } from '../../../app/SystemContext';
import { formatDecimal } from '../../../i18n/numbers';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Money } from '../../../ui/Money';
import { TableFairness } from '../TableFairness';
import { BetField, Outcome, reducedMotion, RulesCard } from '../ArcadeParts';
import type { TableProps } from '../tables';
import { hundredthsText } from '../../../../engines/types';
import { multiplierOf } from '../../../../engines/dice';
import { aboveMax, largestStake, MaxWinLine } from '../MaxWin';
import { useFlow } from '../../../flow/useFlow';

/** The rules the dice engine publishes (engines/dice.ts `rules`). */
type DiceRules = {
  rolls: number;
  min_chance: string;
  max_chance: string;
  rtp_max: string;
  examples: { chance: string; multiplier: string }[];
};
type DiceView = {
  roll: string;
  target: string;
  direction: DiceDirection;
  chance: string;
  multiplier: string;
  won: boolean;
};

/** The multiplier for a chance in hundredths of a percent, as the engine computes it: rtp / chance, 4 significant digits. */
function multiplierFor(rtpBasis: number, chance: number): number {
  for (let e = 0; e <= 4; e += 1) {
    const digits = Math.floor((rtpBasis * 10 ** e) / chance);
    if (digits >= 1000) return (digits * 10 ** (4 - e)) / 10_000;
  }
  return rtpBasis / chance;
}

const hundredths = hundredthsText;

export default function DiceGame(props: TableProps) {
  return (
    <Suspense fallback={<div className="arcade skeleton arcade-skeleton" aria-busy="true" />}>
      <DiceTable {...props} />
    </Suspense>
  );
}

function DiceTable({ gameId, launch }: TableProps) {
  const { t, i18n } = useLingui();
  const { load } = useSystem();
  const dice = useFlow(load.diceRound(), { input: { gameId, launch } });
  const table = useSelector(dice, (s) => s.context.table);
  const commitment = useSelector(dice, (s) => s.context.commitment);
  const choice = useSelector(dice, (s) => s.context.choice);
  const round = useSelector(dice, (s) => s.context.round);
  const history = useSelector(dice, (s) => s.context.history);
  const error = useSelector(dice, (s) => s.context.error);
  const state = useSelector(dice, (s) => s.value);

  const revealing = state === 'revealing';
  useEffect(() => {
    if (revealing && reducedMotion()) dice.send({ type: 'round.skip' });
  }, [revealing, dice]);

  if (state === 'loading') return <div className="arcade skeleton arcade-skeleton" aria-busy="true" />;
  if (state === 'loadFailed' || !table) return <LoadFailed onRetry={() => dice.send({ type: 'round.retry' })} />;

  const rules = table.rules as DiceRules;
  const locale = i18n.locale as Locale;
  const num = (value: string | number, places = 2) => formatDecimal(value, locale, places);
  const busy = state === 'playing';
  const view = round ? (round.view as DiceView) : null;
  const chance = diceChance(choice.target, choice.direction);
  const valid = Number.isFinite(chance) && chance >= 1 && chance <= 9800;
  const rtpBasis = Math.round(Number(rules.rtp_max) * 100);
  const multiplier = valid ? multiplierFor(rtpBasis, chance) : null;
  // The largest bet whose win at this chance stays within the maximum win per round.
  const max = valid ? largestStake(table.max_win, table.max_bet, [multiplierOf({ rtpBasis }, chance), 10_000]) : null;
  const above = aboveMax(choice.amount, max);
  const targetValue = Math.round(Number(choice.target.replace(',', '.')) * 100) || 5000;
  const profit =
    multiplier && Number(choice.amount.replace(',', '.')) > 0
      ? (Math.floor(Math.round(Number(choice.amount.replace(',', '.')) * 100) * multiplier) / 100).toFixed(2)
      : '0.00';
  const chanceText = valid ? num(chance / 100) : '—';
  const multiplierText = multiplier ? num(multiplier, multiplier >= 1000 ? 0 : multiplier >= 100 ? 2 : 4) : '—';
  const rtp = num(table.rtp);
  const rtpMax = num(rules.rtp_max);
  const minChance = num(rules.min_chance);
  const maxChance = num(rules.max_chance);
  const rolled = view ? view.roll : null;

  return (
    <div className="arcade dice">
      <div className="arcade-split">
        <div className="dice-stage">
          <div
            className={`dice-roll${view && !busy ? (view.won ? ' is-won' : ' is-lost') : ''}${revealing ? ' is-rolling' : ''}`}
            aria-live="polite"
            aria-atomic="true"
          >
            <DiceIcon />
            <span className="dice-number">{busy ? '··' : rolled ? num(rolled) : '—'}</span>
          </div>
          <div
            className={`dice-track dice-${choice.direction}`}
            style={{ '--target': `${targetValue / 100}%` } as CSSProperties}
            aria-hidden="true"
          >
            {view && !busy && (
              <span
                className={`dice-marker${view.won ? ' is-won' : ''}`}
                style={{ '--roll': `${Number(view.roll)}%` } as CSSProperties}
              >
                {num(view.roll)}
              </span>
            )}
          </div>
          <div className="field dice-slider">
            <label htmlFor="dice-target-range">
              <Trans>Target</Trans>
            </label>
            <input
              id="dice-target-range"
              type="range"
              min={1}
              max={9998}
              step={1}
              value={targetValue}
              aria-valuetext={num(targetValue / 100)}
              onChange={(event) =>
                dice.send({ type: 'round.choose', choice: { target: hundredths(Number(event.target.value)) } })
              }
            />
          </div>
          <ol className="dice-history" aria-label={t`Last rolls`}>
            {history.map((past, i) => {
              const v = past.view as DiceView;
              return (
                <li key={`${past.round_id}-${i}`} className={v.won ? 'is-won' : 'is-lost'}>
                  {num(v.roll)}
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
            dice.send({ type: 'round.play' });
          }}
        >
          <Outcome round={round} shown={state === 'ready'} error={error} />
          <BetField
            id="dice-bet"
            amount={choice.amount}
            onAmount={(amount) => dice.send({ type: 'round.choose', choice: { amount } })}
            max={max}
          />
          <div className="arcade-choices" role="group" aria-label={t`Win when the roll is`}>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              aria-pressed={choice.direction === 'under'}
              onClick={() => dice.send({ type: 'round.choose', choice: { direction: 'under' } })}
            >
              <Trans>Roll under</Trans>
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              aria-pressed={choice.direction === 'over'}
              onClick={() => dice.send({ type: 'round.choose', choice: { direction: 'over' } })}
            >
              <Trans>Roll over</Trans>
            </button>
          </div>
          <div className="field">
            <label htmlFor="dice-target">
              <Trans>Target (0.01 – 99.98)</Trans>
            </label>
            <input
              id="dice-target"
              inputMode="decimal"
              autoComplete="off"
              value={choice.target}
              onChange={(event) => dice.send({ type: 'round.choose', choice: { target: event.target.value } })}
            />
          </div>
          <dl className="arcade-facts">
            <div>
              <dt>
                <Trans>Win chance</Trans>
              </dt>
              <dd>{chanceText}%</dd>
            </div>
            <div>
              <dt>
                <Trans>Multiplier</Trans>
              </dt>
              <dd>{multiplierText}×</dd>
            </div>
            <div>
              <dt>
                <Trans>Pays</Trans>
              </dt>
              <dd>
                <Money amount={profit} />
              </dd>
            </div>
          </dl>
          <button type="submit" className="btn btn-primary btn-block arcade-play" disabled={busy || above}>
            {busy ? <Trans>Rolling…</Trans> : <Trans>Roll</Trans>}
          </button>
        </form>
      </div>

      <RulesCard rtp={rtp}>
        <p className="muted">
          <Trans>
            The server's seed rolls a number from 0.00 to 99.99, each of the 10,000 equally likely. Choose a target and
            whether the roll must land under it or over it: the win chance follows (from {minChance}% to {maxChance}%),
            and a win pays {rtpMax}% divided by the chance, rounded down to four significant digits, so every choice
            returns at most {rtpMax}%. The RTP shown ({rtp}%) is the average over whole-percent chances from 1% to 98%.
          </Trans>
        </p>
        <MaxWinLine amount={table.max_win} rule="refuses" />
        <table>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Win chance</Trans>
              </th>
              <th scope="col">
                <Trans>Multiplier</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rules.examples.map((example) => (
              <tr key={example.chance}>
                <td>{num(example.chance)}%</td>
                <td>{example.multiplier}×</td>
              </tr>
            ))}
          </tbody>
        </table>
      </RulesCard>
      <TableFairness commitment={commitment} round={round} className="arcade-card" />
    </div>
  );
}

function DiceIcon() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="dice-icon">
      <rect x="5" y="5" width="38" height="38" rx="9" fill="#f6f3ff" stroke="#7c5cff" strokeWidth="2.5" />
      <g fill="#2b1d66">
        <circle cx="15" cy="15" r="3.6" />
        <circle cx="33" cy="15" r="3.6" />
        <circle cx="24" cy="24" r="3.6" />
        <circle cx="15" cy="33" r="3.6" />
        <circle cx="33" cy="33" r="3.6" />
      </g>
    </svg>
  );
}
