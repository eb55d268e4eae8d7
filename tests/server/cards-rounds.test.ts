import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamePage, type Game } from '../../contract/games';
import { RoundView, Table } from '../../contract/rounds';
import type { BlackjackView } from '../../engines/blackjack';
import { replayRound } from '../../engines/replay';
import { centsOf } from '../../engines/types';
import type { VideoPokerView } from '../../engines/videopoker';
import { providerRounds } from '../../server/db/schema';
import { auditLedger } from '../../server/operator/handlers';
import { OPEN_ROUND_TIMEOUT_MS } from '../../server/provider/rounds';
import { fundedPlayer, MINUTE, setupServer, type TestServer } from './helpers';

/* Blackjack and video poker titles played through the real API: the runner, the wallet and the engines. */

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

    const player = (cents = 1000_00) => fundedPlayer(s, cents, `fund-${randomBytes(6).toString('hex')}`);
    type Player = Awaited<ReturnType<typeof player>>;

    async function launch(p: Player, game: Game): Promise<string> {
      const answer = await s.call('POST', '/api/day7/day7LoginV2', { token: p.token, body: { game_id: game.id } });
      expect(answer.status, answer.json.message).toBe(200);
      return new URL((answer.json.data as { url: string }).url, 'http://x').searchParams.get('launch')!;
    }
    const start = (p: Player, game: Game, token: string, choice: unknown) =>
      s.call('POST', '/api/house/rounds', { token: p.token, body: { game_id: game.id, launch: token, choice } });
    const act = (p: Player, roundId: string, token: string, action: unknown) =>
      s.call('POST', '/api/house/rounds/act', { token: p.token, body: { round_id: roundId, launch: token, action } });
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

    it('plays blackjack: the table states 6:5 and its RTP, doubles and splits are debited, every round replays', async () => {
      const game = games['Blackjack Ipanema']!;
      const p = await player();
      const token = await launch(p, game);
      const table = v.parse(
        Table,
        (await s.call('GET', `/api/house/table?game_id=${game.id}`, { token: p.token })).json.data,
      );
      expect(table).toMatchObject({ engine: 'blackjack', variant: 'ipanema', rtp: '98.47', open: null });
      expect(table.rules).toMatchObject({ blackjack_pays: '6:5', insurance: 'declined', dealer_stands_soft_17: true });
      let balance = 1000_00;
      let doubled = 0;
      let split = 0;
      for (let i = 0; i < 16; i += 1) {
        const answer = await start(p, game, token, { amount: '10.00' });
        expect(answer.status, answer.json.message).toBe(200);
        let round = v.parse(RoundView, answer.json.data);
        // The hole card and the shoe stay hidden while the round is open.
        if (round.status === 'open') expect((round.view as BlackjackView).dealer.cards[1]).toBeNull();
        while (round.status === 'open') {
          const { moves } = round.view as BlackjackView;
          const move = moves.includes('split') ? 'split' : moves.includes('double') ? 'double' : 'stand';
          if (move === 'split') split += 1;
          if (move === 'double') doubled += 1;
          const next = await act(p, round.round_id, token, { move });
          expect(next.status, next.json.message).toBe(200);
          round = v.parse(RoundView, next.json.data);
        }
        const view = round.view as BlackjackView;
        const stakes = view.hands.reduce((sum, hand) => sum + centsOf(hand.stake), 0);
        expect(centsOf(round.stake)).toBe(stakes);
        expect(centsOf(round.win)).toBe(view.hands.reduce((sum, hand) => sum + centsOf(hand.win ?? '0'), 0));
        balance += centsOf(round.win) - stakes;
        expect(await s.balanceOf(p.id)).toBe(balance);
        expect(replays(round)).toMatchObject({ hashMatches: true, winCents: centsOf(round.win), viewMatches: true });
      }
      expect(doubled + split).toBeGreaterThan(0);
      expect((await auditLedger(s.db)).off).toEqual([]);
    });

    it('refuses a move the hand does not allow with its code, and stands a hand left open after the timeout', async () => {
      const game = games['Blackjack Paulista']!;
      const p = await player();
      const token = await launch(p, game);
      let round: RoundView | null = null;
      for (let i = 0; i < 20 && !round; i += 1) {
        const opened = v.parse(RoundView, (await start(p, game, token, { amount: '5.00' })).json.data);
        if (opened.status === 'open' && !(opened.view as BlackjackView).moves.includes('split')) round = opened;
        else if (opened.status === 'open') await act(p, opened.round_id, token, { move: 'stand' });
      }
      expect(round).not.toBeNull();
      const refused = await act(p, round!.round_id, token, { move: 'split' });
      expect([refused.status, refused.json.error]).toEqual([422, 'blackjack.cannot_split']);
      const bad = await act(p, round!.round_id, token, { move: 'surrender' });
      expect([bad.status, bad.json.error]).toEqual([422, 'round.action_invalid']);
      const reopened = v.parse(
        Table,
        (await s.call('GET', `/api/house/table?game_id=${game.id}`, { token: p.token })).json.data,
      );
      expect(reopened.open?.round_id).toBe(round!.round_id);
      s.clock.advance(OPEN_ROUND_TIMEOUT_MS + MINUTE);
      await s.runDueWork();
      const [row] = await s.db.select().from(providerRounds).where(eq(providerRounds.id, round!.round_id));
      expect(row).toMatchObject({ status: 'settled', actions: [{ move: 'stand' }] });
      expect((await act(p, round!.round_id, token, { move: 'hit' })).json.error).toBe('round.over');
      expect((await auditLedger(s.db)).off).toEqual([]);
    });

    it('plays video poker: five cards, the holds drawn from the deck and paid by the paytable, a bad hold refused', async () => {
      const game = games['Jacks or Better Sertão']!;
      const p = await player();
      const token = await launch(p, game);
      const table = v.parse(
        Table,
        (await s.call('GET', `/api/house/table?game_id=${game.id}`, { token: p.token })).json.data,
      );
      expect(table).toMatchObject({ engine: 'videopoker', variant: 'jacks', rtp: '99.54' });
      let balance = 1000_00;
      for (let i = 0; i < Number(process.env.VP_ROUNDS ?? 10); i += 1) {
        const opened = v.parse(RoundView, (await start(p, game, token, { amount: '2.00' })).json.data);
        expect(opened.status).toBe('open');
        const dealt = opened.view as VideoPokerView;
        expect(dealt.cards).toHaveLength(5);
        if (i === 0) {
          const bad = await act(p, opened.round_id, token, { hold: [true] });
          expect([bad.status, bad.json.error]).toEqual([422, 'videopoker.hold_invalid']);
        }
        const hold = [i % 2 === 0, true, false, i % 3 === 0, false];
        const answer = await act(p, opened.round_id, token, { hold });
        expect(answer.status, answer.json.message).toBe(200);
        const round = v.parse(RoundView, answer.json.data);
        const view = round.view as VideoPokerView;
        expect(round.status).toBe('settled');
        hold.forEach((held, at) => held && expect(view.cards[at]).toBe(dealt.cards[at]));
        expect(centsOf(round.win)).toBe(200 * view.pays);
        balance += centsOf(round.win) - 200;
        expect(await s.balanceOf(p.id)).toBe(balance);
        expect(replays(round)).toMatchObject({ hashMatches: true, winCents: centsOf(round.win), viewMatches: true });
      }
      expect((await auditLedger(s.db)).off).toEqual([]);
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
