import pg from 'pg';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamePage } from '../../contract';
import { PGlite } from '@electric-sql/pglite';
import { fundedPlayer, launchToken, setupServer, startSlot, type TestServer } from './helpers';

/*
 * What one request costs the database: the statements it sends (each one round trip to PostgreSQL, one call
 * into PGlite), BEGIN and COMMIT included, counted at the driver. The figures are the requests the benchmark
 * (npm run bench -- --only api) loads; a change that adds a statement to them shows here first. On PGlite,
 * and on a PostgreSQL server too with TEST_DATABASE_URL.
 */

/** What the database was sent since the last statementsOf: each statement's text (PGlite's protocol bytes). */
const sent: string[] = [];
/** Wraps a driver's method so each call is recorded in `sent`; answers the function that undoes it. */
const counting = <T extends object>(proto: T, name: keyof T) => {
  // A Query's text is its own (submit is called with the connection); PGlite's protocol call has the bytes.
  const original = proto[name] as (...args: unknown[]) => unknown;
  proto[name] = function (this: unknown, ...args: unknown[]) {
    const first = name === 'submit' ? (this as { text?: string }).text : args[0];
    sent.push(
      typeof first === 'string'
        ? first
        : first instanceof Uint8Array
          ? Buffer.from(first)
              .toString('latin1')
              .replace(/[^\x20-\x7e]+/g, ' ')
          : String((first as { text?: string }).text),
    );
    return original.apply(this, args);
  } as T[keyof T];
  return () => (proto[name] = original as T[keyof T]);
};

/**
 * The most each request may send: on PostgreSQL statements (BEGIN, COMMIT and savepoints included), on
 * PGlite calls into the database. A round is a transaction of the idempotency key (its title read with it), the launch token's
 * player, the seamless wallet's debit and credit (its win's ledger entry when the spin wins), the seed and
 * the round, its answer stored with its postings; the claim locks the wallet with its key and checks the member once, then spins and pays through the ledger.
 */
const BUDGETS = {
  PGlite: { me: 1, round: 9, claim: 11 },
  PostgreSQL: { me: 1, round: 7, claim: 9 },
};

const databases = [
  ['PGlite', undefined],
  ...(process.env.TEST_DATABASE_URL ? [['PostgreSQL', process.env.TEST_DATABASE_URL] as const] : []),
] as const;

describe.each(databases)('statements per request (%s)', (_name, databaseUrl) => {
  let s: TestServer;
  let slotId: number;
  const restore: (() => void)[] = [];

  beforeAll(async () => {
    s = await setupServer({}, 'round-trips', databaseUrl === undefined ? {} : { databaseUrl });
    const { json } = await s.call('GET', '/api/games/listsv2?category=slot&per_page=1');
    slotId = v.parse(GamePage, json.data).list[0]!.id;
    // Every statement node-postgres sends is a Query submitted to the connection once.
    restore.push(counting(pg.Query.prototype as unknown as { submit: unknown }, 'submit' as never));
    restore.push(counting(PGlite.prototype, 'execProtocolStream'));
  });
  afterAll(async () => {
    for (const undo of restore) undo();
    await s.close();
  });

  /** The statements `request` sends. */
  async function statementsOf(request: () => Promise<unknown>): Promise<string[]> {
    sent.length = 0;
    await request();
    return [...sent];
  }

  it('stays within its budget for the member record, a slot round and a reward claim', async () => {
    const budget = BUDGETS[databaseUrl === undefined ? 'PGlite' : 'PostgreSQL'];
    /** A new player's round (the second one: the first makes the player's seed), record and claim. */
    const requests = async () => {
      const p = await fundedPlayer(s, 100_000);
      const launch = await launchToken(s.call, p.token, slotId);
      await startSlot(s.call, p.token, slotId, launch, '1.00', { 'idempotency-key': 'first' });
      const round = await statementsOf(() =>
        startSlot(s.call, p.token, slotId, launch, '1.00', { 'idempotency-key': 'counted' }),
      );
      const me = await statementsOf(() => s.call('POST', '/api/auth/me', { token: p.token, body: {} }));
      const claim = await statementsOf(async () => {
        const { status } = await s.call('POST', '/api/dailywheel/claim', {
          token: p.token,
          body: {},
          headers: { 'idempotency-key': 'claim' },
        });
        expect(status).toBe(200);
      });
      return { round, me, claim };
    };
    // The first run of each statement prepares it; the counted ones, another player's, run prepared.
    await requests();
    const { round, me, claim } = await requests();
    expect(me.length, 'nothing counted').toBeGreaterThan(0);
    // On failure the message lists the statements the request sent.
    expect(me.length, me.join('\n')).toBeLessThanOrEqual(budget.me);
    expect(round.length, round.join('\n')).toBeLessThanOrEqual(budget.round);
    expect(claim.length, claim.join('\n')).toBeLessThanOrEqual(budget.claim);
  });
});
