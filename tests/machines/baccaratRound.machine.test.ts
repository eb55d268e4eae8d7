import { waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { RoundView } from '../../contract/rounds';
import { baccaratRoundMachine, betsOnTable, CARD_MS, tableProblem } from '../../machines/baccaratRound.machine';
import { pathCoverage } from './paths';
import { betLayoutWalk, makeRound, makeTable, retriesTableLoad, startRound } from './tableFixtures';
import { refused, text } from './support';

const table = makeTable('baccarat', {
  game_id: 41,
  variant: 'leblon',
  rtp: '98.94',
  rules: { theme: 'leblon', decks: 8, commission: '5', bets: [] },
});
/** A coup/** A coup of five cards: player 4+3 stands on 7, banker 3+2 draws a 9 and has 4. */
const round = makeRound('baccarat', {
  round_id: 'b1',
  game_id: 41,
  variant: 'leblon',
  stake: '15.00',
  win: '20.00',
  balance: '105.00',
  choice: { player: '10.00', tie: '5.00' },
  view: {
    player: { cards: ['4s', '3h'], total: 7, pair: false },
    banker: { cards: ['3s', '2d', '9c'], total: 4, pair: false },
    order: ['player', 'banker', 'player', 'banker', 'banker'],
    winner: 'player',
    bets: [
      { bet: 'player', amount: '10.00', win: '20.00' },
      { bet: 'tie', amount: '5.00', win: '0.00' },
    ],
  },
  created_at: '2026-11-25T18:00:00.000Z',
});

function start(play: () => Promise<RoundView> = async () => round, load = async () => table) {
  return startRound(baccaratRoundMachine, { gameId: 41, launch: 'tok' }, play, load);
}

describe('baccarat round', () => {
  it('places chips, deals, turns the cards one by one, calls the winner and clears the table', async () => {
    const { actor, clock, balanceChanged, requests } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'baccarat.chip', amount: '5.00' });
    actor.send({ type: 'baccarat.place', bet: 'player' });
    actor.send({ type: 'baccarat.place', bet: 'player' });
    actor.send({ type: 'baccarat.place', bet: 'tie' });
    actor.send({ type: 'baccarat.place', bet: 'banker_pair' });
    actor.send({ type: 'baccarat.undo' });
    actor.send({ type: 'baccarat.deal' });
    await waitFor(actor, (s) => s.matches('revealing'));
    expect(requests).toEqual([{ game_id: 41, launch: 'tok', choice: { player: '10.00', tie: '5.00' } }]);
    expect(balanceChanged).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.table?.commitment).toEqual(round.next);
    // Five cards, then the call.
    clock.increment(5 * CARD_MS);
    expect(actor.getSnapshot().matches('revealing')).toBe(true);
    clock.increment(500);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.history).toEqual(['player']);
    expect(actor.getSnapshot().context.placed).toEqual([]);
    actor.send({ type: 'baccarat.repeat' });
    expect(betsOnTable(actor.getSnapshot().context.placed)).toEqual({ player: '10.00', tie: '5.00' });
    actor.send({ type: 'baccarat.deal' });
    await waitFor(actor, (s) => s.matches('revealing'));
    actor.send({ type: 'baccarat.skip' });
    expect(actor.getSnapshot().context.history).toEqual(['player', 'player']);
    actor.send({ type: 'baccarat.place', bet: 'banker' });
    actor.send({ type: 'baccarat.clear' });
    expect(actor.getSnapshot().context.placed).toEqual([]);
  });

  it('will not deal without a bet or over the limit, and keeps the chips when the server refuses', async () => {
    const { actor, requests } = start(async () => {
      throw refused('bet.insufficient_balance', 'Insufficient balance');
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'baccarat.deal' });
    expect(text(actor.getSnapshot().context.error)).toBe('Place a chip on player, banker, tie or a pair first');
    actor.send({ type: 'baccarat.chip', amount: '0.05' });
    actor.send({ type: 'baccarat.place', bet: 'banker' });
    expect(actor.getSnapshot().context.placed).toHaveLength(1);
    actor.send({ type: 'baccarat.deal' });
    expect(text(actor.getSnapshot().context.error)).toBe('The amount must not be less than {min}');
    actor.send({ type: 'baccarat.chip', amount: '1000.00' });
    actor.send({ type: 'baccarat.place', bet: 'banker' });
    expect(text(actor.getSnapshot().context.error)).toBe('Amount cannot be greater than {max}');
    actor.send({ type: 'baccarat.repeat' });
    expect(actor.getSnapshot().context.placed).toHaveLength(1);
    actor.send({ type: 'baccarat.chip', amount: '5.00' });
    actor.send({ type: 'baccarat.place', bet: 'banker' });
    actor.send({ type: 'baccarat.deal' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(text(actor.getSnapshot().context.error)).toBe('Insufficient balance');
    expect(actor.getSnapshot().context.placed).toHaveLength(2);
    expect(requests).toEqual([{ game_id: 41, launch: 'tok', choice: { banker: '5.05' } }]);
  });

  it('offers to retry when the table does not load', async () => {
    await retriesTableLoad(start, table, 'baccarat.retry');
  });

  it('adds up the chips of each bet', () => {
    expect(
      betsOnTable([
        { bet: 'banker', amount: '0.50' },
        { bet: 'player_pair', amount: '1.00' },
        { bet: 'banker', amount: '25.00' },
      ]),
    ).toEqual({ banker: '25.50', player_pair: '1.00' });
    expect(tableProblem([{ bet: 'tie', amount: '0.10' }], table)).toBeNull();
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('baccaratRound', baccaratRoundMachine, {
      inputs: [{ gameId: 41, launch: 'tok' }],
      ...betLayoutWalk(
        { id: 'baccaratRound', prefix: 'baccarat', reveal: 'cardsDealt', play: 'deal' },
        { table, round },
        { type: 'baccarat.place', bet: 'banker' },
      ),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
