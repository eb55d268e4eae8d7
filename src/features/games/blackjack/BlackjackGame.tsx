import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useId } from 'react';
import './refusals';
import '../refusals';
import '../cards.css';
import './blackjack.css';
import { useSystem } from '../../../app/SystemContext';
import { formatDecimal } from '../../../i18n/numbers';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Money } from '../../../ui/Money';
import type { Locale } from '../../../../contract/locales';
import type { BlackjackRules, HandResult, HandView, Move } from '../../../../engines/blackjack';
import { viewOf, type BlackjackRoundActorRef } from '../../../../machines/blackjackRound.machine';
import { isShortcut, useReducedMotion, useSecondsUntil } from '../cardMotion';
import { PlayingCard } from '../PlayingCard';
import type { TableProps } from '../tables';
import { ResultLine } from '../RoundResult';
import { DealForm, DealTableFoot } from '../dealKit';
import { RefusalLine } from '../stakeKit';
import { useFlow } from '../../../flow/useFlow';

const QUICK_BETS = ['1.00', '5.00', '10.00', '50.00'];

const MOVES: { move: Move; key: string; label: MessageDescriptor }[] = [
  { move: 'hit', key: 'h', label: msg`Hit` },
  { move: 'stand', key: 's', label: msg`Stand` },
  { move: 'double', key: 'd', label: msg`Double` },
  { move: 'split', key: 'p', label: msg({ message: 'Split', context: 'blackjack move' }) },
];

const RESULTS: Record<HandResult, MessageDescriptor> = {
  blackjack: msg`Blackjack!`,
  win: msg({ message: 'Win', context: 'blackjack hand result' }),
  push: msg`Push`,
  lose: msg`Lose`,
  bust: msg`Bust`,
};

/** A blackjack table of the house: rules before the bet, then the deal, the moves, the dealer and the result. */
export default function BlackjackGame({ gameId, launch }: TableProps) {
  return (
    <Suspense fallback={<div className="slot skeleton slot-skeleton" aria-busy="true" />}>
      <BlackjackTable gameId={gameId} launch={launch} />
    </Suspense>
  );
}

function BlackjackTable({ gameId, launch }: TableProps) {
  const { load } = useSystem();
  const table = useFlow(load.blackjackRound(), {
    input: { gameId, launch },
  });
  const loading = useSelector(table, (s) => s.matches('loading'));
  const loadFailed = useSelector(table, (s) => s.matches('loadFailed'));
  const rules = useSelector(table, (s) => s.context.table);
  if (loading) return <div className="slot skeleton slot-skeleton" aria-busy="true" />;
  if (loadFailed || !rules) return <LoadFailed onRetry={() => table.send({ type: 'blackjack.retry' })} />;
  return <Loaded table={table} />;
}

