import { randomBytes } from 'node:crypto';
import { and, eq, like, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agencyRewards, ledgerEntries, memberExclusions, members, wallets } from '../../server/db/schema';
import { saoPauloDay } from '../../lib/time';
import { BET_KIND, WIN_KIND } from '../../server/house/bets';
import { credit, debit } from '../../server/wallet/ledger';
import { adminCli, DAY, HOUR, listen, OPERATOR_TOKEN, setupServer, START, type TestServer } from './helpers';
import { recordSlotRound } from './slotRound';

/**
 * No reward reaches a paused or self-excluded member: the activities' claims and spins, the agency's check
 * and claim, the agency and rebate settlements (the day is forfeited), the operator's bonus. The
 * restriction is read with the member's wallet locked, in the transaction that pays, so a pause committed
 * while a payment waits for the lock is seen (PostgreSQL, with TEST_DATABASE_URL).
 */

const RESTRICTIONS = [
  { kind: 'pause', path: '/api/responsible/pause', period: '24h', error: 'responsible.paused' },
  { kind: 'self-exclusion', path: '/api/responsible/self-exclusion', period: '6m', error: 'responsible.self_excluded' },
] as const;

function helpers(get: () => TestServer) {
  let refs = 0;
  const ref = () => `rr-${randomBytes(4).toString('hex')}-${++refs}`;
  async function player(options: { site?: 'open' } = {}) {
    const s = get();
    const registered = await s.register(undefined, undefined, {}, options);
    return { ...registered, id: await s.memberId(registered.phone) };
  }
  type Player = Awaited<ReturnType<typeof player>>;
  /** A slot round settled at once (stake out, win back) at the clock's time. */
  async function bet(p: Player, cents: number, winCents = 0) {
    const s = get();
    const round = ref();
    await s.db.transaction(async (tx) => {
      await credit(tx, p.id, cents, 'test.fund', `fund-${round}`, s.clock.now());
      await recordSlotRound(tx, p.id, round, cents, winCents, s.clock.now());
      await debit(tx, p.id, cents, BET_KIND, round, s.clock.now());
      if (winCents > 0) await credit(tx, p.id, winCents, WIN_KIND, round, s.clock.now());
    });
  }
  const rewards = async (p: Player) =>
    (
      await get()
        .db.select({ kind: ledgerEntries.kind, cents: ledgerEntries.amountCents })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.memberId, p.id), like(ledgerEntries.kind, 'reward.%')))
    ).map((row) => row.kind);
  const balance = (p: Player) => get().balanceOf(p.id);
  /** An agency reward of R$ 2.03 settled for the agent on 2026-02-01 and not yet claimed. */
  const settledAgencyReward = (agent: Player) =>
    get().db.insert(agencyRewards).values({
      agentId: agent.id,
      day: '2026-02-01',
      directCents: 203,
      indirectCents: 0,
      settledAt: get().clock.now(),
    });
  const relogin = (p: Player) => get().relogin(p);
  const operator = (path: string, body: Record<string, unknown>) =>
    get().call('POST', path, { token: OPERATOR_TOKEN, body });
  return { ref, player, bet, rewards, balance, settledAgencyReward, relogin, operator };
}

