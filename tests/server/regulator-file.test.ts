import { randomInt } from 'node:crypto';
import { and, eq, gte, lt } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamePage, RechargeResult } from '../../contract';
import { saoPauloDay, saoPauloDayStart } from '../../lib/time';
import { auditEvents, ledgerEntries, members, regulatorReports, withdrawalOrders } from '../../server/db/schema';
import { DAILY_FILE_DELAY_MS, DAILY_FILE_HEADER, makeDueDailyFiles, sha256Of } from '../../server/regulator/dailyFile';
import { HOUR, OPERATOR_TOKEN, playSlot, setupServer, type SetupOptions, type TestServer } from './helpers';
import { asStaff, signedInStaff } from './staff';
import { RegulatorFiles } from '../../contract/boRegulator';

/**
 * The regulator's daily file: made by the job once the São Paulo day has ended, one line per CPF with its
 * bets, prizes, deposits and paid withdrawals, each figure equal to what the ledger holds for that CPF that day.
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

const QK = '246810';

describe.each(targets)('the regulator’s daily file on $name', ({ options }) => {
  let s: TestServer;
  let day: string;
  let slotGameId = 0;

  beforeAll(async () => {
    s = await setupServer({}, 'regulator-file', options);
    // A São Paulo day of its own, years ahead: on a shared database no other file's activity lands on it.
    day = saoPauloDay(new Date(Date.UTC(2041, 0, 1) + randomInt(0, 20 * 365) * 86_400_000));
    s.clock.set(new Date(saoPauloDayStart(day).getTime() + 9 * HOUR));
    // Another file's job, its clock on a later day, may have made this day's (empty) file: it is this test's.
    await s.db.delete(regulatorReports).where(eq(regulatorReports.day, day));
    slotGameId = v.parse(GamePage, (await s.call('GET', '/api/games/listsv2?category=slot&per_page=1')).json.data)
      .list[0]!.id;
  }, 60_000);
  afterAll(() => s?.close());

  async function depositor(money: string) {
    const p = await s.register();
    const id = await s.memberId(p.phone);
    const ordered = await s.call('POST', '/api/recharge/online', {
      token: p.token,
      body: { money, payment_id: 1, payment_type: 'PIX', payment_desc: 'PIX' },
    });
    expect(ordered.status, ordered.json.message).toBe(200);
    const orderNo = v.parse(RechargeResult, ordered.json.data).order_no;
    expect((await s.request('POST', `/sandbox/pix/${orderNo}/confirm`)).status).toBe(303);
    const [member] = await s.db.select({ cpf: members.cpf }).from(members).where(eq(members.id, id));
    return { ...p, id, cpf: member!.cpf! };
  }
  async function withdraw(p: { token: string; cpf: string }, money: string) {
    await s.call('POST', '/api/member/qkpwd', { token: p.token, body: { qk_pwd: QK, qk_pwd_confirmation: QK } });
    const answer = await s.call('POST', '/api/drawing', {
      token: p.token,
      body: { money, qk_pwd: QK, payment_type: 'CPF', account: p.cpf, cpf_id: p.cpf },
    });
    expect(answer.status, answer.json.message).toBe(200);
    return (answer.json.data as { order_no: string }).order_no;
  }
  const review = (action: 'approve' | 'pay' | 'reject', orderNo: string, token = OPERATOR_TOKEN) =>
    s.call('POST', `/api/operator/withdrawals/${action}`, {
      token,
      body: { order_no: orderNo, reason: action === 'reject' ? 'Conta de outro titular' : 'Conferido' },
    });

  /** What the ledger says of each CPF that day, computed here from the entries one by one. */
  async function fromTheLedger(cpfs: string[]) {
    const start = saoPauloDayStart(day);
    const end = saoPauloDayStart(day, 1);
    const expected = new Map<string, string[]>();
    for (const cpf of cpfs) {
      const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.cpf, cpf));
      const entries = await s.db
        .select()
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.memberId, member!.id),
            gte(ledgerEntries.createdAt, start),
            lt(ledgerEntries.createdAt, end),
          ),
        );
      const of = (...kinds: string[]) => entries.filter((e) => kinds.includes(e.kind));
      const total = (...kinds: string[]) => of(...kinds).reduce((sum, e) => sum + e.amountCents, 0);
      const paid = await s.db
        .select({ orderNo: withdrawalOrders.orderNo })
        .from(withdrawalOrders)
        .where(
          and(
            eq(withdrawalOrders.memberId, member!.id),
            eq(withdrawalOrders.status, 'paid'),
            gte(withdrawalOrders.paidAt, start),
            lt(withdrawalOrders.paidAt, end),
          ),
        );
      const holds = entries.filter((e) => e.kind === 'withdrawal.hold' && paid.some((o) => o.orderNo === e.ref));
      const money = (cents: number) => (cents / 100).toFixed(2);
      expected.set(cpf, [
        day,
        cpf,
        String(of('game.bet').length),
        money(-total('game.bet')),
        money(total('game.rollback')),
        money(total('game.win', 'sports.cashout')),
        String(of('deposit').length),
        money(total('deposit')),
        String(holds.length),
        money(-holds.reduce((sum, e) => sum + e.amountCents, 0)),
      ]);
    }
    return expected;
  }

  it('is made once after the day ends, one line per active CPF, each figure the ledger’s', async () => {
    const finance = await signedInStaff(s, ['finance']);
    // A plays slot rounds and has a withdrawal paid; B's withdrawal is rejected (no withdrawal that day);
    // C registers and does nothing (no line).
    const a = await depositor('100.00');
    for (const amount of ['2.00', '3.50', '1.00']) {
      expect((await playSlot(s.call, a.token, slotGameId, amount)).status).toBe(200);
    }
    const paidOrder = await withdraw(a, '20.00');
    expect((await review('approve', paidOrder)).status).toBe(200);
    expect((await review('pay', paidOrder, finance.token)).status).toBe(200);
    const b = await depositor('30.00');
    const rejected = await withdraw(b, '10.00');
    expect((await review('reject', rejected)).status).toBe(200);
    const c = await s.register();

    // Before the day has ended (and until a quarter of an hour after its midnight): no file.
    s.clock.set(new Date(saoPauloDayStart(day, 1).getTime() + DAILY_FILE_DELAY_MS - 60_000));
    await makeDueDailyFiles(s.deps, s.clock.now());
    expect(await s.db.select().from(regulatorReports).where(eq(regulatorReports.day, day))).toEqual([]);
    s.clock.advance(2 * 60_000);
    await s.runDueWork();
    const [report] = await s.db.select().from(regulatorReports).where(eq(regulatorReports.day, day));
    expect(report).toBeDefined();
    expect(report!.sha256).toBe(sha256Of(report!.content));

    const [header, ...lines] = report!.content.split('\r\n').filter(Boolean);
    expect(header).toBe(DAILY_FILE_HEADER.join(','));
    expect(report!.rows).toBe(lines.length);
    const byCpf = new Map(lines.map((line) => [line.split(',')[1]!, line.split(',')]));
    const expected = await fromTheLedger([a.cpf, b.cpf]);
    expect(byCpf.get(a.cpf)).toEqual(expected.get(a.cpf));
    expect(byCpf.get(b.cpf)).toEqual(expected.get(b.cpf));
    // What was played, as the player did it: three stakes of R$ 6,50 in all, R$ 100 and R$ 30 deposited, R$ 20
    // paid out to A, nothing to B.
    expect(byCpf.get(a.cpf)!.slice(2, 4)).toEqual(['3', '6.50']);
    expect(byCpf.get(a.cpf)!.slice(6)).toEqual(['1', '100.00', '1', '20.00']);
    expect(byCpf.get(b.cpf)!.slice(2)).toEqual(['0', '0.00', '0.00', '0.00', '1', '30.00', '0', '0.00']);
    const [cMember] = await s.db.select({ cpf: members.cpf }).from(members).where(eq(members.phone, c.phone));
    expect(byCpf.has(cMember!.cpf!)).toBe(false);
    // Every line is some member's activity that day: the whole file is what the ledger holds.
    expect([...byCpf.keys()].sort()).toEqual([a.cpf, b.cpf].sort());

    // Compliance lists the files and saves this one as it was made; the copy is on the audit trail.
    const compliance = await signedInStaff(s, ['compliance']);
    const desk = asStaff(s, compliance.token);
    const listed = v.parse(RegulatorFiles, (await desk('GET', '/api/operator/regulator/files')).json.data);
    expect(listed.list.find((f) => f.day === day)).toEqual({
      day,
      rows: 2,
      sha256: report!.sha256,
      generated_at: report!.generatedAt.toISOString(),
    });
    const saved = await desk('GET', `/api/operator/regulator/files/export?day=${day}`);
    expect(saved.json.data).toEqual({ filename: `regulador-${day}.csv`, csv: report!.content, rows: 2 });
    const [trail] = await s.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subject, `report:regulator_file:${day}`));
    expect(trail).toMatchObject({ action: 'report.exported', after: { day, rows: 2, sha256: report!.sha256 } });
    const missing = await desk('GET', '/api/operator/regulator/files/export?day=2099-01-01');
    expect([missing.status, missing.json.error]).toEqual([404, 'regulator.file_missing']);
    const reader = await signedInStaff(s, ['finance']);
    expect((await asStaff(s, reader.token)('GET', '/api/operator/regulator/files')).status).toBe(403);

    // Made once: the next runs keep it as it was.
    s.clock.advance(HOUR);
    await s.runDueWork();
    const again = await s.db.select().from(regulatorReports).where(eq(regulatorReports.day, day));
    expect(again).toEqual([report]);
  });
});
