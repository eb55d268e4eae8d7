import { createHash, createHmac } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, houseSeeds, ledgerEntries, members, turnoverEntries } from '../../server/db/schema';
import { HOUSE_SLOT, HOUSE_SLOT_RTP, spin } from '../../server/house/slot';
import { credit } from '../../server/wallet/ledger';
import { turnoverCents } from '../../server/wallet/turnover';
import {
  Commitment,
  GamePage,
  GameRecordPage,
  GameText,
  HousePlayResult,
  ServerText,
  SlotRules,
  type Game,
} from '../../contract';
import { HOUR, MINUTE, setupServer, type TestServer } from './helpers';

let s: TestServer;
let slotGame: Game;
let fishGame: Game;
let crashGame: Game;
let sportsGame: Game;

async function firstOf(category: string): Promise<Game> {
  const { json } = await s.call('GET', `/api/games/listsv2?category=${category}&per_page=1`);
  return v.parse(GamePage, json.data).list[0]!;
}

beforeAll(async () => {
  s = await setupServer();
  [slotGame, fishGame, crashGame, sportsGame] = (await Promise.all(
    ['slot', 'fish', 'crash', 'sports'].map(firstOf),
  )) as [Game, Game, Game, Game];
});
afterAll(() => s.close());

/** A new member with `cents` credited through the ledger. */
async function player(cents: number) {
  const registered = await s.register();
  const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
  const id = member!.id;
  if (cents > 0) {
    await s.db.transaction((tx) => credit(tx, id, cents, 'test.fund', `fund-${id}`, s.clock.now()));
  }
  return { ...registered, id };
}

type Player = Awaited<ReturnType<typeof player>>;

const play = (p: Player, body: Record<string, unknown>) =>
  s.call('POST', '/api/house/play', { token: p.token, body: { game_id: slotGame.id, ...body } });

async function played(p: Player, body: Record<string, unknown>) {
  const answer = await play(p, body);
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(HousePlayResult, answer.json.data);
}

/** Everything a round could change. */
async function state(id: number) {
  const n = async (table: typeof ledgerEntries | typeof gameRounds | typeof turnoverEntries) =>
    (await s.db.select({ n: count() }).from(table).where(eq(table.memberId, id)))[0]!.n;
  const seed = (await s.db.select().from(houseSeeds).where(eq(houseSeeds.memberId, id)))[0] ?? null;
  return {
    balance: await s.balanceOf(id),
    ledger: await n(ledgerEntries),
    rounds: await n(gameRounds),
    turnover: await n(turnoverEntries),
    seed: seed && { hash: seed.serverSeedHash, nonce: seed.nonce },
  };
}

async function commitment(p: Player) {
  const answer = await s.call('GET', `/api/house/fairness?game_id=${slotGame.id}`, { token: p.token });
  expect(answer.status).toBe(200);
  return v.parse(Commitment, answer.json.data);
}

/** The round's reels, recomputed from the published recipe alone. */
function recompute(serverSeed: string, clientSeed: string, nonce: number) {
  const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest();
  const stops = HOUSE_SLOT.strips.map((strip, reel) => bytes.readUInt32BE(reel * 4) % strip.length);
  return spin(HOUSE_SLOT, stops);
}

