import { randomBytes } from 'node:crypto';
import { and, eq, notLike, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffCreated, StaffList, WithdrawalQueue } from '../../contract/backoffice';
import { AuditPage } from '../../contract/boAudit';
import { auditEvents, staff } from '../../server/db/schema';
import { codeAt } from '../../server/two-factor/totp';
import { adminCli, listen, MINUTE, OPERATOR_TOKEN, setupServer, type SetupOptions, type TestServer } from './helpers';
import { askedWithdrawal, asStaff, signedInStaff } from './staff';

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

describe.each(targets)('the back office on $name', ({ options }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'backoffice', options);
  }, 60_000);
  afterAll(() => s?.close());

  const uniqueEmail = (what: string) => `${what}.${randomBytes(4).toString('hex')}@rodada.test`;
  const login = (email: string, password: string) =>
    s.call('POST', '/api/operator/auth/login', { body: { email, password } });
  const code = (ticket: string, value: string) =>
    s.call('POST', '/api/operator/auth/code', { body: { ticket, code: value } });
  const auditOf = async (subject: string) =>
    s.db.select().from(auditEvents).where(eq(auditEvents.subject, subject)).orderBy(auditEvents.id);

  describe('signing in', () => {
    it('asks for TOTP setup at the first sign-in, then for the code; a code is used once', async () => {
      const admin = await signedInStaff(s, ['admin']);
      const email = uniqueEmail('ana');
      const made = await asStaff(s, admin.token)('POST', '/api/operator/staff/create', {
        email: email.toUpperCase(),
        name: 'Ana Lima',
        roles: ['finance', 'support'],
      });
      expect(made.status, made.json.message).toBe(200);
      const { password, staff: created } = v.parse(StaffCreated, made.json.data);
      expect(created).toMatchObject({ email, roles: ['finance', 'support'], totp_set: false, disabled: false });
      expect(password).toMatch(/^[A-Za-z2-9]{16}$/);

      const first = await login(email, password);
      expect(first.json.data).toMatchObject({ step: 'totp_setup' });
      const { ticket, secret, uri } = first.json.data as { ticket: string; secret: string; uri: string };
      expect(uri).toContain(`secret=${secret}`);
      expect((await code(ticket, '000000')).json.error).toBe('staff.code_wrong');
      const signed = await code(ticket, codeAt(secret, s.clock.now()));
      expect(signed.status, signed.json.message).toBe(200);
      const { token } = signed.json.data as { token: string };
      expect((await s.call('GET', '/api/operator/me', { token })).json.data).toMatchObject({
        email,
        roles: ['finance', 'support'],
        idle_seconds: 1800,
      });
      // The ticket is used up; the same code again is refused at the next sign-in (no replay).
      expect((await code(ticket, codeAt(secret, s.clock.now()))).json.error).toBe('staff.ticket_expired');
      const again = await login(email, password);
      expect(again.json.data).toMatchObject({ step: 'totp' });
      const ticket2 = (again.json.data as { ticket: string }).ticket;
      expect((await code(ticket2, codeAt(secret, s.clock.now()))).json.error).toBe('staff.code_wrong');
      s.clock.advance(31_000);
      expect((await code(ticket2, codeAt(secret, s.clock.now()))).status).toBe(200);
      // Setting up and signing in are in the trail, and so are the wrong codes.
      const trail = await auditOf(`staff:${created.id}`);
      expect(new Set(trail.filter((e) => e.refused).map((e) => [e.action, e.refused].join(' ')))).toEqual(
        new Set(['/operator/auth/code staff.code_wrong']),
      );
      expect(trail.filter((e) => !e.refused).map((e) => e.action)).toEqual([
        '/operator/staff/create',
        'staff.totp_set_up',
        'staff.signed_in',
        'staff.signed_in',
      ]);
      expect(JSON.stringify(trail)).not.toContain(password);
    });

    it('answers an unknown e-mail, a wrong password and a disabled account alike, and counts tries', async () => {
      const person = await signedInStaff(s, ['support']);
      const wrong = await login(person.email, 'not-the-password');
      const unknown = await login(uniqueEmail('nobody'), 'not-the-password');
      expect([wrong.status, wrong.json.error]).toEqual([422, 'staff.wrong_credentials']);
      expect([unknown.status, unknown.json.error]).toEqual([422, 'staff.wrong_credentials']);
      expect(unknown.json.message).toBe(wrong.json.message);
      const tries = [];
      for (let i = 0; i < 5; i++) tries.push((await login(person.email, 'still-not-it')).status);
      expect(tries).toContain(429);
      expect((await login(person.email, person.password)).status).toBe(429);
    });

    it('five wrong codes use the ticket up; a ticket lapses after five minutes', async () => {
      const admin = await signedInStaff(s, ['admin']);
      const made = await asStaff(s, admin.token)('POST', '/api/operator/staff/create', {
        email: uniqueEmail('bia'),
        name: 'Bia',
        roles: ['trader'],
      });
      const { password, staff: created } = v.parse(StaffCreated, made.json.data);
      const first = await login(created.email, password);
      const { ticket, secret } = first.json.data as { ticket: string; secret: string };
      for (let i = 0; i < 5; i++) expect((await code(ticket, '123456')).json.error).toBe('staff.code_wrong');
      expect((await code(ticket, codeAt(secret, s.clock.now()))).json.error).toBe('staff.ticket_expired');
      const late = await login(created.email, password);
      const fresh = late.json.data as { ticket: string; secret: string };
      s.clock.advance(5 * MINUTE + 1000);
      expect((await code(fresh.ticket, codeAt(fresh.secret, s.clock.now()))).json.error).toBe('staff.ticket_expired');
    });

    it('ends a session after 30 minutes without a call, and at sign-out', async () => {
      const person = await signedInStaff(s, ['compliance']);
      s.clock.advance(29 * MINUTE);
      expect((await s.call('GET', '/api/operator/me', { token: person.token })).status).toBe(200);
      s.clock.advance(29 * MINUTE);
      expect((await s.call('GET', '/api/operator/me', { token: person.token })).status).toBe(200);
      s.clock.advance(31 * MINUTE);
      const lapsed = await s.call('GET', '/api/operator/me', { token: person.token });
      expect([lapsed.status, lapsed.json.error]).toEqual([401, 'auth.session_expired']);

      const other = await signedInStaff(s, ['compliance']);
      expect((await s.call('POST', '/api/operator/auth/logout', { token: other.token, body: {} })).status).toBe(200);
      const out = await s.call('GET', '/api/operator/me', { token: other.token });
      expect([out.status, out.json.error]).toEqual([401, 'auth.unauthenticated']);
      // A player's session is not a staff session.
      const player = await s.register();
      expect((await s.call('GET', '/api/operator/me', { token: player.token })).status).toBe(401);
    });
  });

  describe('staff accounts', () => {
    it('an admin changes roles, disables (ending sessions) and resets TOTP, with a reason each time', async () => {
      const admin = await signedInStaff(s, ['admin']);
      const as = asStaff(s, admin.token);
      const person = await signedInStaff(s, ['support']);
      const roles = await as('POST', '/api/operator/staff/update', {
        id: person.id,
        roles: ['support', 'finance'],
        reason: 'Covers finance',
      });
      expect(roles.json.data).toMatchObject({ roles: ['support', 'finance'] });
      expect((await as('POST', '/api/operator/staff/update', { id: person.id, disabled: true })).json.error).toBe(
        'audit.reason_required',
      );
      const off = await as('POST', '/api/operator/staff/update', {
        id: person.id,
        disabled: true,
        reason: 'Left the company',
      });
      expect(off.json.data).toMatchObject({ disabled: true });
      expect((await s.call('GET', '/api/operator/me', { token: person.token })).status).toBe(401);
      expect((await login(person.email, person.password)).json.error).toBe('staff.wrong_credentials');
      await as('POST', '/api/operator/staff/update', {
        id: person.id,
        disabled: false,
        reset_totp: true,
        reason: 'Back, new phone',
      });
      expect((await login(person.email, person.password)).json.data).toMatchObject({ step: 'totp_setup' });

      const trail = await auditOf(`staff:${person.id}`);
      const change = trail.find((e) => e.reason === 'Left the company');
      expect(change?.before).toMatchObject({ disabled: false });
      expect(change?.after).toMatchObject({ disabled: true });
      expect(change?.actorLabel).toBe(admin.email);

      const list = v.parse(StaffList, (await as('GET', '/api/operator/staff')).json.data);
      expect(list.list.map((m) => m.email)).toContain(person.email);
      expect(list.list.map((m) => m.email)).not.toContain('cli');
      const taken = await as('POST', '/api/operator/staff/create', {
        email: person.email,
        name: 'X',
        roles: ['support'],
      });
      expect([taken.status, taken.json.error]).toEqual([409, 'staff.email_taken']);
    });

    it('gives a forgotten password a new one, shown once and never in the trail; the old one and the sessions end', async () => {
      const admin = await signedInStaff(s, ['admin']);
      const person = await signedInStaff(s, ['finance']);
      const reset = await asStaff(s, admin.token)('POST', '/api/operator/staff/update', {
        id: person.id,
        reset_password: true,
        reason: 'Forgot the password',
      });
      expect(reset.status, reset.json.message).toBe(200);
      const { password } = reset.json.data as { password: string };
      expect(password).toMatch(/^[A-Za-z2-9]{16}$/);
      expect((await s.call('GET', '/api/operator/me', { token: person.token })).status).toBe(401);
      expect((await login(person.email, person.password)).json.error).toBe('staff.wrong_credentials');
      // The new password, then the same authenticator as before.
      expect((await login(person.email, password)).json.data).toMatchObject({ step: 'totp' });
      const [line] = (await auditOf(`staff:${person.id}`)).filter((e) => e.reason === 'Forgot the password');
      expect(line?.after).toMatchObject({ password_reset: true });
      expect(JSON.stringify(await auditOf(`staff:${person.id}`))).not.toContain(password);
      const again = await asStaff(s, admin.token)('GET', '/api/operator/staff');
      expect(JSON.stringify(again.json)).not.toContain(password);
    });

    // Counts every admin of the database: on the PostgreSQL one, other test files make admins meanwhile.
    it.skipIf(options.databaseUrl !== undefined)(
      'keeps at least one enabled admin, even when two demote each other at once',
      async () => {
        // Demote every other admin first, so exactly two remain.
        const a = await signedInStaff(s, ['admin']);
        const b = await signedInStaff(s, ['admin']);
        const others = await s.db
          .select({ id: staff.id })
          .from(staff)
          .where(sql`kind = 'person' and 'admin' = any(roles) and id not in (${a.id}, ${b.id})`);
        for (const other of others) {
          const done = await asStaff(s, a.token)('POST', '/api/operator/staff/update', {
            id: other.id,
            roles: ['support'],
            reason: 'Test: two admins',
          });
          expect(done.status, done.json.message).toBe(200);
        }
        const answers = await Promise.all([
          asStaff(s, a.token)('POST', '/api/operator/staff/update', { id: b.id, roles: ['support'], reason: 'Demote' }),
          asStaff(s, b.token)('POST', '/api/operator/staff/update', { id: a.id, roles: ['support'], reason: 'Demote' }),
        ]);
        const statuses = answers.map((x) => x.status).sort();
        // One demotion lands; the other is refused (its caller lost the role, or it would leave no admin).
        expect(statuses[0]).toBe(200);
        expect([403, 409]).toContain(statuses[1]);
        const [{ n }] = (await s.db
          .select({ n: sql<number>`count(*)::int` })
          .from(staff)
          .where(sql`kind = 'person' and not disabled and 'admin' = any(roles)`)) as [{ n: number }];
        expect(n).toBe(1);
        const last = answers[0]!.status === 200 ? a : b;
        const self = await asStaff(s, last.token)('POST', '/api/operator/staff/update', {
          id: last.id,
          disabled: true,
          reason: 'Leaving',
        });
        expect(self.json.error).toBe('staff.last_admin');
        // Put an admin back for the other tests.
        await asStaff(s, OPERATOR_TOKEN)('POST', '/api/operator/staff/update', {
          id: last === a ? b.id : a.id,
          roles: ['admin'],
          reason: 'Restore',
        });
      },
    );
  });

  describe('the audit trail', () => {
    it('records a credit with who, from where, before and after; searches and exports it as CSV', async () => {
      const finance = await signedInStaff(s, ['finance']);
      const player = await s.register();
      const reference = `bo-${randomBytes(4).toString('hex')}`;
      const credit = await asStaff(s, finance.token)('POST', '/api/operator/credit', {
        phone: player.phone,
        amount: '12.50',
        reference,
      });
      expect(credit.status, credit.json.message).toBe(200);
      const compliance = await signedInStaff(s, ['compliance']);
      const search = await asStaff(s, compliance.token)(
        'GET',
        `/api/operator/audit-trail?q=${encodeURIComponent(finance.email)}%20credit`,
      );
      const page = v.parse(AuditPage, search.json.data);
      expect(page.total).toBe(1);
      expect(page.list[0]).toMatchObject({
        actor: finance.email,
        action: '/operator/credit',
        subject: `member:${player.phone}`,
        after: { credited: true, balance: '12.50' },
      });
      const exported = await asStaff(s, compliance.token)(
        'GET',
        `/api/operator/audit-trail/export?actor=${encodeURIComponent(finance.email)}`,
      );
      const { csv, rows, filename } = exported.json.data as { csv: string; rows: number; filename: string };
      expect(filename).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(rows).toBeGreaterThanOrEqual(2);
      expect(
        csv.startsWith(
          '\uFEFFid,at,actor,address,action,action_label,subject,before,after,reason,refused,refusal,count\r\n',
        ),
      ).toBe(true);
      expect(csv).toContain('/operator/credit');
      // The export itself is recorded.
      const exports = await asStaff(s, compliance.token)(
        'GET',
        `/api/operator/audit-trail?action=audit.exported&actor=${encodeURIComponent(compliance.email)}`,
      );
      expect(v.parse(AuditPage, exports.json.data).total).toBe(1);
      // A day that is no day is refused in words.
      expect((await asStaff(s, compliance.token)('GET', '/api/operator/audit-trail?from=2026-13-45')).json.error).toBe(
        'audit.day_invalid',
      );
    });

    it("finds words inside an action's reason, with the other words of the search", async () => {
      const admin = await signedInStaff(s, ['admin']);
      const word = `ticket${randomBytes(4).toString('hex')}`;
      const set = await asStaff(s, admin.token)('POST', '/api/operator/settings/four-eyes', {
        threshold: '5000.00',
        reason: `Back to the default after ${word.toUpperCase()} was closed`,
      });
      expect(set.status, set.json.message).toBe(200);
      const search = (q: string) =>
        asStaff(s, admin.token)('GET', `/api/operator/audit-trail?q=${encodeURIComponent(q)}`).then((answer) =>
          v.parse(AuditPage, answer.json.data),
        );
      const found = await search(`${word} four-eyes`);
      expect(found.total).toBe(1);
      expect(found.list[0]).toMatchObject({ actor: admin.email, subject: 'setting:four_eyes' });
      expect(found.list[0]!.reason).toContain(word.toUpperCase());
      // Every word must be found: one in no field finds nothing.
      expect((await search(`${word} nowhere${randomBytes(3).toString('hex')}`)).total).toBe(0);
    });

    it('cannot be changed, deleted or emptied, even by the database owner', async () => {
      const before = await s.db.select({ n: sql<number>`count(*)::int` }).from(auditEvents);
      await expect(s.db.execute(sql`update audit_events set reason = 'edited'`)).rejects.toThrow();
      await expect(s.db.execute(sql`delete from audit_events`)).rejects.toThrow();
      await expect(s.db.execute(sql`truncate audit_events`)).rejects.toThrow();
      const after = await s.db.select({ n: sql<number>`count(*)::int` }).from(auditEvents);
      expect(after).toEqual(before);
      expect(before[0]!.n).toBeGreaterThan(0);
    });

    it('an action that fails leaves only its refused attempt, and its change is not made', async () => {
      const finance = await signedInStaff(s, ['finance']);
      const lines = () =>
        s.db
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.actorId, finance.id), notLike(auditEvents.action, 'staff.%')));
      const refused = await asStaff(s, finance.token)('POST', '/api/operator/credit', {
        phone: '11999999999',
        amount: '5.00',
        reference: 'nobody-here',
      });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect((await lines()).map((line) => [line.action, line.subject, line.refused, line.count])).toEqual([
        ['/operator/credit', 'member:11999999999', refused.json.error, 1],
      ]);
    });
  });

  describe('withdrawals: four eyes', () => {
    const withdrawal = (money: string) => askedWithdrawal(s, money);

    it('above the amount: two different approvals, then a third person pays; each step in the trail', async () => {
      const admin = await signedInStaff(s, ['admin']);
      const set = await asStaff(s, admin.token)('POST', '/api/operator/settings/four-eyes', {
        threshold: '50.00',
        reason: 'Test',
      });
      expect(set.json.data).toEqual({ threshold: '50.00' });
      const [a, b, c] = [
        await signedInStaff(s, ['finance']),
        await signedInStaff(s, ['finance']),
        await signedInStaff(s, ['finance']),
      ];
      const order = await withdrawal('80.00');
      const act = (who: { token: string }, action: string) =>
        asStaff(s, who.token)('POST', `/api/operator/withdrawals/${action}`, { order_no: order, reason: 'Checked' });

      const queue = v.parse(
        WithdrawalQueue,
        (await asStaff(s, a.token)('GET', '/api/operator/withdrawals/queue')).json.data,
      );
      const mine = queue.list.find((w) => w.order_no === order)!;
      expect(mine).toMatchObject({ four_eyes: true, own_cpf: true, approvals: [], amount: '80.00', balance: '20.00' });
      expect(mine.signals).toContain('new_account');
      expect(queue.threshold).toBe('50.00');
      // Oldest first.
      const times = queue.list.map((w) => w.created_at);
      expect([...times].sort()).toEqual(times);

      // Approving and paying ask a reason (3 to 200 characters), as rejecting does.
      for (const reason of [undefined, ' ok ', 'x'.repeat(201)]) {
        const bare = await asStaff(s, a.token)('POST', '/api/operator/withdrawals/approve', {
          order_no: order,
          reason,
        });
        expect([bare.status, bare.json.error]).toEqual([422, 'audit.reason_required']);
      }
      expect((await act(a, 'approve')).json.data).toMatchObject({
        status: 'pending',
        approvals: 1,
        approvals_needed: 2,
      });
      expect((await act(a, 'approve')).json.error).toBe('withdrawal.approved_already_by_you');
      expect((await act(c, 'pay')).json.error).toBe('withdrawal.not_pending');
      expect((await act(b, 'approve')).json.data).toMatchObject({ status: 'approved', approvals: 2 });
      expect((await act(a, 'pay')).json.error).toBe('withdrawal.approver_cannot_pay');
      expect((await act(b, 'pay')).json.error).toBe('withdrawal.approver_cannot_pay');
      expect((await act(c, 'pay')).json.data).toMatchObject({ status: 'paid' });

      const trail = (await auditOf(`withdrawal:${order}`)).filter((e) => !e.refused);
      expect(trail.map((e) => [e.actorLabel, e.action, (e.after as { status: string }).status, e.reason])).toEqual([
        [a.email, '/operator/withdrawals/approve', 'pending', 'Checked'],
        [b.email, '/operator/withdrawals/approve', 'approved', 'Checked'],
        [c.email, '/operator/withdrawals/pay', 'paid', 'Checked'],
      ]);
    });

    it("above the amount the token's approval is refused (API and command line): two named people approve, a third pays", async () => {
      const [f1, f2, f3] = [
        await signedInStaff(s, ['finance']),
        await signedInStaff(s, ['finance']),
        await signedInStaff(s, ['finance']),
      ];
      await asStaff(s, OPERATOR_TOKEN)('POST', '/api/operator/settings/four-eyes', {
        threshold: '50.00',
        reason: 'Test',
      });
      const order = await withdrawal('80.00');
      const act = (token: string, action: string) =>
        asStaff(s, token)('POST', `/api/operator/withdrawals/${action}`, { order_no: order, reason: 'Checked' });

      expect((await act(f1.token, 'approve')).json.data).toMatchObject({ status: 'pending', approvals: 1 });
      const byToken = await act(OPERATOR_TOKEN, 'approve');
      expect(byToken.status).toBe(409);
      expect(byToken.json).toMatchObject({ error: 'withdrawal.token_cannot_approve', params: { threshold: '50.00' } });
      // The command line says so in words, and exits 1.
      const server = await listen(s);
      try {
        const cli = adminCli(server.url);
        expect(await cli.run(['withdrawals', 'approve', order, '--reason', 'Checked'])).toBe(1);
        expect(cli.err.join('\n')).toContain("the command line's token cannot approve it");
      } finally {
        await server.close();
      }
      // Still one approval: nobody may pay it yet.
      expect((await act(f3.token, 'pay')).json.error).toBe('withdrawal.not_pending');
      expect((await act(f2.token, 'approve')).json.data).toMatchObject({ status: 'approved', approvals: 2 });
      expect((await act(f3.token, 'pay')).json.data).toMatchObject({ status: 'paid' });
    });

    it('at or below the amount the token may approve alone, and a person pays', async () => {
      const pays = await signedInStaff(s, ['finance']);
      await asStaff(s, OPERATOR_TOKEN)('POST', '/api/operator/settings/four-eyes', {
        threshold: '50.00',
        reason: 'Test',
      });
      const order = await withdrawal('40.00');
      const approved = await asStaff(s, OPERATOR_TOKEN)('POST', '/api/operator/withdrawals/approve', {
        order_no: order,
        reason: 'Checked',
      });
      expect(approved.json.data).toMatchObject({ status: 'approved', approvals: 1, approvals_needed: 1 });
      const paid = await asStaff(s, pays.token)('POST', '/api/operator/withdrawals/pay', {
        order_no: order,
        reason: 'Checked',
      });
      expect(paid.json.data).toMatchObject({ status: 'paid' });
    });

    it('two approvals at once by two people: both recorded, approved once', async () => {
      const [a, b, c] = [
        await signedInStaff(s, ['finance']),
        await signedInStaff(s, ['finance']),
        await signedInStaff(s, ['finance']),
      ];
      await asStaff(s, OPERATOR_TOKEN)('POST', '/api/operator/settings/four-eyes', {
        threshold: '50.00',
        reason: 'Test',
      });
      const order = await withdrawal('90.00');
      const answers = await Promise.all(
        [a, b].map((who) =>
          asStaff(s, who.token)('POST', '/api/operator/withdrawals/approve', { order_no: order, reason: 'Checked' }),
        ),
      );
      expect(answers.map((x) => x.status)).toEqual([200, 200]);
      expect(answers.map((x) => (x.json.data as { status: string }).status).sort()).toEqual(['approved', 'pending']);
      const paid = await Promise.all(
        [c, c].map((who) =>
          asStaff(s, who.token)('POST', '/api/operator/withdrawals/pay', { order_no: order, reason: 'Checked' }),
        ),
      );
      expect(paid.map((x) => x.status).sort()).toEqual([200, 409]);
    });

    it('at or below the amount one approval is enough, and its approver still cannot pay', async () => {
      const [a, b] = [await signedInStaff(s, ['finance']), await signedInStaff(s, ['finance'])];
      await asStaff(s, OPERATOR_TOKEN)('POST', '/api/operator/settings/four-eyes', {
        threshold: '50.00',
        reason: 'Test',
      });
      const order = await withdrawal('50.00');
      const as = (who: { token: string }) => asStaff(s, who.token);
      expect(
        (await as(a)('POST', '/api/operator/withdrawals/approve', { order_no: order, reason: 'Checked' })).json.data,
      ).toMatchObject({
        status: 'approved',
        approvals_needed: 1,
      });
      expect(
        (await as(a)('POST', '/api/operator/withdrawals/pay', { order_no: order, reason: 'Checked' })).json.error,
      ).toBe('withdrawal.approver_cannot_pay');
      expect(
        (await as(b)('POST', '/api/operator/withdrawals/pay', { order_no: order, reason: 'Checked' })).status,
      ).toBe(200);
    });
  });
});

