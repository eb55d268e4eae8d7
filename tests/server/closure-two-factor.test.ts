import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../server/db/schema';
import { codeAt, PERIOD_SECONDS } from '../../server/two-factor/totp';
import { credit, debit } from '../../server/wallet/ledger';
import { setupServer, type SetupOptions, type TestServer } from './helpers';
import { memberWithTwoFactor } from './twoFactorMember';

/**
 * Closing an account with two-factor on asks the authenticator's code (or a recovery code), like every
 * other guarded action: asked before the password is checked, refused when wrong, spent only with the
 * closure. On PGlite and on a PostgreSQL server (TEST_DATABASE_URL).
 */

const STEP = PERIOD_SECONDS * 1000;
const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

describe.each(targets)('closing an account with two-factor on, on $name', ({ options }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'closure-two-factor', options);
  }, 60_000);
  afterAll(() => s?.close());

  /** A member with two-factor on (the gate, the setup, the first code): its secret and recovery codes. */
  async function withTwoFactor() {
    const member = await memberWithTwoFactor(s);
    s.clock.advance(STEP);
    return member;
  }
  const close = (token: string, body: Record<string, unknown>) => s.call('POST', '/api/member/close', { token, body });
  const closedAt = async (id: number) =>
    (await s.db.select({ closedAt: members.closedAt }).from(members).where(eq(members.id, id)))[0]!.closedAt;

  it('asks the code before the password, refuses a wrong one, and closes with the right one', async () => {
    const p = await withTwoFactor();
    const without = await close(p.token, { password: p.password });
    expect([without.status, without.json.error]).toEqual([422, 'two_factor.code_required']);
    // Asked before the password is checked: a wrong password without a code learns nothing.
    expect((await close(p.token, { password: 'wrong-one' })).json.error).toBe('two_factor.code_required');
    const wrongCode = codeAt(p.secret, new Date(s.clock.now().getTime() + 20 * STEP));
    expect((await close(p.token, { password: p.password, code: wrongCode })).json.error).toBe('two_factor.code_wrong');
    expect(await closedAt(p.id)).toBeNull();

    const closed = await close(p.token, { password: p.password, code: codeAt(p.secret, s.clock.now()) });
    expect(closed.status, closed.json.message).toBe(200);
    expect(await closedAt(p.id)).not.toBeNull();
  });

  it('takes a recovery code, spent only when the account is closed', async () => {
    const p = await withTwoFactor();
    await s.db.transaction((tx) => credit(tx, p.id, 5_00, 'test.fund', `closure-2fa-${p.id}`, s.clock.now()));
    const recovery = p.recovery[0]!;
    // Money left: refused, and the recovery code still works after.
    expect((await close(p.token, { password: p.password, code: recovery })).json.error).toBe('account.balance_left');
    await s.db.transaction((tx) => debit(tx, p.id, 5_00, 'test.drain', `closure-2fa-${p.id}`, s.clock.now()));
    const closed = await close(p.token, { password: p.password, code: recovery });
    expect(closed.status, closed.json.message).toBe(200);
  });
});
