import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { DEMO_PLAYER } from '../../server/db/seed';
import { ServerText, UserInfo } from '../../contract';
import { eq } from 'drizzle-orm';
import { tokenHash } from '../../server/auth/sessions';
import { members, sessions, sites } from '../../server/db/schema';
import { DAY, HOUR, MINUTE, OPERATOR_TOKEN, setupServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
});
afterAll(() => s.close());

async function demoToken() {
  const { json } = await s.login(DEMO_PLAYER.phone, DEMO_PLAYER.password);
  return (json.data as { access_token: string }).access_token;
}

/** A member of a second site, run under the `open` profile: logged in there, with its token. */
async function openSiteMember() {
  let [site] = await s.db.select().from(sites).where(eq(sites.code, 'open-test'));
  site ??= (
    await s.db
      .insert(sites)
      .values({ code: 'open-test', name: 'Open', languages: ['pt'], profile: 'open', createdAt: s.clock.now() })
      .returning()
  )[0]!;
  const member = await s.register();
  await s.db.update(members).set({ siteId: site.id }).where(eq(members.phone, member.phone));
  const { json } = await s.login(member.phone, member.password);
  const data = json.data as { access_token: string; expires_in: number };
  return { token: data.access_token, expiresIn: data.expires_in };
}

const me = (token?: string) => s.call('POST', '/api/auth/me', token ? { token } : {});

function expectUnauthenticated(answer: Awaited<ReturnType<typeof me>>) {
  expect(answer.status).toBe(401);
  expect(answer.json).toMatchObject({
    code: 401,
    status: 'error',
    message: ServerText.unauthenticated,
    data: null,
  });
  expect(answer.json.force_offline).toBeUndefined();
}

/** A lapsed session (idle or past its lifetime): 401 with its own code, so the app can tell it apart. */
function expectExpired(answer: Awaited<ReturnType<typeof me>>) {
  expect(answer.status).toBe(401);
  expect(answer.json).toMatchObject({
    code: 401,
    status: 'error',
    error: 'auth.session_expired',
    message: ServerText.sessionExpired,
    data: null,
  });
  expect(answer.json.force_offline).toBeUndefined();
}

describe('POST /api/auth/me', () => {
  it('answers every UserInfo field, money as two-decimal strings', async () => {
    const { status, json } = await me(await demoToken());
    expect(status).toBe(200);
    const info = v.parse(UserInfo, json.data);
    // Every contract field is present, nothing more.
    expect(Object.keys(json.data as object).sort()).toEqual(Object.keys(UserInfo.entries).sort());
    expect(info).toMatchObject({
      phone: DEMO_PLAYER.phone,
      nickname: 'Jogador Demo',
      money: '1500.00',
      fs_money: '0.00',
      ml_money: '0.00',
      total_money: '1500.00',
      level: 0,
      level_name: 'VIP0',
      site: 'rodada',
      has_qk_pwd: false,
      bridge_password: null,
      bridge_password_token: null,
    });
    expect(info.avatar).toMatch(/^\/avatars\/[mf]\d\.svg$/);
    expect(info.invite_code).toMatch(/^[A-Z0-9]{8}$/);
    expect(new Date(info.created_at).toISOString()).toBe(info.created_at);
  });

  it('answers 401 Unauthenticated. without a token, with an unknown one, or a malformed header', async () => {
    expectUnauthenticated(await me());
    expectUnauthenticated(await me('not-a-real-token'));
    expectUnauthenticated(
      await s.call('POST', '/api/auth/me', { headers: { authorization: `Basic ${await demoToken()}` } }),
    );
  });

  it('ends a token 30 days after it was issued, however much it is used (an open site, 2-hour idle limit)', async () => {
    const { token } = await openSiteMember();
    for (let elapsed = 0; elapsed < 30 * DAY - HOUR; elapsed += HOUR + 30 * MINUTE) {
      s.clock.advance(HOUR + 30 * MINUTE);
      if (elapsed + HOUR + 30 * MINUTE >= 30 * DAY) break;
      expect((await me(token)).status).toBe(200);
    }
    s.clock.advance(2 * HOUR);
    expectExpired(await me(token));
  });
});

