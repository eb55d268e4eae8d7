import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useMemo, type CSSProperties } from 'react';
import type { Locale } from '../../../../contract/locales';
import type { BaccaratBet, BaccaratRules, BaccaratView, Card } from '../../../../engines/baccarat';
import { BACCARAT_CHIPS, betsOnTable, CARD_MS, totalOf } from '../../../../machines/baccaratRound.machine';
import { useSystem } from '../../../app/SystemContext';
import { formatDecimal } from '../../../i18n/numbers';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Money } from '../../../ui/Money';
import { BetControls, BetsTable, Chip, ChipTableFoot, TableOutcome, useReducedMotion } from '../tableKit';
import { PaytableHead } from '../PaytableHead';
import type { TableProps } from '../tables';
import './baccarat.css';
import './refusals';
import { useFlow } from '../../../flow/useFlow';

const BET_NAMES: Record<BaccaratBet, MessageDescriptor> = {
  player: msg`Player`,
  banker: msg`Banker`,
  tie: msg`Tie`,
  player_pair: msg`Player pair`,
  banker_pair: msg`Banker pair`,
};
const SUITS: Record<string, string> = { s: '♠', h: '♥', d: '♦', c: '♣' };
const rankOf = (card: Card) => (card[0] === 'T' ? '10' : card[0]!);
const suitOf = (card: Card) => SUITS[card[1]!] ?? '';
const isRed = (card: Card) => card[1] === 'h' || card[1] === 'd';
const cardText = (card: Card) => `${rankOf(card)}${suitOf(card)}`;

/** A house baccarat table (punto banco): bets on player, banker, tie and the pairs, the coup dealt face up. */
export default function BaccaratGame({ gameId, launch }: TableProps) {
  return (
    <Suspense fallback={<div className="bc skeleton bc-skeleton" aria-busy="true" />}>
      <BaccaratTable gameId={gameId} launch={launch} />
    </Suspense>
  );
}

/** One playing card, dealt (slid from the shoe and turned) after `deal` cards before it. */
function PlayingCard({ card, deal, animate }: { card: Card; deal: number; animate: boolean }) {
  return (
    <span
      className={`bc-card${animate ? ' bc-dealt' : ''}`}
      style={{ '--deal': deal, '--card-ms': `${CARD_MS}ms` } as CSSProperties}
      aria-hidden="true"
    >
      <span className="bc-card-inner">
        <span className={`bc-face${isRed(card) ? ' bc-red' : ''}`}>
          <span className="bc-corner">
            {rankOf(card)}
            <br />
            {suitOf(card)}
          </span>
          <span className="bc-pip">{suitOf(card)}</span>
          <span className="bc-corner bc-corner-end">
            {rankOf(card)}
            <br />
            {suitOf(card)}
          </span>
        </span>
        <span className="bc-back" />
      </span>
    </span>
  );
}

