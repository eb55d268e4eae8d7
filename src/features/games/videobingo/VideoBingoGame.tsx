import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect } from 'react';
import type { Locale } from '../../../../contract/locales';
import type { Pattern, VideoBingoRules, VideoBingoView } from '../../../../engines/videobingo';
import { stakeOf } from '../../../../machines/drawRound';
import { useSystem } from '../../../app/SystemContext';
import { formatDecimal } from '../../../i18n/numbers';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Money } from '../../../ui/Money';
import { Ball, CardGrid, DrawFoot, DrawOutcome, CardsPicker, DrawControls, useRevealed, useStill } from '../DrawTable';
import type { TableProps } from '../tables';
import './videobingo.css';
import './refusals';
import { aboveMax, largestStake, perCard } from '../MaxWin';
import { useFlow } from '../../../flow/useFlow';

const BETS = ['0.10', '0.20', '0.50', '1.00'];
/** How long the 30 balls take to come out (the machine's reveal, less a beat to read the result). */
const REVEAL_SPAN = 3100;

const PATTERN_NAMES = {
  full: msg`Full card`,
  frame: msg`Frame`,
  u: msg`U`,
  two_lines: msg`Two lines`,
  x: msg`X`,
  v: msg`V`,
  line: msg`Line`,
  corners: msg`Corners`,
} satisfies Record<Pattern, unknown>;

/** A pattern drawn as a small 3 × 5 grid. */
function PatternIcon({ cells }: { cells: readonly number[] }) {
  return (
    <svg className="vb-pattern-icon" viewBox="0 0 50 30" aria-hidden="true">
      {Array.from({ length: 15 }, (_, cell) => (
        <rect
          key={cell}
          x={(cell % 5) * 10 + 1}
          y={Math.floor(cell / 5) * 10 + 1}
          width="8"
          height="8"
          rx="2"
          className={cells.includes(cell) ? 'on' : 'off'}
        />
      ))}
    </svg>
  );
}

/** Video bingo: up to 4 cards of 15 numbers, 30 balls, each card paid its best pattern. */
export default function VideoBingoGame(props: TableProps) {
  return (
    <Suspense fallback={<div className="draw-table skeleton vb-skeleton" aria-busy="true" />}>
      <VideoBingoTable {...props} />
    </Suspense>
  );
}

