import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamePage, type Game } from '../../contract/games';
import { BetAmount } from '../../contract/tables';
import { RoundView, Table } from '../../contract/rounds';
import { says } from '../../contract/says';
import { REGISTRY } from '../../engines';
import type { Draw } from '../../engines/fair';
import { replayRound } from '../../engines/replay';
import { centsOf, EngineRefusal, type Engine } from '../../engines/types';
import { houseSeeds, ledgerEntries, members, providerRounds } from '../../server/db/schema';
import { auditLedger } from '../../server/operator/handlers';
import { OPEN_ROUND_TIMEOUT_MS } from '../../server/provider/rounds';
import { credit } from '../../server/wallet/ledger';
import { MINUTE, setupServer, type TestServer } from './helpers';

/*
 * The round runner, with two engines made for the test (registered in place of dice and mines for this
 * file only): a coin (one request) and a ladder (actions, a double, a timeout). What is checked is the
 * runner's: the wallet calls, the seeds, the refusals, the open round's life, concurrency.
 */

interface Coin {
  side: 'heads' | 'tails';
  amount: string;
}
const coin: Engine<object, Coin, never, { side: string; flip: string; stake: number }> = {
  key: 'dice',
  choice: v.object({ amount: BetAmount, side: v.picklist(['heads', 'tails'], says('round.choice_invalid')) }),
  stake: (_, choice) => centsOf(choice.amount),
  maxPayout: () => [196, 100],
  start(_, choice, draw) {
    const flip = draw.int(2) === 0 ? 'heads' : 'tails';
    const stake = centsOf(choice.amount);
    return {
      state: { side: choice.side, flip, stake },
      done: true,
      winCents: flip === choice.side ? Math.floor((stake * 196) / 100) : 0,
      stakeCents: stake,
    };
  },
  view: (_, state) => ({ side: state.side, flip: state.flip }),
  rules: () => ({ pays: '1.96' }),
  rtp: () => '98.00',
  simulate: (_, draw: Draw) => ({ stake: 100, win: draw.int(2) === 0 ? 196 : 0 }),
};

type LadderAction = { step: 'climb' | 'double' | 'stop' };
interface Ladder {
  bits: number[];
  level: number;
  stake: number;
  doubled: boolean;
  bust: boolean;
}
const ladderOutcome = (state: Ladder) => ({
  state,
  done: false,
  winCents: 0,
  stakeCents: state.stake,
});
const ladder: Engine<object, { amount: string }, LadderAction, Ladder> = {
  key: 'mines',
  choice: v.object({ amount: BetAmount }),
  action: v.object({ step: v.picklist(['climb', 'double', 'stop'], says('round.action_invalid')) }),
  stake: (_, choice) => centsOf(choice.amount),
  /** Doubled, then every level climbed: 4 × twice the opening stake. */
  maxPayout: () => [8, 1],
  start: (_, choice, draw) =>
    ladderOutcome({
      bits: Array.from({ length: 5 }, () => draw.int(2)),
      level: 0,
      stake: centsOf(choice.amount),
      doubled: false,
      bust: false,
    }),
  act(_, state, action) {
    if (action.step === 'double') {
      if (state.doubled) throw new EngineRefusal('round.action_invalid');
      return ladderOutcome({ ...state, doubled: true, stake: state.stake * 2 });
    }
    if (action.step === 'stop') {
      const win = Math.floor((state.stake * (100 + 50 * state.level)) / 100);
      return { state, done: true, winCents: win, stakeCents: state.stake };
    }
    if (state.bits[state.level] === 0)
      return { state: { ...state, bust: true }, done: true, winCents: 0, stakeCents: state.stake };
    const next = { ...state, level: state.level + 1 };
    return next.level === state.bits.length
      ? { state: next, done: true, winCents: state.stake * 4, stakeCents: state.stake }
      : ladderOutcome(next);
  },
  timeoutAction: () => ({ step: 'stop' }),
  view: (_, state, done) => ({ level: state.level, bust: state.bust, ...(done ? { bits: state.bits } : {}) }),
  rules: () => ({}),
  rtp: () => '90.00',
  simulate: () => ({ stake: 1, win: 0 }),
};

REGISTRY.dice = { engine: coin, variants: { rapido: {} } };
REGISTRY.mines = { engine: ladder, variants: { minas: {} } };

async function titled(s: TestServer, name: string): Promise<Game> {
  const { json } = await s.call('GET', `/api/games/listsv2?name=${encodeURIComponent(name)}`);
  const game = v.parse(GamePage, json.data).list.find((g) => g.name === name);
  if (!game) throw new Error(`${name} is not listed`);
  return game;
}

