import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect } from 'react';
import type { Locale } from '../../../../contract/locales';
import type { BingoPrize, BingoRules, BingoView } from '../../../../engines/bingo';
import { stakeOf } from '../../../../machines/drawRound';
import { useSystem } from '../../../app/SystemContext';
import { formatDecimal } from '../../../i18n/numbers';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Money } from '../../../ui/Money';
import { Ball, CardGrid, DrawFoot, DrawOutcome, CardsPicker, DrawControls, useRevealed, useStill } from '../DrawTable';
import type { TableProps } from '../tables';
import './bingo.css';
import './refusals';
import { aboveMax, largestStake, perCard } from '../MaxWin';
import { useFlow } from '../../../flow/useFlow';

const PRICES = ['0.20', '0.50', '1.00', '5.00'];
/** How long the whole draw takes to call (the machine's reveal, less a beat to read the result). */
const REVEAL_SPAN = 6200;
const LETTERS = 'BINGO';

const PRIZE_NAMES = {
  line: msg`Line`,
  two_lines: msg`Two lines`,
  full_house: msg`Full house`,
} satisfies Record<BingoPrize, unknown>;

/** Bingo: buy 1–4 cards, the balls are called one by one, lines and the full house pay by the ball count. */
export default function BingoGame(props: TableProps) {
  return (
    <Suspense fallback={<div className="draw-table skeleton bingo-skeleton" aria-busy="true" />}>
      <BingoTable {...props} />
    </Suspense>
  );
}

