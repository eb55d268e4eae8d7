import { createHash, createHmac } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../server/app';
import { crashRounds, houseSeeds, ledgerEntries, members, turnoverEntries, wallets } from '../../server/db/schema';
import { CRASH_GROWTH, CRASH_MAX, CRASH_RTP, crashPointOfR, crashRtp, multiplierAt } from '../../server/house/crash';
import { credit } from '../../server/wallet/ledger';
import { turnoverCents } from '../../server/wallet/turnover';
import { Commitment, GamePage, GameRecordPage, GameText, ServerText, type Game } from '../../contract';
import { CrashRound, CrashRules } from '../../contract/house';
import { HouseText } from '../../contract/texts';
import { startJobs } from '../../server/jobs';
import { seededRandom, setupServer, type TestServer } from './helpers';

let s: TestServer;
let crashGame: Game;
let otherCrashGame: Game;
let slotGame: Game;

beforeAll(async () => {
  s = await setupServer({}, 'crash-tests');
  const page = async (category: string, perPage: number) =>
    v.parse(GamePage, (await s.call('GET', `/api/games/listsv2?category=${category}&per_page=${perPage}`)).json.data)
      .list;
  [crashGame, otherCrashGame] = (await page('crash', 2)) as [Game, Game];
  [slotGame] = (await page('slot', 1)) as [Game];
});
afterAll(() => s.close());

// ── The published recipe, written out again here (not imported), to check the server against it. ──

const N = 2n ** 52n;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function recomputeCrashPoint(serverSeed: string, clientSeed: string, nonce: number): number {
  const hex = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest('hex');
  const r = BigInt(`0x${hex.slice(0, 13)}`);
  if (r % 33n === 0n) return 100;
  return Math.min(100_000, Math.max(100, Number((100n * N - r) / (N - r))));
}

/** The curve: floor(100 · e^(0.06 · t)) hundredths, t in seconds. */
const curve = (ms: number) => Math.floor(100 * Math.exp((0.06 * ms) / 1000));
/** The first whole millisecond at which the curve reaches `m` hundredths. */
function firstMsAt(m: number): number {
  let ms = Math.max(0, Math.floor((Math.log(m / 100) / 0.06) * 1000) - 2);
  while (curve(ms) < m) ms += 1;
  return ms;
}
const hundredths = (multiplier: string) => Math.round(Number(multiplier) * 100);

// ── Players and calls. ──

async function player(fundCents: number) {
  const registered = await s.register();
  const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
  const id = member!.id;
  if (fundCents > 0) {
    await s.db.transaction((tx) => credit(tx, id, fundCents, 'test.fund', `crash-fund-${id}`, s.clock.now()));
  }
  return { ...registered, id, fundCents };
}
type Player = Awaited<ReturnType<typeof player>>;

const bet = (p: Player, body: Record<string, unknown>) =>
  s.call('POST', '/api/house/crash/bet', { token: p.token, body: { game_id: crashGame.id, ...body } });
const cashout = (p: Player, roundId: string) =>
  s.call('POST', '/api/house/crash/cashout', { token: p.token, body: { round_id: roundId } });
const getRound = (p: Player, roundId: string) =>
  s.call('GET', `/api/house/crash/round?round_id=${encodeURIComponent(roundId)}`, { token: p.token });

async function ok(answer: Promise<Awaited<ReturnType<typeof bet>>>): Promise<CrashRound> {
  const { status, json } = await answer;
  expect(status, json.message).toBe(200);
  return v.parse(CrashRound, json.data);
}

async function commitment(p: Player): Promise<Commitment> {
  const answer = await s.call('GET', `/api/house/fairness?game_id=${crashGame.id}`, { token: p.token });
  expect(answer.status).toBe(200);
  return v.parse(Commitment, answer.json.data);
}

