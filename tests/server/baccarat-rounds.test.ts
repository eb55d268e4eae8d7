import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamePage, Launch, type Game } from '../../contract';
import { RoundView, Table } from '../../contract/rounds';
import { fairDraw } from '../../engines/fair';
import { BACCARAT_VARIANTS, baccaratEngine, type BaccaratRules, type BaccaratView } from '../../engines/baccarat';
import { sha256Text } from '../../engines/sha256';
import { members } from '../../server/db/schema';
import { credit } from '../../server/wallet/ledger';
import { setupServer, type TestServer } from './helpers';

/**
 * The baccarat titles played through the house provider's real API: the table with every bet's return,
 * coups settled at once and replayable from their revealed seeds, the refusals. On PGlite, and on
 * PostgreSQL too with TEST_DATABASE_URL.
 */
const url = process.env.TEST_DATABASE_URL;
const databases = [
  { name: 'PGlite', databaseUrl: undefined },
  ...(url ? [{ name: 'PostgreSQL', databaseUrl: url }] : []),
];

describe.each(databases)('baccarat rounds on $name', ({ databaseUrl }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'baccarat-rounds', databaseUrl ? { databaseUrl } : {});
  });
  afterAll(() => s?.close());

  async function title(name: string): Promise<Game> {
    const { json } = await s.call('GET', `/api/games/listsv2?name=${encodeURIComponent(name)}&per_page=24`);
    const game = v.parse(GamePage, json.data).list.find((g) => g.name === name);
    if (!game) throw new Error(`No title ${name}`);
    return game;
  }

  /** A new member with `cents` credited, and a launch of the title. */
  async function seated(game: Game, cents: number) {
    const registered = await s.register();
    const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
    const id = member!.id;
    if (cents > 0) await s.db.transaction((tx) => credit(tx, id, cents, 'test.fund', `fund-${id}`, s.clock.now()));
    const launched = await s.call('POST', '/api/day7/day7LoginV2', {
      token: registered.token,
      body: { game_id: game.id },
    });
    expect(launched.status, launched.json.message).toBe(200);
    const launch = new URL(v.parse(Launch, launched.json.data).url, 'http://rodada.test').searchParams.get('launch')!;
    return { id, token: registered.token, launch };
  }

  type Seat = Awaited<ReturnType<typeof seated>>;
  const start = (seat: Seat, game: Game, choice: unknown) =>
    s.call('POST', '/api/house/rounds', { token: seat.token, body: { game_id: game.id, launch: seat.launch, choice } });

  it('states the punto banco table before the first bet: every bet, its payout and exact return', async () => {
    for (const [name, variant] of [
      ['Bacará Real', 'real'],
      ['Bacará Leblon', 'leblon'],
    ] as const) {
      const game = await title(name);
      expect(game.engine).toBe('baccarat');
      const seat = await seated(game, 0);
      const answer = await s.call('GET', `/api/house/table?game_id=${game.id}`, { token: seat.token });
      expect(answer.status, answer.json.message).toBe(200);
      const table = v.parse(Table, answer.json.data);
      expect(table).toMatchObject({ engine: 'baccarat', variant, rtp: '98.94', open: null });
      const rules = table.rules as BaccaratRules;
      expect(rules.decks).toBe(8);
      expect(rules.bets).toEqual([
        { bet: 'player', pays: '1', rtp: '98.76' },
        { bet: 'banker', pays: '0.95', rtp: '98.94' },
        { bet: 'tie', pays: '8', rtp: '85.64' },
        { bet: 'player_pair', pays: '11', rtp: '89.64' },
        { bet: 'banker_pair', pays: '11', rtp: '89.64' },
      ]);
    }
  });

  it('deals a coup at once: the cards, the winner, the wins per bet, the balance, and a seed that replays it', async () => {
    const game = await title('Bacará Leblon');
    const seat = await seated(game, 10_000);
    const before = await s.balanceOf(seat.id);
    const table = v.parse(
      Table,
      (await s.call('GET', `/api/house/table?game_id=${game.id}`, { token: seat.token })).json.data,
    );
    let expected = before;
    for (let coup = 0; coup < 3; coup += 1) {
      const choice = { player: '2.00', banker: '3.00', tie: '1.00', player_pair: '0.50', banker_pair: '0.50' };
      const answer = await start(seat, game, choice);
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
    const game = await title('Bacará Real');
    const seat = await seated(game, 200_000);
    const before = await s.balanceOf(seat.id);
    for (const [choice, code] of [
      [{ dragon: '1.00' }, 'baccarat.bet_unknown'],
      [{}, 'round.choice_invalid'],
      [{ banker: '1.234' }, 'amount.two_decimals'],
      [{ tie: '0.05' }, 'bet.amount_below_minimum'],
      [{ banker: '600.00', player: '400.01' }, 'bet.amount_above_maximum'],
    ] as const) {
      const answer = await start(seat, game, choice);
      expect(answer.status, JSON.stringify(choice)).toBe(422);
      expect(answer.json.error).toBe(code);
    }
    expect(await s.balanceOf(seat.id)).toBe(before);
  });
});
