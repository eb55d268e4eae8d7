import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecurityStatus } from '../../contract/security';
import { MemberPixKeyList } from '../../contract/money';
import { memberPixKeys, members, notifications } from '../../server/db/schema';
import { anotherCpf } from '../../server/payments/sandbox';
import { identityFor, validCpf } from '../identity';
import { MINUTE, setupServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
});
afterAll(() => s.close());

const post = (token: string, path: string, body: Record<string, unknown> = {}) =>
  s.call('POST', `/api/security/${path}`, { token, body });
/** The code in the latest message to an address (the outbox). */
const codeTo = async (to: string) => (await s.lastMessage(to))?.code ?? '';
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
    const code = /ana\.souza@example\.com[\s\S]*?\b(\d{6})\b/.exec(page)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await post(p.token, 'email/bind', {
      email: 'ana.souza@example.com',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json.error).toBe('code.wrong');
    const bound = await post(p.token, 'email/bind', { email: 'ana.souza@example.com', code });
    expect(bound.status, bound.json.message).toBe(200);
    expect(v.parse(SecurityStatus, bound.json.data)).toMatchObject({
      email: 'ana.souza@example.com',
      email_verified: true,
    });
    const me = await s.call('POST', '/api/auth/me', { token: p.token, body: {} });
    expect((me.json.data as { email: string }).email).toBe('ana.souza@example.com');
    const [note] = await s.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, await s.memberId(p.phone)), eq(notifications.kind, 'email_verified')));
    expect(note?.params).toEqual({ email: 'ana.souza@example.com' });
    // The code is used up.
    expect((await post(p.token, 'email/bind', { email: 'ana.souza@example.com', code })).json.error).toBe('code.wrong');

    // Another member may ask for a code to it (the same answer as for a free address), but not bind it.
    s.clock.advance(MINUTE);
    const q = await verified();
    const asked = await post(q.token, 'email/code', { email: 'ana.souza@example.com' });
    expect(asked.status).toBe(200);
    const taken = await post(q.token, 'email/bind', {
      email: 'ana.souza@example.com',
      code: await codeTo('ana.souza@example.com'),
    });
    expect(taken.json.message).toBe('This e-mail is already in use');
  });

  it('shows the e-mail given at sign-up as not verified, and verifies it with a code', async () => {
    const p = await verified();
    const [row] = await s.db.select().from(members).where(eq(members.phone, p.phone));
    const signUpEmail = row!.contactEmail!;
    const before = v.parse(SecurityStatus, (await s.call('GET', '/api/security/status', { token: p.token })).json.data);
    expect(before).toMatchObject({ email: signUpEmail, email_verified: false, phone: p.phone, phone_verified: true });
    expect((await post(p.token, 'email/code', { email: signUpEmail })).status).toBe(200);
    const done = await post(p.token, 'email/bind', { email: signUpEmail, code: await codeTo(signUpEmail) });
    expect(done.status, done.json.message).toBe(200);
    const [after] = await s.db.select().from(members).where(eq(members.phone, p.phone));
    expect(after).toMatchObject({ email: signUpEmail });
    expect(after!.emailVerifiedAt).not.toBeNull();
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
    const own = identityFor(p.phone);
    const dotted = `${own.cpf.slice(0, 3)}.${own.cpf.slice(3, 6)}.${own.cpf.slice(6, 9)}-${own.cpf.slice(9)}`;
    const cpf = await s.call('POST', '/api/member/bank/add', {
      token: p.token,
      body: { payment_type: 'CPF', account: dotted, name: 'Ana Souza' },
    });
    expect(cpf.status, cpf.json.message).toBe(200);
    const bad = await s.call('POST', '/api/member/bank/add', {
      token: p.token,
      body: { payment_type: 'CNPJ', account: '11.222.333/0001-82', name: 'Ana' },
    });
    expect(bad.json.message).toBe('Please enter a valid CNPJ');
    const again = await s.call('POST', '/api/member/bank/add', {
      token: p.token,
      body: { payment_type: 'CPF', account: own.cpf, name: 'Ana' },
    });
    expect(again.json.message).toBe('This PIX key is already saved');
    await s.call('POST', '/api/member/bank/add', {
      token: p.token,
      body: { payment_type: 'EMAIL', account: own.email.toUpperCase(), name: 'Ana' },
    });
    let list = await keys();
    expect(list.map((k) => [k.payment_type, k.account, k.is_default])).toEqual([
      ['CPF', own.cpf, true],
      ['EMAIL', own.email, false],
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

describe('PIX keys only in the member’s own CPF', () => {
  const add = (token: string, payment_type: string, account: string) =>
    s.call('POST', '/api/member/bank/add', { token, body: { payment_type, account, name: 'Ana Souza' } });
  const savedKeys = async (phone: string) =>
    s.db
      .select({ type: memberPixKeys.paymentType, account: memberPixKeys.account, holder: memberPixKeys.holderCpf })
      .from(memberPixKeys)
      .where(eq(memberPixKeys.memberId, await s.memberId(phone)));

  it('refuses a key the gateway reports in another CPF, each with its code; nothing is saved', async () => {
    const p = await verified();
    const other = await s.register();
    const cases: [string, string, string, string][] = [
      ['CPF', validCpf('98765'), 'pix.cpf_not_own', 'Use your own CPF: withdrawals go only to your CPF'],
      ['CPF', identityFor(other.phone).cpf, 'pix.cpf_not_own', 'Use your own CPF: withdrawals go only to your CPF'],
      [
        'PHONE',
        other.phone,
        'pix.key_not_own_cpf',
        'This PIX key is not in your CPF: withdrawals go only to PIX keys in your own CPF',
      ],
      [
        'PHONE',
        '21987654321',
        'pix.key_not_own_cpf',
        'This PIX key is not in your CPF: withdrawals go only to PIX keys in your own CPF',
      ],
      [
        'EMAIL',
        identityFor(other.phone).email,
        'pix.key_not_own_cpf',
        'This PIX key is not in your CPF: withdrawals go only to PIX keys in your own CPF',
      ],
      [
        'EMAIL',
        'someone@example.com',
        'pix.key_not_own_cpf',
        'This PIX key is not in your CPF: withdrawals go only to PIX keys in your own CPF',
      ],
      [
        'EVP',
        '123e4567-e89b-42d3-a456-426614174000',
        'pix.key_not_own_cpf',
        'This PIX key is not in your CPF: withdrawals go only to PIX keys in your own CPF',
      ],
      [
        'CNPJ',
        '11.222.333/0001-81',
        'pix.key_not_own_cpf',
        'This PIX key is not in your CPF: withdrawals go only to PIX keys in your own CPF',
      ],
    ];
    for (const [type, account, code, message] of cases) {
      const answer = await add(p.token, type, account);
      expect(answer.status, `${type} ${account}`).toBe(422);
      expect(answer.json.error, `${type} ${account}`).toBe(code);
      expect(answer.json.message).toBe(message);
      expect(answer.json.fields).toHaveProperty('account');
    }
    expect(await savedKeys(p.phone)).toEqual([]);
  });

  it('accepts the member’s CPF, registered phone, registration and bound e-mail, recording the holder’s CPF', async () => {
    const p = await verified();
    const own = identityFor(p.phone);
    const bound = `bound${p.phone}@example.com`;
    await s.db.update(members).set({ email: bound }).where(eq(members.phone, p.phone));
    for (const [type, account] of [
      ['CPF', own.cpf],
      ['PHONE', `+55 ${p.phone}`],
      ['EMAIL', own.email],
      ['EMAIL', bound],
    ] as const) {
      const answer = await add(p.token, type, account);
      expect(answer.status, `${type}: ${answer.json.message}`).toBe(200);
    }
    expect((await savedKeys(p.phone)).map((k) => [k.type, k.holder])).toEqual([
      ['CPF', own.cpf],
      ['PHONE', own.cpf],
      ['EMAIL', own.cpf],
      ['EMAIL', own.cpf],
    ]);
  });

  it('a member without a CPF (before the identity rule) completes it first', async () => {
    const p = await verified();
    const own = identityFor(p.phone).cpf;
    await s.db.update(members).set({ cpf: null }).where(eq(members.phone, p.phone));
    const answer = await add(p.token, 'CPF', own);
    expect(answer.status).toBe(403);
    expect(answer.json.error).toBe('identity.incomplete');
    expect(await savedKeys(p.phone)).toEqual([]);
  });

  it('the sandbox gives keys of nobody here a fixed other holder', () => {
    const cpf = anotherCpf('EVP:123e4567-e89b-42d3-a456-426614174000');
    expect(anotherCpf('EVP:123e4567-e89b-42d3-a456-426614174000')).toBe(cpf);
    expect(cpf).toMatch(/^\d{11}$/);
    expect(anotherCpf('seed', cpf)).not.toBe(cpf);
  });
});