function suite(label: string, databaseUrl?: string) {
  describe(`the house tables' rounds (${label})`, () => {
    let s: TestServer;
    let coinGame: Game;
    let ladderGame: Game;
    let crashGame: Game;

    beforeAll(async () => {
      s = await setupServer({}, `provider-${label}`, databaseUrl ? { databaseUrl } : {});
      coinGame = await titled(s, 'Dado Rápido');
      ladderGame = await titled(s, 'Minas Explosivas');
      crashGame = await titled(s, 'Foguete Rio');
    });
    afterAll(() => s?.close());

    async function player(cents = 100_00) {
      const registered = await s.register();
      const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
      const id = member!.id;
      if (cents > 0) {
        const ref = `fund-${randomBytes(6).toString('hex')}`;
        await s.db.transaction((tx) => credit(tx, id, cents, 'test.fund', ref, s.clock.now()));
      }
      return { ...registered, id };
    }
    type Player = Awaited<ReturnType<typeof player>>;

    async function launch(p: Player, game: Game): Promise<string> {
      const answer = await s.call('POST', '/api/day7/day7LoginV2', { token: p.token, body: { game_id: game.id } });
      expect(answer.status, answer.json.message).toBe(200);
      const url = (answer.json.data as { url: string }).url;
      return new URL(url, 'http://x').searchParams.get('launch')!;
    }

    const start = (p: Player, game: Game, token: string, choice: unknown, headers?: Record<string, string>) =>
      s.call('POST', '/api/house/rounds', {
        token: p.token,
        body: { game_id: game.id, launch: token, choice },
        ...(headers ? { headers } : {}),
      });
    const act = (p: Player, roundId: string, token: string, action: unknown) =>
      s.call('POST', '/api/house/rounds/act', { token: p.token, body: { round_id: roundId, launch: token, action } });

    async function everything(id: number) {
      const [entries] = await s.db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.memberId, id));
      const [rounds] = await s.db.select({ n: count() }).from(providerRounds).where(eq(providerRounds.memberId, id));
      const [seed] = await s.db.select().from(houseSeeds).where(eq(houseSeeds.memberId, id));
      return { balance: await s.balanceOf(id), entries: entries!.n, rounds: rounds!.n, nonce: seed?.nonce ?? null };
    }

    it('plays a one-request round: the stake debited and the win credited once, the seed committed before and revealed after', async () => {
      const p = await player();
      const token = await launch(p, coinGame);
      const table = v.parse(
        Table,
        (await s.call('GET', `/api/house/table?game_id=${coinGame.id}`, { token: p.token })).json.data,
      );
      expect(table).toMatchObject({
        engine: 'dice',
        variant: 'rapido',
        rtp: '98.00',
        rules: { pays: '1.96' },
        open: null,
      });
      const answer = await start(p, coinGame, token, { amount: '10.00', side: 'heads' });
      expect(answer.status, answer.json.message).toBe(200);
      const round = v.parse(RoundView, answer.json.data);
      expect(round.status).toBe('settled');
      expect(round.fairness.server_seed_hash).toBe(table.commitment.server_seed_hash);
      expect(round.fairness.nonce).toBe(table.commitment.nonce);
      expect(round.next.nonce).toBe(table.commitment.nonce + 1);
      expect(round.next.server_seed_hash).not.toBe(table.commitment.server_seed_hash);
      const won = (round.view as { flip: string }).flip === 'heads';
      expect(round.win).toBe(won ? '19.60' : '0.00');
      expect(await s.balanceOf(p.id)).toBe(100_00 - 10_00 + (won ? 19_60 : 0));
      expect(round.balance).toBe(won ? '109.60' : '90.00');
      // Replayed with the engine's own code from what the round shows.
      const replayed = replayRound({
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
      expect(replayed).toMatchObject({ hashMatches: true, winCents: centsOf(round.win), viewMatches: true });
      // The game record lists it, linked to the verifier.
      const record = await s.call('POST', '/api/game/record', { token: p.token, body: {} });
      expect((record.json.data as { list: unknown[] }).list).toEqual([
        expect.objectContaining({ round_id: round.round_id, game_name: 'Dado Rápido', verifiable: true }),
      ]);
      const again = await s.call('GET', `/api/house/rounds/one?round_id=${round.round_id}`, { token: p.token });
      expect(v.parse(RoundView, again.json.data).view).toEqual(round.view);
      const stranger = await player(0);
      const theirs = await s.call('GET', `/api/house/rounds/one?round_id=${round.round_id}`, { token: stranger.token });
      expect(theirs.json.error).toBe('round.not_found');
    });

    it('refuses a bad choice, a stake outside the limits or the balance, a foreign launch and other engines, changing nothing', async () => {
      const p = await player(5_00);
      const token = await launch(p, coinGame);
      await s.call('GET', `/api/house/table?game_id=${coinGame.id}`, { token: p.token });
      const before = await everything(p.id);
      const other = await player();
      const foreign = await launch(other, coinGame);
      const cases: [unknown, string, string?][] = [
        [{ amount: '1.00', side: 'edge' }, 'round.choice_invalid'],
        [{ amount: '0.05', side: 'heads' }, 'bet.amount_below_minimum'],
        [{ amount: '5000.00', side: 'heads' }, 'bet.amount_above_maximum'],
        [{ amount: '6.00', side: 'heads' }, 'bet.insufficient_balance'],
        [{ amount: '1.005', side: 'heads' }, 'amount.two_decimals'],
        ['heads', 'round.choice_invalid'],
        [{ amount: '1.00', side: 'heads' }, 'launch.invalid', foreign],
        [{ amount: '1.00', side: 'heads' }, 'launch.invalid', `${token.slice(0, -2)}xx`],
      ];
      for (const [choice, error, launchToken] of cases) {
        const answer = await start(p, coinGame, launchToken ?? token, choice);
        expect(answer.json.error, JSON.stringify(choice)).toBe(error);
        expect(answer.status).toBeLessThan(500);
      }
      const crash = await start(p, crashGame, await launch(p, crashGame), { amount: '1.00' });
      expect(crash.json.error).toBe('game.not_available');
      const unknown = await s.call('POST', '/api/house/rounds', {
        token: p.token,
        body: { game_id: 99_999, launch: token, choice: {} },
      });
      expect(unknown.status).toBe(404);
      const guest = await s.call('POST', '/api/house/rounds', {
        body: { game_id: coinGame.id, launch: token, choice: {} },
      });
      expect(guest.status).toBe(401);
      expect(await everything(p.id)).toEqual(before);
    });

    it('a launch for another game does not open this one', async () => {
      const p = await player();
      const ladderToken = await launch(p, ladderGame);
      const answer = await start(p, coinGame, ladderToken, { amount: '1.00', side: 'heads' });
      expect(answer.json.error).toBe('launch.invalid');
    });

    it('a repeated Idempotency-Key plays once and answers the same round', async () => {
      const p = await player();
      const token = await launch(p, coinGame);
      const key = { 'Idempotency-Key': `coin-${randomBytes(6).toString('hex')}` };
      const [a, b] = await Promise.all([
        start(p, coinGame, token, { amount: '2.00', side: 'tails' }, key),
        start(p, coinGame, token, { amount: '2.00', side: 'tails' }, key),
      ]);
      const answers = [a, b].filter((x) => x.status === 200);
      expect(answers.length).toBeGreaterThan(0);
      for (const x of answers)
        expect((x.json.data as RoundView).round_id).toBe((answers[0]!.json.data as RoundView).round_id);
      expect((await everything(p.id)).rounds).toBe(1);
    });

    it('keeps a round open through its actions, debits a double, settles on the last one and only then reveals the seed', async () => {
      const p = await player();
      const token = await launch(p, ladderGame);
      const opened = v.parse(RoundView, (await start(p, ladderGame, token, { amount: '3.00' })).json.data);
      expect(opened.status).toBe('open');
      expect(opened.fairness.server_seed).toBeNull();
      expect(opened.view).toEqual({ level: 0, bust: false });
      expect(opened.closes_at).not.toBeNull();
      expect(await s.balanceOf(p.id)).toBe(97_00);
      // One open round of a title at a time; the table offers it back.
      expect((await start(p, ladderGame, token, { amount: '1.00' })).json.error).toBe('round.finish_open');
      const table = v.parse(
        Table,
        (await s.call('GET', `/api/house/table?game_id=${ladderGame.id}`, { token: p.token })).json.data,
      );
      expect(table.open?.round_id).toBe(opened.round_id);

      const doubled = v.parse(RoundView, (await act(p, opened.round_id, token, { step: 'double' })).json.data);
      expect(doubled.stake).toBe('6.00');
      expect(await s.balanceOf(p.id)).toBe(94_00);
      expect((await act(p, opened.round_id, token, { step: 'double' })).json.error).toBe('round.action_invalid');
      expect((await act(p, opened.round_id, token, { step: 'jump' })).json.error).toBe('round.action_invalid');
      const stranger = await player();
      expect(
        (await act(stranger, opened.round_id, await launch(stranger, ladderGame), { step: 'stop' })).json.error,
      ).toBe('round.not_found');

      const stopped = v.parse(RoundView, (await act(p, opened.round_id, token, { step: 'stop' })).json.data);
      expect(stopped).toMatchObject({ status: 'settled', stake: '6.00', win: '6.00' });
      expect(stopped.fairness.server_seed).not.toBeNull();
      expect((stopped.view as { bits: number[] }).bits).toHaveLength(5);
      expect(await s.balanceOf(p.id)).toBe(100_00);
      expect((await act(p, opened.round_id, token, { step: 'stop' })).json.error).toBe('round.over');
      const replayed = replayRound({
        engine: stopped.engine,
        variant: stopped.variant,
        choice: stopped.choice,
        actions: stopped.actions,
        serverSeed: stopped.fairness.server_seed!,
        serverSeedHash: stopped.fairness.server_seed_hash,
        clientSeed: stopped.fairness.client_seed,
        nonce: stopped.fairness.nonce,
        winCents: 600,
        view: stopped.view,
      });
      expect(replayed).toMatchObject({ hashMatches: true, winCents: 600, viewMatches: true });
    });

    it('settles a round left open past its closing time with the engine’s timeout action', async () => {
      const p = await player();
      const token = await launch(p, ladderGame);
      const opened = v.parse(RoundView, (await start(p, ladderGame, token, { amount: '4.00' })).json.data);
      await s.runDueWork();
      expect((await s.db.select().from(providerRounds).where(eq(providerRounds.id, opened.round_id)))[0]!.status).toBe(
        'open',
      );
      s.clock.advance(OPEN_ROUND_TIMEOUT_MS + MINUTE);
      await s.runDueWork();
      const [row] = await s.db.select().from(providerRounds).where(eq(providerRounds.id, opened.round_id));
      expect(row).toMatchObject({ status: 'settled', winCents: 4_00, actions: [{ step: 'stop' }] });
      expect(await s.balanceOf(p.id)).toBe(100_00);
      expect((await act(p, opened.round_id, token, { step: 'climb' })).json.error).toBe('round.over');
    });

    it('20 rounds at once on one wallet that covers 10: never below zero, every centavo in the ledger', async () => {
      const p = await player(10_00);
      const token = await launch(p, coinGame);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => start(p, coinGame, token, { amount: '1.00', side: 'heads' })),
      );
      for (const a of answers) expect([200, 409, 422]).toContain(a.status);
      const played = answers.filter((a) => a.status === 200).map((a) => v.parse(RoundView, a.json.data));
      const wins = played.reduce((sum, r) => sum + centsOf(r.win), 0);
      expect(await s.balanceOf(p.id)).toBe(10_00 - played.length * 1_00 + wins);
      expect(await s.balanceOf(p.id)).toBeGreaterThanOrEqual(0);
      expect((await auditLedger(s.db)).off).toEqual([]);
    });

    it('a launch whose site session has ended opens no round, even from the member’s other session', async () => {
      const p = await player();
      const token = await launch(p, coinGame);
      const first = p.token;
      await s.relogin(p);
      expect((await s.call('POST', '/api/auth/logout', { token: first, body: {} })).status).toBe(200);
      const answer = await start(p, coinGame, token, { amount: '1.00', side: 'heads' });
      expect(answer.status).toBe(403);
      expect(answer.json.error).toBe('launch.invalid');
      expect(await everything(p.id)).toMatchObject({ balance: 100_00, entries: 1, rounds: 0 });
    });

    it('a paused member may not open a round', async () => {
      const p = await player();
      const token = await launch(p, coinGame);
      const paused = await s.call('POST', '/api/responsible/pause', {
        token: p.token,
        body: { period: '24h', password: p.password },
      });
      expect(paused.status, paused.json.message).toBe(200);
      const answer = await start(p, coinGame, token, { amount: '1.00', side: 'heads' });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(await s.balanceOf(p.id)).toBe(100_00);
    });

    it('a paused member with a round still open is refused for the pause, not asked to finish the round', async () => {
      const p = await player();
      const token = await launch(p, ladderGame);
      expect((await start(p, ladderGame, token, { amount: '1.00' })).json.data).toMatchObject({ status: 'open' });
      const paused = await s.call('POST', '/api/responsible/pause', {
        token: p.token,
        body: { period: '24h', password: p.password },
      });
      expect(paused.status, paused.json.message).toBe(200);
      const answer = await start(p, ladderGame, token, { amount: '1.00' });
      expect(answer.status).toBe(403);
      expect(answer.json.error).not.toBe('round.finish_open');
      expect(await s.balanceOf(p.id)).toBe(99_00);
    });
  });
}

suite('PGlite');
if (process.env.TEST_DATABASE_URL) suite('PostgreSQL', process.env.TEST_DATABASE_URL);
