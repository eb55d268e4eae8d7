import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RgEvaluated, RgFlag, RgFlagPage, RgMemberStory, RgRules } from '../../contract/boCompliance';
import { DEFAULT_RULES } from '../../server/backoffice/compliance/rules';
import { evaluateMember } from '../../server/backoffice/compliance/evaluate';
import {
  auditEvents,
  memberExclusions,
  operatorSettings,
  rechargeOrders,
  responsibleLimitChanges,
  rgFlagActions,
  rgFlags,
  sessions,
  withdrawalOrders,
} from '../../server/db/schema';
import { saoPauloDay, saoPauloDayStart } from '../../lib/time';
import { credit, debit } from '../../server/wallet/ledger';
import { identityFor } from '../identity';
import { DAY, HOUR, MINUTE, setupServer, type SetupOptions, type TestServer } from './helpers';
import { asStaff, signedInStaff } from './staff';

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

const REASON = 'Tuning after the monthly review';

describe.each(targets)('the responsible-gambling queue on $name', ({ name, options }) => {
  let s: TestServer;
  let compliance: ReturnType<typeof asStaff>;
  let admin: ReturnType<typeof asStaff>;
  let support: ReturnType<typeof asStaff>;
  let finance: ReturnType<typeof asStaff>;
  let complianceId: number;
  const tag = randomBytes(4).toString('hex');
  let serial = 0;

  /** Staff of each role, signed in (again after the clock moved past their 30 idle minutes). */
  const signIn = async () => {
    const c = await signedInStaff(s, ['compliance']);
    complianceId = c.id;
    compliance = asStaff(s, c.token);
    admin = asStaff(s, (await signedInStaff(s, ['admin'])).token);
    support = asStaff(s, (await signedInStaff(s, ['support'])).token);
    finance = asStaff(s, (await signedInStaff(s, ['finance'])).token);
  };
  beforeAll(async () => {
    s = await setupServer({}, 'bo-compliance', options);
    await signIn();
  }, 60_000);
  afterAll(() => s?.close());

  /** Sets a rule (on PostgreSQL the settings outlive a run: every test sets what it relies on). */
  const setRule = async (setting: Record<string, unknown>) => {
    const answer = await compliance('POST', '/api/operator/compliance/rules', { ...setting, reason: REASON });
    expect(answer.status, answer.json.message).toBe(200);
    return answer;
  };
  /** Every rule as its default: on, with the default numbers. */
  const defaults = async () => {
    for (const rule of Object.values(DEFAULT_RULES)) await setRule(rule);
  };

  const newPlayer = async () => {
    const player = await s.register();
    const id = await s.memberId(player.phone);
    await s.db.transaction((tx) => credit(tx, id, 1_000_000, 'test.fund', `rg-fund-${tag}-${id}`, s.clock.now()));
    return { ...player, id };
  };

  /** A PIX deposit paid at `at`, credited as the webhook credits it. */
  const deposit = async (memberId: number, cents: number, at: Date) => {
    const orderNo = `RG${tag}${++serial}`;
    await s.db.transaction(async (tx) => {
      await tx.insert(rechargeOrders).values({
        orderNo,
        memberId,
        channelId: 1,
        paymentName: 'PIX',
        paymentType: 'pix',
        amountCents: cents,
        actualCents: cents,
        status: 'paid',
        payerCpf: '99999999999',
        brCode: `rg-brcode-${orderNo}`,
        createdAt: new Date(at.getTime() - MINUTE),
        expiresAt: new Date(at.getTime() + HOUR),
        paidAt: at,
      });
      await credit(tx, memberId, cents, 'deposit', orderNo, at);
    });
    return orderNo;
  };

  /** A bet of `stake` at `at`, and a win of `win` with it. */
  const bet = async (memberId: number, stake: number, win: number, at: Date) => {
    const ref = `rg-bet-${tag}-${++serial}`;
    await s.db.transaction(async (tx) => {
      await debit(tx, memberId, stake, 'game.bet', ref, at);
      if (win > 0) await credit(tx, memberId, win, 'game.win', ref, at);
    });
  };

  /** A withdrawal asked and rejected by finance at `at` (its amount held and given back). */
  const rejectedWithdrawal = async (memberId: number, phone: string, cents: number, at: Date) => {
    const orderNo = `RGW${tag}${++serial}`;
    await s.db.transaction(async (tx) => {
      await tx.insert(withdrawalOrders).values({
        orderNo,
        memberId,
        amountCents: cents,
        feeCents: 0,
        actualCents: cents,
        paymentType: 'CPF',
        account: identityFor(phone).cpf,
        cpfId: identityFor(phone).cpf,
        holderName: 'Ana Souza',
        status: 'rejected',
        reason: 'Bank data did not match',
        createdAt: new Date(at.getTime() - HOUR),
        reviewedAt: at,
      });
      await debit(tx, memberId, cents, 'withdrawal.hold', orderNo, new Date(at.getTime() - HOUR));
      await credit(tx, memberId, cents, 'withdrawal.release', orderNo, at);
    });
    return orderNo;
  };

  const evaluate = async (memberId: number, as = compliance) => {
    const answer = await as('POST', '/api/operator/compliance/evaluate', { member_id: memberId });
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(RgEvaluated, answer.json.data);
  };
  const openFlags = (memberId: number) =>
    s.db
      .select()
      .from(rgFlags)
      .where(and(eq(rgFlags.memberId, memberId), eq(rgFlags.state, 'open')));
  const queue = async (query: string) => {
    const answer = await compliance('GET', `/api/operator/compliance/flags?${query}`);
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(RgFlagPage, answer.json.data);
  };
  const auditOf = (subject: string) =>
    s.db.select().from(auditEvents).where(eq(auditEvents.subject, subject)).orderBy(auditEvents.id);

  describe('the rules', () => {
    it.runIf(name === 'PGlite')('start from their defaults, all on', async () => {
      const answer = await compliance('GET', '/api/operator/compliance/rules');
      expect(answer.status).toBe(200);
      expect(v.parse(RgRules, answer.json.data).rules).toEqual(Object.values(DEFAULT_RULES));
    });

    it('are changed with a reason by compliance or admin, read back, and audited with before and after', async () => {
      await defaults();
      const changed = await setRule({ rule: 'deposit_velocity', enabled: true, count: 4, amount: '1500', hours: 12 });
      expect(changed.json.data).toEqual({
        rule: 'deposit_velocity',
        enabled: true,
        count: 4,
        amount: '1500.00',
        hours: 12,
      });
      const byAdmin = await admin('POST', '/api/operator/compliance/rules', {
        rule: 'night_play',
        enabled: false,
        minutes: 120,
        days: 3,
        reason: 'Night play reviewed weekly instead',
      });
      expect(byAdmin.status, byAdmin.json.message).toBe(200);
      const rules = v.parse(RgRules, (await admin('GET', '/api/operator/compliance/rules')).json.data).rules;
      expect(rules.find((r) => r.rule === 'deposit_velocity')).toMatchObject({
        count: 4,
        amount: '1500.00',
        hours: 12,
      });
      expect(rules.find((r) => r.rule === 'night_play')).toMatchObject({ enabled: false, minutes: 120, days: 3 });

      const [line] = (await auditOf('setting:rg_rule:night_play')).slice(-1);
      expect(line).toMatchObject({
        action: '/operator/compliance/rules',
        reason: 'Night play reviewed weekly instead',
        after: { rule: 'night_play', enabled: false, minutes: 120, days: 3 },
      });
      expect(line!.actorLabel).toMatch(/admin@rodada\.test$/);
      expect(line!.before).toMatchObject({ rule: 'night_play' });
      await defaults();
    });

    it('refuses bad numbers, an unknown rule, a missing reason and other roles, changing nothing', async () => {
      await defaults();
      const bad = async (body: Record<string, unknown>, field: string, code: string, as = compliance) => {
        const answer = await as('POST', '/api/operator/compliance/rules', body);
        expect(answer.status, JSON.stringify(answer.json)).toBe(422);
        expect(answer.json.fields?.[field]?.error ?? answer.json.error).toBe(code);
      };
      const base = { rule: 'limit_raises', enabled: true, count: 3, days: 30, reason: REASON };
      await bad({ ...base, count: 0 }, 'count', 'compliance.rule_invalid');
      await bad({ ...base, days: 366 }, 'days', 'compliance.rule_invalid');
      await bad({ ...base, count: 1.5 }, 'count', 'compliance.rule_invalid');
      await bad({ ...base, rule: 'astrology' }, 'rule', 'compliance.rule_unknown');
      await bad({ ...base, reason: '' }, 'reason', 'audit.reason_required');
      await bad(
        { rule: 'losses_chasing', enabled: true, minutes: 30, loss: '-5', reason: REASON },
        'loss',
        'compliance.rule_invalid',
      );
      await bad(
        { rule: 'losses_chasing', enabled: true, minutes: 30, loss: '0', reason: REASON },
        'loss',
        'compliance.rule_invalid',
      );
      const refused = await support('POST', '/api/operator/compliance/rules', base);
      expect([refused.status, refused.json.error]).toEqual([403, 'operator.role_forbidden']);
      expect((await finance('GET', '/api/operator/compliance/rules')).status).toBe(403);
      const rules = v.parse(RgRules, (await compliance('GET', '/api/operator/compliance/rules')).json.data).rules;
      expect(rules.find((r) => r.rule === 'limit_raises')).toEqual(DEFAULT_RULES.limit_raises);
    });
  });

  describe('evaluation', () => {
    it('flags deposit velocity with the deposits as evidence, once while the flag is open', async () => {
      await defaults();
      await setRule({ rule: 'deposit_velocity', enabled: true, count: 3, amount: '5000.00', hours: 24 });
      const p = await newPlayer();
      const now = s.clock.now();
      const orders = [];
      for (const hoursAgo of [5, 3, 1])
        orders.push(await deposit(p.id, 10_000, new Date(now.getTime() - hoursAgo * HOUR)));
      // Two deposits only: under the rule's three.
      const other = await newPlayer();
      await deposit(other.id, 10_000, new Date(now.getTime() - 2 * HOUR));
      await deposit(other.id, 10_000, new Date(now.getTime() - HOUR));
      expect((await evaluate(other.id)).raised).toEqual([]);

      const { raised } = await evaluate(p.id);
      expect(raised).toHaveLength(1);
      const [flag] = raised;
      expect(flag).toMatchObject({
        rule: 'deposit_velocity',
        state: 'open',
        member_id: p.id,
        phone: p.phone,
        site: 'rodada',
        observed: { count: 3, amount: '300.00' },
        settings: { rule: 'deposit_velocity', count: 3, amount: '5000.00', hours: 24 },
        actions: [],
      });
      expect(flag!.name).toBe(identityFor(p.phone).realname);
      expect(flag!.evidence.deposits?.map((d) => [d.order_no, d.amount])).toEqual(orders.map((o) => [o, '100.00']));
      // Evaluated again (and a fourth deposit): the open flag is not raised twice.
      await deposit(p.id, 10_000, now);
      expect((await evaluate(p.id)).raised).toEqual([]);
      expect(await openFlags(p.id)).toHaveLength(1);

      // The amount alone crosses the rule too.
      const big = await newPlayer();
      await deposit(big.id, 600_000, new Date(now.getTime() - 2 * HOUR));
      expect((await evaluate(big.id)).raised.map((f) => [f.rule, f.observed])).toEqual([
        ['deposit_velocity', { count: 1, amount: '6000.00' }],
      ]);
      // Deposits older than the window do not count.
      const old = await newPlayer();
      for (const hoursAgo of [30, 29, 28]) await deposit(old.id, 10_000, new Date(now.getTime() - hoursAgo * HOUR));
      expect((await evaluate(old.id)).raised).toEqual([]);
    });

    it('flags losses chasing: a deposit soon after a net loss, with the deposit and the play', async () => {
      await defaults();
      await setRule({ rule: 'losses_chasing', enabled: true, minutes: 30, loss: '500.00' });
      const p = await newPlayer();
      const now = s.clock.now();
      await bet(p.id, 40_000, 0, new Date(now.getTime() - 25 * MINUTE));
      await bet(p.id, 30_000, 5_000, new Date(now.getTime() - 15 * MINUTE));
      const order = await deposit(p.id, 20_000, new Date(now.getTime() - 5 * MINUTE));
      const { raised } = await evaluate(p.id);
      const flag = raised.find((f) => f.rule === 'losses_chasing');
      expect(flag, JSON.stringify(raised)).toBeDefined();
      expect(flag!.observed).toEqual({ loss: '650.00', amount: '200.00', minutes: 30 });
      expect(flag!.evidence.deposits?.map((d) => d.order_no)).toEqual([order]);
      expect(flag!.evidence.play?.map((e) => [e.kind, e.amount])).toEqual([
        ['game.bet', '-400.00'],
        ['game.bet', '-300.00'],
        ['game.win', '50.00'],
      ]);
      expect(flag!.evidence.play!.every((e) => typeof e.id === 'number')).toBe(true);

      // A loss under the rule's amount, or long before the deposit, is not chasing.
      const q = await newPlayer();
      await bet(q.id, 90_000, 0, new Date(now.getTime() - 3 * HOUR));
      await bet(q.id, 10_000, 0, new Date(now.getTime() - 10 * MINUTE));
      await deposit(q.id, 20_000, new Date(now.getTime() - 5 * MINUTE));
      expect((await evaluate(q.id)).raised.map((f) => f.rule)).not.toContain('losses_chasing');
    });

    it('flags play at night (00:00–06:00 São Paulo) above the minutes, with the sessions', async () => {
      await defaults();
      await setRule({ rule: 'night_play', enabled: true, minutes: 180, days: 7 });
      const p = await newPlayer();
      const now = s.clock.now();
      const midnight = saoPauloDayStart(saoPauloDay(now), -1);
      const [phone, computer, evening] = await s.db
        .insert(sessions)
        .values([
          // 01:00–04:30 and, overlapping it, 02:00–03:00 on another device: 210 minutes, counted once.
          at(1 * HOUR, 4.5 * HOUR, p.id, midnight),
          at(2 * HOUR, 3 * HOUR, p.id, midnight),
          // 20:00–23:00 the evening before: not night.
          at(-4 * HOUR, -1 * HOUR, p.id, midnight),
        ])
        .returning();
      const { raised } = await evaluate(p.id);
      const flag = raised.find((f) => f.rule === 'night_play');
      expect(flag, JSON.stringify(raised)).toBeDefined();
      expect(flag!.observed).toEqual({ minutes: 210 });
      expect(flag!.evidence.sessions?.map((x) => [x.id, x.night_minutes])).toEqual([
        [phone!.id, 210],
        [computer!.id, 60],
      ]);
      expect(flag!.evidence.sessions?.map((x) => x.id)).not.toContain(evening!.id);

      // 150 minutes is under the rule's 180.
      const q = await newPlayer();
      await s.db.insert(sessions).values([at(3.5 * HOUR, 6 * HOUR, q.id, midnight)]);
      expect((await evaluate(q.id)).raised.map((f) => f.rule)).not.toContain('night_play');
    });

    it('flags limit raises and removals asked through the player’s own limits, with the changes', async () => {
      await defaults();
      await setRule({ rule: 'limit_raises', enabled: true, count: 3, days: 30 });
      const p = await newPlayer();
      const setLimit = async (kind: string, value: string | null) => {
        const answer = await s.call('POST', '/api/responsible/limit', { token: p.token, body: { kind, value } });
        expect(answer.status, answer.json.message).toBe(200);
      };
      await setLimit('deposit_day', '100.00'); // the first limit: no raise
      await setLimit('deposit_day', '50.00'); // lowered: no raise
      expect((await evaluate(p.id)).raised.map((f) => f.rule)).not.toContain('limit_raises');
      await setLimit('deposit_day', '200.00');
      await setLimit('loss_week', '300.00');
      await setLimit('loss_week', null);
      await setLimit('deposit_day', null);
      const { raised } = await evaluate(p.id);
      const flag = raised.find((f) => f.rule === 'limit_raises');
      expect(flag, JSON.stringify(raised)).toBeDefined();
      expect(flag!.observed).toEqual({ count: 3 });
      expect(flag!.evidence.limit_changes?.map((c) => [c.kind, c.from, c.to])).toEqual([
        ['deposit_day', '50.00', '200.00'],
        ['loss_week', '300.00', null],
        ['deposit_day', '50.00', null],
      ]);
      // Every change is kept (the limit's history), and the history is append-only.
      const kept = await s.db.select().from(responsibleLimitChanges).where(eq(responsibleLimitChanges.memberId, p.id));
      expect(kept).toHaveLength(6);
      await expect(
        s.db.delete(responsibleLimitChanges).where(eq(responsibleLimitChanges.memberId, p.id)),
      ).rejects.toThrow();
    });

    it('flags rejected withdrawals, with the orders and the reasons', async () => {
      await defaults();
      await setRule({ rule: 'reversed_withdrawals', enabled: true, count: 2, days: 30 });
      const p = await newPlayer();
      const now = s.clock.now();
      const first = await rejectedWithdrawal(p.id, p.phone, 5_000, new Date(now.getTime() - 40 * DAY));
      const second = await rejectedWithdrawal(p.id, p.phone, 7_000, new Date(now.getTime() - 3 * DAY));
      expect((await evaluate(p.id)).raised.map((f) => f.rule)).not.toContain('reversed_withdrawals');
      const third = await rejectedWithdrawal(p.id, p.phone, 9_000, new Date(now.getTime() - DAY));
      const flag = (await evaluate(p.id)).raised.find((f) => f.rule === 'reversed_withdrawals');
      expect(flag).toBeDefined();
      expect(flag!.observed).toEqual({ count: 2, amount: '160.00' });
      expect(flag!.evidence.withdrawals?.map((w) => [w.order_no, w.amount, w.reason])).toEqual([
        [second, '70.00', 'Bank data did not match'],
        [third, '90.00', 'Bank data did not match'],
      ]);
      expect(flag!.evidence.withdrawals?.map((w) => w.order_no)).not.toContain(first);
    });

    it('raises nothing for a rule that is off', async () => {
      await defaults();
      await setRule({ rule: 'deposit_velocity', enabled: false, count: 1, amount: '1.00', hours: 24 });
      const p = await newPlayer();
      await deposit(p.id, 10_000, new Date(s.clock.now().getTime() - HOUR));
      expect((await evaluate(p.id)).raised).toEqual([]);
      await setRule({ rule: 'deposit_velocity', enabled: true, count: 1, amount: '1.00', hours: 24 });
      expect((await evaluate(p.id)).raised.map((f) => f.rule)).toEqual(['deposit_velocity']);
      await defaults();
    });

    it('raises a flag once when evaluations run at the same time', async () => {
      await defaults();
      await setRule({ rule: 'deposit_velocity', enabled: true, count: 2, amount: '5000.00', hours: 24 });
      const p = await newPlayer();
      const now = s.clock.now();
      await deposit(p.id, 10_000, new Date(now.getTime() - 2 * HOUR));
      await deposit(p.id, 10_000, new Date(now.getTime() - HOUR));
      const answers = await Promise.all([
        evaluate(p.id),
        evaluate(p.id, admin),
        evaluateMember(s.db, p.id, now),
        evaluateMember(s.db, p.id, now),
      ]);
      const raised = answers.map((a) => (Array.isArray(a) ? a.length : a.raised.length));
      expect(raised.reduce((sum, n) => sum + n, 0)).toBe(1);
      expect(await openFlags(p.id)).toHaveLength(1);
    });

    it('refuses an unknown player', async () => {
      const answer = await compliance('POST', '/api/operator/compliance/evaluate', { member_id: 2_000_000_000 });
      expect([answer.status, answer.json.error]).toEqual([404, 'member.not_found']);
      const bad = await compliance('POST', '/api/operator/compliance/evaluate', { member_id: 'x' });
      expect(bad.status).toBe(422);
    });

    it.runIf(name === 'PGlite')(
      'runs in the server’s job every ten minutes, over the players with recent activity',
      async () => {
        await defaults();
        await setRule({ rule: 'deposit_velocity', enabled: true, count: 2, amount: '5000.00', hours: 24 });
        s.clock.advance(11 * MINUTE);
        await signIn();
        await s.runDueWork(); // the turn of whatever came before
        const p = await newPlayer();
        await deposit(p.id, 10_000, s.clock.now());
        await deposit(p.id, 10_000, s.clock.now());
        s.clock.advance(MINUTE);
        expect((await s.runDueWork()).complianceFlagsRaised).toBe(0); // not its turn yet
        expect(await openFlags(p.id)).toHaveLength(0);
        s.clock.advance(10 * MINUTE);
        expect((await s.runDueWork()).complianceFlagsRaised).toBeGreaterThanOrEqual(1);
        expect((await openFlags(p.id)).map((f) => f.rule)).toEqual(['deposit_velocity']);
        const [turn] = await s.db.select().from(operatorSettings).where(eq(operatorSettings.key, 'rg_evaluated_at'));
        expect(turn!.updatedAt).toEqual(s.clock.now());
        // Two processes at once: one takes the turn.
        s.clock.advance(11 * MINUTE);
        await signIn();
        const both = await Promise.all([s.runDueWork(), s.runDueWork()]);
        expect(both.map((r) => r.complianceFlagsRaised)).toEqual([0, 0]);
        // "Evaluate now" for everyone finds the players with activity in the rules' windows.
        const q = await newPlayer();
        await deposit(q.id, 10_000, s.clock.now());
        await deposit(q.id, 10_000, s.clock.now());
        const all = await compliance('POST', '/api/operator/compliance/evaluate', {});
        expect(all.status, all.json.message).toBe(200);
        const result = v.parse(RgEvaluated, all.json.data);
        expect(result.evaluated).toBeGreaterThanOrEqual(2);
        expect(result.raised.map((f) => [f.member_id, f.rule])).toContainEqual([q.id, 'deposit_velocity']);
        const [line] = (await auditOf('compliance:players')).slice(-1);
        expect(line).toMatchObject({ action: '/operator/compliance/evaluate', actorId: complianceId });
        await defaults();
      },
    );
  });

  describe('the queue and the actions', () => {
    /** A player with an open deposit-velocity flag. */
    const flagged = async () => {
      await setRule({ rule: 'deposit_velocity', enabled: true, count: 2, amount: '5000.00', hours: 24 });
      const p = await newPlayer();
      const now = s.clock.now();
      await deposit(p.id, 10_000, new Date(now.getTime() - 2 * HOUR));
      await deposit(p.id, 10_000, new Date(now.getTime() - HOUR));
      const [flag] = (await evaluate(p.id)).raised;
      expect(flag?.rule).toBe('deposit_velocity');
      return { p, flag: flag! };
    };

    it('lists open flags oldest first, paged, filtered by rule and state', async () => {
      await defaults();
      const a = await flagged();
      s.clock.advance(MINUTE);
      const b = await flagged();
      const page = await queue(`rule=deposit_velocity&per_page=100&member_id=${a.p.id}`);
      expect(page.list.map((f) => f.id)).toEqual([a.flag.id]);
      expect(page.total).toBe(1);
      expect(page.open).toBeGreaterThanOrEqual(2);
      // Oldest first over the whole queue: a's flag comes before b's.
      let all: number[] = [];
      for (let pageNo = 1; ; pageNo += 1) {
        const got = await queue(`rule=deposit_velocity&per_page=100&page=${pageNo}`);
        all = all.concat(got.list.map((f) => f.id));
        if (got.list.length < 100) break;
      }
      expect(all.indexOf(a.flag.id)).toBeLessThan(all.indexOf(b.flag.id));
      expect((await queue(`rule=night_play&member_id=${a.p.id}`)).list).toEqual([]);
      expect((await queue(`state=closed&member_id=${a.p.id}`)).list).toEqual([]);
      expect((await queue(`state=all&member_id=${a.p.id}`)).total).toBe(1);
      const two = await queue(`per_page=1&page=1`);
      expect(two.list).toHaveLength(1);
      for (const bad of ['rule=astrology', 'state=maybe', 'page=0', 'per_page=101']) {
        const answer = await compliance('GET', `/api/operator/compliance/flags?${bad}`);
        expect(answer.status, bad).toBe(422);
      }
      expect((await support('GET', '/api/operator/compliance/flags')).status).toBe(403);
    });

    it('records a contact (the flag stays open), sets a cooling-off the player sees as a pause, and closes it', async () => {
      await defaults();
      const { p, flag } = await flagged();
      const contact = await compliance('POST', '/api/operator/compliance/flags/contact', {
        id: flag.id,
        channel: 'phone',
        note: 'Called the player: says the deposits were for a tournament; agreed to talk again next week.',
      });
      expect(contact.status, contact.json.message).toBe(200);
      const afterContact = v.parse(RgFlag, contact.json.data);
      expect(afterContact.state).toBe('open');
      expect(afterContact.actions).toMatchObject([{ kind: 'contact', channel: 'phone', actor_id: complianceId }]);

      const cooling = await compliance('POST', '/api/operator/compliance/flags/cooling-off', {
        id: flag.id,
        period: '7d',
        reason: 'Agreed with the player on the phone',
      });
      expect(cooling.status, cooling.json.message).toBe(200);
      const until = new Date(s.clock.now().getTime() + 7 * DAY).toISOString();
      expect(v.parse(RgFlag, cooling.json.data).actions[1]).toMatchObject({
        kind: 'cooling_off',
        period: '7d',
        until,
        note: 'Agreed with the player on the phone',
      });
      // The player sees a pause, and may not deposit or play.
      const status = await s.call('GET', '/api/responsible/status', { token: p.token });
      expect(status.json.data).toMatchObject({ restriction: { kind: 'pause', period: '7d', until } });
      const again = await admin('POST', '/api/operator/compliance/flags/cooling-off', {
        id: flag.id,
        period: '30d',
        reason: 'A longer one',
      });
      expect([again.status, again.json.error]).toEqual([409, 'responsible.already_restricted']);
      expect(await s.db.select().from(memberExclusions).where(eq(memberExclusions.memberId, p.id))).toHaveLength(1);

      const closed = await compliance('POST', '/api/operator/compliance/flags/close', {
        id: flag.id,
        outcome: 'cooling_off_set',
        reason: 'Cooling-off agreed; review at its end',
      });
      expect(closed.status, closed.json.message).toBe(200);
      expect(v.parse(RgFlag, closed.json.data)).toMatchObject({ state: 'closed', outcome: 'cooling_off_set' });
      for (const [path, body] of [
        ['contact', { channel: 'email', note: 'One more word' }],
        ['cooling-off', { period: '24h', reason: 'Another one' }],
        ['close', { outcome: 'other', reason: 'Again' }],
      ] as const) {
        const late = await compliance('POST', `/api/operator/compliance/flags/${path}`, { id: flag.id, ...body });
        expect([late.status, late.json.error], path).toEqual([409, 'compliance.flag_closed']);
      }

      // Every action is in the audit trail, about the player, with the reason and before/after.
      const lines = await auditOf(`member:${p.id}`);
      expect(lines.map((l) => [l.action, l.reason])).toEqual([
        ['/operator/compliance/evaluate', null],
        [
          '/operator/compliance/flags/contact',
          'Called the player: says the deposits were for a tournament; agreed to talk again next week.',
        ],
        ['/operator/compliance/flags/cooling-off', 'Agreed with the player on the phone'],
        ['/operator/compliance/flags/close', 'Cooling-off agreed; review at its end'],
      ]);
      expect(lines[2]).toMatchObject({
        before: { flag: flag.id, restriction: null },
        after: { flag: flag.id, restriction: { kind: 'pause', period: '7d', until } },
      });
      expect(lines[3]).toMatchObject({
        before: { state: 'open' },
        after: { state: 'closed', outcome: 'cooling_off_set' },
      });

      // Closed: the same deposits are not flagged again; new ones are.
      expect((await evaluate(p.id)).raised).toEqual([]);
      s.clock.advance(MINUTE);
      await deposit(p.id, 10_000, s.clock.now());
      expect((await evaluate(p.id)).raised).toEqual([]); // one deposit since the close: under the rule's two
      await deposit(p.id, 10_000, s.clock.now());
      const reraised = (await evaluate(p.id)).raised;
      expect(reraised.map((f) => f.observed)).toEqual([{ count: 2, amount: '200.00' }]);

      // The player's page: their flags, newest first, with what was done, and the pause running.
      for (const as of [compliance, admin, support]) {
        const story = await as('GET', `/api/operator/compliance/member?member_id=${p.id}`);
        expect(story.status, story.json.message).toBe(200);
        const parsed = v.parse(RgMemberStory, story.json.data);
        expect(parsed).toMatchObject({ member_id: p.id, total: 2, open: 1, restriction: { kind: 'pause', until } });
        expect(parsed.list.map((f) => [f.id, f.state])).toEqual([
          [reraised[0]!.id, 'open'],
          [flag.id, 'closed'],
        ]);
        expect(parsed.list[1]!.actions.map((a) => a.kind)).toEqual(['contact', 'cooling_off', 'close']);
      }
      expect((await finance('GET', `/api/operator/compliance/member?member_id=${p.id}`)).status).toBe(403);
      const unknown = await compliance('GET', '/api/operator/compliance/member?member_id=2000000000');
      expect([unknown.status, unknown.json.error]).toEqual([404, 'member.not_found']);
      // The actions are records: never changed or removed.
      await expect(s.db.delete(rgFlagActions).where(eq(rgFlagActions.flagId, flag.id))).rejects.toThrow();
    });

    it('refuses an unknown flag, bad input and other roles, leaving no trace', async () => {
      await defaults();
      const { p, flag } = await flagged();
      const before = (await auditOf(`member:${p.id}`)).length;
      const cases: Array<[string, Record<string, unknown>, number, string]> = [
        ['contact', { id: 2_000_000_000, channel: 'phone', note: 'Hello there' }, 404, 'compliance.flag_not_found'],
        ['contact', { id: flag.id, channel: 'pigeon', note: 'Hello there' }, 422, 'compliance.channel_unknown'],
        ['contact', { id: flag.id, channel: 'phone', note: ' a ' }, 422, 'compliance.note_required'],
        ['cooling-off', { id: flag.id, period: '2h', reason: 'Too short' }, 422, 'responsible.period_unknown'],
        ['cooling-off', { id: flag.id, period: '6m', reason: 'An exclusion' }, 422, 'responsible.period_unknown'],
        ['cooling-off', { id: flag.id, period: '24h' }, 422, 'audit.reason_required'],
        ['close', { id: flag.id, outcome: 'forgotten', reason: 'Whatever' }, 422, 'compliance.outcome_unknown'],
        ['close', { id: 'abc', outcome: 'other', reason: 'Whatever' }, 422, 'compliance.flag_not_found'],
      ];
      for (const [path, body, status, code] of cases) {
        const answer = await compliance('POST', `/api/operator/compliance/flags/${path}`, body);
        expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(status);
        const fields = answer.json.fields as Record<string, { error: string }> | undefined;
        const codes = [answer.json.error, ...Object.values(fields ?? {}).map((f) => f.error)];
        expect(codes, `${path} ${JSON.stringify(body)}`).toContain(code);
      }
      for (const as of [support, finance]) {
        const answer = await as('POST', '/api/operator/compliance/flags/close', {
          id: flag.id,
          outcome: 'other',
          reason: 'Not my job',
        });
        expect(answer.status).toBe(403);
      }
      expect((await auditOf(`member:${p.id}`)).length).toBe(before);
      expect((await openFlags(p.id)).map((f) => f.id)).toEqual([flag.id]);
      expect(await s.db.select().from(rgFlagActions).where(eq(rgFlagActions.flagId, flag.id))).toEqual([]);
      expect(await s.db.select().from(memberExclusions).where(eq(memberExclusions.memberId, p.id))).toEqual([]);
    });

    it('applies one of two closes at once; a cooling-off that fails leaves no pause and no action', async () => {
      await defaults();
      const { p, flag } = await flagged();
      const answers = await Promise.all(
        ['no_concern', 'other'].map((outcome) =>
          compliance('POST', '/api/operator/compliance/flags/close', { id: flag.id, outcome, reason: 'Reviewed' }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const closes = await s.db
        .select({ n: sql<number>`count(*)::int` })
        .from(rgFlagActions)
        .where(and(eq(rgFlagActions.flagId, flag.id), eq(rgFlagActions.kind, 'close')));
      expect(closes[0]!.n).toBe(1);

      // Two cooling-offs at once on two flags of a player: one pause.
      const q = await newPlayer();
      const now = s.clock.now();
      await deposit(q.id, 10_000, new Date(now.getTime() - 2 * HOUR));
      await deposit(q.id, 10_000, new Date(now.getTime() - HOUR));
      await setRule({ rule: 'losses_chasing', enabled: true, minutes: 60, loss: '1.00' });
      await bet(q.id, 50_000, 0, new Date(now.getTime() - 70 * MINUTE));
      const flags = (await evaluate(q.id)).raised;
      expect(flags.map((f) => f.rule).sort()).toEqual(['deposit_velocity', 'losses_chasing']);
      const cooling = await Promise.all(
        flags.map((f) =>
          compliance('POST', '/api/operator/compliance/flags/cooling-off', {
            id: f.id,
            period: '24h',
            reason: 'Pause agreed',
          }),
        ),
      );
      expect(cooling.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await s.db.select().from(memberExclusions).where(eq(memberExclusions.memberId, q.id))).toHaveLength(1);
      const coolingActions = await s.db
        .select()
        .from(rgFlagActions)
        .where(and(eq(rgFlagActions.memberId, q.id), eq(rgFlagActions.kind, 'cooling_off')));
      expect(coolingActions).toHaveLength(1);
      expect(p.id).not.toBe(q.id);
      await defaults();
    });
  });
});

/** A session row from `from` to `to` after `midnight` (its last activity at `to`, then lapsed). */
function at(from: number, to: number, memberId: number, midnight: Date) {
  const start = new Date(midnight.getTime() + from);
  const end = new Date(midnight.getTime() + to);
  return {
    tokenHash: randomBytes(32).toString('hex'),
    memberId,
    createdAt: start,
    lastUsedAt: end,
    expiresAt: new Date(end.getTime() + 30 * MINUTE),
    endedAt: new Date(end.getTime() + 30 * MINUTE),
    endReason: 'idle',
  };
}
