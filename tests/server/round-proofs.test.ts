import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamePage, GameRecordPage, Launch, type Game } from '../../contract';
import { CrashRound } from '../../contract/house';
import { RoundView } from '../../contract/rounds';
import type { LiveTableKey } from '../../contract/live';
import { crashPointOfSeeds } from '../../engines/crash';
import { replayRound } from '../../engines/replay';
import { centsOf } from '../../engines/types';
import { games, houseSeeds, members } from '../../server/db/schema';
import { credit } from '../../server/wallet/ledger';
import { DAY, setupServer, type SetupOptions, type TestServer } from './helpers';

/**
 * Every round of every house game is verifiable on /verify: a settled crash round and a member's settled
 * live round answer GET /house/rounds/one with their seeds, choice and outcome, the game record links
 * them, and replaying them with the engines' own code (engines/replay.ts, what the browser runs) gives
 * the recorded outcome and win.
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

const ROUND_MS = 30_000;

describe.each(targets)('crash and live rounds on /verify on $name', ({ options }) => {
  let s: TestServer;
  let crashGame: Game;
  let bacbo: Game;

  beforeAll(async () => {
    s = await setupServer({}, 'round-proofs', options);
    // On a shared database, live rounds years ahead of anyone else's clock: no other run's job settles them.
    if (options.databaseUrl) s.clock.set(new Date(Date.now() + (3650 + Math.floor(Math.random() * 3650)) * DAY));
    const page = async (category: string) =>
      v.parse(GamePage, (await s.call('GET', `/api/games/listsv2?category=${category}&per_page=24`)).json.data).list;
    crashGame = (await page('crash')).find((g) => g.engine === 'crash')!;
    for (const game of (await page('live')).filter((g) => g.engine === 'live')) {
      const [row] = await s.db.select({ variant: games.variant }).from(games).where(eq(games.id, game.id));
      if ((row!.variant as LiveTableKey) === 'bacbo') bacbo = game;
    }
    expect(crashGame && bacbo).toBeTruthy();
  }, 60_000);
  afterAll(() => s?.close());

  async function player() {
    const registered = await s.register();
    const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
    const id = member!.id;
    await s.db.transaction((tx) =>
      credit(tx, id, 100_00, 'test.fund', `proof-fund-${randomBytes(6).toString('hex')}`, s.clock.now()),
    );
    return { ...registered, id };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  async function proof(p: Player, roundId: string) {
    const answer = await s.call('GET', `/api/house/rounds/one?round_id=${encodeURIComponent(roundId)}`, {
      token: p.token,
    });
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(RoundView, answer.json.data);
  }

  /** What /verify does with a round: replay it with the engines' code from what the API answered. */
  const replay = (round: RoundView) =>
    replayRound({
      engine: round.engine,
      variant: round.variant,
      choice: round.choice,
      actions: round.actions,
      serverSeed: round.fairness.server_seed ?? '',
      serverSeedHash: round.fairness.server_seed_hash,
      clientSeed: round.fairness.client_seed,
      nonce: round.fairness.nonce,
      winCents: centsOf(round.win),
      view: round.view,
    });

  async function recordRow(p: Player, roundId: string) {
    const answer = await s.call('POST', '/api/game/record', { token: p.token, body: {} });
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(GameRecordPage, answer.json.data).list.find((r) => r.round_id === roundId);
  }

  /** A client seed whose crash round (the member's next) crashes at a point that satisfies `wanted`. */
  async function clientSeedFor(p: Player, wanted: (crash: number) => boolean): Promise<string> {
    await s.call('GET', `/api/house/fairness?game_id=${crashGame.id}`, { token: p.token });
    const [seed] = await s.db.select().from(houseSeeds).where(eq(houseSeeds.memberId, p.id));
    for (let i = 0; i < 20_000; i += 1) {
      const clientSeed = `prova-${i}`;
      if (wanted(crashPointOfSeeds({ serverSeed: seed!.serverSeed, clientSeed, nonce: seed!.nonce })))
        return clientSeed;
    }
    throw new Error('No such client seed');
  }

  it('answers a settled crash round with its proof, links it from the record, and replays to its crash point and win', async () => {
    const p = await player();
    // A cash-out at 1.82 before a crash above 3.00.
    const high = await clientSeedFor(p, (c) => c >= 300);
    const placed = await s.call('POST', '/api/house/crash/bet', {
      token: p.token,
      body: { game_id: crashGame.id, amount: '7.77', client_seed: high },
    });
    expect(placed.status, placed.json.message).toBe(200);
    const { round_id: won } = v.parse(CrashRound, placed.json.data);
    const running = await proof(p, won);
    expect(running).toMatchObject({ engine: 'crash', status: 'open', view: null });
    expect(running.fairness.server_seed).toBeNull();
    s.clock.advance(10_000);
    const cashed = v.parse(
      CrashRound,
      (await s.call('POST', '/api/house/crash/cashout', { token: p.token, body: { round_id: won } })).json.data,
    );
    expect(cashed.status).toBe('cashed_out');

    const round = await proof(p, won);
    expect(round).toMatchObject({
      engine: 'crash',
      status: 'settled',
      stake: '7.77',
      win: cashed.win_amount,
      view: { crash_point: cashed.crash_point, cashout: cashed.cashout_multiplier },
      fairness: cashed.fairness,
    });
    expect(await recordRow(p, won)).toMatchObject({ verifiable: true });
    const replayed = replay(round);
    expect(replayed).toMatchObject({ hashMatches: true, viewMatches: true, winCents: centsOf(cashed.win_amount) });

    // A round that crashed with the bet in (automatic cash-out above its crash point) replays to no win.
    const low = await clientSeedFor(p, (c) => c > 100 && c < 150);
    const lost = v.parse(
      CrashRound,
      (
        await s.call('POST', '/api/house/crash/bet', {
          token: p.token,
          body: { game_id: crashGame.id, amount: '2.00', client_seed: low, auto_cashout: '1.50' },
        })
      ).json.data,
    );
    s.clock.advance(60_000);
    await s.runDueWork();
    const crashed = await proof(p, lost.round_id);
    expect(crashed).toMatchObject({ status: 'settled', win: '0.00', view: { cashout: null } });
    expect(await recordRow(p, lost.round_id)).toMatchObject({ verifiable: true });
    expect(replay(crashed)).toMatchObject({ hashMatches: true, viewMatches: true, winCents: 0 });

    // A record that claimed a cash-out at the crash point, or another seed, does not verify.
    expect(
      replay({ ...crashed, actions: [{ cashout: (crashed.view as { crash_point: string }).crash_point }] }).winCents,
    ).toBe(0);
    expect(replay({ ...round, fairness: { ...round.fairness, nonce: round.fairness.nonce + 1 } }).viewMatches).toBe(
      false,
    );
    // Another member cannot read it.
    const q = await player();
    const other = await s.call('GET', `/api/house/rounds/one?round_id=${won}`, { token: q.token });
    expect([other.status, other.json.error]).toEqual([404, 'round.not_found']);
  });

  it("answers a member's settled live round with its proof, links it from the record, and replays to its draw and win", async () => {
    const p = await player();
    const launched = await s.call('POST', '/api/day7/day7LoginV2', { token: p.token, body: { game_id: bacbo.id } });
    const launch = new URL(v.parse(Launch, launched.json.data).url, 'http://x').searchParams.get('launch')!;
    const sequence = Math.floor(s.clock.now().getTime() / ROUND_MS) + 2;
    s.clock.set(new Date(sequence * ROUND_MS + 1000));
    const bets = [
      { kind: 'player', amount: '10.00' },
      { kind: 'tie', amount: '1.00' },
    ];
    const placed = await s.call('POST', '/api/live/bet', {
      token: p.token,
      body: { game_id: bacbo.id, launch, sequence, bets },
    });
    expect(placed.status, placed.json.message).toBe(200);
    const roundId = `live:${bacbo.id}:${sequence}:${p.id}`;
    const open = await proof(p, roundId);
    expect(open).toMatchObject({ engine: 'live', variant: 'bacbo', status: 'open', stake: '11.00', view: null });
    expect(open.fairness.server_seed).toBeNull();

    s.clock.set(new Date(sequence * ROUND_MS + 21_000));
    await s.runDueWork();
    const round = await proof(p, roundId);
    expect(round).toMatchObject({ engine: 'live', variant: 'bacbo', status: 'settled', stake: '11.00' });
    expect(round.fairness).toMatchObject({ client_seed: `live:${bacbo.id}:${sequence}`, nonce: 0 });
    expect(round.fairness.server_seed).toMatch(/^[0-9a-f]{64}$/);
    const row = await recordRow(p, roundId);
    expect(row).toMatchObject({ verifiable: true, bet_amount: '11.00' });
    expect(centsOf(row!.win_loss) + 1100).toBe(centsOf(round.win));

    const replayed = replay(round);
    expect(replayed).toMatchObject({ hashMatches: true, viewMatches: true, winCents: centsOf(round.win) });
    expect(replayed.view).toEqual(round.view);
    // Another seed draws another outcome or pays another win; another member's part is not theirs to read.
    expect(
      replay({ ...round, fairness: { ...round.fairness, client_seed: `live:${bacbo.id}:${sequence + 1}` } })
        .viewMatches,
    ).toBe(false);
    const q = await player();
    const other = await s.call('GET', `/api/house/rounds/one?round_id=${encodeURIComponent(roundId)}`, {
      token: q.token,
    });
    expect([other.status, other.json.error]).toEqual([404, 'round.not_found']);
  });
});