/** A client seed whose round (the member's next) crashes at a point that satisfies `wanted`. */
async function clientSeedFor(p: Player, wanted: (crash: number) => boolean, tries = 20_000): Promise<string> {
  await commitment(p);
  const [seed] = await s.db.select().from(houseSeeds).where(eq(houseSeeds.memberId, p.id));
  for (let i = 0; i < tries; i += 1) {
    const candidate = `semente-${i}`;
    if (wanted(recomputeCrashPoint(seed!.serverSeed, candidate, seed!.nonce))) return candidate;
  }
  throw new Error(`No such client seed in ${tries} tries`);
}

/** A round's ledger entries: its bet and its end, through the seamless wallet (refs RODADA:<round>[:end]). */
async function ledgerOf(roundId: string) {
  const rows = await s.db
    .select()
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.ref, [`RODADA:${roundId}`, `RODADA:${roundId}:end`]))
    .orderBy(ledgerEntries.id);
  return rows.map((e) => [e.kind, e.amountCents]);
}

/** Everything a refused bet must leave alone. */
async function state(id: number) {
  const n = async (table: typeof ledgerEntries | typeof crashRounds | typeof turnoverEntries) =>
    (await s.db.select({ n: count() }).from(table).where(eq(table.memberId, id)))[0]!.n;
  const [seed] = await s.db.select().from(houseSeeds).where(eq(houseSeeds.memberId, id));
  return {
    balance: await s.balanceOf(id),
    ledger: await n(ledgerEntries),
    rounds: await n(crashRounds),
    turnover: await n(turnoverEntries),
    seed: seed ? { hash: seed.serverSeedHash, nonce: seed.nonce } : null,
  };
}

