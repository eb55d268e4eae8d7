import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYER, seedDemo } from '../../server/db/seed';
import { ledgerEntries, members, turnoverEntries, wallets } from '../../server/db/schema';
import { lockWallet } from '../../server/house/bets';
import { credit, debit, InsufficientFundsError, LedgerConflictError, postNew } from '../../server/wallet/ledger';
import { turnoverAlongside } from '../../server/wallet/turnover';
import { formatCents, parseMoney } from '../../server/wallet/money';
import { setupServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
});
afterAll(() => s.close());

async function entries(memberId: number) {
  return s.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, memberId));
}

const now = () => s.clock.now();

describe('money', () => {
  it('formats centavos as two-decimal strings and back', () => {
    expect(formatCents(150_000)).toBe('1500.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(-1234)).toBe('-12.34');
    expect(parseMoney('1500.00')).toBe(150_000);
    expect(parseMoney('10.5')).toBe(1050);
    expect(() => parseMoney('1.234')).toThrow();
  });
});

describe('ledger', () => {
  it('credits once per (kind, ref): a repeated credit pays nothing', async () => {
    const id = await s.newMemberId();
    const first = await s.db.transaction((tx) => credit(tx, id, 10_000, 'test.credit', `once-${id}`, now()));
    expect(first.applied).toBe(true);
    expect(first.entry).toMatchObject({
      amountCents: 10_000,
      balanceAfterCents: 10_000,
      kind: 'test.credit',
    });
    const again = await s.db.transaction((tx) => credit(tx, id, 10_000, 'test.credit', `once-${id}`, now()));
    expect(again.applied).toBe(false);
    expect(again.entry.id).toBe(first.entry.id);
    expect(await s.balanceOf(id)).toBe(10_000);
    expect(await entries(id)).toHaveLength(1);
  });

  it('pays a concurrent repeat of the same credit once', async () => {
    const id = await s.newMemberId();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        s.db.transaction((tx) => credit(tx, id, 2_500, 'test.claim', `claim-${id}`, now())),
      ),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await s.balanceOf(id)).toBe(2_500);
  });

  it('refuses to reuse a (kind, ref) for another amount', async () => {
    const id = await s.newMemberId();
    await s.db.transaction((tx) => credit(tx, id, 100, 'test.credit', `conflict-${id}`, now()));
    await expect(
      s.db.transaction((tx) => credit(tx, id, 200, 'test.credit', `conflict-${id}`, now())),
    ).rejects.toBeInstanceOf(LedgerConflictError);
    expect(await s.balanceOf(id)).toBe(100);
  });

  it('debits down to zero and refuses to go below, changing nothing', async () => {
    const id = await s.newMemberId();
    await s.db.transaction((tx) => credit(tx, id, 5_000, 'test.credit', `fund-${id}`, now()));
    await s.db.transaction((tx) => debit(tx, id, 3_000, 'test.debit', `bet-1-${id}`, now()));
    await expect(
      s.db.transaction((tx) => debit(tx, id, 2_001, 'test.debit', `bet-2-${id}`, now())),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await s.balanceOf(id)).toBe(2_000);
    const done = await s.db.transaction((tx) => debit(tx, id, 2_000, 'test.debit', `bet-3-${id}`, now()));
    expect(done.entry.balanceAfterCents).toBe(0);
    expect((await entries(id)).map((e) => e.amountCents)).toEqual([5_000, -3_000, -2_000]);
  });

  it('rolls the whole transaction back when a debit is refused', async () => {
    const id = await s.newMemberId();
    await s.db.transaction((tx) => credit(tx, id, 1_000, 'test.credit', `fund-${id}`, now()));
    await expect(
      s.db.transaction(async (tx) => {
        await credit(tx, id, 500, 'test.bonus', `bonus-${id}`, now());
        await debit(tx, id, 2_000, 'test.debit', `too-much-${id}`, now());
      }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await s.balanceOf(id)).toBe(1_000);
    expect(await entries(id)).toHaveLength(1);
  });

  it('never overdraws under concurrent debits', async () => {
    const id = await s.newMemberId();
    await s.db.transaction((tx) => credit(tx, id, 10_000, 'test.credit', `fund-${id}`, now()));
    const attempts = Array.from({ length: 2 }, (_, i) =>
      s.db.transaction((tx) => debit(tx, id, 7_000, 'test.debit', `race-${i}-${id}`, now())),
    );
    const outcomes = await Promise.allSettled(attempts);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason)).toEqual([
      expect.any(InsufficientFundsError),
    ]);
    expect(await s.balanceOf(id)).toBe(3_000);

    const many = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        s.db.transaction((tx) => debit(tx, id, 700, 'test.debit', `swarm-${i}-${id}`, now())),
      ),
    );
    expect(many.filter((o) => o.status === 'fulfilled')).toHaveLength(4);
    expect(await s.balanceOf(id)).toBe(200);
    const all = await entries(id);
    expect(all.reduce((sum, e) => sum + e.amountCents, 0)).toBe(200);
    expect(Math.min(...all.map((e) => e.balanceAfterCents))).toBeGreaterThanOrEqual(0);
  });

  it('posts new entries in one statement: in order, each balance after following the one before, the writes alongside too', async () => {
    const id = await s.newMemberId();
    await s.db.transaction((tx) => credit(tx, id, 1_000, 'test.credit', `fund-${id}`, now()));
    const posted = await s.db.transaction(async (tx) => {
      const locked = await lockWallet(tx, id);
      return postNew(
        tx,
        id,
        locked,
        [
          { cents: -300, kind: 'test.debit', ref: `round-${id}` },
          { cents: 450, kind: 'test.credit', ref: `round-${id}` },
        ],
        now(),
        // A write alongside may answer what it did: here how many turnover rows it wrote.
        [
          {
            ...turnoverAlongside(300, 'test.play', `round-${id}`),
            key: 'turnover_count',
            answer: sql`(select count(*)::int from turnover_written)`,
          },
        ],
      );
    });
    expect(posted.entries.map((e) => [e.kind, e.amountCents, e.balanceAfterCents])).toEqual([
      ['test.debit', -300, 700],
      ['test.credit', 450, 1_150],
    ]);
    expect(posted.answers).toEqual({ turnover_count: 1 });
    expect(posted.entries[0]!.id).toBeLessThan(posted.entries[1]!.id);
    expect(await s.balanceOf(id)).toBe(1_150);
    expect((await entries(id)).map((e) => e.amountCents)).toEqual([1_000, -300, 450]);
    const turnover = await s.db.select().from(turnoverEntries).where(eq(turnoverEntries.memberId, id));
    expect(turnover.map((t) => [t.kind, t.amountCents])).toEqual([['test.play', 300]]);
  });

  it('posts nothing below zero, on a balance that is not the one read, or on a (kind, ref) already posted', async () => {
    const id = await s.newMemberId();
    await s.db.transaction((tx) => credit(tx, id, 1_000, 'test.credit', `fund-${id}`, now()));
    const attempt = (read: (locked: number) => number, ref: string, cents = -500) =>
      s.db.transaction(async (tx) => {
        const locked = await lockWallet(tx, id);
        await postNew(tx, id, read(locked), [{ cents, kind: 'test.debit', ref }], now(), [
          turnoverAlongside(500, 'test.play', ref),
        ]);
      });
    await expect(attempt((locked) => locked, `over-${id}`, -1_001)).rejects.toBeInstanceOf(InsufficientFundsError);
    await expect(attempt((locked) => locked + 1, `stale-${id}`)).rejects.toThrow(/not at the balance read/);
    await s.db.transaction((tx) => debit(tx, id, 100, 'test.debit', `used-${id}`, now()));
    await expect(attempt((locked) => locked, `used-${id}`)).rejects.toThrow();
    expect(await s.balanceOf(id)).toBe(900);
    expect((await entries(id)).map((e) => e.amountCents)).toEqual([1_000, -100]);
    expect(await s.db.select().from(turnoverEntries).where(eq(turnoverEntries.memberId, id))).toEqual([]);
  });

  it('keeps entries immutable and balances non-negative in the database itself', async () => {
    const id = await s.newMemberId();
    const { entry } = await s.db.transaction((tx) => credit(tx, id, 100, 'test.credit', `imm-${id}`, now()));
    await expect(
      s.db.update(ledgerEntries).set({ amountCents: 1_000_000 }).where(eq(ledgerEntries.id, entry.id)),
    ).rejects.toThrow();
    await expect(s.db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry.id))).rejects.toThrow();
    await expect(
      s.db
        .update(wallets)
        .set({ balanceCents: sql`${wallets.balanceCents} - 101` })
        .where(eq(wallets.memberId, id)),
    ).rejects.toThrow();
    expect(await s.balanceOf(id)).toBe(100);
  });

  it('seeds the demo player’s R$ 1.500,00 through the ledger, once however often the seed runs', async () => {
    await seedDemo({ db: s.db, clock: s.clock.now, random: s.deps.random });
    const [demo] = await s.db.select().from(members).where(eq(members.phone, DEMO_PLAYER.phone));
    const seeded = await s.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'seed.demo_credit'), eq(ledgerEntries.ref, 'demo')));
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({ memberId: demo!.id, amountCents: 150_000 });
    expect(await s.balanceOf(demo!.id)).toBe(150_000);
  });
});
