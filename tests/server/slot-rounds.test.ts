import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamePage, Launch, type Game } from '../../contract';
import { RoundView, Table } from '../../contract/rounds';
import { fairDraw } from '../../engines/fair';
import { SLOT_VARIANTS, slotEngine, type SlotRules, type SlotView } from '../../engines/slot';
import { fundedPlayer, setupServer, type TestServer } from './helpers';

/*
 * The six slot titles played through the house tables' calls (GET /api/house/table, POST
 * /api/house/rounds) as the app plays them: each title's own model and RTP at its table, a spin debited
 * and credited through the wallet, the view replayed from the revealed seeds, and bad choices refused with
 * their codes. On PGlite, and on a PostgreSQL server too with TEST_DATABASE_URL.
 */

let s: TestServer;
let titles: Game[];

const TITLES: Record<string, keyof typeof SLOT_VARIANTS> = {
  'Carnaval 7s': 'carnaval',
  'Frutas do Pará': 'frutas',
  'Fortuna do Tucano': 'tucano',
  'Arara Dourada': 'arara',
  'Ouro de Minas': 'ouro',
  'Diamantes da Bahia': 'diamantes',
};

/** A new member with R$ 1.000,00 credited through the ledger. */
const player = () => fundedPlayer(s, 100_000);

/** The launch token of a title, as /gameInfo gets it. */
async function launchOf(token: string, gameId: number) {
  const { status, json } = await s.call('POST', '/api/day7/day7LoginV2', { token, body: { game_id: gameId } });
  expect(status, json.message).toBe(200);
  return new URL(v.parse(Launch, json.data).url, 'http://x').searchParams.get('launch')!;
}

const databases = [
  ['PGlite', undefined],
  ...(process.env.TEST_DATABASE_URL ? [['PostgreSQL', process.env.TEST_DATABASE_URL] as const] : []),
] as const;

describe.each(databases)('the slot titles at the house tables (%s)', (_name, databaseUrl) => {
  beforeAll(async () => {
    s = await setupServer({}, 'slot-rounds', databaseUrl === undefined ? {} : { databaseUrl });
    const { json } = await s.call('GET', '/api/games/listsv2?category=slot&per_page=48');
    titles = v.parse(GamePage, json.data).list.filter((game) => game.name in TITLES);
  });
  afterAll(() => s.close());

  it('are listed as slots, each with its own variant and stated RTP', () => {
    expect(titles.map((game) => game.name).sort()).toEqual(Object.keys(TITLES).sort());
    for (const game of titles) {
      expect(game.engine).toBe('slot');
      expect(game.rtp).toBe(slotEngine.rtp(SLOT_VARIANTS[TITLES[game.name]!]));
    }
  });

  it('show each title its rules, paytable and RTP, then spin through the wallet and replay from the seeds', async () => {
    const p = await player();
    let balance = 100_000;
    for (const game of titles) {
      const variant = SLOT_VARIANTS[TITLES[game.name]!];
      const tableAnswer = await s.call('GET', `/api/house/table?game_id=${game.id}`, { token: p.token });
      expect(tableAnswer.status, tableAnswer.json.message).toBe(200);
      const table = v.parse(Table, tableAnswer.json.data);
      const rules = table.rules as SlotRules;
      expect(table).toMatchObject({ engine: 'slot', variant: TITLES[game.name], rtp: game.rtp, open: null });
      expect(rules).toMatchObject({ model: variant.model, reels: variant.reels, rtp: game.rtp });

      const launch = await launchOf(p.token, game.id);
      const started = await s.call('POST', '/api/house/rounds', {
        token: p.token,
        body: { game_id: game.id, launch, choice: { amount: '2.00' }, client_seed: `seed-${game.id}` },
      });
      expect(started.status, started.json.message).toBe(200);
      const round = v.parse(RoundView, started.json.data);
      expect(round).toMatchObject({ status: 'settled', stake: '2.00', engine: 'slot', variant: TITLES[game.name] });
      const view = round.view as SlotView;
      expect(view.win).toBe(round.win);
      expect(view.spins.length).toBe(1 + view.free_spins);

      // The revealed seed matches the commitment, and the engine replays the same round from it.
      const seed = round.fairness.server_seed!;
      expect(round.fairness.server_seed_hash).toBe(table.commitment.server_seed_hash);
      // The recorded choice: the bet and the maximum win the house set on it.
      expect(round.choice).toEqual({ amount: '2.00', max_win: '100000.00' });
      const replay = slotEngine.start(
        variant,
        { amount: '2.00', max_win: '100000.00' },
        fairDraw({ serverSeed: seed, clientSeed: round.fairness.client_seed, nonce: round.fairness.nonce }),
      );
      expect(slotEngine.view(variant, replay.state, true)).toEqual(view);
      balance += replay.winCents - 200;
      expect(round.balance).toBe((balance / 100).toFixed(2));
      expect(await s.balanceOf(p.id)).toBe(balance);
    }
  });

  it('refuses a choice that is not a bet, with its code, and takes no money', async () => {
    const p = await player();
    const game = titles[0]!;
    const launch = await launchOf(p.token, game.id);
    for (const [choice, code] of [
      ['2.00', 'round.choice_invalid'],
      [{ amount: 'abc' }, 'amount.not_a_number'],
      [{ amount: '1.234' }, 'amount.two_decimals'],
      [{ amount: '0' }, 'bet.positive'],
      [{ amount: '0.05' }, 'bet.amount_below_minimum'],
      [{ amount: '5000' }, 'bet.amount_above_maximum'],
    ] as const) {
      const answer = await s.call('POST', '/api/house/rounds', {
        token: p.token,
        body: { game_id: game.id, launch, choice },
      });
      expect(answer.status, JSON.stringify(choice)).toBe(422);
      expect(answer.json.error, JSON.stringify(choice)).toBe(code);
    }
    expect(await s.balanceOf(p.id)).toBe(100_000);
  });
});
