import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import './refusals';
import './fish.css';
import type { Locale } from '../../../../contract/locales';
import { shotStake } from '../../../../machines/fishRound.machine';
import { useSystem } from '../../../app/SystemContext';
import { usePlayPaused } from '../../../app/playPause';
import { formatDecimal } from '../../../i18n/numbers';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Money } from '../../../ui/Money';
import { TableFairness } from '../TableFairness';
import { BetField, Outcome, RulesCard } from '../ArcadeParts';
import type { TableProps } from '../tables';
import { largestStake, MaxWinLine, perCard } from '../MaxWin';
import { FishSprite, lookOf } from './FishSprite';
import { useFlow } from '../../../flow/useFlow';

/** The rules the fish engine publishes (engines/fish.ts `rules`). */
type FishRules = {
  min_level: number;
  max_level: number;
  species: { id: string; name: string; multiplier: string; chance: string; catch_below: number; out_of: number }[];
};
type FishView = { target: string; multiplier: string; caught: boolean };

export default function FishGame(props: TableProps) {
  return (
    <Suspense fallback={<div className="arcade skeleton arcade-skeleton" aria-busy="true" />}>
      <FishTable {...props} />
    </Suspense>
  );
}

function FishTable({ gameId, launch }: TableProps) {
  const { t, i18n } = useLingui();
  const { load } = useSystem();
  const fish = useFlow(load.fishRound(), { input: { gameId, launch } });
  const table = useSelector(fish, (s) => s.context.table);
  const commitment = useSelector(fish, (s) => s.context.commitment);
  const choice = useSelector(fish, (s) => s.context.choice);
  const round = useSelector(fish, (s) => s.context.round);
  const history = useSelector(fish, (s) => s.context.history);
  const auto = useSelector(fish, (s) => s.context.auto);
  const error = useSelector(fish, (s) => s.context.error);
  const state = useSelector(fish, (s) => s.value);
  const lanes = useRef<HTMLDivElement>(null);
  /** The Fire button was held into automatic fire (its closing click is not a shot). */
  const held = useRef(false);

  const species = (table?.rules as FishRules | undefined)?.species ?? [];
  // The first fish is aimed at once the water is known, so a first tap on Fire shoots.
  const first = species[0]?.id ?? '';
  useEffect(() => {
    if (first && choice.target === '') fish.send({ type: 'round.choose', choice: { target: first } });
  }, [first, choice.target, fish]);
  // Letting go anywhere stops the automatic fire (a finger may slide off the button).
  // The reality check stops it too: the shot on its way lands, no next one is fired.
  const paused = usePlayPaused();
  useEffect(() => {
    if (!auto) return;
    const stop = () => fish.send({ type: 'round.auto', on: false });
    if (paused) return void stop();
    window.addEventListener('pointerup', stop);
    window.addEventListener('blur', stop);
    return () => {
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('blur', stop);
    };
  }, [auto, paused, fish]);

  if (state === 'loading') return <div className="arcade skeleton arcade-skeleton" aria-busy="true" />;
  if (state === 'loadFailed' || !table) return <LoadFailed onRetry={() => fish.send({ type: 'round.retry' })} />;

  const rules = table.rules as FishRules;
  const num = (value: string | number, places = 2) => formatDecimal(value, i18n.locale as Locale, places);
  const busy = state === 'playing';
  const shot = state === 'playing' || state === 'revealing';
  const view = round ? (round.view as FishView) : null;
  const stake = shotStake(choice) ?? '0.00';
  const aimed = species.findIndex((s) => s.id === choice.target);
  // The largest bet per level whose catch of the fish aimed at stays within the maximum win per round.
  const aimedMultiplier = Math.round(Number(species[aimed]?.multiplier ?? '0') * 100);
  const shotMax = aimed >= 0 ? largestStake(table.max_win, table.max_bet, [aimedMultiplier, 100]) : null;
  const perLevelMax = perCard(shotMax, choice.level);
  const level = choice.level;
  const rtp = num(table.rtp);
  const caughtLast = view && !busy ? view.caught : false;

  const aim = (index: number) => {
    const next = species[(index + species.length) % species.length];
    if (!next) return;
    fish.send({ type: 'round.choose', choice: { target: next.id } });
    lanes.current?.querySelector<HTMLButtonElement>(`[data-species="${next.id}"]`)?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowRight') {
      event.preventDefault();
      aim(aimed + 1);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') {
      event.preventDefault();
      aim(aimed - 1);
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      // Held down, the key repeats: that is hold-to-fire, at the table's capped rate.
      if (event.repeat) fish.send({ type: 'round.auto', on: true });
      else fish.send({ type: 'round.play' });
    }
  };

  return (
    <div className="arcade fish">
      <div className="fish-water" style={{ '--lanes': species.length } as CSSProperties}>
        <div
          className="fish-lanes"
          ref={lanes}
          role="radiogroup"
          aria-label={t`Fish to aim at: arrows choose, space fires`}
          onKeyDown={onKey}
          onKeyUp={(event) => {
            if (event.key !== ' ' && event.key !== 'Enter') return;
            // The shot went on key down: the button's own click on key up would be a second one.
            event.preventDefault();
            fish.send({ type: 'round.auto', on: false });
          }}
        >
          {species.map((s, i) => {
            const look = lookOf(s.id);
            const selected = s.id === choice.target;
            const hit = caughtLast && view?.target === s.id;
            const multiplier = num(s.multiplier, 0);
            const name = s.name;
            return (
              <button
                key={s.id}
                type="button"
                role="radio"
                aria-checked={selected}
                tabIndex={selected || (aimed < 0 && i === 0) ? 0 : -1}
                data-species={s.id}
                className={`fish-lane${selected ? ' is-aimed' : ''}${hit ? ' is-hit' : ''}`}
                style={{ '--size': look.size, '--lane': i, '--speed': `${9 + ((i * 7) % 6)}s` } as CSSProperties}
                aria-label={t`${name}: pays ${multiplier}×`}
                onClick={() => {
                  fish.send({ type: 'round.choose', choice: { target: s.id } });
                  fish.send({ type: 'round.play' });
                }}
              >
                <span className="fish-swimmer">
                  <FishSprite id={s.id} />
                </span>
                <span className="fish-tag">{multiplier}×</span>
                {hit && round && (
                  <span className="fish-burst" aria-hidden="true">
                    +<Money amount={round.win} />
                  </span>
                )}
              </button>
            );
          })}
        </div>
        <div className={`fish-cannon${shot ? ' is-firing' : ''}`} aria-hidden="true">
          <svg viewBox="0 0 80 60">
            <rect x="32" y="2" width="16" height="34" rx="6" fill="#f5c542" stroke="#8a6400" strokeWidth="2" />
            <circle cx="40" cy="46" r="14" fill="#2a3150" stroke="#f5c542" strokeWidth="3" />
            <text x="40" y="51" textAnchor="middle" fontSize="13" fontWeight="900" fill="#f5c542">
              {level}
            </text>
          </svg>
        </div>
        <span
          className={`fish-shot${shot ? ' is-flying' : ''}`}
          style={{ '--lane': Math.max(0, aimed) } as CSSProperties}
          aria-hidden="true"
        />
      </div>

      <div className="arcade-split">
        <div className="arcade-controls">
          <Outcome round={round} shown={!busy} error={error} />
          <ol className="fish-history" aria-label={t`Last shots`}>
            {history.map((past, i) => {
              const v = past.view as FishView;
              return (
                <li key={`${past.round_id}-${i}`} className={v.caught ? 'is-won' : undefined}>
                  {v.caught ? <Money amount={past.win} /> : '·'}
                </li>
              );
            })}
          </ol>
        </div>
        <div className="arcade-controls">
          <BetField
            id="fish-bet"
            amount={choice.amount}
            label={<Trans>Bet per level (R$)</Trans>}
            onAmount={(amount) => fish.send({ type: 'round.choose', choice: { amount } })}
            max={perLevelMax}
          />
          <div className="fish-level" role="group" aria-label={t`Cannon level`}>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              aria-label={t`Lower the cannon level`}
              disabled={level <= rules.min_level}
              onClick={() => fish.send({ type: 'round.choose', choice: { level: level - 1 } })}
            >
              −
            </button>
            <span aria-live="polite">
              <Trans>
                Level {level} · shot <Money amount={stake} />
              </Trans>
            </span>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              aria-label={t`Raise the cannon level`}
              disabled={level >= rules.max_level}
              onClick={() => fish.send({ type: 'round.choose', choice: { level: level + 1 } })}
            >
              +
            </button>
          </div>
          <button
            type="button"
            className={`btn btn-primary btn-block arcade-play${auto ? ' is-auto' : ''}`}
            onClick={() => {
              // The click that ends a hold fires no extra shot.
              if (held.current) held.current = false;
              else fish.send({ type: 'round.play' });
            }}
            onPointerDown={(event) => {
              // Held for a moment, the button fires by itself until let go.
              const button = event.currentTarget;
              const timer = window.setTimeout(() => {
                held.current = true;
                fish.send({ type: 'round.auto', on: true });
              }, 350);
              const clear = () => window.clearTimeout(timer);
              button.addEventListener('pointerup', clear, { once: true });
              button.addEventListener('pointerleave', clear, { once: true });
            }}
            onContextMenu={(event) => event.preventDefault()}
          >
            {auto ? <Trans>Firing… let go to stop</Trans> : <Trans>Fire (hold for automatic)</Trans>}
          </button>
        </div>
      </div>

      <RulesCard rtp={rtp}>
        <p className="muted">
          <Trans>
            Each shot costs the bet times the cannon level and is one round. Aim at a fish and fire: the server's seed
            decides whether the shot catches it, with the chance below; a catch pays the fish's multiplier times the
            shot. Every fish returns {rtp}%: the bigger the prize, the rarer the catch. Holding Fire (or the space bar)
            fires automatically, one shot at a time.
          </Trans>
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Fish</Trans>
              </th>
              <th scope="col">
                <Trans>Multiplier</Trans>
              </th>
              <th scope="col">
                <Trans>Catch chance</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rules.species.map((s) => (
              <tr key={s.id}>
                <td>{s.name}</td>
                <td>{num(s.multiplier, 0)}×</td>
                <td>
                  {num(s.chance, 4)}% ({s.catch_below}/{s.out_of})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <MaxWinLine amount={table.max_win} rule="refuses" />
      </RulesCard>
      <TableFairness commitment={commitment} round={round} className="arcade-card" />
    </div>
  );
}
