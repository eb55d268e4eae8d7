import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { openDatabase, type OpenedDatabase } from '../../server/db/open';
import { seedDatabase } from '../../server/db/seed';
import { sites, wallets } from '../../server/db/schema';
import { createMember } from '../../server/members/create';
import { credit, debit, InsufficientFundsError } from '../../server/wallet/ledger';

/**
 * The same code on a PostgreSQL server, where transactions really run side by side: set
 * TEST_DATABASE_URL=postgres://… to run these (skipped otherwise). They leave their rows behind
 * (unique phones per run), so any scratch database will do.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  let opened: OpenedDatabase;
  const run = randomBytes(4).readUInt32BE(0) % 100_000_000;
  let counter = 0;

  beforeAll(async () => {
    opened = await openDatabase({ databaseUrl: url! });
    await seedDatabase({ db: opened.db, clock: () => new Date(), random: randomBytes });
  });
  afterAll(() => opened?.close());

  async function newMemberId(): Promise<number> {
    const { db } = opened;
    counter += 1;
    const phone = `31${9}${String((run + counter) % 100_000_000).padStart(8, '0')}`;
    const [site] = await db.select().from(sites).where(eq(sites.isDefault, true));
    const passwordHash = await hashPassword('segredo1', randomBytes);
    const member = await db.transaction((tx) =>
      createMember(tx, { random: randomBytes }, { siteId: site!.id, phone, passwordHash }, new Date()),
    );
    return member.id;
  }

  const balance = async (id: number) =>
    (await opened.db.select().from(wallets).where(eq(wallets.memberId, id)))[0]!.balanceCents;

  it('never overdraws when debits race on separate connections', async () => {
    const { db } = opened;
    const id = await newMemberId();
    await db.transaction((tx) => credit(tx, id, 10_000, 'test.credit', `pg-fund-${run}-${id}`));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        db.transaction((tx) => debit(tx, id, 3_000, 'test.debit', `pg-race-${run}-${id}-${i}`)),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    for (const o of outcomes) {
      if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(InsufficientFundsError);
    }
    expect(await balance(id)).toBe(1_000);
  });

  it('pays a credit repeated concurrently once', async () => {
    const { db } = opened;
    const id = await newMemberId();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        db.transaction((tx) => credit(tx, id, 500, 'test.claim', `pg-claim-${run}-${id}`)),
      ),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await balance(id)).toBe(500);
  });
});