function BingoTable({ gameId, launch }: TableProps) {
  const { t, i18n } = useLingui();
  const { load } = useSystem();
  const bingo = useFlow(load.bingoRound(), { input: { gameId, launch } });
  const table = useSelector(bingo, (s) => s.context.table);
  const commitment = useSelector(bingo, (s) => s.context.commitment);
  const choice = useSelector(bingo, (s) => s.context.choice);
  const round = useSelector(bingo, (s) => s.context.round);
  const error = useSelector(bingo, (s) => s.context.error);
  const loading = useSelector(bingo, (s) => s.matches('loading'));
  const loadFailed = useSelector(bingo, (s) => s.matches('loadFailed'));
  const playing = useSelector(bingo, (s) => s.matches('playing'));
  const revealing = useSelector(bingo, (s) => s.matches('revealing'));
  const still = useStill();
  const view = (round?.view ?? null) as BingoView | null;
  const shown = useRevealed(round?.round_id ?? null, view?.balls.length ?? 0, revealing, REVEAL_SPAN);

  useEffect(() => {
    if (revealing && still) bingo.send({ type: 'round.skip' });
  }, [revealing, still, bingo]);

  if (loading) return <div className="draw-table skeleton bingo-skeleton" aria-busy="true" />;
  if (loadFailed || !table) return <LoadFailed onRetry={() => bingo.send({ type: 'round.retry' })} />;

  const rules = table.rules as BingoRules;
  const locale = i18n.locale as Locale;
  const num = (value: string | number, places = 2) => formatDecimal(value, locale, places);
  const busy = playing || revealing;
  const seventyFive = rules.balls === 75;
  const letter = (n: number) => (seventyFive ? LETTERS[Math.floor((n - 1) / 15)] : undefined);
  const out = view ? view.balls.slice(0, shown) : [];
  const called = new Set(out);
  const last = out.at(-1);
  const recent = out.slice(-6, -1).reverse();
  const wins = view
    ? view.cards
        .flatMap((card, index) => card.wins.map((w) => ({ ...w, card: index + 1 })))
        .filter((w) => w.ball <= shown)
        .sort((a, b) => a.ball - b.ball)
    : [];
  const latest = wins.at(-1);
  const done = round !== null && !busy;
  const stake = stakeOf(choice.amount, choice.cards);
  // The largest card price whose cards, every prize won at its best, stay within the maximum win per round.
  const best = rules.prizes.reduce(
    (sum, { brackets }) => sum + Math.max(...brackets.map((b) => Math.round(Number(b.pays) * 100))),
    0,
  );
  const max = perCard(largestStake(table.max_win, table.max_bet, [best, 100]), choice.cards);
  const above = aboveMax(choice.amount, max);
  const rtp = num(table.rtp);
  const total = rules.balls;
  const limit = rules.limit;
  const count = out.length;
  const cards = view && (busy || done) ? view.cards : null;
  const latestCard = latest?.card ?? 0;
  const latestBall = latest?.ball ?? 0;

  return (
    <div className={`draw-table bingo bingo-v-${table.variant}`}>
      <div className="draw-felt bingo-felt">
        <div className="bingo-caller">
          <div className="bingo-current" aria-hidden={!last}>
            {last ? <Ball n={last} label={letter(last)} big /> : <span className="bingo-idle">{total}</span>}
          </div>
          <div className="bingo-caller-side">
            <p className="draw-count">
              {round ? (
                <Trans>
                  Ball {count} of up to {limit}
                </Trans>
              ) : (
                <Trans>
                  {total}-ball bingo · up to {limit} balls
                </Trans>
              )}
            </p>
            <div className="draw-rack" aria-label={t`Last balls called`}>
              {recent.map((n) => (
                <Ball key={n} n={n} label={letter(n)} />
              ))}
            </div>
          </div>
        </div>

        <p className="visually-hidden" aria-live="polite">
          {latest && (
            <Trans>
              {i18n._(PRIZE_NAMES[latest.prize])} on card {latestCard} at ball {latestBall}
            </Trans>
          )}
        </p>

        <div className={`bingo-cards bingo-cards-${cards?.length ?? choice.cards}`}>
          {(cards ?? Array.from({ length: choice.cards }, () => null)).map((card, index) => {
            const cardNumber = index + 1;
            const cardWins = card ? card.wins.filter((w) => w.ball <= shown) : [];
            return (
              <figure key={index} className={`bingo-card${seventyFive ? ' bingo-card-75' : ' bingo-card-90'}`}>
                <figcaption>
                  <Trans>Card {cardNumber}</Trans>
                  {cardWins.map((w) => (
                    <span key={w.prize} className="bingo-badge">
                      {i18n._(PRIZE_NAMES[w.prize])}
                    </span>
                  ))}
                </figcaption>
                {seventyFive && (
                  <div className="bingo-letters" aria-hidden="true">
                    {[...LETTERS].map((l) => (
                      <span key={l}>{l}</span>
                    ))}
                  </div>
                )}
                <CardGrid
                  cardNumber={cardNumber}
                  className="bingo-grid"
                  style={{ gridTemplateColumns: `repeat(${rules.columns}, 1fr)` }}
                  rows={rules.rows}
                  columns={rules.columns}
                  cell={(r, c) => {
                    const n = card?.numbers[r * rules.columns + c] ?? -1;
                    const free = seventyFive && r === 2 && c === 2;
                    const marked = n > 0 && called.has(n);
                    return (
                      <span
                        key={c}
                        role="cell"
                        className={`bingo-cell${n === 0 && !free ? ' bingo-blank' : ''}${marked ? ' bingo-marked' : ''}${free ? ' bingo-free' : ''}`}
                        aria-label={marked ? t`${n}, called` : undefined}
                      >
                        {free ? '★' : n > 0 ? n : ''}
                      </span>
                    );
                  }}
                />
              </figure>
            );
          })}
        </div>
      </div>

      <DrawOutcome settled={done && view ? round : null} lost={<Trans>No prize this time.</Trans>} error={error}>
        {wins.length > 0 && (
          <ul className="bingo-wins">
            {wins.map((w) => {
              const card = w.card;
              const ball = w.ball;
              return (
                <li key={`${w.card}-${w.prize}`}>
                  <Trans>
                    {i18n._(PRIZE_NAMES[w.prize])} · card {card} · ball {ball}: <Money amount={w.win} />
                  </Trans>
                </li>
              );
            })}
          </ul>
        )}
      </DrawOutcome>

      <DrawControls
        id="bingo-price"
        label={<Trans>Card price (R$)</Trans>}
        amount={choice.amount}
        onAmount={(amount) => bingo.send({ type: 'round.amount', amount })}
        beside={
          <CardsPicker
            cards={choice.cards}
            busy={busy}
            onCards={(cards) => bingo.send({ type: 'round.choose', choice: { cards } })}
          />
        }
        bets={PRICES}
        betsLabel={t`Card prices`}
        stake={stake}
        max={max}
        above={above}
        playing={playing}
        revealing={revealing}
        onPlay={() => bingo.send({ type: 'round.play' })}
        onSkip={() => bingo.send({ type: 'round.skip' })}
        skipLabel={<Trans>Call all balls</Trans>}
        playingLabel={<Trans>Dealing…</Trans>}
        playLabel={<Trans>Buy cards and play</Trans>}
      />

      <DrawFoot
        rulesClass="bingo-rules"
        maxWin={table.max_win}
        commitment={commitment}
        round={round}
        summary={<Trans>Rules and prizes · RTP {rtp}%</Trans>}
      >
        <p className="muted">
          {seventyFive ? (
            <Trans>
              A single-player bingo: the draw is yours alone, no other players share it. Each card has 5 × 5 numbers
              under B-I-N-G-O (B 1–15, I 16–30, N 31–45, G 46–60, O 61–75) with a free centre. A line is any row, column
              or diagonal.
            </Trans>
          ) : (
            <Trans>
              A single-player bingo: the draw is yours alone, no other players share it. Each ticket has 3 rows of 9
              columns with 5 numbers a row; the first column holds 1–9, the next 10–19, and so on to 80–90. A line is a
              whole row.
            </Trans>
          )}{' '}
          <Trans>
            Balls are drawn one by one until every card has a full house or {limit} balls are out. Each card wins each
            prize once, paid by how many balls it took, times the card price. The RTP is exact and the same for 1 to 4
            cards.
          </Trans>
        </p>
        <table className="paytable bingo-paytable">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Prize</Trans>
              </th>
              <th scope="col">
                <Trans>Within balls → pay (× card price)</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rules.prizes.map((p) => (
              <tr key={p.prize}>
                <th scope="row">{i18n._(PRIZE_NAMES[p.prize])}</th>
                <td>
                  <ul className="bingo-brackets">
                    {p.brackets.map((b) => {
                      const within = b.within;
                      return (
                        <li key={b.within}>
                          <Trans>
                            ≤ {within} balls: ×{num(b.pays)}
                          </Trans>
                        </li>
                      );
                    })}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </DrawFoot>
    </div>
  );
}
