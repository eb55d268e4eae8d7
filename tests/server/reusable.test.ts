import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reusable, slot } from '../../server/db/reusable';
import { ledgerEntries, members, sessions, wallets } from '../../server/db/schema';
import { credit } from '../../server/wallet/ledger';
import { setupServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
});
afterAll(() => s.close());

/** A member with their session of a token, if it is theirs (else null: a left join's missing side). */
const memberWithSession = reusable((db) =>
  db
    .select({ member: { id: members.id, phone: members.phone }, session: sessions, balance: wallets.balanceCents })
    .from(members)
    .innerJoin(wallets, eq(wallets.memberId, members.id))
    .leftJoin(sessions, and(eq(sessions.memberId, members.id), eq(sessions.tokenHash, sql.placeholder('token'))))
    .where(eq(members.id, sql.placeholder('id'))),
);
const stamp = reusable((db) =>
  db
    .update(wallets)
    .set({ updatedAt: slot<Date>('at') })
    .where(eq(wallets.memberId, sql.placeholder('id')))
    .returning({ updatedAt: wallets.updatedAt }),
);

const endSessions = reusable((db) =>
  db
    .update(sessions)
    .set({ endedAt: slot<Date | null>('endedAt') })
    .where(eq(sessions.memberId, sql.placeholder('id')))
    .returning({ endedAt: sessions.endedAt }),
);

describe('a statement built once and run in any session', () => {
  it('answers as the same builder does, on the database and in a transaction', async () => {
    const id = await s.newMemberId();
    await s.db.transaction((tx) => credit(tx, id, 1_234, 'test.credit', `reusable-${id}`, s.clock.now()));
    const [session] = await s.db.select().from(sessions).where(eq(sessions.memberId, id));
    const built = (token: string) =>
      s.db
        .select({ member: { id: members.id, phone: members.phone }, session: sessions, balance: wallets.balanceCents })
        .from(members)
        .innerJoin(wallets, eq(wallets.memberId, members.id))
        .leftJoin(sessions, and(eq(sessions.memberId, members.id), eq(sessions.tokenHash, token)))
        .where(eq(members.id, id));
    const theirs = await built(session!.tokenHash);
    const none = await built('not a token');
    expect(theirs).toEqual([{ member: { id, phone: expect.any(String) }, session, balance: 1_234 }]);
    expect(none).toEqual([{ member: { id, phone: expect.any(String) }, session: null, balance: 1_234 }]);
    expect(await memberWithSession(s.db, { id, token: session!.tokenHash })).toEqual(theirs);
    expect(await s.db.transaction((tx) => memberWithSession(tx, { id, token: 'not a token' }))).toEqual(none);
    expect(await memberWithSession(s.db, { id: -1, token: '' })).toEqual([]);
  });

  it('encodes each run’s values by their column and reads rows back as the builder would', async () => {
    const id = await s.newMemberId();
    const at = new Date('2026-03-04T05:06:07.089Z');
    const [row] = await s.db.transaction((tx) => stamp(tx, { id, at }));
    expect(row!.updatedAt).toEqual(at);
    const later = new Date(at.getTime() + 60_000);
    expect(await stamp(s.db, { id, at: later })).toEqual([{ updatedAt: later }]);
  });

  it('writes a null as null, and refuses a run without one of its values', async () => {
    const id = await s.newMemberId();
    const at = new Date('2026-03-04T05:06:07.000Z');
    expect(await endSessions(s.db, { id, endedAt: at })).toEqual([{ endedAt: at }]);
    expect(await endSessions(s.db, { id, endedAt: null })).toEqual([{ endedAt: null }]);
    await expect(endSessions(s.db, { id })).rejects.toThrow('No value for the placeholder "endedAt"');
  });

  it('rolls back with the transaction it ran in', async () => {
    const id = await s.newMemberId();
    await expect(
      s.db.transaction(async (tx) => {
        await credit(tx, id, 500, 'test.credit', `reusable-rollback-${id}`, s.clock.now());
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await s.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, id))).toEqual([]);
    expect(await s.balanceOf(id)).toBe(0);
  });
});