describe('rewards refused under a restriction', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'rewards-restricted');
  });
  afterAll(() => s.close());
  beforeEach(() => s.clock.set(START));
  const h = helpers(() => s);

  describe.each(RESTRICTIONS)('while under a $kind', (restriction) => {
    async function restricted(p: Awaited<ReturnType<typeof h.player>>) {
      const answer = await s.call('POST', restriction.path, {
        token: p.token,
        body: { period: restriction.period, password: p.password },
      });
      expect(answer.status, answer.json.message).toBe(200);
    }

    it('refuses the activities’ claims and spins with the restriction, paying nothing', async () => {
      const p = await h.player({ site: 'open' });
      s.clock.set(new Date(s.clock.now().getTime() - DAY));
      await h.bet(p, 300_00); // yesterday's loss: 24.00 of relief
      s.clock.set(new Date(s.clock.now().getTime() + DAY));
      await h.relogin(p);
      await restricted(p);
      const before = await h.balance(p);
      for (const path of ['/api/dailyrescue/claim', '/api/dailywheel/claim', '/api/ftd/claim']) {
        const answer = await s.call('POST', path, { token: p.token, body: {} });
        expect(answer.status, path).toBe(403);
        expect(answer.json.error, path).toBe(restriction.error);
      }
      expect(await h.rewards(p)).toEqual([]);
      expect(await h.balance(p)).toBe(before);
    });

    it('refuses the agency check and claim, and forfeits the days settled while restricted', async () => {
      const agent = await h.player();
      const today = saoPauloDay(s.clock.now());
      await h.settledAgencyReward(agent);
      const friend = await h.player();
      await s.db
        .update(members)
        .set({ inviterId: agent.id, invitedAt: new Date(s.clock.now().getTime() - HOUR) })
        .where(eq(members.id, friend.id));
      await s.db.transaction((tx) => credit(tx, friend.id, 1000_00, 'deposit', h.ref(), s.clock.now()));
      await restricted(agent);

      for (const path of ['/api/agency/check', '/api/agency/claim', '/api/agency/reward/claim']) {
        const answer = await s.call('POST', path, { token: agent.token, body: {} });
        expect(answer.status, path).toBe(403);
        expect(answer.json.error, path).toBe(restriction.error);
      }
      s.clock.set(new Date(s.clock.now().getTime() + DAY)); // a day is settled once it has ended
      const settled = await h.operator('/api/operator/agency/settle', { day: today });
      expect(settled.status, settled.json.message).toBe(200);
      const days = await s.db.select().from(agencyRewards).where(eq(agencyRewards.agentId, agent.id));
      expect(days.map((d) => [d.day, d.paidAt])).toEqual([['2026-02-01', null]]);
      expect(await h.rewards(agent)).toEqual([]);
    });

    it('skips the member in the rebate settlement: the day is forfeited, not paid once the restriction ends', async () => {
      const p = await h.player();
      const day = saoPauloDay(s.clock.now());
      await h.bet(p, 500_00, 100_00);
      await restricted(p);
      s.clock.set(new Date(s.clock.now().getTime() + DAY));
      const settled = await h.operator('/api/operator/rebates/settle', { day });
      expect(settled.status, settled.json.message).toBe(200);
      expect((settled.json.data as { forfeited: number }).forfeited).toBeGreaterThanOrEqual(1);
      expect(await h.rewards(p)).toEqual([]);
      if (restriction.kind === 'pause') {
        // The pause is over: the day stays forfeited.
        s.clock.set(new Date(s.clock.now().getTime() + 2 * DAY));
        expect((await h.operator('/api/operator/rebates/settle', { day })).status).toBe(200);
        expect(await h.rewards(p)).toEqual([]);
      }
      await h.relogin(p);
      const list = await s.call('POST', '/api/games/rebates/list', { token: p.token, body: {} });
      expect(list.json.data).toMatchObject({
        list: [{ day, bet_amount: '500.00', rebate_amount: '10.00', settled: false, forfeited: true }],
      });
    });

    it('refuses the operator’s bonus, still credits a correction', async () => {
      const p = await h.player();
      await restricted(p);
      const bonus = await h.operator('/api/operator/credit', {
        phone: p.phone,
        amount: '50.00',
        reference: h.ref(),
        kind: 'bonus',
      });
      expect(bonus.status).toBe(409);
      expect(bonus.json.error).toBe('operator.bonus_restricted');
      expect(await h.balance(p)).toBe(0);
      const correction = await h.operator('/api/operator/credit', {
        phone: p.phone,
        amount: '5.00',
        reference: h.ref(),
      });
      expect(correction.status, correction.json.message).toBe(200);
      expect(await h.balance(p)).toBe(5_00);
      expect(await h.rewards(p)).toEqual([]);
    });
  });

  it('pays the operator’s bonus to a member not restricted, as a reward, once per reference', async () => {
    const p = await h.player();
    const reference = h.ref();
    const body = { phone: p.phone, amount: '50.00', reference, kind: 'bonus' };
    expect((await h.operator('/api/operator/credit', body)).json.data).toMatchObject({ credited: true });
    expect((await h.operator('/api/operator/credit', body)).json.data).toMatchObject({ credited: false });
    const other = await h.operator('/api/operator/credit', { ...body, kind: 'correction' });
    expect(other.json.error).toBe('operator.reference_used');
    expect(await h.rewards(p)).toEqual(['reward.operator']);
    expect(await h.balance(p)).toBe(50_00);
    const unknown = await h.operator('/api/operator/credit', { ...body, reference: h.ref(), kind: 'gift' });
    expect(unknown.status).toBe(422);
    expect(unknown.json.error).toBe('operator.credit_kind_unknown');
  });

  it('the operator’s CLI credits a bonus with "bonus", refused while the member is paused', async () => {
    const server = await listen(s);
    try {
      const p = await h.player();
      const cli = adminCli(server.url);
      expect(await cli.run(['credit', p.phone, '5.00', h.ref(), 'bonus'])).toBe(0);
      expect(await cli.run(['credit', p.phone, '5.00', h.ref(), 'gift'])).toBe(2);
      expect(cli.err.join('\n')).toMatch(/Usage: npm run admin -- credit PHONE AMOUNT REFERENCE \[bonus\]/);
      const paused = await s.call('POST', '/api/responsible/pause', {
        token: p.token,
        body: { period: '24h', password: p.password },
      });
      expect(paused.status).toBe(200);
      expect(await cli.run(['credit', p.phone, '5.00', h.ref(), 'bonus'])).toBe(1);
      expect(cli.err.join('\n')).toMatch(/paused or self-excluded/);
      expect(await cli.run(['credit', p.phone, '5.00', h.ref()])).toBe(0);
      expect((await h.rewards(p)).sort()).toEqual(['reward.operator']);
      expect(await h.balance(p)).toBe(10_00);
    } finally {
      await server.close();
    }
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('a pause committed while a reward waits for the wallet, on PostgreSQL', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'rewards-restricted-pg', { databaseUrl: url! });
  }, 60_000);
  afterAll(() => s?.close());
  const h = helpers(() => s);

  /** The rows of a raw query (node-postgres answers `{ rows }`). */
  const rowsOf = async <T>(db: Pick<TestServer['db'], 'execute'>, query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  /**
   * Holds the member's wallet lock (as a pause does), starts `pay`, waits until `pay`'s transaction waits
   * for that lock (a backend blocked by this one), then writes the pause and commits: `pay` must then see
   * the pause and pay nothing.
   */
  async function pauseWhile<T>(memberId: number, pay: () => Promise<T>): Promise<T> {
    let answer: Promise<T> | undefined;
    await s.db.transaction(async (tx) => {
      await tx.select().from(wallets).where(eq(wallets.memberId, memberId)).for('update');
      const holder = (await rowsOf<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`))[0]!.pid;
      answer = pay();
      await expect
        .poll(
          async () => {
            const blocked = await rowsOf<{ n: number }>(
              s.db,
              sql`select count(*)::int as n from pg_stat_activity where ${holder} = any(pg_blocking_pids(pid))`,
            );
            return blocked[0]!.n;
          },
          { timeout: 10_000, interval: 20 },
        )
        .toBeGreaterThan(0);
      await tx.insert(memberExclusions).values({
        memberId,
        kind: 'pause',
        period: '24h',
        startsAt: s.clock.now(),
        endsAt: new Date(s.clock.now().getTime() + DAY),
      });
    });
    return answer!;
  }

  it('an activity claim, the agency claim, the operator’s bonus and the rebate settlement pay nothing', async () => {
    const p = await h.player();
    s.clock.set(new Date(s.clock.now().getTime() - DAY));
    await h.bet(p, 300_00);
    s.clock.set(new Date(s.clock.now().getTime() + DAY));
    await h.relogin(p);
    const relief = await pauseWhile(p.id, () => s.call('POST', '/api/dailyrescue/claim', { token: p.token, body: {} }));
    expect(relief.json.error).toBe('responsible.paused');

    // The daily wheel reads no restriction of its own: the claim's read under the wallet's lock must see it.
    const spinner = await h.player();
    const spin = await pauseWhile(spinner.id, () =>
      s.call('POST', '/api/dailywheel/claim', { token: spinner.token, body: {} }),
    );
    expect(spin.json.error).toBe('responsible.paused');
    // With an Idempotency-Key the wallet is locked in the key's claim: the restrictions are read after it.
    const keyedSpinner = await h.player();
    const keyedSpin = await pauseWhile(keyedSpinner.id, () =>
      s.call('POST', '/api/dailywheel/claim', {
        token: keyedSpinner.token,
        body: {},
        headers: { 'idempotency-key': 'paused-spin' },
      }),
    );
    expect(keyedSpin.json.error).toBe('responsible.paused');

    const agent = await h.player();
    await h.settledAgencyReward(agent);
    const agency = await pauseWhile(agent.id, () =>
      s.call('POST', '/api/agency/claim', { token: agent.token, body: {} }),
    );
    expect(agency.json.error).toBe('responsible.paused');

    const bonused = await h.player();
    const bonus = await pauseWhile(bonused.id, () =>
      h.operator('/api/operator/credit', { phone: bonused.phone, amount: '50.00', reference: h.ref(), kind: 'bonus' }),
    );
    expect(bonus.json.error).toBe('operator.bonus_restricted');

    const bettor = await h.player();
    const day = saoPauloDay(s.clock.now());
    await h.bet(bettor, 500_00);
    s.clock.set(new Date(s.clock.now().getTime() + DAY)); // a day is settled once it has ended
    const settled = await pauseWhile(bettor.id, () => h.operator('/api/operator/rebates/settle', { day }));
    expect(settled.status, settled.json.message).toBe(200);

    for (const member of [p, spinner, keyedSpinner, agent, bonused, bettor])
      expect(await h.rewards(member)).toEqual([]);
  });
});