describe('POST /api/house/crash/bet', () => {
  it('starts a running round: bet debited through the ledger, crash point kept secret, commitment shown', async () => {
    const p = await player(10_000);
    const clientSeed = await clientSeedFor(p, (c) => c >= 150);
    const committed = await commitment(p);
    const started = s.clock.now();
    const round = await ok(bet(p, { amount: '2.50', client_seed: clientSeed, auto_cashout: '' }));
    expect(round).toMatchObject({
      game_id: crashGame.id,
      status: 'running',
      bet_amount: '2.50',
      win_amount: '0.00',
      balance: '97.50',
      crash_point: null,
      cashout_multiplier: null,
      auto_cashout: null,
      fairness: null,
      next: null,
      growth: CRASH_GROWTH,
      started_at: started.toISOString(),
      server_time: started.toISOString(),
      commitment: committed,
    });
    expect(JSON.stringify(round)).not.toMatch(/server_seed"/);
    expect(await ledgerOf(round.round_id)).toEqual([['game.bet', -250]]);
    // The stake counts as turnover once the round has ended.
    expect(await turnoverCents(s.db, p.id)).toBe(0);
    const [stored] = await s.db.select().from(crashRounds).where(eq(crashRounds.id, round.round_id));
    expect(stored).toMatchObject({
      memberId: p.id,
      status: 'running',
      betCents: 250,
      clientSeed,
      nonce: committed.nonce,
    });
    expect(stored!.crashPoint).toBeGreaterThanOrEqual(150);
    // The seed rotated at once: the next round (of any house game) is committed to another seed.
    const next = await commitment(p);
    expect(next.nonce).toBe(committed.nonce + 1);
    expect(next.server_seed_hash).not.toBe(committed.server_seed_hash);
  });

  it('allows one running round per member; the next bet is taken once the round is over', async () => {
    const p = await player(10_000);
    const clientSeed = await clientSeedFor(p, (c) => c >= 200 && c < 400);
    const first = await ok(bet(p, { amount: '1.00', client_seed: clientSeed }));
    const before = await state(p.id);
    const again = await bet(p, { amount: '1.00', game_id: otherCrashGame.id });
    expect(again.status).toBe(422);
    expect(again.json.message).toBe(HouseText.finishRound);
    expect(await state(p.id)).toEqual(before);
    // After a reload the app finds the running round without its id.
    const latest = await ok(s.call('GET', '/api/house/crash/round', { token: p.token }));
    expect(latest).toMatchObject({ round_id: first.round_id, status: 'running' });
    const none = await s.call('GET', '/api/house/crash/round', { token: (await player(0)).token });
    expect(none.json).toMatchObject({ code: 404, message: HouseText.roundNotFound });

    // Past its crash time, the next bet ends the old round on the way (lazily) and starts a new one.
    s.clock.advance(firstMsAt(400));
    const second = await ok(bet(p, { amount: '1.00' }));
    expect(second.status === 'running' || second.crash_point === '1.00').toBe(true);
    const [old] = await s.db.select().from(crashRounds).where(eq(crashRounds.id, first.round_id));
    expect(old).toMatchObject({ status: 'crashed', winCents: 0 });
    expect(old!.endedAt!.getTime()).toBe(new Date(first.started_at).getTime() + firstMsAt(old!.crashPoint));
  });

  it('refuses bad amounts, bad auto cash-outs, other engines and unknown games, changing nothing', async () => {
    const p = await player(500);
    await commitment(p);
    const before = await state(p.id);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amount: undefined }, 422, GameText.enterAmount],
      [{ amount: 'abc' }, 422, 'Enter the amount in numbers, like 20.00'],
      [{ amount: '0' }, 422, GameText.betPositive],
      [{ amount: '-1' }, 422, GameText.betPositive],
      [{ amount: '0.09' }, 422, 'The amount must not be less than 0.10'],
      [{ amount: '1000.01' }, 422, 'Amount cannot be greater than 1000.00'],
      [{ amount: '5.01' }, 422, GameText.insufficientBalance],
      [{ amount: '1.00', auto_cashout: '1.00' }, 422, 'The multiplier must be between 1.01 and 1000'],
      [{ amount: '1.00', auto_cashout: '1000.01' }, 422, 'The multiplier must be between 1.01 and 1000'],
      [{ amount: '1.00', auto_cashout: '2x' }, 422, 'Enter a multiplier like 2.00'],
      [{ amount: '1.00', game_id: slotGame.id }, 422, GameText.notAvailable],
      [{ amount: '1.00', game_id: 99_999 }, 404, GameText.gameNotFound],
      [{ amount: '1.00', game_id: 'x' }, 422, GameText.gameNotFound],
    ];
    for (const [body, status, message] of cases) {
      const answer = await bet(p, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.json.message, JSON.stringify(body)).toBe(message);
    }
    expect(await state(p.id)).toEqual(before);
    const anonymous = await s.call('POST', '/api/house/crash/bet', { body: { game_id: crashGame.id, amount: '1.00' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.message).toBe(ServerText.unauthenticated);
    // Crash games are not played through the house tables' rounds.
    const slotPlay = await s.call('POST', '/api/house/rounds', {
      token: p.token,
      body: { game_id: crashGame.id, launch: 'x', choice: { amount: '1.00' } },
    });
    expect(slotPlay.json.message).toBe(GameText.notAvailable);
  });

  it('ends a round whose crash point is 1.00 at once', async () => {
    const p = await player(1_000);
    const clientSeed = await clientSeedFor(p, (c) => c === 100);
    const round = await ok(bet(p, { amount: '1.00', client_seed: clientSeed }));
    expect(round).toMatchObject({ status: 'crashed', crash_point: '1.00', win_amount: '0.00', balance: '9.00' });
    expect(round.fairness).not.toBeNull();
  });
});

