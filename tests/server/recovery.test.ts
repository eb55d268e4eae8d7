import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginCounters, members, notifications, sessions } from '../../server/db/schema';
import { MINUTE, setupServer, type SetupOptions, type TestServer } from './helpers';

/**
 * "Esqueci minha senha": a code by SMS to the account's phone or by e-mail to its verified e-mail, then
 * a new password. Read through the real API, the codes from the outbox (`outgoing_messages`).
 */

/** While `on`, writing a notice fails: a crash in the middle of the reset's transaction. */
const failNotice = vi.hoisted(() => ({ on: false }));
vi.mock('../../server/notices/notify', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/notices/notify')>();
  return {
    ...real,
    notice: async (...args: Parameters<typeof real.notice>) => {
      if (failNotice.on) throw new Error('the notice could not be written');
      return real.notice(...args);
    },
  };
});

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

describe.each(targets)('password recovery on $name', ({ options }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'recovery', options);
  }, 60_000);
  afterAll(() => s?.close());

  /** Each test asks from an address of its own: the sends per address and day are counted on the server. */
  const fromAddress = () => ({ 'x-forwarded-for': `10.${randomBytes(3).join('.')}` });

  async function send(body: Record<string, unknown>, headers: Record<string, string> = fromAddress()) {
    const { key, code } = await s.captcha();
    return s.call('POST', '/api/auth/recover/send', { headers, body: { ...body, captcha_key: key, captcha: code } });
  }
  const reset = (body: Record<string, unknown>) => s.call('POST', '/api/auth/recover/reset', { body });
  const codeFor = async (to: string) => (await s.lastMessage(to))?.code ?? '';

  /** A registered member whose e-mail (the one given at sign-up) is verified. */
  async function withVerifiedEmail() {
    const p = await s.register();
    const email = `ana.${randomBytes(4).toString('hex')}@example.com`;
    await s.db
      .update(members)
      .set({ email, emailVerifiedAt: s.clock.now(), contactEmail: email })
      .where(eq(members.phone, p.phone));
    return { ...p, email };
  }

  const openSessions = async (phone: string) =>
    (
      await s.db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(and(eq(members.phone, phone)))
    ).length;

  it('by SMS: the code from the outbox and a new password; every session ends, the notice is written', async () => {
    const p = await s.register();
    await s.relogin({ ...p });
    const sent = await send({ channel: 'sms', phone: p.phone });
    expect(sent.status, sent.json.message).toBe(200);
    expect(sent.json.data).toMatchObject({ resend_in: 60, outbox: '/sandbox/mail' });
    const message = await s.lastMessage(p.phone);
    expect(message).toMatchObject({ channel: 'sms' });
    expect(message!.code).toMatch(/^\d{6}$/);

    const short = await reset({
      channel: 'sms',
      phone: p.phone,
      code: message!.code,
      password: '123',
      password_confirmation: '123',
    });
    expect(short.status).toBe(422);
    expect(short.json.error).toBe('auth.password_too_short');
    const differ = await reset({
      channel: 'sms',
      phone: p.phone,
      code: message!.code,
      password: 'novaSenha1',
      password_confirmation: 'outra111',
    });
    expect(differ.json.error).toBe('auth.passwords_differ');

    const done = await reset({
      channel: 'sms',
      phone: p.phone,
      code: message!.code,
      password: 'novaSenha1',
      password_confirmation: 'novaSenha1',
    });
    expect(done.status, done.json.message).toBe(200);
    expect(done.json.message).toBe('Your password was changed: log in with the new one');
    expect(await openSessions(p.phone)).toBeGreaterThanOrEqual(2);
    const rows = await s.db
      .select({ endedAt: sessions.endedAt, reason: sessions.endReason })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(eq(members.phone, p.phone));
    expect(rows.every((r) => r.endedAt !== null && r.reason === 'password_reset')).toBe(true);
    expect((await s.call('POST', '/api/auth/me', { token: p.token, body: {} })).status).toBe(401);
    const id = await s.memberId(p.phone);
    const notes = await s.db.select().from(notifications).where(eq(notifications.memberId, id));
    expect(notes.map((n) => n.kind)).toContain('password_reset');
    expect((await s.login(p.phone, p.password)).status).toBe(422);
    expect((await s.login(p.phone, 'novaSenha1')).status).toBe(200);
  });

  it('by e-mail, only to a verified e-mail; an unverified sign-up e-mail gets nothing', async () => {
    const p = await withVerifiedEmail();
    expect((await send({ channel: 'email', email: p.email.toUpperCase() })).status).toBe(200);
    const code = await codeFor(p.email);
    expect(code).toMatch(/^\d{6}$/);
    const done = await reset({
      channel: 'email',
      email: p.email,
      code,
      password: 'porEmail1',
      password_confirmation: 'porEmail1',
    });
    expect(done.status, done.json.message).toBe(200);
    expect((await s.login(p.phone, 'porEmail1')).status).toBe(200);

    const unverified = await s.register();
    const [row] = await s.db.select().from(members).where(eq(members.phone, unverified.phone));
    const answer = await send({ channel: 'email', email: row!.contactEmail });
    expect(answer.status).toBe(200);
    expect(await s.lastMessage(row!.contactEmail!)).toBeNull();
  });

  it('answers the same for a registered and an unknown phone or e-mail, and for a closed account', async () => {
    const p = await withVerifiedEmail();
    const closed = await s.register();
    await s.db.update(members).set({ closedAt: s.clock.now() }).where(eq(members.phone, closed.phone));
    const unknownPhone = s.newPhone();
    const answers = [
      await send({ channel: 'sms', phone: p.phone }),
      await send({ channel: 'sms', phone: unknownPhone }),
      await send({ channel: 'sms', phone: closed.phone }),
      await send({ channel: 'email', email: p.email }),
      await send({ channel: 'email', email: `nobody.${randomBytes(4).toString('hex')}@example.com` }),
    ];
    const shape = (a: (typeof answers)[number]) => ({
      status: a.status,
      message: a.json.message,
      keys: Object.keys(a.json.data as object).sort(),
      resend_in: (a.json.data as { resend_in: number }).resend_in,
    });
    for (const answer of answers) expect(shape(answer)).toEqual(shape(answers[0]!));
    // Nothing went to the unknown phone nor to the closed account; a code for them is never right.
    expect(await s.lastMessage(unknownPhone)).toBeNull();
    expect(await s.lastMessage(closed.phone)).toBeNull();
    for (const phone of [unknownPhone, closed.phone]) {
      const tried = await reset({
        channel: 'sms',
        phone,
        code: '123456',
        password: 'novaSenha1',
        password_confirmation: 'novaSenha1',
      });
      expect(tried.status).toBe(422);
      expect(tried.json.error).toBe('code.wrong');
    }
    // The limits count the unknown phone's sends too: a second one within a minute waits.
    const again = await send({ channel: 'sms', phone: unknownPhone });
    expect(again.status).toBe(429);
    expect(again.json.error).toBe('code.resend_wait');
  });

  it('a wrong captcha sends nothing and counts nothing', async () => {
    const p = await s.register();
    const { key } = await s.captcha();
    const answer = await s.call('POST', '/api/auth/recover/send', {
      headers: fromAddress(),
      body: { channel: 'sms', phone: p.phone, captcha_key: key, captcha: 'XXXX' },
    });
    expect(answer.status).toBe(422);
    expect(answer.json.error).toBe('auth.captcha_again');
    expect(await s.lastMessage(p.phone)).toBeNull();
    expect((await send({ channel: 'sms', phone: p.phone })).status).toBe(200);
  });

  it('refuses a body without the channel’s target, or with an unknown channel', async () => {
    expect((await send({ channel: 'sms', email: 'ana@example.com' })).json.error).toBe('auth.phone_invalid');
    expect((await send({ channel: 'email', phone: s.newPhone() })).json.error).toBe('email.invalid');
    expect((await send({ channel: 'pombo', phone: s.newPhone() })).json.error).toBe('recover.channel_unknown');
    const noCode = await reset({
      channel: 'sms',
      phone: s.newPhone(),
      code: '12ab',
      password: 'novaSenha1',
      password_confirmation: 'novaSenha1',
    });
    expect(noCode.json.error).toBe('code.wrong');
  });

  it('a code is single-use, lasts 10 minutes and takes 5 tries', async () => {
    const p = await s.register();
    const body = (code: string, password = 'novaSenha1') => ({
      channel: 'sms',
      phone: p.phone,
      code,
      password,
      password_confirmation: password,
    });
    expect((await send({ channel: 'sms', phone: p.phone })).status).toBe(200);
    const first = await codeFor(p.phone);
    expect((await reset(body(first))).status).toBe(200);
    expect((await reset(body(first, 'outraSenha2'))).json.error).toBe('code.wrong');

    s.clock.advance(2 * MINUTE);
    expect((await send({ channel: 'sms', phone: p.phone })).status).toBe(200);
    const second = await codeFor(p.phone);
    s.clock.advance(10 * MINUTE);
    expect((await reset(body(second))).json.error).toBe('code.wrong');

    expect((await send({ channel: 'sms', phone: p.phone })).status).toBe(200);
    const third = await codeFor(p.phone);
    const wrong = third === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await reset(body(wrong))).json.error).toBe('code.wrong');
    // Its tries are spent: even the right code is refused now.
    expect((await reset(body(third))).json.error).toBe('code.wrong');
    expect((await s.login(p.phone, 'novaSenha1')).status).toBe(200);
  });

  it('sends are limited per phone and per address and day', async () => {
    const p = await s.register();
    const address = fromAddress();
    expect((await send({ channel: 'sms', phone: p.phone }, address)).status).toBe(200);
    const soon = await send({ channel: 'sms', phone: p.phone }, address);
    expect(soon.status).toBe(429);
    expect(soon.json.error).toBe('code.resend_wait');
    for (let i = 1; i < 5; i += 1) {
      s.clock.advance(MINUTE);
      expect((await send({ channel: 'sms', phone: p.phone }, fromAddress())).status).toBe(200);
    }
    s.clock.advance(MINUTE);
    const sixth = await send({ channel: 'sms', phone: p.phone }, fromAddress());
    expect(sixth.status).toBe(429);
    expect(sixth.json.error).toBe('code.too_many_sends');

    // 20 a day from one address, whatever the phones (registered or not).
    const busy = fromAddress();
    for (let i = 0; i < 20; i += 1)
      expect((await send({ channel: 'sms', phone: s.newPhone() }, busy)).status).toBe(200);
    const twentyFirst = await send({ channel: 'sms', phone: s.newPhone() }, busy);
    expect(twentyFirst.json.error).toBe('code.too_many_sends');
  });

  it('a reset forgets the phone’s wrong-password count: the owner logs in at once', async () => {
    const p = await s.register();
    for (let i = 0; i < 5; i += 1) expect((await s.login(p.phone, `errada${i}x`)).status).toBe(422);
    expect((await s.login(p.phone, p.password)).status).toBe(429);
    expect((await send({ channel: 'sms', phone: p.phone })).status).toBe(200);
    const code = await codeFor(p.phone);
    const done = await reset({
      channel: 'sms',
      phone: p.phone,
      code,
      password: 'novaSenha1',
      password_confirmation: 'novaSenha1',
    });
    expect(done.status).toBe(200);
    const left = await s.db
      .select()
      .from(loginCounters)
      .where(like(loginCounters.key, `phone:${p.phone}%`));
    expect(left).toEqual([]);
    expect((await s.login(p.phone, 'novaSenha1')).status).toBe(200);
  });

  it('a crash halfway (the notice cannot be written) changes nothing but the code, which is spent', async () => {
    const p = await s.register();
    expect((await send({ channel: 'sms', phone: p.phone })).status).toBe(200);
    const code = await codeFor(p.phone);
    const body = { channel: 'sms', phone: p.phone, code, password: 'novaSenha1', password_confirmation: 'novaSenha1' };
    failNotice.on = true;
    try {
      expect((await reset(body)).status).toBe(500);
    } finally {
      failNotice.on = false;
    }
    // The password and the sessions are as they were.
    expect((await s.call('POST', '/api/auth/me', { token: p.token, body: {} })).status).toBe(200);
    expect((await s.login(p.phone, p.password)).status).toBe(200);
    // The code is spent: the player asks for another one, which works.
    expect((await reset(body)).json.error).toBe('code.wrong');
    s.clock.advance(MINUTE);
    expect((await send({ channel: 'sms', phone: p.phone })).status).toBe(200);
    expect((await reset({ ...body, code: await codeFor(p.phone) })).status).toBe(200);
    expect((await s.login(p.phone, 'novaSenha1')).status).toBe(200);
  });

  it('ten confirms of one code at once reset the password once', async () => {
    const p = await s.register();
    expect((await send({ channel: 'sms', phone: p.phone })).status).toBe(200);
    const code = await codeFor(p.phone);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        reset({
          channel: 'sms',
          phone: p.phone,
          code,
          password: `corrida${i}x`,
          password_confirmation: `corrida${i}x`,
        }),
      ),
    );
    const ok = answers.map((a, i) => [a.status, i] as const).filter(([status]) => status === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((a) => a.status === 422).every((a) => a.json.error === 'code.wrong')).toBe(true);
    const id = await s.memberId(p.phone);
    const notes = await s.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, id), eq(notifications.kind, 'password_reset')));
    expect(notes).toHaveLength(1);
    expect((await s.login(p.phone, `corrida${ok[0]![1]}x`)).status).toBe(200);
  });
});