describe('staff sign-in needs a staff account', () => {
  it('a first password is shown once and never stored in clear', async () => {
    const s = await setupServer({}, 'backoffice-once');
    try {
      const admin = await signedInStaff(s, ['admin']);
      const made = await asStaff(s, admin.token)('POST', '/api/operator/staff/create', {
        email: 'carla@rodada.test',
        name: 'Carla',
        roles: ['support'],
      });
      const { password } = v.parse(StaffCreated, made.json.data);
      const [row] = await s.db.select().from(staff).where(eq(staff.email, 'carla@rodada.test'));
      expect(row?.passwordHash).not.toContain(password);
      expect(row?.passwordHash).toMatch(/^scrypt\$/);
      const again = await asStaff(s, admin.token)('GET', '/api/operator/staff');
      expect(JSON.stringify(again.json)).not.toContain(password);
    } finally {
      await s.close();
    }
  });
});

describe('npm run admin -- staff create', () => {
  it('creates an account with its roles and prints its first password once; bad roles are refused', async () => {
    const s = await setupServer({}, 'backoffice-cli');
    const http = await listen(s);
    try {
      const made = adminCli(http.url);
      expect(await made.run(['staff', 'create', 'dora@rodada.test', 'finance,support', 'Dora', 'Reis'])).toBe(0);
      const password = /first password: (\S+)/.exec(made.out[0] ?? '')?.[1];
      expect(made.out[0]).toContain('dora@rodada.test (finance, support)');
      expect(password).toMatch(/^[A-Za-z2-9]{16}$/);
      const first = await s.call('POST', '/api/operator/auth/login', { body: { email: 'dora@rodada.test', password } });
      expect(first.json.data).toMatchObject({ step: 'totp_setup' });
      const bad = adminCli(http.url);
      expect(await bad.run(['staff', 'create', 'eva@rodada.test', 'boss', 'Eva'])).not.toBe(0);
      // The command line's token is the actor the trail names.
      const [line] = await s.db.select().from(auditEvents).where(eq(auditEvents.action, '/operator/staff/create'));
      expect(line?.actorLabel).toBe('cli');
    } finally {
      await http.close();
      await s.close();
    }
  });
});
