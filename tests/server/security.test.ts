import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecurityStatus } from '../../contract/security';
import { MemberPixKeyList } from '../../contract/money';
import { MINUTE, setupServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
});
afterAll(() => s.close());

const post = (token: string, path: string, body: Record<string, unknown> = {}) =>
  s.call('POST', `/api/security/${path}`, { token, body });
async function verified() {
  const p = await s.register();
  const answer = await post(p.token, 'verify', { password: p.password });
  expect(answer.status, answer.json.message).toBe(200);
  expect(v.parse(SecurityStatus, answer.json.data).verified_until).not.toBeNull();
  return p;
}

describe('security center', () => {
  it('every change waits for the password confirmed in the last 15 minutes', async () => {
    const p = await s.register();
    for (const [path, body] of [
      ['password', { password: 'novaSenha1', password_confirmation: 'novaSenha1' }],
      ['qkpwd', { qk_pwd: '135790', qk_pwd_confirmation: '135790' }],
      ['email/code', { email: 'ana@example.com' }],
    ] as const) {
      const answer = await post(p.token, path, body);
      expect(answer.status, path).toBe(403);
      expect(answer.json.message).toBe('Please confirm your password first');
    }
    const wrong = await post(p.token, 'verify', { password: 'errada99' });
    expect(wrong.status).toBe(422);
    expect(wrong.json.message).toBe('Incorrect password');
    expect((await post(p.token, 'verify', { password: p.password })).status).toBe(200);
    expect((await post(p.token, 'qkpwd', { qk_pwd: '135790', qk_pwd_confirmation: '135790' })).status).toBe(200);
    s.clock.advance(16 * MINUTE);
    expect((await post(p.token, 'qkpwd', { qk_pwd: '135790', qk_pwd_confirmation: '135790' })).status).toBe(403);
  });

  it('wrong current passwords are rate-limited like logins', async () => {
    const p = await s.register();
    for (let i = 0; i < 5; i += 1)
      expect((await post(p.token, 'verify', { password: `errada${i}x` })).status).toBe(422);
    const locked = await post(p.token, 'verify', { password: p.password });
    expect(locked.status).toBe(429);
    expect(locked.json.message).toBe('Too many attempts, please try again later');
  });

  it('changes the login password with every rule, and ends the other sessions', async () => {
    const p = await verified();
    const other = (await s.login(p.phone, p.password)).json.data as { access_token: string };
    for (const [body, message] of [
      [{ password: '12345', password_confirmation: '12345' }, 'Password must be at least 6 characters'],
      [{ password: 'novaSenha1', password_confirmation: 'novaSenha2' }, 'Passwords did not match'],
      [
        { password: p.password, password_confirmation: p.password },
        'The new password must be different from the current one',
      ],
    ] as const) {
      const answer = await post(p.token, 'password', body);
      expect(answer.status).toBe(422);
      expect(answer.json.message).toBe(message);
    }
    const changed = await post(p.token, 'password', { password: 'novaSenha1', password_confirmation: 'novaSenha1' });
    expect(changed.status).toBe(200);
    expect(changed.json.message).toBe('Your password was changed');
    expect((await s.call('POST', '/api/auth/me', { token: p.token, body: {} })).status).toBe(200);
    expect((await s.call('POST', '/api/auth/me', { token: other.access_token, body: {} })).status).toBe(401);
    expect((await s.login(p.phone, p.password)).status).toBe(422);
    expect((await s.login(p.phone, 'novaSenha1')).status).toBe(200);
  });

  it('binds an e-mail through the code in the sandbox outbox', async () => {
    const p = await verified();
    expect((await post(p.token, 'email/code', { email: 'não é e-mail' })).json.message).toBe(
      'Please enter a valid e-mail',
    );
    const sent = await post(p.token, 'email/code', { email: 'Ana.Souza@Example.com' });
    expect(sent.status).toBe(200);
    const page = await (await s.request('GET', '/sandbox/mail')).text();
    const code = /ana\.souza@example\.com[\s\S]*?é (\d{6})/.exec(page)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await post(p.token, 'email/bind', {
      email: 'ana.souza@example.com',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json.message).toBe('Incorrect or expired code');
    const bound = await post(p.token, 'email/bind', { email: 'ana.souza@example.com', code });
    expect(bound.status, bound.json.message).toBe(200);
    expect(v.parse(SecurityStatus, bound.json.data).email).toBe('ana.souza@example.com');
    const me = await s.call('POST', '/api/auth/me', { token: p.token, body: {} });
    expect((me.json.data as { email: string }).email).toBe('ana.souza@example.com');

    const q = await verified();
    expect((await post(q.token, 'email/code', { email: 'ana.souza@example.com' })).json.message).toBe(
      'This e-mail is already in use',
    );
  });

  it('the outbox shows text, never HTML', async () => {
    const p = await verified();
    await post(p.token, 'email/code', { email: 'x<script>@example.com' });
    const page = await (await s.request('GET', '/sandbox/mail')).text();
    expect(page).not.toContain('<script>@');
  });
});

describe('PIX keys', () => {
  it('adds, refuses a bad or repeated key, makes default and removes; never another member’s', async () => {
    const p = await verified();
    const keys = async () =>
      v.parse(MemberPixKeyList, (await s.call('GET', '/api/member/bank', { token: p.token })).json.data);
    expect(await keys()).toEqual([]);
    const cpf = await s.call('POST', '/api/member/bank/add', {
      token: p.token,
      body: { payment_type: 'CPF', account: '529.982.247-25', name: 'Ana Souza' },
    });
    expect(cpf.status, cpf.json.message).toBe(200);
    const bad = await s.call('POST', '/api/member/bank/add', {
      token: p.token,
      body: { payment_type: 'CNPJ', account: '11.222.333/0001-82', name: 'Ana' },
    });
    expect(bad.json.message).toBe('Please enter a valid CNPJ');
    const again = await s.call('POST', '/api/member/bank/add', {
      token: p.token,
      body: { payment_type: 'CPF', account: '52998224725', name: 'Ana' },
    });
    expect(again.json.message).toBe('This PIX key is already saved');
    await s.call('POST', '/api/member/bank/add', {
      token: p.token,
      body: { payment_type: 'EMAIL', account: 'Ana@Example.com', name: 'Ana' },
    });
    let list = await keys();
    expect(list.map((k) => [k.payment_type, k.account, k.is_default])).toEqual([
      ['CPF', '52998224725', true],
      ['EMAIL', 'ana@example.com', false],
    ]);
    const email = list[1]!.id;
    expect((await s.call('POST', '/api/member/bank/default', { token: p.token, body: { id: email } })).status).toBe(
      200,
    );
    list = await keys();
    expect(list[0]).toMatchObject({ payment_type: 'EMAIL', is_default: true });

    const q = await verified();
    expect((await s.call('POST', '/api/member/bank/remove', { token: q.token, body: { id: email } })).status).toBe(404);
    expect((await s.call('POST', '/api/member/bank/remove', { token: p.token, body: { id: email } })).status).toBe(200);
    expect((await keys()).map((k) => [k.payment_type, k.is_default])).toEqual([['CPF', true]]);
  });
});