function BaccaratTable({ gameId, launch }: TableProps) {
  const { t, i18n } = useLingui();
  const { load } = useSystem();
  const baccarat = useFlow(load.baccaratRound(), {
    input: { gameId, launch },
  });
  const table = useSelector(baccarat, (s) => s.context.table);
  const chip = useSelector(baccarat, (s) => s.context.chip);
  const placed = useSelector(baccarat, (s) => s.context.placed);
  const lastBets = useSelector(baccarat, (s) => s.context.lastBets);
  const round = useSelector(baccarat, (s) => s.context.round);
  const history = useSelector(baccarat, (s) => s.context.history);
  const error = useSelector(baccarat, (s) => s.context.error);
  const loading = useSelector(baccarat, (s) => s.matches('loading'));
  const loadFailed = useSelector(baccarat, (s) => s.matches('loadFailed'));
  const dealing = useSelector(baccarat, (s) => s.matches('dealing'));
  const revealing = useSelector(baccarat, (s) => s.matches('revealing'));
  const still = useReducedMotion();

  // With reduced motion the cards are not dealt one by one: the coup is shown at once.
  useEffect(() => {
    if (revealing && still) baccarat.send({ type: 'baccarat.skip' });
  }, [revealing, still, baccarat]);

  const bets = useMemo(() => betsOnTable(placed), [placed]);

  if (loading) return <div className="bc skeleton bc-skeleton" aria-busy="true" />;
  if (loadFailed || !table) return <LoadFailed onRetry={() => baccarat.send({ type: 'baccarat.retry' })} />;

  const rules = table.rules as BaccaratRules;
  const view = round?.view as BaccaratView | undefined;
  const busy = dealing || revealing;
  const settled = !busy && view !== undefined;
  const num = (value: string | number) => formatDecimal(value, i18n.locale as Locale);
  const betName = (bet: BaccaratBet) => i18n._(BET_NAMES[bet]);
  const total = totalOf(placed);

  // The deal order: each card's place in it (player, banker, player, banker, then the third cards).
  const dealIndex = { player: [] as number[], banker: [] as number[] };
  view?.order.forEach((side, i) => dealIndex[side].push(i));

  const hand = (side: 'player' | 'banker') => {
    const cards = view && !dealing ? view[side].cards : [];
    const handTotal = view?.[side].total ?? 0;
    const name = side === 'player' ? t`Player` : t`Banker`;
    const winner = settled && view.winner === side;
    return (
      <section
        className={`bc-hand bc-hand-${side}${winner ? ' bc-winner' : ''}`}
        aria-label={settled ? t`${name}: ${cards.map(cardText).join(', ')}, total ${handTotal}` : name}
      >
        <h2 className="bc-hand-name">
          {name}
          {settled && <span className="bc-total">{handTotal}</span>}
        </h2>
        <div className="bc-cards">
          {cards.map((card, i) => (
            <PlayingCard
              key={`${round?.round_id}-${i}`}
              card={card}
              deal={dealIndex[side][i] ?? i}
              animate={revealing && !still}
            />
          ))}
          {cards.length === 0 && (
            <>
              <span className="bc-slot" />
              <span className="bc-slot" />
            </>
          )}
        </div>
      </section>
    );
  };

  /** A betting area: a real button with the chips staked on it and what it pays. */
  const area = (bet: BaccaratBet, pays: string) => {
    const amount = bets[bet];
    const hit =
      settled &&
      (bet === 'player_pair' ? view.player.pair : bet === 'banker_pair' ? view.banker.pair : view.winner === bet);
    const name = betName(bet);
    return (
      <button
        type="button"
        className={`bc-area bc-area-${bet}${hit ? ' bc-hit' : ''}`}
        disabled={busy}
        aria-label={amount ? t`${name}, pays ${pays}, R$ ${num(amount)} on it` : t`${name}, pays ${pays}`}
        onClick={() => baccarat.send({ type: 'baccarat.place', bet })}
      >
        <span className="bc-area-name">{name}</span>
        <span className="bc-area-pays">{pays}</span>
        {amount && <Chip amount={amount} className="bc-chip-on" />}
      </button>
    );
  };
  const paysOf = (bet: BaccaratBet) =>
    `${num(rules.bets.find((b) => b.bet === bet)?.pays ?? '1').replace(/[,.]00$/, '')}:1`;

  const verdict = !settled
    ? null
    : view.winner === 'tie'
      ? t`Tie, ${view.player.total} to ${view.banker.total}`
      : view.winner === 'player'
        ? t`Player wins, ${view.player.total} to ${view.banker.total}`
        : t`Banker wins, ${view.banker.total} to ${view.player.total}`;

  return (
    <div className="bc" data-theme={rules.theme}>
      <div className="bc-felt">
        <div className="bc-hands">
          {hand('player')}
          {hand('banker')}
        </div>
        <TableOutcome
          className="bc-outcome"
          settled={settled ? round! : null}
          verdict={settled && <p className={`bc-verdict bc-verdict-${view.winner}`}>{verdict}</p>}
          busy={busy}
          busyText={<Trans>No more bets: dealing…</Trans>}
        />
        <div className="bc-areas">
          <div className="bc-side-bets">
            {area('player_pair', paysOf('player_pair'))}
            {area('tie', paysOf('tie'))}
            {area('banker_pair', paysOf('banker_pair'))}
          </div>
          <div className="bc-main-bets">
            {area('player', paysOf('player'))}
            {area('banker', paysOf('banker'))}
          </div>
        </div>
      </div>

      <BetControls
        chips={BACCARAT_CHIPS}
        chip={chip}
        onChip={(amount) => baccarat.send({ type: 'baccarat.chip', amount })}
        total={total}
        error={error}
        busy={busy}
        placed={placed.length}
        lastBets={lastBets.length}
        onAction={(action) => baccarat.send({ type: `baccarat.${action}` })}
      />
      <button
        type="button"
        className="btn btn-primary btn-block bc-deal"
        disabled={busy}
        onClick={() => baccarat.send({ type: 'baccarat.deal' })}
      >
        {busy ? <Trans>Dealing…</Trans> : <Trans>Deal</Trans>}
      </button>

      {settled && view.bets.length > 0 && (
        <BetsTable
          caption={<Trans>Your bets this coup</Trans>}
          bets={view.bets.map((bet) => ({ ...bet, key: bet.bet, name: betName(bet.bet) }))}
        />
      )}

      <div className="bc-road">
        <h2 className="bc-small-title">
          <Trans>Last coups</Trans>
        </h2>
        {history.length === 0 ? (
          <p className="muted bc-small">
            <Trans>No coups yet.</Trans>
          </p>
        ) : (
          <ol className="bc-road-list">
            {history.map((winner, i) => (
              <li key={i} className={`bc-bead bc-bead-${winner}`} title={betName(winner)}>
                <span aria-hidden="true">{winner === 'player' ? t`P` : winner === 'banker' ? t`B` : t`T`}</span>
                <span className="visually-hidden">{betName(winner)}</span>
              </li>
            ))}
          </ol>
        )}
      </div>

      <ChipTableFoot table={table} round={settled ? round : null} rulesClass="bc-rules">
        <p className="muted">
          <Trans>
            Punto banco from a shoe of {rules.decks} decks shuffled for every coup. Aces count 1, tens and faces 0, the
            others their value; a hand counts the last digit of its sum. Player and banker get two cards; on 8 or 9
            nobody draws. The player draws a third card on 0–5 and stands on 6–7; the banker then draws on 0–2, on 3
            unless the player's third card is an 8, on 4 against 2–7, on 5 against 4–7, on 6 against 6–7, and stands on
            7 (when the player stood, the banker draws on 0–5). Nobody chooses anything but the bets.
          </Trans>
        </p>
        <p className="muted">
          <Trans>
            A bet on the banker pays 0.95 to 1 (a {rules.commission}% commission, rounded down to the centavo); on a tie
            the player and banker bets are returned. A pair is the side's first two cards of one rank. Bets from{' '}
            <Money amount={table.min_bet} /> to <Money amount={table.max_bet} /> a coup.
          </Trans>
        </p>
        <table className="paytable">
          <PaytableHead />
          <tbody>
            {rules.bets.map((bet) => (
              <tr key={bet.bet}>
                <td>{betName(bet.bet)}</td>
                <td>{paysOf(bet.bet)}</td>
                <td>{num(bet.rtp)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="muted">
          <Trans>
            The returns are exact for a full 8-deck shoe, counted over every way the cards can be dealt. The table's
            stated return is the banker bet's, the best one.
          </Trans>
        </p>
      </ChipTableFoot>
    </div>
  );
}