describe('POST /api/house/crash/cashout', () => {
  it('pays bet × the multiplier reached, from the clock, through the ledger, and reveals the seeds', async () => {
    const p = await player(10_000);
    const clientSeed = await clientSeedFor(p, (c) => c >= 300);
    const committed = await commitment(p);
    const round = await ok(bet(p, { amount: '7.77', client_seed: clientSeed }));
    s.clock.advance(10_000);
    const m = curve(10_000); // e^0.6 → 1.82
    expect(m).toBe(182);
    const cashed = await ok(cashout(p, round.round_id));
    const win = Math.floor((777 * m) / 100);
    expect(cashed).toMatchObject({
      status: 'cashed_out',
      cashout_multiplier: '1.82',
      win_amount: (win / 100).toFixed(2),
      balance: ((10_000 - 777 + win) / 100).toFixed(2),
      commitment: committed,
    });
    expect(await ledgerOf(round.round_id)).toEqual([
      ['game.bet', -777],
      ['game.win', win],
    ]);
    expect(await s.balanceOf(p.id)).toBe(10_000 - 777 + win);

    // Provably fair: the revealed seed is the one committed before the bet and recomputes the crash point.
    const { fairness } = cashed;
    expect(fairness).toMatchObject({
      server_seed_hash: committed.server_seed_hash,
      client_seed: clientSeed,
      nonce: committed.nonce,
    });
    expect(sha256(fairness!.server_seed)).toBe(committed.server_seed_hash);
    expect(recomputeCrashPoint(fairness!.server_seed, fairness!.client_seed, fairness!.nonce)).toBe(
      hundredths(cashed.crash_point!),
    );
    expect(hundredths(cashed.crash_point!)).toBeGreaterThan(m);
    expect(cashed.next).toEqual(await commitment(p));
  });

  it('loses once the multiplier has reached the crash point: one millisecond decides', async () => {
    const p = await player(10_000);
    const clientSeed = await clientSeedFor(p, (c) => c > 120 && c < 250);
    const round = await ok(bet(p, { amount: '5.00', client_seed: clientSeed }));
    const [stored] = await s.db.select().from(crashRounds).where(eq(crashRounds.id, round.round_id));
    const crashAt = firstMsAt(stored!.crashPoint);
    s.clock.advance(crashAt);
    const lost = await ok(cashout(p, round.round_id));
    expect(lost).toMatchObject({ status: 'crashed', win_amount: '0.00', cashout_multiplier: null, balance: '95.00' });
    expect(hundredths(lost.crash_point!)).toBe(stored!.crashPoint);
    expect(await ledgerOf(round.round_id)).toEqual([['game.bet', -500]]);

    // A millisecond before its crash time, a round still pays at the multiplier just below the crash point.
    const q = await player(10_000);
    const round2 = await ok(bet(q, { amount: '5.00', client_seed: await clientSeedFor(q, (c) => c > 120 && c < 250) }));
    const [stored2] = await s.db.select().from(crashRounds).where(eq(crashRounds.id, round2.round_id));
    const justBefore = firstMsAt(stored2!.crashPoint) - 1;
    s.clock.advance(justBefore);
    const won = await ok(cashout(q, round2.round_id));
    expect(won.status).toBe('cashed_out');
    expect(hundredths(won.cashout_multiplier!)).toBe(curve(justBefore));
    expect(curve(justBefore)).toBeLessThan(stored2!.crashPoint);
  });

  it('is idempotent: cashing out an ended round answers it unchanged and pays nothing more', async () => {
    const p = await player(10_000);
    const clientSeed = await clientSeedFor(p, (c) => c >= 200);
    const round = await ok(bet(p, { amount: '10.00', client_seed: clientSeed }));
    s.clock.advance(5_000);
    const first = await ok(cashout(p, round.round_id));
    s.clock.advance(5_000);
    const second = await ok(cashout(p, round.round_id));
    expect({ ...second, server_time: '' }).toEqual({ ...first, server_time: '' });
    expect(second.cashout_multiplier).toBe('1.34');
    const entries = await ledgerOf(round.round_id);
    expect(entries).toEqual([
      ['game.bet', -1000],
      ['game.win', 1340],
    ]);
    expect(await s.balanceOf(p.id)).toBe(10_000 - 1000 + 1340);
  });

  it('pays once when five cash-outs race', async () => {
    const p = await player(10_000);
    const clientSeed = await clientSeedFor(p, (c) => c >= 200);
    const round = await ok(bet(p, { amount: '20.00', client_seed: clientSeed }));
    s.clock.advance(3_000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => ok(cashout(p, round.round_id))));
    const m = curve(3_000);
    const win = Math.floor((2000 * m) / 100);
    for (const a of answers) expect(a).toMatchObject({ status: 'cashed_out', win_amount: (win / 100).toFixed(2) });
    const [wins] = await s.db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.ref, `RODADA:${round.round_id}:end`), eq(ledgerEntries.kind, 'game.win')));
    expect(wins!.n).toBe(1);
    expect(await s.balanceOf(p.id)).toBe(10_000 - 2000 + win);
  });

  it("answers 404 for an unknown round and for another member's round", async () => {
    const p = await player(1_000);
    const other = await player(0);
    const round = await ok(bet(p, { amount: '1.00' }));
    for (const call of [cashout(other, round.round_id), getRound(other, round.round_id), cashout(p, 'nope')]) {
      const answer = await call;
      expect(answer.status).toBe(404);
      expect(answer.json.message).toBe(HouseText.roundNotFound);
    }
    expect((await s.call('GET', `/api/house/crash/round?round_id=${round.round_id}`)).status).toBe(401);
    s.clock.advance(200_000); // ends it (at the latest at the cap) for the ledger check below
    await s.runDueWork();
  });
});

