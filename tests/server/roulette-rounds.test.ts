import * as v from 'valibot';
import { expect, it } from 'vitest';
import { RoundView, Table } from '../../contract/rounds';
import { fairDraw } from '../../engines/fair';
import { ROULETTE_VARIANTS, rouletteEngine, type RouletteRules, type RouletteView } from '../../engines/roulette';
import { sha256Text } from '../../engines/sha256';
import { describeHouseTable } from './houseTables';

/**
 * The roulette titles played through the house provider's real API: the table, rounds settled at once
 * and replayable from their revealed seeds, the layout's refusals. On PGlite, and on PostgreSQL too with
 * TEST_DATABASE_URL.
 */
describeHouseTable('roulette', 'roulette-rounds', (t) => {
  it('states the European table before the first bet: every bet, its payout and 97.30%', async () => {
    await t.statesTables(
      'roulette',
      '97.30',
      [
        ['Roleta Tropical', 'tropical'],
        ['Roleta Europeia Samba', 'samba'],
      ],
      (table, variant) => {
        const rules = table as RouletteRules;
        expect(rules.theme).toBe(variant);
        expect(rules.wheel_order).toHaveLength(37);
        expect(rules.bets.map((bet) => [bet.kind, bet.pays])).toContainEqual(['straight', 35]);
        expect(rules.bets.every((bet) => bet.rtp === '97.30')).toBe(true);
      },
    );
  });

  it('settles a spin at once: the wins per bet, the balance, and a seed that replays it', async () => {
    const game = await t.title('Roleta Tropical');
    const { s } = t;
    const seat = await t.seated(game, 10_000);
    const before = await s.balanceOf(seat.id);
    const table = v.parse(
      Table,
      (await s.call('GET', `/api/house/table?game_id=${game.id}`, { token: seat.token })).json.data,
    );
    const choice = {
      chips: [
        { kind: 'straight', numbers: [17], amount: '1.00' },
        { kind: 'split', numbers: [20, 17], amount: '2.00' },
        { kind: 'red', amount: '5.00' },
        { kind: 'dozen', numbers: Array.from({ length: 12 }, (_, i) => i + 1), amount: '2.50' },
      ],
    };
    const answer = await t.start(seat, game, choice);
    expect(answer.status, answer.json.message).toBe(200);
    const round = v.parse(RoundView, answer.json.data);
    expect(round.status).toBe('settled');
    expect(round.stake).toBe('10.50');
    const fairness = round.fairness;
    expect(fairness.server_seed_hash).toBe(table.commitment.server_seed_hash);
    expect(sha256Text(fairness.server_seed!)).toBe(fairness.server_seed_hash);
    // The round replays from its seeds with the engine's own code.
    const parsed = v.parse(rouletteEngine.choice, choice);
    const replay = rouletteEngine.start(
      ROULETTE_VARIANTS.tropical,
      parsed,
      fairDraw({ serverSeed: fairness.server_seed!, clientSeed: fairness.client_seed, nonce: fairness.nonce }),
    );
    const view = round.view as RouletteView;
    expect(view).toEqual(rouletteEngine.view(ROULETTE_VARIANTS.tropical, replay.state, true));
    expect(Math.round(Number(round.win) * 100)).toBe(replay.winCents);
    expect(view.bets.map((bet) => bet.amount)).toEqual(['1.00', '2.00', '5.00', '2.50']);
    expect(await s.balanceOf(seat.id)).toBe(before - 1050 + replay.winCents);
    expect(round.next.nonce).toBe(fairness.nonce + 1);

    const again = await s.call('GET', `/api/house/rounds/one?round_id=${round.round_id}`, { token: seat.token });
    expect(v.parse(RoundView, again.json.data).view).toEqual(view);
  });

  it('refuses chips off the layout, an empty table, too many chips and stakes outside the limits, moving no money', async () => {
    await t.refusesAll('Roleta Europeia Samba', [
      [{ chips: [{ kind: 'split', numbers: [1, 5], amount: '1.00' }] }, 'roulette.bet_invalid'],
      [{ chips: [{ kind: 'corner', numbers: [3, 4, 6, 7], amount: '1.00' }] }, 'roulette.bet_invalid'],
      [{ chips: [{ kind: 'basket', numbers: [0, 1, 2], amount: '1.00' }] }, 'roulette.bet_invalid'],
      [{ chips: [] }, 'round.choice_invalid'],
      [{ chips: Array.from({ length: 151 }, () => ({ kind: 'red', amount: '0.10' })) }, 'roulette.too_many_chips'],
      [{ chips: [{ kind: 'red', amount: '0.05' }] }, 'bet.amount_below_minimum'],
      [
        {
          chips: [
            { kind: 'red', amount: '600.00' },
            { kind: 'black', amount: '400.01' },
          ],
        },
        'bet.amount_above_maximum',
      ],
    ]);
  });
});
