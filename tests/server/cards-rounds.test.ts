import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamePage, type Game } from '../../contract/games';
import { RoundView } from '../../contract/rounds';
import { replayRound } from '../../engines/replay';
import { centsOf } from '../../engines/types';
import type { VideoPokerView } from '../../engines/videopoker';
import { members, providerRounds } from '../../server/db/schema';
import { OPEN_ROUND_TIMEOUT_MS } from '../../server/provider/rounds';
import { credit } from '../../server/wallet/ledger';
import { MINUTE, setupServer, type TestServer } from './helpers';

/* Video poker titles played through the real API: the runner, the wallet and the engine. */

function suite(label: string, databaseUrl?: string) {
  describe(`blackjack and video poker rounds (${label})`, () => {
    let s: TestServer;
    const games: Record<string, Game> = {};

    beforeAll(async () => {
      s = await setupServer({}, `cards-${label}`, databaseUrl ? { databaseUrl } : {});
      for (const name of ['Blackjack Ipanema', 'Blackjack Paulista', 'Jacks or Better Sertão', 'Deuces Wild Neon']) {
        const { json } = await s.call('GET', `/api/games/listsv2?name=${encodeURIComponent(name)}`);
        const game = v.parse(GamePage, json.data).list.find((g) => g.name === name);
        if (!game) throw new Error(`${name} is not listed`);
        games[name] = game;
      }
    }, 120_000);
    afterAll(() => s?.close());

    async function player(cents = 1000_00) {
      const registered = await s.register();
      const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
      const id = member!.id;
      const ref = `fund-${randomBytes(6).toString('hex')}`;
      await s.db.transaction((tx) => credit(tx, id, cents, 'test.fund', ref, s.clock.now()));
      return { ...registered, id };
    }
    type Player = Awaited<ReturnType<typeof player>>;

    async function launch(p: Player, game: Game): Promise<string> {
      const answer = await s.call('POST', '/api/day7/day7LoginV2', { token: p.token, body: { game_id: game.id } });
      expect(answer.status, answer.json.message).toBe(200);
      return new URL((answer.json.data as { url: string }).url, 'http://x').searchParams.get('launch')!;
    }
    const start = (p: Player, game: Game, token: string, choice: unknown) =>
      s.call('POST', '/api/house/rounds', { token: p.token, body: { game_id: game.id, launch: token, choice } });
    const replays = (round: RoundView) =>
      replayRound({
        engine: round.engine,
        variant: round.variant,
        choice: round.choice,
        actions: round.actions,
        serverSeed: round.fairness.server_seed!,
        serverSeedHash: round.fairness.server_seed_hash,
        clientSeed: round.fairness.client_seed,
        nonce: round.fairness.nonce,
        winCents: centsOf(round.win),
        view: round.view,
      });

    it('stands a video poker hand pat after the timeout', async () => {
      const game = games['Deuces Wild Neon']!;
      const p = await player();
      const token = await launch(p, game);
      const opened = v.parse(RoundView, (await start(p, game, token, { amount: '1.00' })).json.data);
      s.clock.advance(OPEN_ROUND_TIMEOUT_MS + MINUTE);
      await s.runDueWork();
      const [row] = await s.db.select().from(providerRounds).where(eq(providerRounds.id, opened.round_id));
      expect(row).toMatchObject({ status: 'settled', actions: [{ hold: [true, true, true, true, true] }] });
      const one = v.parse(
        RoundView,
        (await s.call('GET', `/api/house/rounds/one?round_id=${opened.round_id}`, { token: p.token })).json.data,
      );
      expect((one.view as VideoPokerView).cards).toEqual((opened.view as VideoPokerView).cards);
      expect(replays(one)).toMatchObject({ hashMatches: true, viewMatches: true });
    });
  });
}

suite('PGlite');
if (process.env.TEST_DATABASE_URL) suite('PostgreSQL', process.env.TEST_DATABASE_URL);