describe('automatic cash-out and the settlement job', () => {
  it('cashes out at the automatic multiplier when it comes before the crash, whenever the round is read', async () => {
    const p = await player(10_000);
    const clientSeed = await clientSeedFor(p, (c) => c > 250);
    const round = await ok(bet(p, { amount: '4.00', client_seed: clientSeed, auto_cashout: 2.5 }));
    expect(round.auto_cashout).toBe('2.50');

    s.clock.advance(firstMsAt(250) - 1);
    expect(await ok(getRound(p, round.round_id))).toMatchObject({
      status: 'running',
      crash_point: null,
      fairness: null,
    });
    s.clock.advance(60_000);
    // A manual cash-out long after the automatic one settles at the automatic multiplier.
    const settled = await ok(cashout(p, round.round_id));
    expect(settled).toMatchObject({ status: 'cashed_out', cashout_multiplier: '2.50', win_amount: '10.00' });
    const [stored] = await s.db.select().from(crashRounds).where(eq(crashRounds.id, round.round_id));
    expect(stored!.endedAt!.getTime()).toBe(new Date(round.started_at).getTime() + firstMsAt(250));
    expect(await s.balanceOf(p.id)).toBe(10_000 - 400 + 1000);
  });

  it('loses when the round crashes below the automatic multiplier', async () => {
    const p = await player(10_000);
    const clientSeed = await clientSeedFor(p, (c) => c > 100 && c < 300);
    const round = await ok(bet(p, { amount: '4.00', client_seed: clientSeed, auto_cashout: '3.00' }));
    s.clock.advance(firstMsAt(300) + 1_000);
    await s.runDueWork();
    expect(await ok(getRound(p, round.round_id))).toMatchObject({ status: 'crashed', win_amount: '0.00' });
    expect(await s.balanceOf(p.id)).toBe(10_000 - 400);
  });

  it('answers a round past its crash time as running until the job ends it, once; the game record lists it then', async () => {
    const p = await player(10_000);
    const clientSeed = await clientSeedFor(p, (c) => c > 150 && c < 500);
    const round = await ok(bet(p, { amount: '3.00', client_seed: clientSeed }));
    const record = async () => {
      const answer = await s.call('POST', '/api/game/record', { token: p.token, body: { category: 'crash' } });
      expect(answer.status).toBe(200);
      return v.parse(GameRecordPage, answer.json.data);
    };
    expect(await ok(getRound(p, round.round_id))).toMatchObject({ status: 'running' });
    expect((await record()).total).toBe(0); // running rounds are not listed

    s.clock.advance(firstMsAt(500));
    // Reads do not write: until the job ends the round it is running and the record lists nothing.
    expect(await ok(getRound(p, round.round_id))).toMatchObject({ status: 'running', crash_point: null });
    expect((await record()).total).toBe(0);
    await Promise.all([s.runDueWork(), s.runDueWork()]);
    const [a, b] = await Promise.all([ok(getRound(p, round.round_id)), ok(getRound(p, round.round_id))]);
    expect([a.status, b.status]).toEqual(['crashed', 'crashed']);
    const listed = await record();
    expect(listed.list).toEqual([
      {
        round_id: round.round_id,
        brand: crashGame.brand_name,
        game_name: crashGame.name,
        category: 'crash',
        bet_time: round.started_at,
        bet_amount: '3.00',
        win_loss: '-3.00',
        // Over: /verify replays it.
        verifiable: true,
      },
    ]);
    const ended = await ok(getRound(p, round.round_id));
    expect(ended.fairness).not.toBeNull();
    expect(await ledgerOf(round.round_id)).toEqual([['game.bet', -300]]);
  });

  it('the job pays the automatic cash-out; reading the balance changes nothing', async () => {
    const p = await player(1_000);
    const clientSeed = await clientSeedFor(p, (c) => c > 200);
    await ok(bet(p, { amount: '1.00', client_seed: clientSeed, auto_cashout: '2.00' }));
    s.clock.advance(firstMsAt(200));
    // Reads do not write: before the job runs, the round is still running and the balance without its win.
    expect((await s.call('POST', '/api/auth/me', { token: p.token })).json.data).toMatchObject({ money: '9.00' });
    expect((await s.call('GET', '/api/day7/getAllBalance', { token: p.token })).json.data).toEqual({
      currency: 'BRL',
      balance: '9.00',
    });
    expect((await s.runDueWork()).crashRoundsEnded).toBeGreaterThanOrEqual(1);
    expect(await s.runDueWork()).toMatchObject({ crashRoundsEnded: 0 });
    const me = await s.call('POST', '/api/auth/me', { token: p.token });
    expect(me.json.data).toMatchObject({ money: '11.00' });
    const balance = await s.call('GET', '/api/day7/getAllBalance', { token: p.token });
    expect(balance.json.data).toEqual({ currency: 'BRL', balance: '11.00' });
  });

  it('the server’s job ends due rounds on its own, every interval, until stopped', async () => {
    const p = await player(1_000);
    const clientSeed = await clientSeedFor(p, (c) => c > 200);
    const round = await ok(bet(p, { amount: '1.00', client_seed: clientSeed, auto_cashout: '2.00' }));
    s.clock.advance(firstMsAt(200));
    const stop = startJobs(s.deps, 10);
    try {
      await expect
        .poll(async () => (await s.db.select().from(crashRounds).where(eq(crashRounds.id, round.round_id)))[0]!.status)
        .toBe('cashed_out');
    } finally {
      await stop();
    }
    expect(await s.balanceOf(p.id)).toBe(1_000 - 100 + 200);
  });

  it('ends a round that reaches 1000.00 there, cashing out a bet still in at 1000 × the bet', async () => {
    const p = await player(100);
    const clientSeed = await clientSeedFor(p, (c) => c === CRASH_MAX);
    const round = await ok(bet(p, { amount: '0.10', client_seed: clientSeed, auto_cashout: '1000' }));
    s.clock.advance(firstMsAt(CRASH_MAX) - 1);
    expect((await ok(getRound(p, round.round_id))).status).toBe('running');
    s.clock.advance(1);
    await s.runDueWork();
    const capped = await ok(getRound(p, round.round_id));
    expect(capped).toMatchObject({
      status: 'cashed_out',
      crash_point: '1000.00',
      cashout_multiplier: '1000.00',
      win_amount: '100.00',
    });
    expect(await s.balanceOf(p.id)).toBe(100 - 10 + 10_000);
  });
});

