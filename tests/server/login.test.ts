import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { DEMO_PLAYER } from '../../server/db/seed';
import { ServerText, TokenData, UserInfo } from '../../contract';
import { MINUTE, setupServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
});
afterAll(() => s.close());

let address = 0;
/** Each test speaks from its own client address (the app trusts X-Forwarded-For in these tests). */
const from = () => ({ 'x-forwarded-for': `203.0.113.${++address}` });

describe('POST /api/auth/login2', () => {
  it('logs the demo player in with a token that opens /auth/me', async () => {
    const { status, json } = await s.login(DEMO_PLAYER.phone, DEMO_PLAYER.password, from());
    expect(status).toBe(200);
    expect(json.message).toBe(ServerText.loggedIn);
    const token = v.parse(TokenData, json.data);
    expect(token.expires_in).toBe(1800);
    const me = await s.call('POST', '/api/auth/me', { token: token.access_token });
    expect(v.parse(UserInfo, me.json.data)).toMatchObject({
      phone: DEMO_PLAYER.phone,
      nickname: 'Jogador Demo',
    });
  });

  it('accepts the phone written with country code and punctuation', async () => {
    const { status } = await s.login('+55 (11) 91234-5678', DEMO_PLAYER.password, from());
    expect(status).toBe(200);
  });

  it('refuses a wrong password or an unknown phone with 422 (not 401) and the same message', async () => {
    const member = await s.register();
    const headers = from();
    const wrong = await s.login(member.phone, 'not-the-password', headers);
    expect(wrong.status).toBe(422);
    expect(wrong.json).toMatchObject({ status: 'error', message: ServerText.wrongCredentials });
    const unknown = await s.login(s.newPhone(), 'whatever1', headers);
    expect(unknown.status).toBe(422);
    expect(unknown.json.message).toBe(ServerText.wrongCredentials);
  });

  it('refuses an invalid phone with the phone message', async () => {
    const answer = await s.login('12345', 'whatever1', from());
    expect(answer.status).toBe(422);
    expect(answer.json.message).toBe(ServerText.invalidPhone);
  });

  it('answers 429 after 5 failed logins for a phone from an address, even with the right password, for 15 minutes', async () => {
    const member = await s.register();
    const headers = from();
    for (let i = 0; i < 5; i += 1) {
      expect((await s.login(member.phone, `wrong-${i}`, headers)).status).toBe(422);
    }
    const blocked = await s.login(member.phone, member.password, headers);
    expect(blocked.status).toBe(429);
    expect(blocked.json).toMatchObject({ code: 429, status: 'error', message: ServerText.tooManyAttempts });

    s.clock.advance(15 * MINUTE + 1000);
    expect((await s.login(member.phone, member.password, headers)).status).toBe(200);
  });

  it('starts counting again after a successful login', async () => {
    const member = await s.register();
    const headers = from();
    for (let i = 0; i < 4; i += 1) await s.login(member.phone, 'wrong-pass', headers);
    expect((await s.login(member.phone, member.password, headers)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) await s.login(member.phone, 'wrong-pass', headers);
    expect((await s.login(member.phone, member.password, headers)).status).toBe(200);
  });

  it('answers 429 after 30 failed logins from one address, whatever the phones', async () => {
    const headers = from();
    for (let i = 0; i < 30; i += 1) {
      expect((await s.login(s.newPhone(), 'wrong-pass', headers)).status).toBe(422);
    }
    const blocked = await s.login(DEMO_PLAYER.phone, DEMO_PLAYER.password, headers);
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe(ServerText.tooManyAttempts);
    // Another address is not affected.
    expect((await s.login(DEMO_PLAYER.phone, DEMO_PLAYER.password, from())).status).toBe(200);
  });
});
