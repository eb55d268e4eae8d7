import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../server/db/schema';
import { inTransaction } from '../../server/db/transaction';
import { credit } from '../../server/wallet/ledger';
import { setupServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
});
afterAll(() => s.close());

const entries = (memberId: number) => s.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, memberId));

describe('inTransaction', () => {
  it('opens a transaction of its own outside one: a failure rolls the work back', async () => {
    const id = await s.newMemberId();
    await expect(
      inTransaction(s.db, async (tx) => {
        await credit(tx, id, 100, 'test.credit', `own-${id}`, s.clock.now());
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await entries(id)).toEqual([]);
    await inTransaction(s.db, (tx) => credit(tx, id, 100, 'test.credit', `own-${id}`, s.clock.now()));
    expect(await entries(id)).toHaveLength(1);
  });

  it('runs the work on the caller’s transaction, committed or rolled back with it', async () => {
    const id = await s.newMemberId();
    await expect(
      s.db.transaction(async (outer) => {
        await inTransaction(outer, async (tx) => {
          expect(tx).toBe(outer);
          await credit(tx, id, 100, 'test.credit', `inner-${id}`, s.clock.now());
        });
        throw new Error('the caller fails');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await entries(id)).toEqual([]);
    await s.db.transaction((outer) =>
      inTransaction(outer, (tx) => credit(tx, id, 100, 'test.credit', `inner-${id}`, s.clock.now())),
    );
    expect(await entries(id)).toHaveLength(1);
  });
});
