import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamePage, Launch, type Game } from '../../contract';
import { RoundView, Table } from '../../contract/rounds';
import { BINGO_VARIANTS, bingoEngine, type BingoRules } from '../../engines/bingo';
import { fairDraw } from '../../engines/fair';
import type { Registered } from '../../engines/index';
import { KENO_VARIANTS, kenoEngine, type KenoRules } from '../../engines/keno';
import { VIDEO_BINGO_VARIANTS, videoBingoEngine, type VideoBingoRules } from '../../engines/videobingo';
import { fundedPlayer, setupServer, type TestServer } from './helpers';

/*
 * The bingo, video bingo and keno titles played through the house tables' calls as the app plays them:
 * each title's rules and exact RTP at its table, a round debited and credited through the wallet, its
 * view replayed from the revealed seeds, and bad choices refused with their codes. On PGlite, and on a
 * PostgreSQL server too with TEST_DATABASE_URL.
 */

let s: TestServer;
let titles: Game[];

type Title = { engine: Registered['engine']; variant: string; variants: Record<string, unknown>; choice: object };
const TITLES: Record<string, Title> = {
  'Bingo 90 Bolas': {
    engine: bingoEngine,
    variants: BINGO_VARIANTS,
    variant: 'b90',
    choice: { amount: '0.50', cards: 4 },
  },
  'Bingo Turbo 75': {
    engine: bingoEngine,
    variants: BINGO_VARIANTS,
    variant: 'b75',
    choice: { amount: '1.00', cards: 1 },
  },
  'Bingo São João': {
    engine: bingoEngine,
    variants: BINGO_VARIANTS,
    variant: 'saojoao',
    choice: { amount: '0.20', cards: 2 },
  },
  'Vídeo Bingo Arraiá': {
    engine: videoBingoEngine,
    variants: VIDEO_BINGO_VARIANTS,
    variant: 'arraia',
    choice: { amount: '0.25', cards: 4 },
  },
  'Vídeo Bingo Neon': {
    engine: videoBingoEngine,
    variants: VIDEO_BINGO_VARIANTS,
    variant: 'neon',
    choice: { amount: '1.00', cards: 3 },
  },
  'Keno Maracá': {
    engine: kenoEngine,
    variants: KENO_VARIANTS,
    variant: 'maraca',
    choice: { amount: '2.00', picks: [7, 21, 33] },
  },
  'Keno Copacabana': {
    engine: kenoEngine,
    variants: KENO_VARIANTS,
    variant: 'copacabana',
    choice: { amount: '1.00', picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
  },
  'Keno Turbo': {
    engine: kenoEngine,
    variants: KENO_VARIANTS,
    variant: 'turbo',
    choice: { amount: '0.10', picks: [80] },
  },
};

const cents = (amount: string) => Math.round(Number(amount) * 100);

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

describe.each(databases)('the bingo, video bingo and keno titles at the house tables (%s)', (_name, databaseUrl) => {
  beforeAll(async () => {
    s = await setupServer({}, 'numbers-rounds', databaseUrl === undefined ? {} : { databaseUrl });
    titles = [];
    for (const category of ['bingo', 'videogame', 'lottery']) {
      const { json } = await s.call('GET', `/api/games/listsv2?category=${category}&per_page=48`);
      titles.push(...v.parse(GamePage, json.data).list.filter((game) => game.name in TITLES));
    }
  });
  afterAll(() => s.close());

  it('are listed with their engine and the exact RTP', () => {
    expect(titles.map((game) => game.name).sort()).toEqual(Object.keys(TITLES).sort());
    for (const game of titles) {
      const title = TITLES[game.name]!;
      expect(game.engine).toBe(title.engine.key);
      expect(game.rtp).toBe(title.engine.rtp(title.variants[title.variant]));
    }
  });

  it('show each title its rules, then play a round through the wallet that replays from the seeds', async () => {
    const p = await player();
    let balance = 100_000;
    for (const game of titles) {
      const title = TITLES[game.name]!;
      const variant = title.variants[title.variant];
      const tableAnswer = await s.call('GET', `/api/house/table?game_id=${game.id}`, { token: p.token });
      expect(tableAnswer.status, tableAnswer.json.message).toBe(200);
      const table = v.parse(Table, tableAnswer.json.data);
      expect(table).toMatchObject({ engine: title.engine.key, variant: title.variant, rtp: game.rtp, open: null });
      expect(table.rules).toEqual(title.engine.rules(variant));
      if (title.engine.key === 'keno') expect((table.rules as KenoRules).paytable).toHaveLength(10);
      if (title.engine.key === 'bingo') expect((table.rules as BingoRules).prizes.length).toBeGreaterThan(1);
      if (title.engine.key === 'videobingo') expect((table.rules as VideoBingoRules).paytable).toHaveLength(8);

      const launch = await launchOf(p.token, game.id);
      const started = await s.call('POST', '/api/house/rounds', {
        token: p.token,
        body: { game_id: game.id, launch, choice: title.choice, client_seed: `seed-${game.id}` },
      });
      expect(started.status, started.json.message).toBe(200);
      const round = v.parse(RoundView, started.json.data);
      const stake = title.engine.stake(variant, title.choice);
      expect(round).toMatchObject({ status: 'settled', engine: title.engine.key, variant: title.variant });
      expect(cents(round.stake)).toBe(stake);

      // The revealed seed matches the commitment, and the engine replays the same round from it.
      const seed = round.fairness.server_seed!;
      expect(round.fairness.server_seed_hash).toBe(table.commitment.server_seed_hash);
      const replay = title.engine.start(
        variant,
        v.parse(title.engine.choice, title.choice),
        fairDraw({ serverSeed: seed, clientSeed: round.fairness.client_seed, nonce: round.fairness.nonce }),
      );
      expect(title.engine.view(variant, replay.state, true)).toEqual(round.view);
      expect(cents(round.win)).toBe(replay.winCents);
      balance += replay.winCents - stake;
      expect(round.balance).toBe((balance / 100).toFixed(2));
      expect(await s.balanceOf(p.id)).toBe(balance);
    }
  });

  it('refuses choices against the games’ rules, with their codes, and takes no money', async () => {
    const p = await player();
    const byEngine = (key: string) => titles.find((game) => TITLES[game.name]!.engine.key === key)!;
    for (const [key, choice, code] of [
      ['keno', { amount: '1.00', picks: [] }, 'keno.picks_count'],
      ['keno', { amount: '1.00', picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, 'keno.picks_count'],
      ['keno', { amount: '1.00', picks: [0, 5] }, 'keno.pick_range'],
      ['keno', { amount: '1.00', picks: [81] }, 'keno.pick_range'],
      ['keno', { amount: '1.00', picks: [9, 9] }, 'keno.picks_repeated'],
      ['keno', { amount: 'abc', picks: [9] }, 'amount.not_a_number'],
      ['keno', '1.00', 'round.choice_invalid'],
      ['bingo', { amount: '1.00', cards: 5 }, 'bingo.cards_count'],
      ['bingo', { amount: '1.00', cards: 0 }, 'bingo.cards_count'],
      ['bingo', { amount: '1.00' }, 'round.choice_invalid'],
      ['bingo', { amount: '300.00', cards: 4 }, 'bet.amount_above_maximum'],
      ['bingo', { amount: '0.02', cards: 4 }, 'bet.amount_below_minimum'],
      ['videobingo', { amount: '1.00', cards: 2.5 }, 'bingo.cards_count'],
      ['videobingo', { amount: '1.234', cards: 2 }, 'amount.two_decimals'],
    ] as const) {
      const game = byEngine(key);
      const launch = await launchOf(p.token, game.id);
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