function Loaded({ table }: { table: BlackjackRoundActorRef }) {
  const { t, i18n } = useLingui();
  const betId = useId();
  const reduced = useReducedMotion();
  const info = useSelector(table, (s) => s.context.table)!;
  const commitment = useSelector(table, (s) => s.context.commitment);
  const amount = useSelector(table, (s) => s.context.amount);
  const round = useSelector(table, (s) => s.context.round);
  const error = useSelector(table, (s) => s.context.error);
  const deciding = useSelector(table, (s) => s.matches('deciding'));
  const busy = useSelector(table, (s) => s.matches('dealing') || s.matches('acting'));
  const revealing = useSelector(table, (s) => s.matches('revealing'));
  const betting = useSelector(table, (s) => s.matches('ready'));
  const allowed = useSelector(table, (s) =>
    MOVES.filter(({ move }) => s.can({ type: 'blackjack.move', move })).map(({ move }) => move),
  );
  const seconds = useSecondsUntil(deciding ? (round?.closes_at ?? null) : null);

  // Under reduced motion the dealer's cards show at once.
  useEffect(() => {
    if (revealing && reduced) table.send({ type: 'blackjack.skip' });
  }, [revealing, reduced, table]);

  // H, S, D, P play the hand in play; Enter deals (from the bet field too, as a form).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      const found = MOVES.find(({ key }) => key === event.key.toLowerCase());
      if (!found) return;
      const snapshot = table.getSnapshot();
      if (!snapshot.can({ type: 'blackjack.move', move: found.move })) return;
      event.preventDefault();
      table.send({ type: 'blackjack.move', move: found.move });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [table]);

  const rules = info.rules as BlackjackRules;
  const view = viewOf(round);
  const num = (value: string | number) => formatDecimal(value, i18n.locale as Locale);
  const rtp = num(info.rtp);
  const pays = rules.blackjack_pays.replace(':', ' : ');
  const decks = rules.decks;
  const maxHands = rules.split_max_hands;
  const settled = round?.status === 'settled' && !revealing;
  const winAmount = round?.win ?? '0.00';
  const stakeAmount = round?.stake ?? '0.00';
  const dealerTotal = view?.dealer.total ?? 0;
  const signId = `${betId}-sign`;

  return (
    <div className="card-table blackjack">
      <div className={`felt felt-${info.variant}`}>
        <svg className="table-sign" viewBox="0 0 400 60" aria-hidden="true">
          <path id={signId} d="M 20 58 Q 200 -10 380 58" fill="none" />
          <text fontSize="15" fill="currentColor" textAnchor="middle">
            <textPath href={`#${signId}`} startOffset="50%">
              {t`BLACKJACK PAYS 6 TO 5 · INSURANCE DECLINED`}
            </textPath>
          </text>
        </svg>

        <section className="bj-dealer" aria-label={t`Dealer`}>
          <h2 className="bj-label">
            <Trans>Dealer</Trans>{' '}
            {view && (
              <span className="total-badge" aria-label={t`Dealer's total: ${dealerTotal}`}>
                {view.dealer.blackjack ? t`Blackjack` : dealerTotal}
              </span>
            )}
          </h2>
          <div className="card-row bj-cards">
            {view ? (
              view.dealer.cards.map((code, i) => <PlayingCard key={`${i}-${code ?? 'hole'}`} code={code} deal={i} />)
            ) : (
              <>
                <PlayingCard code={null} />
                <PlayingCard code={null} />
              </>
            )}
          </div>
          <p className="bj-rule-line">
            <Trans>Dealer stands on soft 17</Trans>
          </p>
        </section>

        <section className="bj-hands" aria-label={t`Your hands`}>
          {view ? (
            view.hands.map((hand, i) => (
              <Hand key={i} hand={hand} index={i} count={view.hands.length} current={view.current === i} />
            ))
          ) : (
            <p className="bj-empty">
              <Trans>Place your bet and deal.</Trans>
            </p>
          )}
        </section>
      </div>

      <div className="slot-outcome" aria-live="polite">
        {settled && (
          <ResultLine
            stake={stakeAmount}
            win={winAmount}
            winClass="slot-win"
            lost={<Trans>The dealer wins this round.</Trans>}
          />
        )}
        {deciding && seconds !== null && (
          <p className="muted bj-countdown">
            <Trans>Your move: open hands are stood in {seconds} s</Trans>
          </p>
        )}
        <RefusalLine error={error} />
      </div>

      {deciding || busy ? (
        <div className="table-controls" role="group" aria-label={t`Your move`}>
          {MOVES.map(({ move, key, label }) => (
            <button
              key={move}
              type="button"
              className={`btn ${move === 'hit' || move === 'stand' ? 'btn-primary' : 'btn-secondary'}`}
              disabled={busy || !allowed.includes(move)}
              aria-keyshortcuts={key.toUpperCase()}
              onClick={() => table.send({ type: 'blackjack.move', move })}
            >
              {t(label)}
              <span className="key-hint" aria-hidden="true">
                {key.toUpperCase()}
              </span>
            </button>
          ))}
        </div>
      ) : (
        <DealForm
          id={betId}
          amount={amount}
          bets={QUICK_BETS}
          onAmount={(bet) => table.send({ type: 'blackjack.amount', amount: bet })}
          onDeal={() => table.send({ type: 'blackjack.deal' })}
          canDeal={betting}
        />
      )}

      <DealTableFoot rtp={info.rtp} maxWin={info.max_win} commitment={commitment} round={round}>
        <li>
          <Trans>{decks} decks, shuffled for every round from the provably fair seed.</Trans>
        </li>
        <li>
          <Trans>Blackjack pays {pays}; other wins pay 1 : 1; a tie is a push (the bet comes back).</Trans>
        </li>
        <li>
          <Trans>
            The dealer stands on every 17, soft 17 too, and checks for blackjack when showing an ace or a ten.
          </Trans>
        </li>
        <li>
          <Trans>Insurance is declined: it is not offered at this table.</Trans>
        </li>
        <li>
          <Trans>Double on any first two cards, after a split too: the bet doubles and you get one card.</Trans>
        </li>
        <li>
          <Trans>
            Split two cards of the same rank into up to {maxHands} hands; split aces get one card each. A 21 after a
            split is not a blackjack.
          </Trans>
        </li>
        <li>
          <Trans>A hand left without a move is stood when its time runs out; the result is in your game record.</Trans>
        </li>
        <li>
          <Trans>Return to player with basic strategy: {rtp}% (measured over 10 million rounds).</Trans>
        </li>
      </DealTableFoot>
    </div>
  );
}

function Hand({ hand, index, count, current }: { hand: HandView; index: number; count: number; current: boolean }) {
  const { t } = useLingui();
  const number = index + 1;
  const total = hand.total;
  const label = count > 1 ? t`Hand ${number} of ${count}` : t`Your hand`;
  const totalText = hand.soft ? t`Soft ${total}` : String(total);
  return (
    <div
      className={`bj-hand${current ? ' bj-hand-current' : ''}${hand.result ? ` bj-${hand.result}` : ''}`}
      aria-current={current ? 'true' : undefined}
      aria-label={label}
      role="group"
    >
      <div className="card-row">
        {hand.cards.map((code, i) => (
          <PlayingCard key={`${i}-${code}`} code={code} deal={i} />
        ))}
      </div>
      <p className="bj-hand-facts">
        <span className="total-badge">{totalText}</span>{' '}
        <span className="bj-stake">
          <Money amount={hand.stake} />
          {hand.doubled && (
            <>
              {' '}
              · <Trans>doubled</Trans>
            </>
          )}
        </span>
      </p>
      {hand.result && (
        <p className="bj-result">
          {t(RESULTS[hand.result])}
          {hand.win && Number(hand.win) > 0 && (
            <>
              {' '}
              · <Money amount={hand.win} />
            </>
          )}
        </p>
      )}
    </div>
  );
}