function VideoBingoTable({ gameId, launch }: TableProps) {
  const { t, i18n } = useLingui();
  const { load } = useSystem();
  const game = useFlow(load.videoBingoRound(), {
    input: { gameId, launch },
  });
  const table = useSelector(game, (s) => s.context.table);
  const commitment = useSelector(game, (s) => s.context.commitment);
  const choice = useSelector(game, (s) => s.context.choice);
  const round = useSelector(game, (s) => s.context.round);
  const error = useSelector(game, (s) => s.context.error);
  const loading = useSelector(game, (s) => s.matches('loading'));
  const loadFailed = useSelector(game, (s) => s.matches('loadFailed'));
  const playing = useSelector(game, (s) => s.matches('playing'));
  const revealing = useSelector(game, (s) => s.matches('revealing'));
  const still = useStill();
  const view = (round?.view ?? null) as VideoBingoView | null;
  const shown = useRevealed(round?.round_id ?? null, view?.balls.length ?? 0, revealing, REVEAL_SPAN);

  useEffect(() => {
    if (revealing && still) game.send({ type: 'round.skip' });
  }, [revealing, still, game]);

  if (loading) return <div className="draw-table skeleton vb-skeleton" aria-busy="true" />;
  if (loadFailed || !table) return <LoadFailed onRetry={() => game.send({ type: 'round.retry' })} />;

  const rules = table.rules as VideoBingoRules;
  const locale = i18n.locale as Locale;
  const num = (value: string | number, places = 2) => formatDecimal(value, locale, places);
  const busy = playing || revealing;
  const out = view ? view.balls.slice(0, shown) : [];
  const called = new Set(out);
  const done = round !== null && !busy;
  const stake = stakeOf(choice.amount, choice.cards);
  // The largest bet per card whose cards, each with the best pattern, stay within the maximum win per round.
  const best = Math.max(...rules.paytable.map((row) => Math.round(Number(row.pays) * 100)));
  const max = perCard(largestStake(table.max_win, table.max_bet, [best, 100]), choice.cards);
  const above = aboveMax(choice.amount, max);
  const rtp = num(table.rtp);
  const count = out.length;
  const total = rules.balls;
  const numbers = rules.numbers;
  const maxCards = rules.max_cards;
  const playedCards = view?.cards.length ?? 0;
  const patternsWon = new Set(done && view ? view.cards.map((c) => c.pattern).filter((p) => p !== null) : []);

  return (
    <div className={`draw-table videobingo vb-v-${table.variant}`}>
      <div className="draw-felt vb-felt">
        <div className="draw-status">
          <span className="draw-count">
            <Trans>
              Ball {count} of {total}
            </Trans>
          </span>
          <span className="muted">
            <Trans>Balls 1–{numbers}</Trans>
          </span>
        </div>
        <div className="draw-rack vb-rack" aria-label={t`Balls drawn`}>
          {out.map((n) => (
            <Ball key={n} n={n} />
          ))}
        </div>
        <div className="vb-cards">
          {Array.from({ length: maxCards }, (_, index) => {
            const card = view && index < playedCards ? view.cards[index]! : null;
            const active = card ? true : index < choice.cards;
            const cardNumber = index + 1;
            const pattern = done && card?.pattern ? card.pattern : null;
            return (
              <figure key={index} className={`vb-card${active ? '' : ' vb-card-off'}${pattern ? ' vb-card-won' : ''}`}>
                <figcaption>
                  <Trans>Card {cardNumber}</Trans>
                  {pattern && card && (
                    <span className="vb-card-win">
                      {i18n._(PATTERN_NAMES[pattern])} · <Money amount={card.win} />
                    </span>
                  )}
                </figcaption>
                <CardGrid
                  cardNumber={cardNumber}
                  className="vb-grid"
                  rows={3}
                  columns={5}
                  cell={(r, c) => {
                    const n = card?.numbers[r * 5 + c];
                    const marked = n !== undefined && called.has(n);
                    return (
                      <span
                        key={c}
                        role="cell"
                        className={`vb-cell${marked ? ' vb-marked' : ''}`}
                        aria-label={marked ? t`${n}, drawn` : undefined}
                      >
                        {n ?? ''}
                      </span>
                    );
                  }}
                />
              </figure>
            );
          })}
        </div>
      </div>

      <DrawOutcome settled={done && view ? round : null} lost={<Trans>No pattern this time.</Trans>} error={error} />

      <DrawControls
        id="vb-bet"
        label={<Trans>Bet per card (R$)</Trans>}
        amount={choice.amount}
        onAmount={(amount) => game.send({ type: 'round.amount', amount })}
        beside={
          <CardsPicker
            cards={choice.cards}
            busy={busy}
            onCards={(cards) => game.send({ type: 'round.choose', choice: { cards } })}
          />
        }
        bets={BETS}
        stake={stake}
        max={max}
        above={above}
        playing={playing}
        revealing={revealing}
        onPlay={() => game.send({ type: 'round.play' })}
        onSkip={() => game.send({ type: 'round.skip' })}
      />

      <DrawFoot
        rulesClass="vb-rules"
        maxWin={table.max_win}
        commitment={commitment}
        round={round}
        summary={<Trans>Patterns and pays · RTP {rtp}%</Trans>}
        open
      >
        <p className="muted">
          <Trans>
            Each card holds 15 numbers of 1–{numbers}, none on two cards. {total} balls are drawn; each card pays its
            best pattern only, times the bet per card. Line and two lines count any whole rows.
          </Trans>
        </p>
        <ul className="vb-paytable">
          {rules.paytable.map((p) => {
            const oneIn = num(p.one_in, 0);
            return (
              <li key={p.pattern} className={patternsWon.has(p.pattern) ? 'vb-pay-won' : ''}>
                <PatternIcon cells={p.cells} />
                <span className="vb-pay-name">{i18n._(PATTERN_NAMES[p.pattern])}</span>
                <strong>×{num(p.pays)}</strong>
                <small className="muted">
                  <Trans>1 in {oneIn}</Trans>
                </small>
              </li>
            );
          })}
        </ul>
      </DrawFoot>
    </div>
  );
}
