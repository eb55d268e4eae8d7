import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { members, sessions, wallets } from '../../server/db/schema';
import { ServerText, TokenData, UserInfo } from '../../contract';
import { setupServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
});
afterAll(() => s.close());

async function memberCount(phone: string) {
  const [row] = await s.db.select({ n: count() }).from(members).where(eq(members.phone, phone));
  return row?.n ?? 0;
}

async function me(token: string) {
  const { json } = await s.call('POST', '/api/auth/me', { token });
  return v.parse(UserInfo, json.data);
}

describe('POST /api/auth/register2', () => {
  it('creates the member, an empty wallet and a session, and answers a token', async () => {
    const body = await s.registrationBody();
    const { status, json } = await s.call('POST', '/api/auth/register2', { body });
    expect(status).toBe(200);
    expect(json.message).toBe(ServerText.registered);
    const token = v.parse(TokenData, json.data);
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: 1800 });
    expect(token.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const info = await me(token.access_token);
    expect(info).toMatchObject({ phone: body.phone, money: '0.00', total_money: '0.00', top_id: null });
    const [wallet] = await s.db.select().from(wallets).where(eq(wallets.memberId, info.id));
    expect(wallet?.balanceCents).toBe(0);
    // Only the token's hash is stored.
    const stored = await s.db.select().from(sessions).where(eq(sessions.memberId, info.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(token.access_token);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('normalises the phone: "+55 (11) 9xxxx-xxxx" is stored as eleven digits', async () => {
    const body = await s.registrationBody({ phone: '+55 (11) 98123-4567' });
    const { status, json } = await s.call('POST', '/api/auth/register2', { body });
    expect(status).toBe(200);
    const info = await me(v.parse(TokenData, json.data).access_token);
    expect(info.phone).toBe('11981234567');
    // The same number written differently is the same member.
    const again = await s.call('POST', '/api/auth/register2', {
      body: await s.registrationBody({ phone: '11 98123 4567' }),
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(ServerText.phoneTaken);
  });

  it('links the inviter named by invite_code (any letter case)', async () => {
    const inviter = await s.register();
    const inviterInfo = await me(inviter.token);
    const body = await s.registrationBody({ invite_code: inviterInfo.invite_code.toLowerCase() });
    const { json } = await s.call('POST', '/api/auth/register2', { body });
    const invitee = await me(v.parse(TokenData, json.data).access_token);
    expect(invitee.top_id).toBe(inviterInfo.id);
    expect(invitee.invite_code).not.toBe(inviterInfo.invite_code);
  });

  const failures: [string, Record<string, unknown>, number, string][] = [
    ['an invalid phone', { phone: '1234' }, 422, ServerText.invalidPhone],
    ['a landline number', { phone: '1133334444' }, 422, ServerText.invalidPhone],
    [
      'letters in the phone',
      { phone: '11abc987654321' },
      422,
      'A phone number can only have digits, spaces and + ( ) -',
    ],
    [
      'markup in the phone',
      { phone: '<b>11987654321</b>' },
      422,
      'A phone number can only have digits, spaces and + ( ) -',
    ],
    ['a missing phone', { phone: undefined }, 422, ServerText.invalidPhone],
    ['a short password', { password: '12345', password_confirmation: '12345' }, 422, ServerText.passwordTooShort],
    ['passwords that differ', { password_confirmation: 'segredo2' }, 422, ServerText.passwordsDiffer],
    ['a wrong captcha', { captcha: 'ZZZZ' }, 422, ServerText.captchaAgain],
    ['an unknown captcha key', { captcha_key: 'nope' }, 422, ServerText.captchaAgain],
    ['an unknown invitation code', { invite_code: 'NOSUCH99' }, 422, ServerText.inviteCodeUnknown],
  ];

  it.each(failures)('refuses %s with its message and creates nothing', async (_, overrides, status, message) => {
    const body = await s.registrationBody(overrides);
    const answer = await s.call('POST', '/api/auth/register2', { body });
    expect(answer.status).toBe(status);
    expect(answer.json).toMatchObject({ code: status, status: 'error', message });
    expect(answer.json.data).toMatchObject({ errors: expect.any(Object) });
    if (typeof body.phone === 'string') expect(await memberCount(body.phone.replace(/\D/g, ''))).toBe(0);
  });

  it('refuses a phone that is already registered with 409', async () => {
    const { phone } = await s.register();
    const answer = await s.call('POST', '/api/auth/register2', { body: await s.registrationBody({ phone }) });
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe(ServerText.phoneTaken);
    expect(await memberCount(phone)).toBe(1);
  });

  it('uses up the captcha even when the form is refused', async () => {
    const body = await s.registrationBody({ password: '123' });
    expect((await s.call('POST', '/api/auth/register2', { body })).json.message).toBe(ServerText.passwordTooShort);
    const retry = await s.call('POST', '/api/auth/register2', {
      body: { ...body, password: 'segredo1', password_confirmation: 'segredo1' },
    });
    expect(retry.json.message).toBe(ServerText.captchaAgain);
    expect(await memberCount(body.phone)).toBe(0);
  });

  it('ignores unknown fields and takes the language from the body', async () => {
    const body = await s.registrationBody({ lang: 'th', favourite_colour: 'green', member_id: 1 });
    const { json } = await s.call('POST', '/api/auth/register2?lang=th', { body });
    const info = await me(v.parse(TokenData, json.data).access_token);
    expect(info.lang).toBe('th');
  });
});

describe('identity at registration (Portaria SPA/MF 722/2024)', () => {
  async function refused(overrides: Record<string, unknown>) {
    const body = await s.registrationBody(overrides);
    const answer = await s.call('POST', '/api/auth/register2', { body });
    expect(await memberCount(body.phone as string)).toBe(0);
    return { status: answer.status, error: answer.json.error, fields: Object.keys(answer.json.fields ?? {}) };
  }

  it('stores the full name, the CPF as eleven digits, the date of birth, the e-mail and when the terms were accepted', async () => {
    const body = await s.registrationBody({
      cpf: '529.982.247-25',
      email: ' Ana.Souza@Example.COM ',
      realname: ' Ana  Souza ',
    });
    const { json } = await s.call('POST', '/api/auth/register2', { body });
    const info = await me(v.parse(TokenData, json.data).access_token);
    expect(info.realname).toBe('Ana  Souza');
    const [row] = await s.db.select().from(members).where(eq(members.id, info.id));
    expect(row).toMatchObject({
      cpf: '52998224725',
      birthDate: '1990-05-17',
      contactEmail: 'ana.souza@example.com',
      termsAcceptedAt: s.clock.now(),
      email: null,
    });
  });

  it('refuses each missing or wrong identity field with its own code and creates nothing', async () => {
    expect(await refused({ realname: 'Ana' })).toEqual({
      status: 422,
      error: 'identity.full_name_required',
      fields: ['realname'],
    });
    expect(await refused({ realname: undefined })).toMatchObject({ error: 'identity.full_name_required' });
    expect(await refused({ realname: `Ana ${'a'.repeat(300)}` })).toEqual({
      status: 422,
      error: 'identity.full_name_too_long',
      fields: ['realname'],
    });
    expect(await refused({ realname: 'Ana <b>Souza</b>' })).toMatchObject({ error: 'identity.full_name_characters' });
    expect(await refused({ realname: 'Ana Souza 2' })).toMatchObject({ error: 'identity.full_name_characters' });
    expect(await refused({ cpf: '529.982.247-24' })).toEqual({
      status: 422,
      error: 'identity.cpf_invalid',
      fields: ['cpf'],
    });
    expect(await refused({ cpf: '111.111.111-11' })).toMatchObject({ error: 'identity.cpf_invalid' });
    expect(await refused({ birth_date: '17/05/1990' })).toEqual({
      status: 422,
      error: 'identity.birth_date_invalid',
      fields: ['birth_date'],
    });
    expect(await refused({ birth_date: '1899-12-31' })).toMatchObject({ error: 'identity.birth_date_invalid' });
    expect(await refused({ email: 'ana@' })).toEqual({ status: 422, error: 'email.invalid', fields: ['email'] });
    expect(await refused({ accept_terms: false })).toEqual({
      status: 422,
      error: 'identity.terms_required',
      fields: ['accept_terms'],
    });
    expect(await refused({ accept_terms: undefined })).toMatchObject({ error: 'identity.terms_required' });
  });

  it('registers a person who is 18 today (São Paulo date) and refuses one who turns 18 tomorrow', async () => {
    // The test clock reads 2026-03-02 in São Paulo.
    expect(await refused({ birth_date: '2008-03-03' })).toEqual({
      status: 422,
      error: 'identity.underage',
      fields: ['birth_date'],
    });
    const body = await s.registrationBody({ birth_date: '2008-03-02' });
    expect((await s.call('POST', '/api/auth/register2', { body })).status).toBe(200);
  });

  it('allows one account per CPF, also when two registrations with it race', async () => {
    const first = await s.registrationBody();
    expect((await s.call('POST', '/api/auth/register2', { body: first })).status).toBe(200);
    expect(await refused({ cpf: first.cpf })).toEqual({ status: 409, error: 'identity.cpf_taken', fields: ['cpf'] });

    const cpf = '11144477735';
    const bodies = await Promise.all(Array.from({ length: 5 }, () => s.registrationBody({ cpf })));
    const answers = await Promise.all(bodies.map((body) => s.call('POST', '/api/auth/register2', { body })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const [row] = await s.db.select({ n: count() }).from(members).where(eq(members.cpf, cpf));
    expect(row?.n).toBe(1);
  });
});
