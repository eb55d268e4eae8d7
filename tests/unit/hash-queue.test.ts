import { randomBytes, scryptSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { HASH_NICE, HashQueue } from '../../server/auth/hashing';
import {
  dummyHash,
  hashPassword,
  PASSWORD_COST,
  usePasswordCostOfTests,
  verifyPassword,
} from '../../server/auth/passwords';

/**
 * The queue every scrypt waits in (server/auth/hashing.ts): bounded, and taken in turn by key, so one
 * member's burst waits behind itself and another member's hash starts after at most one of the burst's.
 */
describe('the hashing queue', () => {
  /** Work that ends when told; records when it started. */
  function harness(limit: number) {
    const queue = new HashQueue(limit);
    const started: string[] = [];
    const finishers: Array<() => void> = [];
    const add = (key: string, name: string) =>
      queue.run(key, () => {
        started.push(name);
        return new Promise<string>((resolve) => finishers.push(() => resolve(name)));
      });
    /** Ends the oldest running work and lets the queue move on. */
    const finishOne = async () => {
      finishers.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    };
    return { queue, started, add, finishOne };
  }

  it('runs at most its limit at once', async () => {
    const { queue, started, add, finishOne } = harness(2);
    const all = Array.from({ length: 6 }, (_, i) => add(`member:${i}`, `w${i}`));
    expect(started).toEqual(['w0', 'w1']);
    expect(queue.size).toEqual({ running: 2, waiting: 4 });
    for (let i = 0; i < 6; i += 1) await finishOne();
    expect(await Promise.all(all)).toEqual(['w0', 'w1', 'w2', 'w3', 'w4', 'w5']);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it("a burst of one member's hashes waits behind itself: another member's starts as soon as a place is free", async () => {
    const { started, add, finishOne } = harness(1);
    const burst = Array.from({ length: 100 }, (_, i) => add('member:1', `burst${i}`));
    const other = add('member:2', 'other');
    const third = add('address:10.0.0.1', 'guest');
    expect(started).toEqual(['burst0']);
    await finishOne();
    expect(started).toEqual(['burst0', 'other']);
    await finishOne();
    expect(started).toEqual(['burst0', 'other', 'guest']);
    await finishOne();
    expect(started.at(-1)).toBe('burst1');
    while (started.length < 102) await finishOne();
    await finishOne();
    expect(await other).toBe('other');
    expect(await third).toBe('guest');
    expect(await Promise.all(burst)).toHaveLength(100);
  });

  it('a failing hash frees its place', async () => {
    const queue = new HashQueue(1);
    await expect(queue.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run('b', () => Promise.resolve('next'))).toBe('next');
  });
});

describe('the hashing threads', () => {
  /** The nice value of each thread of this process (Linux keeps one per thread). */
  const niceByThread = () =>
    readdirSync('/proc/self/task').map((task) => {
      const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    });

  it.runIf(process.platform === 'linux')(
    'hash and check on a thread of lower priority than the event loop, which keeps its own',
    async () => {
      const before = os.getPriority();
      const stored = await hashPassword('segredo1', (n) => randomBytes(n), 'member:1');
      expect(await verifyPassword('segredo1', stored, 'member:1')).toBe(true);
      expect(await verifyPassword('segredo2', stored, 'member:1')).toBe(false);
      expect(niceByThread()).toContain(before + HASH_NICE);
      expect(os.getPriority()).toBe(before);
    },
  );
});

describe('the password cost', () => {
  it("the tests hash at their own cost, and a hash at the site's cost still verifies (each hash says its cost)", async () => {
    const random = (n: number) => randomBytes(n);
    expect(PASSWORD_COST).toEqual({ N: 16384, r: 8, p: 1 });
    const cheap = await hashPassword('segredo1', random);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(dummyHash()).toMatch(/^scrypt\$1024\$8\$1\$/);
    // A hash the site made: the key is scrypt's at N=16384.
    const salt = randomBytes(16);
    const key = scryptSync('segredo1', salt, 32, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const stored = ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(await verifyPassword('segredo1', stored)).toBe(true);
    expect(await verifyPassword('segredo2', stored)).toBe(false);
  });

  it('is lowered only under the test runner', () => {
    const runner = process.env.VITEST;
    delete process.env.VITEST;
    try {
      expect(() => usePasswordCostOfTests()).toThrow('for the test runner only');
    } finally {
      process.env.VITEST = runner;
    }
  });
});
