import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CashOutResult, Slip, SlipList, type MarketId, type SportsEvent } from '../../contract/sports';
import { CASHOUT_MARGIN, partialCashOutCents } from '../../engines/cashOut';
import { slipOdds, slipReturnCents, oddsHundredths } from '../../engines/slipOdds';
import { fixtures, ledgerEntries, marketSuspensions, turnoverEntries } from '../../server/db/schema';
import { probabilities } from '../../server/house/markets';
import { expectedGoals } from '../../server/house/simulator';
import { formatCents, parseMoney } from '../../server/wallet/money';
import { fundedPlayer, MINUTE, OPERATOR_TOKEN, setupServer, type SetupOptions, type TestServer } from './helpers';

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

type Leg = { fixture_id: string; market: MarketId; selection: string; odds: string };

describe.each(targets)('sports cash-out on $name', ({ options }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'sports-cashout', options);
  }, 60_000);
  afterAll(() => s?.close());

  type Player = Awaited<ReturnType<typeof fundedPlayer>>;
  const player = (cents = 100_000) => fundedPlayer(s, cents);

  const upcoming = () => s.upcomingEvents();
  /**
   * Fixtures of this test's own, copies of the schedule's next ones under new codes (a shared database
   * keeps what earlier runs settled, so the schedule alone would run out).
   */
  const fresh = async (n: number) => {
    const ids = new Set((await upcoming()).slice(0, n).map((e) => e.id));
    expect(ids.size).toBe(n);
    const rows = await s.db
      .select()
      .from(fixtures)
      .where(inArray(fixtures.code, [...ids]));
    const codes = rows.map(() => `T${randomBytes(6).toString('hex').toUpperCase()}`);
    await s.db.insert(fixtures).values(rows.map((row, i) => ({ ...row, code: codes[i]! })));
    const events = (await upcoming()).filter((e) => codes.includes(e.id));
    expect(events).toHaveLength(n);
    return events;
  };
  const leg = (e: SportsEvent, market: MarketId = '1x2', index = 0): Leg => {
    const m = e.markets.find((x) => x.market === market)!;
    return { fixture_id: e.id, market, selection: m.selections[index]!.selection, odds: m.selections[index]!.odds };
  };
  async function placed(p: Player, legs: Leg[], amount: string) {
    const answer = await s.call('POST', '/api/house/sports/slip', { token: p.token, body: { legs, amount } });
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(Slip, answer.json.data);
  }
  async function mine(p: Player, id: string) {
    const answer = await s.call('GET', '/api/house/sports/slips', { token: p.token });
    expect(answer.status).toBe(200);
    return v.parse(SlipList, answer.json.data).find((x) => x.slip_id === id)!;
  }
  const cashOut = (p: Player, slip_id: string, amount: string, value: string) =>
    s.call('POST', '/api/house/sports/cashout', { token: p.token, body: { slip_id, amount, value } });
  const settle = (fixture: string, result: string) =>
    s.call('POST', '/api/operator/settle', { token: OPERATOR_TOKEN, body: { fixture, result } });
  const entries = (memberId: number, ref: string) =>
    s.db
      .select({ kind: ledgerEntries.kind, cents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, memberId), like(ledgerEntries.ref, `${ref}%`)));

  /** What the member's statement counts as won this month, in centavos. */
  async function statementWins(p: Player) {
    const answer = await s.call('GET', '/api/responsible/statement?period=month', { token: p.token });
    expect(answer.status).toBe(200);
    return parseMoney((answer.json.data as { rows: { wins: string }[] }).rows[0]!.wins);
  }

  /** The offer the rule gives, from the fixtures' own model: payout if all win × P(all win) × (1 − margin). */
  async function expectedOffer(legs: Leg[], stakeCents: number) {
    const rows = await s.db
      .select()
      .from(fixtures)
      .where(
        inArray(
          fixtures.code,
          legs.map((l) => l.fixture_id),
        ),
      );
    let p = 1;
    for (const l of legs) {
      const row = rows.find((r) => r.code === l.fixture_id)!;
      p *= probabilities(...expectedGoals(row))[l.market][l.selection]!;
    }
    const win = slipReturnCents(stakeCents, slipOdds(legs.map((l) => oddsHundredths(l.odds)!)));
    return Math.floor(win * p * (1 - CASHOUT_MARGIN));
  }

  it('cashes out a whole accumulator at the offer: paid once, no turnover, no later settlement', async () => {
    const p = await player();
    const [a, b] = await fresh(2);
    const legs = [leg(a!, '1x2', 0), leg(b!, 'ou25', 1)];
    const slip = await placed(p, legs, '10.00');
    const listed = await mine(p, slip.slip_id);
    const offer = await expectedOffer(legs, 1000);
    expect(offer).toBeGreaterThan(0);
    expect(listed.cash_out).toEqual({ value: formatCents(offer), suspended: false });
    const before = await s.balanceOf(p.id);
    const wonBefore = await statementWins(p);
    // A paused player may still cash out: it only gives money back.
    const paused = await s.call('POST', '/api/responsible/pause', {
      token: p.token,
      body: { period: '24h', password: p.password },
    });
    expect(paused.status, paused.json.message).toBe(200);
    const refusedBet = await s.call('POST', '/api/house/sports/slip', {
      token: p.token,
      body: { legs: [leg(a!, '1x2', 1)], amount: '1.00' },
    });
    expect(refusedBet.status).not.toBe(200);

    const answer = await cashOut(p, slip.slip_id, '10.00', formatCents(offer));
    expect(answer.status, answer.json.message).toBe(200);
    const done = v.parse(CashOutResult, answer.json.data);
    expect(done.paid).toBe(formatCents(offer));
    expect(done.slip).toMatchObject({ status: 'cashed_out', amount: '0.00', cashed_stake: '10.00', cash_out: null });
    expect(done.slip.cashed_out).toBe(formatCents(offer));
    expect(await s.balanceOf(p.id)).toBe(before + offer);
    expect(done.balance).toBe(formatCents(before + offer));
    // The member's statement counts the cash-out as money back from play, with the wins.
    expect(await statementWins(p)).toBe(wonBefore + offer);

    // Again: the slip is no longer open.
    const again = await cashOut(p, slip.slip_id, '10.00', formatCents(offer));
    expect([again.status, again.json.error]).toEqual([409, 'sports.cashout_closed']);
    // Both legs win: the slip, cashed out, is not paid again, and its stake never counted as played.
    expect((await settle(a!.id, '2-0')).status).toBe(200);
    expect((await settle(b!.id, '1-0')).status).toBe(200);
    expect(await mine(p, slip.slip_id)).toMatchObject({ status: 'cashed_out', win_amount: '0.00' });
    const posted = await entries(p.id, slip.slip_id);
    expect(posted.sort((x, y) => x.cents - y.cents)).toEqual([
      { kind: 'game.bet', cents: -1000 },
      { kind: 'sports.cashout', cents: offer },
    ]);
    const turnover = await s.db.select().from(turnoverEntries).where(eq(turnoverEntries.ref, slip.slip_id));
    expect(turnover).toEqual([]);
  });

  it('cashes out part: the stake splits exactly, the rest rides on at the same odds and settles alone', async () => {
    const p = await player();
    const [a, b] = await fresh(2);
    const legs = [leg(a!, '1x2', 0), leg(b!, 'btts', 0)];
    const slip = await placed(p, legs, '10.01');
    const odds = oddsHundredths(slip.odds)!;
    const offer = parseMoney((await mine(p, slip.slip_id)).cash_out!.value!);
    expect(offer).toBe(await expectedOffer(legs, 1001));
    // 3.33 of 10.01 pays floor(offer × 333 / 1001); 6.68 rides on.
    const part = partialCashOutCents(offer, 1001, 333);
    expect(part).toBe(Math.floor((offer * 333) / 1001));
    const answer = await cashOut(p, slip.slip_id, '3.33', formatCents(part));
    expect(answer.status, answer.json.message).toBe(200);
    const done = v.parse(CashOutResult, answer.json.data).slip;
    expect(done).toMatchObject({
      status: 'open',
      amount: '6.68',
      cashed_stake: '3.33',
      cashed_out: formatCents(part),
      odds: slip.odds,
      potential_win: formatCents(slipReturnCents(668, odds)),
    });
    // The offer for the rest is the rule's on 6.68.
    expect(done.cash_out).toEqual({ value: formatCents(await expectedOffer(legs, 668)), suspended: false });

    // A second part, then the rest wins: paid on 6.68 − 2.00 = 4.68 only.
    const now2 = parseMoney((await mine(p, slip.slip_id)).cash_out!.value!);
    const second = partialCashOutCents(now2, 668, 200);
    expect((await cashOut(p, slip.slip_id, '2.00', formatCents(second))).status).toBe(200);
    expect((await settle(a!.id, '2-1')).status).toBe(200);
    expect((await settle(b!.id, '1-1')).status).toBe(200);
    const win = slipReturnCents(468, odds);
    expect(await mine(p, slip.slip_id)).toMatchObject({
      status: 'won',
      amount: '4.68',
      cashed_stake: '5.33',
      win_amount: formatCents(win),
      cashed_out: formatCents(part + second),
    });
    // Every centavo accounted for: the stake out, the two cash-outs and the win in, nothing else.
    const posted = await entries(p.id, slip.slip_id);
    expect(posted.reduce((sum, e) => sum + e.cents, 0)).toBe(-1001 + part + second + win);
    expect(posted.map((e) => e.kind).sort()).toEqual(['game.bet', 'game.win', 'sports.cashout', 'sports.cashout']);
    // Only the riding stake counts as played.
    const turnover = await s.db
      .select({ cents: turnoverEntries.amountCents })
      .from(turnoverEntries)
      .where(eq(turnoverEntries.ref, slip.slip_id));
    expect(turnover).toEqual([{ cents: 468 }]);
  });

  it('refuses a changed value with the new one, a bad part, a suspended market, a settled slip, another member', async () => {
    const p = await player();
    const other = await player();
    const [a, b] = await fresh(2);
    const slip = await placed(p, [leg(a!, '1x2', 0), leg(b!, 'dc', 1)], '5.00');
    const offer = parseMoney((await mine(p, slip.slip_id)).cash_out!.value!);

    const changed = await cashOut(p, slip.slip_id, '5.00', formatCents(offer + 1));
    expect([changed.status, changed.json.error, changed.json.params]).toEqual([
      409,
      'sports.cashout_changed',
      { value: formatCents(offer) },
    ]);
    const leaving = await cashOut(p, slip.slip_id, '4.95', formatCents(partialCashOutCents(offer, 500, 495)));
    expect([leaving.status, leaving.json.error]).toEqual([422, 'sports.cashout_amount']);
    const above = await cashOut(p, slip.slip_id, '5.01', '1.00');
    expect([above.status, above.json.error]).toEqual([422, 'sports.cashout_amount']);
    const theirs = await cashOut(other, slip.slip_id, '5.00', formatCents(offer));
    expect([theirs.status, theirs.json.error]).toEqual([404, 'sports.slip_not_found']);

    // A trader suspends a leg's market: the offer is shown suspended and refused.
    await s.db.insert(marketSuspensions).values({
      fixtureCode: b!.id,
      market: 'dc',
      suspendedAt: s.clock.now(),
      suspendedBy: 1,
      reason: 'test',
    });
    expect((await mine(p, slip.slip_id)).cash_out).toEqual({ value: null, suspended: true });
    const suspended = await cashOut(p, slip.slip_id, '5.00', formatCents(offer));
    expect([suspended.status, suspended.json.error]).toEqual([409, 'sports.cashout_suspended']);
    await s.db.delete(marketSuspensions).where(eq(marketSuspensions.fixtureCode, b!.id));

    // Past the last minute for bets of a live leg: suspended too.
    const start = s.clock.now();
    try {
      s.clock.set(new Date(new Date(b!.kickoff).getTime() + 102 * MINUTE));
      await s.relogin(p);
      expect((await mine(p, slip.slip_id)).cash_out).toEqual({ value: null, suspended: true });
      const late = await cashOut(p, slip.slip_id, '5.00', formatCents(offer));
      expect([late.status, late.json.error]).toEqual([409, 'sports.cashout_suspended']);
    } finally {
      s.clock.set(start);
    }
    await s.relogin(p);
    // A leg lost: no offer; the slip settled: refused.
    expect((await settle(a!.id, '0-1')).status).toBe(200);
    expect((await mine(p, slip.slip_id)).cash_out).toBeNull();
    const lost = await cashOut(p, slip.slip_id, '5.00', formatCents(offer));
    expect([lost.status, lost.json.error]).toEqual([409, 'sports.cashout_closed']);
    expect((await settle(b!.id, '0-0')).status).toBe(200);
    const settled = await cashOut(p, slip.slip_id, '5.00', formatCents(offer));
    expect([settled.status, settled.json.error]).toEqual([409, 'sports.cashout_closed']);
    expect((await entries(p.id, slip.slip_id)).map((e) => e.kind)).toEqual(['game.bet']);
  });

  it('a cash-out racing the settlement of the final leg pays one or the other, never both', async () => {
    const rounds = 6;
    const perRound = 5;
    const [first, ...finals] = await fresh(1 + rounds);
    const p = await player(1_000_000);
    const start = await s.balanceOf(p.id);
    const slips: { id: string; round: number }[] = [];
    for (let r = 0; r < rounds; r++) {
      for (let i = 0; i < perRound; i++) {
        // Singles on the final fixture and accumulators whose other leg settles first.
        const legs = i % 2 === 0 ? [leg(finals[r]!)] : [leg(first!), leg(finals[r]!)];
        slips.push({ id: (await placed(p, legs, '2.00')).slip_id, round: r });
      }
    }
    expect((await settle(first!.id, '3-0')).status).toBe(200);
    const offers = new Map<string, string>();
    for (const slip of slips) offers.set(slip.id, (await mine(p, slip.id)).cash_out!.value!);

    for (let r = 0; r < rounds; r++) {
      const mineNow = slips.filter((x) => x.round === r);
      const answers = await Promise.all([
        ...mineNow.map((x) => cashOut(p, x.id, '2.00', offers.get(x.id)!)),
        settle(finals[r]!.id, '2-0'),
      ]);
      expect(answers.at(-1)!.status).toBe(200);
      for (const [i, x] of mineNow.entries()) {
        const answer = answers[i]!;
        const kinds = (await entries(p.id, x.id)).map((e) => e.kind).sort();
        if (answer.status === 200) expect(kinds).toEqual(['game.bet', 'sports.cashout']);
        else {
          expect(answer.json.error).toBe('sports.cashout_closed');
          expect(kinds).toEqual(['game.bet', 'game.win']);
        }
      }
    }
    // The wallet is what the ledger says: start, less the stakes, plus each slip's one payment.
    const [sum] = await s.db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.memberId, p.id), inArray(ledgerEntries.kind, ['game.bet', 'game.win', 'sports.cashout'])),
      );
    expect(await s.balanceOf(p.id)).toBe(start + Number(sum!.total));
  });
});
