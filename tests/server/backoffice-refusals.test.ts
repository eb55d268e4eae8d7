import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNull, notLike, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditExport, AuditPage } from '../../contract/boAudit';
import { auditEvents, ledgerEntries, withdrawalApprovals, withdrawalOrders } from '../../server/db/schema';
import { DAY, MINUTE, OPERATOR_TOKEN, setupServer, type SetupOptions, type TestServer } from './helpers';
import { askedWithdrawal, asStaff, signedInStaff } from './staff';

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

/**
 * Issue 39: every refused operator call and staff sign-in is a line of the audit trail, marked refused,
 * counted per actor, action and minute; nothing else changes, and the trail stays append-only.
 */
describe.each(targets)('refused attempts in the audit trail on $name', ({ options }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'backoffice-refusals', options);
    await asStaff(s, OPERATOR_TOKEN)('POST', '/api/operator/settings/four-eyes', {
      threshold: '50.00',
      reason: 'Test',
    });
  }, 60_000);
  afterAll(() => s?.close());

  /** An actor's lines after their sign-in's. */
  const linesOf = (actorId: number) =>
    s.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, actorId), notLike(auditEvents.action, 'staff.%')))
      .orderBy(auditEvents.id);
  /** The order, its approvals and its ledger: what a refused attempt must leave as it was. */
  const orderState = async (order: string) => {
    const [row] = await s.db.select().from(withdrawalOrders).where(eq(withdrawalOrders.orderNo, order));
    const approvals = await s.db.select().from(withdrawalApprovals).where(eq(withdrawalApprovals.orderId, row!.id));
    const ledger = await s.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, row!.memberId));
    return { row, approvals, ledger };
  };
  /**
   * Moves this server's clock to a minute no other test file's server is in: lines with no actor are shared by
   * every server on one PostgreSQL database, per action and minute.
   */
  const ownMinute = () => s.clock.advance(randomInt(1, 10_000) * DAY + randomInt(0, 1440) * MINUTE);

  it('the four-eyes journey: approving twice, an approver paying and a role refused are lines, with nothing moved', async () => {
    const [a, b] = [await signedInStaff(s, ['finance']), await signedInStaff(s, ['finance'])];
    const support = await signedInStaff(s, ['support']);
    const order = await askedWithdrawal(s, '80.00');
    const act = (who: { token: string }, action: string) =>
      asStaff(s, who.token)('POST', `/api/operator/withdrawals/${action}`, {
        order_no: order,
        reason: `Checked: ${action}`,
      });

    expect((await act(a, 'approve')).status).toBe(200);
    const held = await orderState(order);
    expect((await act(a, 'approve')).json.error).toBe('withdrawal.approved_already_by_you');
    expect((await act(support, 'approve')).json.error).toBe('operator.role_forbidden');
    expect(await orderState(order)).toEqual(held);
    expect((await act(b, 'approve')).json.data).toMatchObject({ status: 'approved' });
    const approved = await orderState(order);
    expect((await act(a, 'pay')).json.error).toBe('withdrawal.approver_cannot_pay');
    expect(await orderState(order)).toEqual(approved);

    const subject = `withdrawal:${order}`;
    expect((await linesOf(a.id)).map((l) => [l.action, l.subject, l.refused, l.count])).toEqual([
      ['/operator/withdrawals/approve', subject, null, 1],
      ['/operator/withdrawals/approve', subject, 'withdrawal.approved_already_by_you', 1],
      ['/operator/withdrawals/pay', subject, 'withdrawal.approver_cannot_pay', 1],
    ]);
    // The role is refused before the body is handled: the line names who, what and on what, with the roles it needs.
    const [forbidden] = await linesOf(support.id);
    expect(forbidden).toMatchObject({
      actorLabel: support.email,
      action: '/operator/withdrawals/approve',
      subject: `order:${order}`,
      reason: 'Checked: approve',
      refused: 'operator.role_forbidden',
      after: { roles: 'finance' },
      count: 1,
    });

    // Found by the search, marked refused, and in the CSV with the refusal in words.
    const compliance = await signedInStaff(s, ['compliance']);
    const search = (query: string) =>
      asStaff(s, compliance.token)('GET', `/api/operator/audit-trail?${query}`).then((answer) => answer.json.data);
    const refused = v.parse(AuditPage, await search(`outcome=refused&actor=${encodeURIComponent(a.email)}`));
    expect(refused.list.map((e) => [e.refused, e.count])).toEqual([
      ['withdrawal.approver_cannot_pay', 1],
      ['withdrawal.approved_already_by_you', 1],
    ]);
    const done = v.parse(AuditPage, await search(`outcome=done&actor=${encodeURIComponent(a.email)}`));
    expect(done.list.map((e) => [e.action, e.refused])).toEqual([
      ['/operator/withdrawals/approve', null],
      ['staff.password_set', null],
      ['staff.signed_in', null],
      ['staff.totp_set_up', null],
    ]);
    expect(v.parse(AuditPage, await search(`q=${order}%20approver_cannot_pay`)).total).toBe(1);
    const exported = v.parse(
      AuditExport,
      (await asStaff(s, compliance.token)('GET', `/api/operator/audit-trail/export?outcome=refused&q=${order}`)).json
        .data,
    );
    expect(exported.rows).toBe(3);
    expect(exported.csv).toContain('withdrawal.approver_cannot_pay,You approved this withdrawal');
    expect(exported.csv).toContain('withdrawal.approved_already_by_you,');
    expect(exported.csv).toContain('operator.role_forbidden,Your roles do not allow this: it needs finance,1');
  });

  it('counts a flood of one actor’s refusals on one line a minute, also when they arrive at once', async () => {
    ownMinute();
    const support = await signedInStaff(s, ['support']);
    const tries = await Promise.all(
      Array.from({ length: 25 }, () => asStaff(s, support.token)('GET', '/api/operator/audit-trail')),
    );
    expect(new Set(tries.map((t) => t.json.error))).toEqual(new Set(['operator.role_forbidden']));
    expect((await linesOf(support.id)).map((l) => [l.action, l.count])).toEqual([['GET /operator/audit-trail', 25]]);
    // The next minute is a line of its own.
    s.clock.advance(MINUTE);
    await asStaff(s, support.token)('GET', '/api/operator/audit-trail');
    expect((await linesOf(support.id)).map((l) => l.count)).toEqual([25, 1]);
  });

  it('keeps a line for a body the database could not store as sent (a lone surrogate, a pair cut at the clip)', async () => {
    ownMinute();
    const finance = await signedInStaff(s, ['finance']);
    const order = await askedWithdrawal(s, '20.00');
    const approve = (reason: string) =>
      asStaff(s, finance.token)('POST', '/api/operator/withdrawals/approve', { order_no: `${order}\ud800`, reason });
    // A string PGlite cannot take as sent (three lone halves), as the fuzzer sent it.
    expect((await approve('\uddf51Q4900-j6h\ude97\udeb1Y8d72X`\ud883')).status).toBe(422);
    s.clock.advance(MINUTE);
    // 199 characters, then a pair: the clip at 200 cuts it.
    expect((await approve(`${'x'.repeat(198)}\u{1F600}`.padEnd(201, 'y'))).status).toBe(422);
    const lines = await linesOf(finance.id);
    expect(lines.map((l) => [l.action, l.subject, l.count])).toEqual([
      ['/operator/withdrawals/approve', `order:${order}\ufffd`, 1],
      ['/operator/withdrawals/approve', `order:${order}\ufffd`, 1],
    ]);
    expect(lines.map((l) => l.reason)).toEqual([
      '\ufffd1Q4900-j6h\ufffd\ufffdY8d72X`\ufffd',
      `${'x'.repeat(198)}\ufffd…`,
    ]);
  });

  it('a stranger’s flood of wrong sign-ins is one line a minute, whatever e-mails and addresses it tries', async () => {
    ownMinute();
    const login = (email: string, address: string) =>
      s.call('POST', '/api/operator/auth/login', {
        body: { email, password: 'not-the-password' },
        headers: { 'x-forwarded-for': address },
      });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(`nobody${i}.${randomBytes(3).toString('hex')}@rodada.test`, `10.9.${i}.${randomInt(1, 250)}`),
      ),
    );
    expect(new Set(answers.map((a) => a.json.error))).toEqual(new Set(['staff.wrong_credentials']));
    const minute = new Date(Math.floor(s.clock.now().getTime() / MINUTE) * MINUTE);
    const anonymous = await s.db
      .select()
      .from(auditEvents)
      .where(and(isNull(auditEvents.actorId), eq(auditEvents.minute, minute)));
    expect(anonymous.map((l) => [l.actorLabel, l.action, l.refused, l.count])).toEqual([
      ['not signed in', '/operator/auth/login', 'staff.wrong_credentials', 40],
    ]);
    expect(anonymous[0]!.subject).toMatch(/^email:nobody\d+\./);
    // Nothing of the password tried is kept.
    expect(JSON.stringify(anonymous)).not.toContain('not-the-password');
  });

  it('a wrong password or code for an account is a line on that account; a stranger’s tries lock no one out', async () => {
    ownMinute();
    const person = await signedInStaff(s, ['finance']);
    const from = (address: string) => ({ 'x-forwarded-for': address });
    for (let i = 0; i < 8; i++) {
      await s.call('POST', '/api/operator/auth/login', {
        body: { email: person.email, password: 'wrong-password' },
        headers: from('10.66.66.66'),
      });
    }
    const first = await s.call('POST', '/api/operator/auth/login', {
      body: { email: person.email, password: person.password },
      headers: from('10.1.2.3'),
    });
    expect(first.status, first.json.message).toBe(200);
    const { ticket } = first.json.data as { ticket: string };
    const wrongCode = await s.call('POST', '/api/operator/auth/code', {
      body: { ticket, code: '000000' },
      headers: from('10.1.2.3'),
    });
    expect(wrongCode.json.error).toBe('staff.code_wrong');

    const lines = (await linesOf(person.id)).filter((l) => l.refused);
    expect(lines.map((l) => [l.action, l.subject, l.address, l.refused, l.count])).toEqual([
      ['/operator/auth/login', `staff:${person.id}`, '10.66.66.66', 'staff.wrong_credentials', 8],
      ['/operator/auth/code', `staff:${person.id}`, '10.1.2.3', 'staff.code_wrong', 1],
    ]);
  });

  it('stays append-only: only a refused line’s count may grow; nothing is changed, deleted or emptied', async () => {
    const support = await signedInStaff(s, ['support']);
    await asStaff(s, support.token)('GET', '/api/operator/staff');
    const [line] = await linesOf(support.id);
    const refusedLine = sql`actor_id = ${support.id} and refused is not null`;
    await s.db.execute(sql`update audit_events set count = count + 1 where ${refusedLine}`);
    await expect(s.db.execute(sql`update audit_events set count = 1 where ${refusedLine}`)).rejects.toThrow();
    await expect(
      s.db.execute(sql`update audit_events set count = count + 1, subject = 'x' where ${refusedLine}`),
    ).rejects.toThrow();
    await expect(s.db.execute(sql`update audit_events set refused = null where ${refusedLine}`)).rejects.toThrow();
    await expect(s.db.execute(sql`delete from audit_events where ${refusedLine}`)).rejects.toThrow();
    // A done line's count never changes.
    await expect(
      s.db.execute(sql`update audit_events set count = count + 1 where refused is null and actor_id is not null`),
    ).rejects.toThrow();
    const [after] = await linesOf(support.id);
    expect(after).toEqual({ ...line, count: 2 });
  });
});
