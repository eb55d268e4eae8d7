import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GamePage } from '../../contract/games';
import { members, withdrawalPasswordTries } from '../../server/db/schema';
import {
  MINUTE,
  OPERATOR_TOKEN,
  playSlot,
  setupServer,
  type CallResult,
  type SetupOptions,
  type TestServer,
} from './helpers';

/**
 * The withdrawal password is checked before a withdrawal takes any lock or connection, and 5 wrong tries
 * lock it for 15 minutes, counted in the database however many tries race: one member's wrong tries
 * cannot stall anybody else, nor buy more than 5 guesses.
 */

/** scrypt's checks, counted; while `held` is set each waits (in flight) until released. */
const checks = vi.hoisted(() => ({ count: 0, held: null as Promise<void> | null }));
vi.mock('../../server/auth/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/auth/passwords')>();
  return {
    ...real,
    verifyPassword: async (password: string, stored: string) => {
      checks.count += 1;
      if (checks.held) await checks.held;
      return real.verifyPassword(password, stored);
    },
  };
});

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

const PWD = '135790';

describe.each(targets)('the withdrawal password on $name', ({ options }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'withdrawal-password', options);
  }, 60_000);
  afterAll(() => s?.close());

  /** A member with R$ 50,00 (an operator's credit: nothing to play first) and, unless told, the password set. */
  async function player(setPassword = true) {
    const { phone, token } = await s.register();
    const [row] = await s.db.select().from(members).where(eq(members.phone, phone));
    const credit = await s.call('POST', '/api/operator/credit', {
      token: OPERATOR_TOKEN,
      body: { phone, amount: '50.00', reference: `wp-${randomBytes(6).toString('hex')}` },
    });
    expect(credit.status).toBe(200);
    if (setPassword) {
      const set = await s.call('POST', '/api/member/qkpwd', { token, body: { qk_pwd: PWD, qk_pwd_confirmation: PWD } });
      expect(set.status).toBe(200);
    }
    return { phone, token, cpf: row!.cpf! };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  const draw = (p: Player, qk_pwd: string, money = '10.00') =>
    s.call('POST', '/api/drawing', {
      token: p.token,
      body: { money, qk_pwd, payment_type: 'CPF', account: p.cpf, cpf_id: p.cpf, name: 'Ana Souza' },
    });

  const lockedUntil = (answer: CallResult) => {
    expect([answer.status, answer.json.error]).toEqual([429, 'withdrawal.password_locked']);
    expect(answer.json.fields?.qk_pwd?.error).toBe('withdrawal.password_locked');
    return answer.json.params?.until;
  };
  const wrong = (answer: CallResult) =>
    expect([answer.status, answer.json.error]).toEqual([422, 'withdrawal.password_wrong']);

  it('100 wrong tries at once: 5 are checked and wrong, 95 locked; another player’s round is not held up meanwhile', async () => {
    const p = await player();
    const other = await player(false);
    const games = await s.call('GET', '/api/games/listsv2?category=slot&per_page=1');
    const slot = v.parse(GamePage, games.json.data).list[0]!;

    let release = () => {};
    checks.held = new Promise<void>((resolve) => (release = resolve));
    checks.count = 0;
    // Places asked of the database (one upsert each): a try waiting for a turn asks nothing.
    const insert = vi.spyOn(s.db, 'insert');
    const placesAsked = () => insert.mock.calls.filter(([table]) => table === withdrawalPasswordTries).length;
    const now = s.clock.now();
    let tries: Promise<CallResult[]> | undefined;
    try {
      tries = Promise.all(Array.from({ length: 100 }, () => draw(p, '000000')));
      // The checks wait in flight: no lock or connection may be held meanwhile.
      await vi.waitFor(() => expect(checks.count).toBeGreaterThanOrEqual(1), { timeout: 10_000 });
      const round = playSlot(s.call, other.token, slot.id, '1.00');
      const outcome = await Promise.race([
        round.then((answer) => answer.status),
        new Promise<string>((resolve) => setTimeout(() => resolve('still waiting after 5 s'), 5_000)),
      ]);
      expect(outcome).toBe(200);
      await vi.waitFor(() => expect(checks.count).toBe(5), { timeout: 10_000 });
    } finally {
      checks.held = null;
      release();
    }
    const answers = await tries;
    const asked = placesAsked();
    insert.mockRestore();
    expect(checks.count).toBe(5);
    // 5 places taken, then a few looks while the checks end (more on a busy machine, where the checks take
    // longer): never a round of the 95 waiting each time one ends, which would be 100 at least.
    expect(asked).toBeGreaterThanOrEqual(5);
    expect(asked).toBeLessThan(5 + 95);
    const refused = answers.filter((a) => a.json.error === 'withdrawal.password_locked');
    expect(answers.filter((a) => a.json.error === 'withdrawal.password_wrong')).toHaveLength(5);
    expect(refused).toHaveLength(95);
    const until = new Date(now.getTime() + 15 * MINUTE).toISOString();
    for (const answer of refused) expect(lockedUntil(answer)).toBe(until);
    expect(answers[0]!.json.message).toMatch(/^(Incorrect withdrawal password|Too many withdrawal password tries)/);

    // Locked: the right password is not even checked.
    checks.count = 0;
    expect(lockedUntil(await draw(p, PWD))).toBe(until);
    expect(checks.count).toBe(0);
  }, 120_000);

  it('locks for 15 minutes after the 5th wrong try in a row; a right password before that starts the count again', async () => {
    const p = await player();
    for (let i = 0; i < 4; i += 1) wrong(await draw(p, '000000'));
    expect((await draw(p, PWD)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) wrong(await draw(p, '000000'));
    const fifth = s.clock.now();
    s.clock.advance(MINUTE);
    const until = lockedUntil(await draw(p, PWD));
    expect(until).toBe(new Date(fifth.getTime() + 15 * MINUTE).toISOString());
    s.clock.advance(14 * MINUTE - 1000);
    lockedUntil(await draw(p, PWD));
    s.clock.advance(1000);
    expect((await draw(p, PWD)).status).toBe(200);
  });

  it('tries with the right password at once are all checked, none refused as locked', async () => {
    const p = await player();
    checks.count = 0;
    const answers = await Promise.all(Array.from({ length: 12 }, () => draw(p, PWD)));
    expect(checks.count).toBe(12);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.json.error === 'withdrawal.amount_above_balance')).toHaveLength(7);
  }, 60_000);

  it('wrong tries spread over more than 15 minutes do not lock', async () => {
    const p = await player();
    for (let i = 0; i < 4; i += 1) wrong(await draw(p, '000000'));
    s.clock.advance(16 * MINUTE);
    for (let i = 0; i < 4; i += 1) wrong(await draw(p, '000000'));
    expect((await draw(p, PWD)).status).toBe(200);
  });

  it('a new withdrawal password from the security center (the login password confirmed) lifts the lock', async () => {
    const p = await player();
    for (let i = 0; i < 5; i += 1) wrong(await draw(p, '000000'));
    lockedUntil(await draw(p, PWD));
    expect(
      (await s.call('POST', '/api/security/verify', { token: p.token, body: { password: 'segredo1' } })).status,
    ).toBe(200);
    const changed = await s.call('POST', '/api/security/qkpwd', {
      token: p.token,
      body: { qk_pwd: '864200', qk_pwd_confirmation: '864200' },
    });
    expect(changed.status).toBe(200);
    wrong(await draw(p, PWD));
    expect((await draw(p, '864200')).status).toBe(200);
  });
});