/** A client seed that makes the member's next round win (or lose), found from the committed seed. */
async function clientSeedThat(p: Player, wins: boolean): Promise<string> {
  await commitment(p);
  const [seed] = await s.db.select().from(houseSeeds).where(eq(houseSeeds.memberId, p.id));
  for (let i = 0; i < 1000; i += 1) {
    const candidate = `${wins ? 'win' : 'lose'}-${i}`;
    if (recompute(seed!.serverSeed, candidate, seed!.nonce).totalMultiplier > 0 === wins) return candidate;
  }
  throw new Error('No such client seed in 1000 tries');
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('POST /api/house/play: refusals change nothing', () => {
  it('refuses bad amounts with their messages', async () => {
    const p = await player(100_000);
    await commitment(p);
    const before = await state(p.id);
    const cases: [unknown, string][] = [
      [undefined, GameText.enterAmount],
      [null, GameText.enterAmount],
      ['', GameText.enterAmount],
      ['abc', 'Enter the amount in numbers, like 20.00'],
      ['<b>1</b>', 'Enter the amount in numbers, like 20.00'],
      ['1.234', GameText.twoDecimals],
      [10.005, GameText.twoDecimals],
      ['1e3', 'Enter the amount in numbers, like 20.00'],
      ['0', GameText.betPositive],
      ['0.00', GameText.betPositive],
      ['-5', GameText.betPositive],
      [-5, GameText.betPositive],
      ['0.09', 'The amount must not be less than 0.10'],
      [0.05, 'The amount must not be less than 0.10'],
      ['1000.01', 'Amount cannot be greater than 1000.00'],
      ['99999999999999999999', 'Amount cannot be greater than 1000.00'],
    ];
    for (const [amount, message] of cases) {
      const answer = await play(p, { amount });
      expect(answer.status, String(amount)).toBe(422);
      expect(answer.json.message, String(amount)).toBe(message);
    }
    expect(await state(p.id)).toEqual(before);
  });

  it('refuses a bet above the balance, an unknown game and games whose engine is still to come', async () => {
    const p = await player(500);
    await commitment(p);
    const before = await state(p.id);
    const broke = await play(p, { amount: '5.01' });
    expect(broke.status).toBe(422);
    expect(broke.json.message).toBe(GameText.insufficientBalance);

    const unknown = await play(p, { game_id: 99_999, amount: '1.00' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(GameText.gameNotFound);
    for (const game of [crashGame, sportsGame]) {
      const later = await play(p, { game_id: game.id, amount: '1.00' });
      expect(later.status).toBe(422);
      expect(later.json.message).toBe(GameText.notAvailable);
    }
    expect(await state(p.id)).toEqual(before);

    const anonymous = await s.call('POST', '/api/house/play', { body: { game_id: slotGame.id, amount: '1.00' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.message).toBe(ServerText.unauthenticated);
  });

  it('plays the whole balance, and the minimum and maximum bets', async () => {
    const p = await player(100_010);
    const all = await played(p, { amount: '1000.00' });
    expect(all.bet_amount).toBe('1000.00');
    const low = await played(p, { amount: 0.1 });
    expect(low.bet_amount).toBe('0.10');
    expect(await s.balanceOf(p.id)).toBe(Math.round(Number(low.balance) * 100));
  });
});

describe('POST /api/house/play: rounds', () => {
  it('settles a losing round: the bet is debited through the ledger, nothing credited', async () => {
    const p = await player(10_000);
    const clientSeed = await clientSeedThat(p, false);
    const round = await played(p, { amount: '2.50', client_seed: clientSeed });
    expect(round).toMatchObject({ bet_amount: '2.50', win_amount: '0.00', balance: '97.50', game_id: slotGame.id });
    expect(round.outcome.lines).toEqual([]);
    const entries = await s.db.select().from(ledgerEntries).where(eq(ledgerEntries.ref, round.round_id));
    expect(entries.map((e) => [e.kind, e.amountCents])).toEqual([['game.bet', -250]]);
    expect(await s.balanceOf(p.id)).toBe(9_750);
  });

  it('settles a winning round: the win is the lines’ multiples of the line bet, credited through the ledger', async () => {
    const p = await player(10_000);
    const clientSeed = await clientSeedThat(p, true);
    const round = await played(p, { amount: '10.00', client_seed: clientSeed });
    expect(round.outcome.lines.length).toBeGreaterThan(0);
    const lineBetCents = 1000 / HOUSE_SLOT.paylines.length;
    const expected = round.outcome.lines.reduce((sum, l) => sum + Number(l.multiplier) * lineBetCents, 0);
    expect(Math.round(Number(round.win_amount) * 100)).toBe(expected);
    for (const line of round.outcome.lines) {
      const rows = HOUSE_SLOT.paylines[line.line - 1]!;
      const symbols = rows.map((row, reel) => round.outcome.reels[reel]![row]!);
      expect(symbols.slice(0, line.count).every((x) => x === line.symbol || x === HOUSE_SLOT.wild)).toBe(true);
      expect(String(HOUSE_SLOT.paytable[line.symbol]![line.count])).toBe(line.multiplier);
    }
    const entries = await s.db.select().from(ledgerEntries).where(eq(ledgerEntries.ref, round.round_id));
    expect(entries.map((e) => [e.kind, e.amountCents])).toEqual([
      ['game.bet', -1000],
      ['game.win', expected],
    ]);
    expect(await s.balanceOf(p.id)).toBe(10_000 - 1000 + expected);
    expect(round.balance).toBe(((10_000 - 1000 + expected) / 100).toFixed(2));

    const [stored] = await s.db.select().from(gameRounds).where(eq(gameRounds.id, round.round_id));
    expect(stored).toMatchObject({ memberId: p.id, gameId: slotGame.id, betCents: 1000, winCents: expected });
    expect(stored!.outcome.reels).toEqual(round.outcome.reels);
  });

  it('is provably fair: the revealed seed hashes to the commitment and recomputes the same reels', async () => {
    const p = await player(10_000);
    let committed = await commitment(p);
    expect(committed.nonce).toBe(0);
    expect(committed.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await commitment(p)).toEqual(committed);

    for (const clientSeed of ['minha-semente', undefined, '']) {
      const round = await played(p, {
        amount: '1.00',
        ...(clientSeed === undefined ? {} : { client_seed: clientSeed }),
      });
      const { fairness } = round;
      expect(fairness.server_seed_hash).toBe(committed.server_seed_hash);
      expect(sha256(fairness.server_seed)).toBe(committed.server_seed_hash);
      expect(fairness.server_seed).toMatch(/^[0-9a-f]{64}$/);
      expect(fairness.nonce).toBe(committed.nonce);
      if (clientSeed) expect(fairness.client_seed).toBe(clientSeed);
      else expect(fairness.client_seed).toMatch(/^[0-9a-f]{16}$/);

      const again = recompute(fairness.server_seed, fairness.client_seed, fairness.nonce);
      expect(round.outcome.reels).toEqual(again.reels);
      expect(round.outcome.stops).toEqual(
        HOUSE_SLOT.strips.map(
          (strip, reel) =>
            createHmac('sha256', fairness.server_seed)
              .update(`${fairness.client_seed}:${fairness.nonce}`)
              .digest()
              .readUInt32BE(reel * 4) % strip.length,
        ),
      );
      expect(round.outcome.lines.map((l) => l.line)).toEqual(again.lines.map((l) => l.line));

      // Rotated: a new commitment for the next nonce, not the seed just revealed.
      expect(round.next.nonce).toBe(committed.nonce + 1);
      expect(round.next.server_seed_hash).not.toBe(committed.server_seed_hash);
      expect(await commitment(p)).toEqual(round.next);
      committed = round.next;
    }
  });

  it('counts each bet toward the member’s turnover', async () => {
    const p = await player(10_000);
    const since = s.clock.now();
    expect(await turnoverCents(s.db, p.id)).toBe(0);
    const round = await played(p, { amount: '3.25' });
    expect(await turnoverCents(s.db, p.id)).toBe(325);
    await played(p, { amount: '1.00' });
    expect(await turnoverCents(s.db, p.id)).toBe(425);
    expect(await turnoverCents(s.db, p.id, { since: new Date(since.getTime() + 1) })).toBe(0);
    const [entry] = await s.db.select().from(turnoverEntries).where(eq(turnoverEntries.ref, round.round_id));
    expect(entry).toMatchObject({ memberId: p.id, amountCents: 325, kind: 'game.bet' });
    await expect(
      s.db.update(turnoverEntries).set({ amountCents: 1 }).where(eq(turnoverEntries.id, entry!.id)),
    ).rejects.toThrow();
    await expect(s.db.delete(gameRounds).where(eq(gameRounds.id, round.round_id))).rejects.toThrow();
  });

  /** Asserts the ledger adds up to the balance, never went below zero, and the rounds and turnover match. */
  async function settlesExactly(p: Player, fundedCents: number, rounds: v.InferOutput<typeof HousePlayResult>[]) {
    const [sum] = await s.db
      .select({
        total: sql<string>`sum(${ledgerEntries.amountCents})`,
        low: sql<string>`min(${ledgerEntries.balanceAfterCents})`,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memberId, p.id));
    const balance = await s.balanceOf(p.id);
    expect(Number(sum!.total)).toBe(balance);
    expect(Number(sum!.low)).toBeGreaterThanOrEqual(0);
    const cents = (money: string) => Math.round(Number(money) * 100);
    const bets = rounds.reduce((total, r) => total + cents(r.bet_amount), 0);
    const wins = rounds.reduce((total, r) => total + cents(r.win_amount), 0);
    expect(balance).toBe(fundedCents - bets + wins);
    expect(new Set(rounds.map((r) => r.fairness.nonce)).size).toBe(rounds.length);
    expect((await state(p.id)).rounds).toBe(rounds.length);
    expect(await turnoverCents(s.db, p.id)).toBe(bets);
  }

  it('keeps the ledger equal to the balance through 30 concurrent plays', async () => {
    const p = await player(10_000);
    const answers = await Promise.all(Array.from({ length: 30 }, () => play(p, { amount: '1.00' })));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 30 }, () => 200));
    await settlesExactly(
      p,
      10_000,
      answers.map((a) => v.parse(HousePlayResult, a.json.data)),
    );
  });

  it('never goes below zero when 100 concurrent plays outrun the balance', async () => {
    // One stake's worth of funds: wins may pay for later plays for a while, never for a hundred.
    const p = await player(500);
    const answers = await Promise.all(Array.from({ length: 100 }, () => play(p, { amount: '5.00' })));
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) {
      expect(a.status).toBe(422);
      expect(a.json.message).toBe(GameText.insufficientBalance);
    }
    await settlesExactly(
      p,
      500,
      ok.map((a) => v.parse(HousePlayResult, a.json.data)),
    );
  });
});

describe('GET /api/house/slot/rules and the RTP', () => {
  it('publishes the reels, lines, paytable, limits and the computed RTP, which every slot game shows', async () => {
    const answer = await s.call('GET', `/api/house/slot/rules?game_id=${fishGame.id}`);
    expect(answer.status).toBe(200);
    const rules = v.parse(SlotRules, answer.json.data);
    const exact = (100 * HOUSE_SLOT_RTP.numerator) / HOUSE_SLOT_RTP.denominator;
    expect(rules.rtp).toBe(exact.toFixed(2));
    expect(Number(rules.rtp)).toBeGreaterThan(95.5);
    expect(Number(rules.rtp)).toBeLessThan(96.5);
    expect(slotGame.rtp).toBe(rules.rtp);
    expect(fishGame.rtp).toBe(rules.rtp);
    expect(rules).toMatchObject({
      game_id: fishGame.id,
      reels: 5,
      rows: 3,
      min_bet: '0.10',
      max_bet: '1000.00',
      wild: 'wild',
    });
    expect(rules.lines).toHaveLength(HOUSE_SLOT.paylines.length);
    expect(rules.paytable.map((p) => p.symbol)).toEqual(Object.keys(HOUSE_SLOT.paytable));
    expect(rules.paytable[0]!.pays).toEqual({ '3': '50', '4': '250', '5': '1000' });

    const crash = await s.call('GET', `/api/house/slot/rules?game_id=${crashGame.id}`);
    expect(crash.status).toBe(404);
    expect((await s.call('GET', '/api/house/slot/rules?game_id=99999')).json.message).toBe(GameText.gameNotFound);
  });

  it('answers the fairness commitment only to a member, for a known game', async () => {
    expect((await s.call('GET', `/api/house/fairness?game_id=${slotGame.id}`)).status).toBe(401);
    const p = await player(0);
    const unknown = await s.call('GET', '/api/house/fairness?game_id=99999', { token: p.token });
    expect(unknown.status).toBe(404);
  });
});

describe('POST /api/game/record', () => {
  const record = async (p: Player, body: Record<string, unknown>) => {
    const answer = await s.call('POST', '/api/game/record?lang=zh_cn', { token: p.token, body });
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(GameRecordPage, answer.json.data);
  };

  it('lists the member’s rounds newest first with win − bet, by category and São Paulo day, paged', async () => {
    const other = await player(10_000);
    await played(other, { amount: '1.00' });

    // 2026-03-02 12:00Z is 09:00 in São Paulo.
    s.clock.set(new Date('2026-03-02T12:00:00.000Z'));
    let p = await player(100_000);
    const a = await played(p, { amount: '1.00' });
    s.clock.advance(MINUTE);
    const b = await played(p, { amount: '2.00', game_id: fishGame.id });
    // 02:30Z on the 3rd is still the 2nd in São Paulo (23:30); 03:30Z is the 3rd (00:30).
    s.clock.set(new Date('2026-03-03T02:30:00.000Z'));
    const login = await s.login(p.phone, p.password);
    p = { ...p, token: (login.json.data as { access_token: string }).access_token };
    const c = await played(p, { amount: '3.00' });
    s.clock.advance(HOUR);
    // An hour without activity: the session lapsed (30 minutes under regulated-br); log in again.
    const again = await s.login(p.phone, p.password);
    p = { ...p, token: (again.json.data as { access_token: string }).access_token };
    const d = await played(p, { amount: '4.00' });

    const all = await record(p, {});
    expect(all.total).toBe(4);
    expect(all.list.map((r) => r.round_id)).toEqual([d, c, b, a].map((r) => r.round_id));
    for (const [row, round] of [
      [all.list[0]!, d],
      [all.list[3]!, a],
    ] as const) {
      const winLoss = (Math.round(Number(round.win_amount) * 100) - Math.round(Number(round.bet_amount) * 100)) / 100;
      expect(row.win_loss).toBe(winLoss.toFixed(2));
      expect(row.bet_amount).toBe(round.bet_amount);
    }
    expect(all.list[3]).toMatchObject({
      brand: slotGame.brand_name,
      game_name: slotGame.name,
      category: 'slot',
      bet_time: '2026-03-02T12:00:00.000Z',
    });

    expect((await record(p, { category: 'fish' })).list.map((r) => r.round_id)).toEqual([b.round_id]);
    expect((await record(p, { category: 'crash' })).total).toBe(0);
    const second = await record(p, { from: '2026-03-02', to: '2026-03-02' });
    expect(second.list.map((r) => r.round_id)).toEqual([c, b, a].map((r) => r.round_id));
    expect((await record(p, { from: '2026-03-03' })).list.map((r) => r.round_id)).toEqual([d.round_id]);
    expect((await record(p, { to: '2026-03-01' })).total).toBe(0);
    expect((await record(p, { from: '', to: '', category: '' })).total).toBe(4);

    const page2 = await record(p, { per_page: 2, page: 2 });
    expect(page2.total).toBe(4);
    expect(page2.list.map((r) => r.round_id)).toEqual([b, a].map((r) => r.round_id));

    const bad = await s.call('POST', '/api/game/record', { token: p.token, body: { from: '02/03/2026' } });
    expect(bad.status).toBe(422);
    const reversed = await s.call('POST', '/api/game/record', {
      token: p.token,
      body: { from: '2026-03-03', to: '2026-03-01' },
    });
    expect(reversed.status).toBe(422);
    expect(reversed.json).toMatchObject({
      error: 'record.range_reversed',
      message: 'The start date is after the end date',
      fields: { to: { error: 'record.range_reversed' } },
    });
    expect((await s.call('POST', '/api/game/record', { body: {} })).status).toBe(401);
    const [mine] = await s.db
      .select({ n: count() })
      .from(gameRounds)
      .where(and(eq(gameRounds.memberId, p.id)));
    expect(mine!.n).toBe(4);
  });
});