describe('GET /api/house/crash/rules and the return to player', () => {
  it('publishes the curve, the limits and the computed RTP, which every crash game shows', async () => {
    const answer = await s.call('GET', `/api/house/crash/rules?game_id=${otherCrashGame.id}`);
    expect(answer.status).toBe(200);
    const rules = v.parse(CrashRules, answer.json.data);
    expect(rules).toEqual({
      game_id: otherCrashGame.id,
      rtp: '96.00',
      house_edge: '4.00',
      instant_crash_one_in: 33,
      growth: 0.06,
      min_bet: '0.10',
      max_bet: '1000.00',
      max_multiplier: '1000.00',
      max_win: '100000.00',
    });
    expect(crashGame.rtp).toBe(rules.rtp);
    expect(otherCrashGame.rtp).toBe(rules.rtp);
    for (const id of [slotGame.id, 99_999]) {
      const refused = await s.call('GET', `/api/house/crash/rules?game_id=${id}`);
      expect(refused.status).toBe(404);
      expect(refused.json.message).toBe(GameText.gameNotFound);
    }
  });

  it('returns 96.00 % whatever the cash-out target (counted exactly over all 2^52 values)', () => {
    let low = Infinity;
    let high = -Infinity;
    for (let target = 100; target <= CRASH_MAX; target += 1) {
      const { numerator, denominator } = crashRtp(target);
      const rtp = Number((numerator * 10n ** 9n) / denominator) / 1e9;
      low = Math.min(low, rtp);
      high = Math.max(high, rtp);
    }
    expect(low).toBeGreaterThan(0.9599);
    expect(high).toBeLessThan(0.9601);
    expect(CRASH_RTP.percent).toBe('96.00');
    // (32/33 of the rounds) × (99/100 from the formula) = 0.96.
    expect(
      Math.abs(Number((crashRtp(200).numerator * 10n ** 12n) / crashRtp(200).denominator) / 1e12 - 0.96),
    ).toBeLessThan(1e-9);
  });

  it('agrees with the crash points themselves: the exact count matches sampled rounds', () => {
    const random = seededRandom('rtp-sample');
    const samples = 200_000;
    let paid = 0;
    let instant = 0;
    let disagreements = 0;
    for (let i = 0; i < samples; i += 1) {
      const r = BigInt(`0x${random(7).toString('hex').slice(0, 13)}`);
      const crash = crashPointOfR(r);
      const expected = r % 33n === 0n ? 100 : Math.min(100_000, Math.max(100, Number((100n * N - r) / (N - r))));
      if (crash !== expected) disagreements += 1;
      if (crash === 100) instant += 1;
      if (crash > 200) paid += 2;
    }
    expect(disagreements).toBe(0);
    // Cashing out at 2.00: 0.96 ± 0.006 (three standard deviations of 200 000 rounds).
    expect(Math.abs(paid / samples - 0.96)).toBeLessThan(0.006);
    // 1.00 comes from r % 33 = 0 (1/33) and from the formula (1 % of the rest).
    expect(Math.abs(instant / samples - (1 / 33 + (32 / 33) * 0.01))).toBeLessThan(0.002);
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(11_552)).toBe(199);
    expect(multiplierAt(11_553)).toBe(200);
  });
});