describe('idle sessions: a new login after 30 minutes without activity (regulated-br)', () => {
  const endReason = async (token: string) => {
    const [row] = await s.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash(token)));
    return row?.endReason ?? null;
  };
  /** A read the app polls on a timer (declared background): it answers, whatever the round. */
  const poll = (token: string) => s.call('GET', '/api/house/crash/round', { token });

  it('tells the app the token lasts 30 minutes without activity', async () => {
    const { json } = await s.login(DEMO_PLAYER.phone, DEMO_PLAYER.password);
    expect((json.data as { expires_in: number }).expires_in).toBe(30 * 60);
  });

  it('keeps a session used within 29 minutes; each request with the player behind it counts', async () => {
    const { token } = await s.register();
    for (let i = 0; i < 4; i += 1) {
      s.clock.advance(29 * MINUTE);
      expect((await me(token)).status).toBe(200);
    }
    expect(await endReason(token)).toBeNull();
  });

  it('ends a session after 30 minutes without activity: 401 auth.session_expired, then and on every later call', async () => {
    const { token } = await s.register();
    s.clock.advance(30 * MINUTE);
    expectExpired(await me(token));
    expect(await endReason(token)).toBe('idle');
    // Ended, it stays ended: for the member's calls, the background ones, and after any amount of time.
    expectExpired(await me(token));
    expectExpired(await poll(token));
    expectExpired(
      await s.call('POST', '/api/recharge/online', {
        token,
        body: { money: '50.00', payment_id: 1, payment_type: 'PIX' },
      }),
    );
    s.clock.advance(-10 * MINUTE);
    expectExpired(await me(token));
    s.clock.advance(10 * MINUTE);
  });

  it('a background read does not keep the session alive, but is refused once it lapsed', async () => {
    const { token } = await s.register();
    s.clock.advance(20 * MINUTE);
    expect((await poll(token)).status).not.toBe(401);
    s.clock.advance(9 * MINUTE);
    expect((await poll(token)).status).not.toBe(401);
    // 30 minutes after the last activity, polled all along: lapsed.
    s.clock.advance(MINUTE);
    expectExpired(await poll(token));
    expect(await endReason(token)).toBe('idle');
  });

  it('logging in again gives a new session that works; the lapsed one stays refused', async () => {
    const member = await s.register();
    s.clock.advance(31 * MINUTE);
    expectExpired(await me(member.token));
    const again = await s.login(member.phone, member.password);
    expect(again.status).toBe(200);
    const fresh = (again.json.data as { access_token: string }).access_token;
    expect((await me(fresh)).status).toBe(200);
    expectExpired(await me(member.token));
  });

  it('an open site keeps the two-hour limit', async () => {
    const { token, expiresIn } = await openSiteMember();
    expect(expiresIn).toBe(2 * 60 * 60);
    s.clock.advance(HOUR + 59 * MINUTE);
    expect((await me(token)).status).toBe(200);
    s.clock.advance(HOUR + 59 * MINUTE);
    expect((await me(token)).status).toBe(200);
    s.clock.advance(2 * HOUR);
    expectExpired(await me(token));
    expect(await endReason(token)).toBe('idle');
  });

  it('the operator QA action makes the sessions idle: the next call ends them', async () => {
    const member = await s.register();
    const other = await s.login(member.phone, member.password);
    const aged = await s.call('POST', '/api/operator/idle-sessions', {
      token: OPERATOR_TOKEN,
      body: { phone: member.phone },
    });
    expect(aged.status).toBe(200);
    expect(aged.json.data).toMatchObject({ sessions_aged: 2 });
    expectExpired(await me(member.token));
    expectExpired(await me((other.json.data as { access_token: string }).access_token));
    // Only the operator may.
    expect((await s.call('POST', '/api/operator/idle-sessions', { body: { phone: member.phone } })).status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the token: Logged out, then 401', async () => {
    const token = await demoToken();
    const other = await demoToken();
    const { status, json } = await s.call('POST', '/api/auth/logout', { token });
    expect(status).toBe(200);
    expect(json).toMatchObject({ status: 'success', message: ServerText.loggedOut, data: null });
    expectUnauthenticated(await me(token));
    expectUnauthenticated(await s.call('POST', '/api/auth/logout', { token }));
    // Other sessions of the member go on.
    expect((await me(other)).status).toBe(200);
  });
});
