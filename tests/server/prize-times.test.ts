import { randomInt } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamePage, SportsBet } from '../../contract';
import { Dashboard } from '../../contract/boDashboard';
import { PrizeTimes } from '../../contract/boReports';
import { and, asc, eq, gt } from 'drizzle-orm';
import { fixtures as fixturesTable, members } from '../../server/db/schema';
import { saoPauloDay, saoPauloDayStart } from '../../lib/time';
import { seedFixtures } from '../../server/house/sports';
import { fundedPlayer, HOUR, MINUTE, OPERATOR_TOKEN, setupServer, type SetupOptions, type TestServer } from './helpers';
import { asStaff, signedInStaff } from './staff';

/**
 * Prizes paid within 120 minutes of an event's end (Portaria SPA/MF 615/2024): fixtures with bets settled
 * within them of their end, approved withdrawals paid within them of their approval; the late and the overdue
 * are listed for finance and compliance, and counted on the dashboard.
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

const QK = '246810';
/** A football match's end: kickoff and its 105 minutes (two halves and the break). */
const MATCH_MS = 105 * MINUTE;

describe.each(targets)('prizes within 120 minutes on $name', ({ options }) => {
  let s: TestServer;
  let day: string;

  beforeAll(async () => {
    s = await setupServer({}, 'prize-times', options);
    // A São Paulo day of its own, years ahead: on a shared database no other file's fixtures or withdrawals land on it.
    day = saoPauloDay(new Date(Date.UTC(2043, 0, 1) + randomInt(0, 20 * 365) * 86_400_000));
    s.clock.set(new Date(saoPauloDayStart(day).getTime() + 6 * HOUR));
    await s.db.transaction((tx) => seedFixtures(tx, s.clock.now()));
  }, 60_000);
  afterAll(() => s?.close());

  it('measures each fixture from its end to its settlement and each withdrawal from its approval to its payment', async () => {
    const sportsGameId = v.parse(
      GamePage,
      (await s.call('GET', '/api/games/listsv2?category=sports&per_page=1')).json.data,
    ).list[0]!.id;
    // Three football matches to come (over the days the schedule holds: a day may have fewer), the earliest first.
    const upcoming = await s.db
      .select()
      .from(fixturesTable)
      .where(
        and(
          eq(fixturesTable.sport, 'football'),
          eq(fixturesTable.status, 'open'),
          gt(fixturesTable.kickoff, s.clock.now()),
        ),
      )
      .orderBy(asc(fixturesTable.kickoff))
      .limit(3);
    expect(upcoming).toHaveLength(3);
    const fixtures = upcoming.map((f) => ({ id: f.code, kickoff: f.kickoff.toISOString() }));
    const [late, onTime, open] = [fixtures[0]!, fixtures[1]!, fixtures[2]!];
    const bettor = await fundedPlayer(s, 100_00);
    for (const f of [late, onTime, open]) {
      const bet = await s.call('POST', '/api/house/sports/bet', {
        token: bettor.token,
        body: { game_id: sportsGameId, fixture_id: f.id, selection: 'home', amount: '1.00' },
      });
      expect(bet.status, bet.json.message).toBe(200);
      v.parse(SportsBet, bet.json.data);
    }
    const settle = async (code: string, at: number) => {
      s.clock.set(new Date(at));
      // A new sign-in: the trader's session has run out over the hours the clock moved.
      const fresh = await signedInStaff(s, ['trader']);
      const answer = await asStaff(s, fresh.token)('POST', '/api/operator/sportsbook/settle', {
        fixture: code,
        result: '1-0',
        reason: 'Official result',
      });
      expect(answer.status, answer.json.message).toBe(200);
    };
    const kickoff = (f: { kickoff: string }) => Date.parse(f.kickoff);
    // One settled 30 minutes after its end, one 130 minutes after (late).
    const [first, second] = [onTime, late].sort((a, b) => kickoff(a) - kickoff(b));
    await settle(first!.id, kickoff(first!) + MATCH_MS + 30 * MINUTE);
    await settle(second!.id, Math.max(s.clock.now().getTime(), kickoff(second!) + MATCH_MS + 130 * MINUTE));
    const lateFixture = second!;

    // Withdrawals: one paid 10 minutes after its approval, one 125 minutes after, one approved and never paid.
    const withdrawer = await fundedPlayer(s, 300_00);
    await s.call('POST', '/api/member/qkpwd', {
      token: withdrawer.token,
      body: { qk_pwd: QK, qk_pwd_confirmation: QK },
    });
    const [member] = (await s.db.select({ cpf: members.cpf }).from(members).where(eq(members.id, withdrawer.id))).map(
      (m) => m.cpf!,
    );
    const draw = async () => {
      const answer = await s.call('POST', '/api/drawing', {
        token: withdrawer.token,
        body: { money: '20.00', qk_pwd: QK, payment_type: 'CPF', account: member, cpf_id: member },
      });
      expect(answer.status, answer.json.message).toBe(200);
      return (answer.json.data as { order_no: string }).order_no;
    };
    const finance = await signedInStaff(s, ['finance']);
    const review = (action: 'approve' | 'pay', orderNo: string) =>
      s.call('POST', `/api/operator/withdrawals/${action}`, {
        token: action === 'pay' ? finance.token : OPERATOR_TOKEN,
        body: { order_no: orderNo, reason: 'Checked' },
      });
    const [quick, slow, unpaid] = [await draw(), await draw(), await draw()];
    for (const order of [quick, slow, unpaid]) expect((await review('approve', order)).status).toBe(200);
    s.clock.advance(10 * MINUTE);
    expect((await review('pay', quick)).status).toBe(200);
    s.clock.advance(115 * MINUTE);
    const payer = await signedInStaff(s, ['finance']);
    expect(
      (
        await s.call('POST', '/api/operator/withdrawals/pay', {
          token: payer.token,
          body: { order_no: slow, reason: 'Checked' },
        })
      ).status,
    ).toBe(200);
    // The open fixture's end is long past by now (it kicked off this day): overdue, as the unpaid withdrawal.
    s.clock.set(new Date(Math.max(s.clock.now().getTime(), kickoff(open) + MATCH_MS + 121 * MINUTE)));

    const compliance = await signedInStaff(s, ['compliance']);
    // The day and the next: a late evening match's settlement and the payments after it may fall on the next.
    const next = saoPauloDay(saoPauloDayStart(saoPauloDay(s.clock.now()), 1));
    const report = v.parse(
      PrizeTimes,
      (await asStaff(s, compliance.token)('GET', `/api/operator/reports/prize-times?from=${day}&to=${next}`)).json.data,
    );
    expect(report.fixtures).toEqual({ settled: 2, late: 1, overdue: expect.any(Number) });
    expect(report.fixtures.overdue).toBeGreaterThanOrEqual(1);
    expect(report.withdrawals).toEqual({ paid: 2, late: 1, overdue: expect.any(Number) });
    expect(report.withdrawals.overdue).toBeGreaterThanOrEqual(1);
    const byRef = new Map(report.late.map((item) => [item.ref, item]));
    expect(byRef.get(lateFixture.id)).toMatchObject({
      kind: 'fixture',
      since: new Date(kickoff(lateFixture) + MATCH_MS).toISOString(),
      minutes: 130,
    });
    expect(byRef.get(slow)).toMatchObject({ kind: 'withdrawal', member_id: withdrawer.id, minutes: 125 });
    expect(byRef.get(unpaid)).toMatchObject({ kind: 'withdrawal', done_at: null });
    expect(byRef.get(open.id)).toMatchObject({ kind: 'fixture', done_at: null });
    expect(byRef.has(quick)).toBe(false);
    expect(byRef.has(first!.id)).toBe(false);

    // The dashboard counts what is overdue now; a role without reports may not read them.
    const board = v.parse(Dashboard, (await asStaff(s, compliance.token)('GET', '/api/operator/dashboard')).json.data);
    expect(board.queues.prizes_overdue).toBeGreaterThanOrEqual(2);
    expect(
      (
        await asStaff(s, (await signedInStaff(s, ['trader'])).token)(
          'GET',
          `/api/operator/reports/prize-times?from=${day}&to=${day}`,
        )
      ).status,
    ).toBe(403);
  });
});
