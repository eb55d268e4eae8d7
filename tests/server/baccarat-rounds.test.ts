import * as v from 'valibot';
import { expect, it } from 'vitest';
import { RoundView, Table } from '../../contract/rounds';
import { fairDraw } from '../../engines/fair';
import { BACCARAT_VARIANTS, baccaratEngine, type BaccaratRules, type BaccaratView } from '../../engines/baccarat';
import { sha256Text } from '../../engines/sha256';
import { describeHouseTable } from './houseTables';

/**
 * The baccarat titles played through the house provider's real API: the table with every bet's return,
 * coups settled at once and replayable from their revealed seeds, the refusals. On PGlite, and on
 * PostgreSQL too with TEST_DATABASE_URL.
 */
describeHouseTable('baccarat', 'baccarat-rounds', (t) => {
  it('states the punto banco table before the first bet: every bet, its payout and exact return', async () => {
    await t.statesTables(
      'baccarat',
      '98.94',
      [
        ['Bacará Real', 'real'],
        ['Bacará Leblon', 'leblon'],
      ],
      (table) => {
        const rules = table as BaccaratRules;
        expect(rules.decks).toBe(8);
        expect(rules.bets).toEqual([
          { bet: 'player', pays: '1', rtp: '98.76' },
          { bet: 'banker', pays: '0.95', rtp: '98.94' },
          { bet: 'tie', pays: '8', rtp: '85.64' },
          { bet: 'player_pair', pays: '11', rtp: '89.64' },
          { bet: 'banker_pair', pays: '11', rtp: '89.64' },
        ]);
      },
    );
  });

  it('deals a coup at once: the cards, the winner, the wins per bet, the balance, and a seed that replays it', async () => {
    const { s } = t;
    const game = await t.title('Bacará Leblon');
    const seat = await t.seated(game, 10_000);
    const before = await s.balanceOf(seat.id);
    const table = v.parse(
      Table,
      (await s.call('GET', `/api/house/table?game_id=${game.id}`, { token: seat.token })).json.data,
    );
    let expected = before;
    for (let coup = 0; coup < 3; coup += 1) {
      const choice = { player: '2.00', banker: '3.00', tie: '1.00', player_pair: '0.50', banker_pair: '0.50' };
      const answer = await t.start(seat, game, choice);
      expect(answer.status, answer.json.message).toBe(200);
      const round = v.parse(RoundView, answer.json.data);
      expect(round.status).toBe('settled');
      expect(round.stake).toBe('7.00');
      const fairness = round.fairness;
      if (coup === 0) expect(fairness.server_seed_hash).toBe(table.commitment.server_seed_hash);
      expect(sha256Text(fairness.server_seed!)).toBe(fairness.server_seed_hash);
      const replay = baccaratEngine.start(
        BACCARAT_VARIANTS.leblon,
        v.parse(baccaratEngine.choice, choice),
        fairDraw({ serverSeed: fairness.server_seed!, clientSeed: fairness.client_seed, nonce: fairness.nonce }),
      );
      const view = round.view as BaccaratView;
      expect(view).toEqual(baccaratEngine.view(BACCARAT_VARIANTS.leblon, replay.state, true));
      expect(view.player.cards.length + view.banker.cards.length).toBe(view.order.length);
      expect(Math.round(Number(round.win) * 100)).toBe(replay.winCents);
      expected += replay.winCents - 700;
      expect(await s.balanceOf(seat.id)).toBe(expected);
    }
  });

  it('refuses unknown bets, an empty table and stakes outside the limits, moving no money', async () => {
    await t.refusesAll('Bacará Real', [
      [{ dragon: '1.00' }, 'baccarat.bet_unknown'],
      [{}, 'round.choice_invalid'],
      [{ banker: '1.234' }, 'amount.two_decimals'],
      [{ tie: '0.05' }, 'bet.amount_below_minimum'],
      [{ banker: '600.00', player: '400.01' }, 'bet.amount_above_maximum'],
    ]);
  });
});
