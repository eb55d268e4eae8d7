import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { DEMO_PLAYER } from '../../server/db/seed';
import { ServerText, UserInfo } from '../../contract';
import { DAY, HOUR, MINUTE, setupServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
});
afterAll(() => s.close());

async function demoToken() {
  const { json } = await s.login(DEMO_PLAYER.phone, DEMO_PLAYER.password);
  return (json.data as { access_token: string }).access_token;
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

  it('keeps a token alive while it is used, and ends it after 2 hours without use', async () => {
    const token = await demoToken();
    s.clock.advance(HOUR + 59 * MINUTE);
    expect((await me(token)).status).toBe(200);
    s.clock.advance(HOUR + 59 * MINUTE);
    expect((await me(token)).status).toBe(200);
    s.clock.advance(2 * HOUR);
    expectUnauthenticated(await me(token));
    // Once lapsed it stays lapsed.
    s.clock.advance(-HOUR);
    expectUnauthenticated(await me(token));
    s.clock.advance(HOUR);
  });

  it('ends a token 30 days after it was issued, however much it is used', async () => {
    const token = await demoToken();
    for (let elapsed = 0; elapsed < 30 * DAY - HOUR; elapsed += HOUR + 30 * MINUTE) {
      s.clock.advance(HOUR + 30 * MINUTE);
      if (elapsed + HOUR + 30 * MINUTE >= 30 * DAY) break;
      expect((await me(token)).status).toBe(200);
    }
    s.clock.advance(2 * HOUR);
    expectUnauthenticated(await me(token));
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