describe('the books', () => {
  it('lists the crash routes in the OpenAPI document', async () => {
    const doc = (await (await s.app.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
    for (const path of [
      '/api/house/crash/bet',
      '/api/house/crash/cashout',
      '/api/house/crash/round',
      '/api/house/crash/rules',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(apiRoutes().some((r) => r.path === '/house/crash/bet' && r.auth === 'member')).toBe(true);
  });

  it('keeps every ledger equal to its balance, and ended rounds immutable', async () => {
    const sums = await s.db
      .select({ member: ledgerEntries.memberId, total: sql<string>`sum(${ledgerEntries.amountCents})` })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.memberId);
    const balances = await s.db.select().from(wallets);
    expect(balances.length).toBeGreaterThan(10);
    for (const wallet of balances) {
      const total = Number(sums.find((row) => row.member === wallet.memberId)?.total ?? 0);
      expect(total, `member ${wallet.memberId}`).toBe(wallet.balanceCents);
    }

    const [ended] = await s.db.select().from(crashRounds).where(eq(crashRounds.status, 'cashed_out')).limit(1);
    await expect(s.db.update(crashRounds).set({ winCents: 1 }).where(eq(crashRounds.id, ended!.id))).rejects.toThrow();
    await expect(s.db.delete(crashRounds).where(eq(crashRounds.id, ended!.id))).rejects.toThrow();
  });
});
