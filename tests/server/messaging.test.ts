import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../server/config';
import { members, noticeEmailPrefs, notifications, outgoingMessages } from '../../server/db/schema';
import { ApiError } from '../../server/http/envelope';
import { CODE_MINUTES, outboxOf, sendCode, useCode } from '../../server/messaging/codes';
import { deliverDue } from '../../server/messaging/deliver';
import { parsePo } from '../../server/notices/catalog';
import { notice } from '../../server/notices/notify';
import { MINUTE, setupServer, type TestServer } from './helpers';

/**
 * The messaging foundation: one-time codes (single use, tries, expiry, send limits that say nothing about
 * who is registered), notices written with their event and copied by e-mail by choice, and the outbox
 * delivered at least once through the transports.
 */
describe('messaging', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer();
  });
  afterAll(async () => {
    await s.close();
  });

  const codeIn = async (to: string) => {
    const [row] = await s.db
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.to, to))
      .orderBy(outgoingMessages.id);
    const all = await s.db.select().from(outgoingMessages).where(eq(outgoingMessages.to, to));
    const last = all.at(-1) ?? row;
    return /\b(\d{6})\b/.exec(last?.body ?? '')?.[1];
  };
  const refusalOf = async (work: Promise<unknown>) => {
    try {
      await work;
    } catch (error) {
      if (error instanceof ApiError) return { code: error.error, params: error.params };
      throw error;
    }
    return null;
  };

  it('a code is sent once per request, works once, and only within its tries and minutes', async () => {
    const phone = s.newPhone();
    const id = await s.memberId((await s.register(phone)).phone);
    const request = {
      purpose: 'recover',
      channel: 'sms',
      target: phone,
      memberId: id,
      address: '10.1.1.1',
      lang: 'en',
    } as const;
    await sendCode(s.deps, request, s.clock.now());
    const code = await codeIn(phone);
    expect(code).toMatch(/^\d{6}$/);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(
      await refusalOf(useCode(s.deps, { purpose: 'recover', target: phone, code: wrongCode }, s.clock.now())),
    ).toMatchObject({ code: 'code.wrong' });
    // Another purpose's code for the same phone is not this one.
    expect(
      await refusalOf(useCode(s.deps, { purpose: 'verify_phone', target: phone, code: code! }, s.clock.now())),
    ).toMatchObject({ code: 'code.wrong' });
    expect(await useCode(s.deps, { purpose: 'recover', target: phone, code: code! }, s.clock.now())).toEqual({
      memberId: id,
    });
    // Used: the same code again is refused.
    expect(
      await refusalOf(useCode(s.deps, { purpose: 'recover', target: phone, code: code! }, s.clock.now())),
    ).toMatchObject({ code: 'code.wrong' });

    // A new code: five wrong tries use it up, the sixth (right) one is refused.
    s.clock.advance(2 * MINUTE);
    await sendCode(s.deps, request, s.clock.now());
    const second = (await codeIn(phone))!;
    const wrong = second === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      await refusalOf(useCode(s.deps, { purpose: 'recover', target: phone, code: wrong }, s.clock.now()));
    expect(
      await refusalOf(useCode(s.deps, { purpose: 'recover', target: phone, code: second }, s.clock.now())),
    ).toMatchObject({ code: 'code.wrong' });

    // Another: past its minutes it is refused.
    s.clock.advance(2 * MINUTE);
    await sendCode(s.deps, request, s.clock.now());
    const third = (await codeIn(phone))!;
    s.clock.advance(CODE_MINUTES * MINUTE + 1000);
    expect(
      await refusalOf(useCode(s.deps, { purpose: 'recover', target: phone, code: third }, s.clock.now())),
    ).toMatchObject({ code: 'code.wrong' });
  });

  it('names the sandbox outbox to read codes in only in sandbox mode', () => {
    expect(outboxOf(s.deps)).toBe('/sandbox/mail');
    expect(outboxOf({ config: { ...s.deps.config, sandbox: false } })).toBeNull();
  });

  it('limits sends per target and per address, the same for a target nobody has', async () => {
    const known = s.newPhone();
    const id = await s.memberId((await s.register(known)).phone);
    const unknown = s.newPhone();
    for (const [target, memberId] of [
      [known, id],
      [unknown, null],
    ] as const) {
      const request = {
        purpose: 'recover',
        channel: 'sms',
        target,
        memberId,
        address: `10.2.${memberId ?? 0}.1`,
        lang: 'pt',
      } as const;
      await sendCode(s.deps, request, s.clock.now());
      expect(await refusalOf(sendCode(s.deps, request, s.clock.now()))).toMatchObject({
        code: 'code.resend_wait',
        params: { seconds: '60' },
      });
      for (let i = 0; i < 4; i += 1) {
        s.clock.advance(61 * 1000);
        await sendCode(s.deps, request, s.clock.now());
      }
      s.clock.advance(61 * 1000);
      expect(await refusalOf(sendCode(s.deps, request, s.clock.now()))).toMatchObject({ code: 'code.too_many_sends' });
    }
    // Nothing was sent to the phone nobody has.
    expect(await s.db.select().from(outgoingMessages).where(eq(outgoingMessages.to, unknown))).toEqual([]);
    expect((await s.db.select().from(outgoingMessages).where(eq(outgoingMessages.to, known))).length).toBe(5);

    // One address asking for many targets stops at 20 a day.
    const address = '10.3.3.3';
    let refused = null;
    for (let i = 0; i < 21 && !refused; i += 1) {
      refused = await refusalOf(
        sendCode(
          s.deps,
          { purpose: 'recover', channel: 'sms', target: s.newPhone(), memberId: null, address, lang: 'pt' },
          s.clock.now(),
        ),
      );
      if (refused) expect(i).toBe(20);
    }
    expect(refused).toMatchObject({ code: 'code.too_many_sends' });
  });

  it('writes a notice in the member’s language and copies money notices to a verified e-mail unless switched off', async () => {
    const phone = s.newPhone();
    const id = await s.memberId((await s.register(phone)).phone);
    await s.db.update(members).set({ lang: 'en' }).where(eq(members.id, id));
    await s.db.transaction((tx) => notice(tx, id, 'deposit_credited', { amount: '1500.00' }, s.clock.now()));
    const [written] = await s.db.select().from(notifications).where(eq(notifications.memberId, id));
    expect(written).toMatchObject({
      kind: 'deposit_credited',
      params: { amount: '1500.00' },
      title: 'Deposit credited',
    });
    expect(written?.body).toContain('R$1,500.00');
    // No verified e-mail: no copy.
    const mails = () =>
      s.db
        .select()
        .from(outgoingMessages)
        .where(eq(outgoingMessages.to, `m${id}@example.com`));
    expect(await mails()).toEqual([]);

    await s.db
      .update(members)
      .set({ email: `m${id}@example.com`, emailVerifiedAt: s.clock.now() })
      .where(eq(members.id, id));
    await s.db.transaction((tx) => notice(tx, id, 'withdrawal_paid', { amount: '20.00' }, s.clock.now()));
    expect(await mails()).toMatchObject([{ channel: 'email', subject: 'Rodada: Withdrawal paid' }]);
    // A security notice has no e-mail copy; a kind switched off neither.
    await s.db.transaction((tx) => notice(tx, id, 'password_changed', {}, s.clock.now()));
    await s.db.insert(noticeEmailPrefs).values({ memberId: id, kind: 'withdrawal_paid', email: false });
    await s.db.transaction((tx) => notice(tx, id, 'withdrawal_paid', { amount: '30.00' }, s.clock.now()));
    expect((await mails()).length).toBe(1);
    expect((await s.db.select().from(notifications).where(eq(notifications.memberId, id))).length).toBe(4);

    // A failed transaction leaves neither the notice nor its copy.
    await expect(
      s.db.transaction(async (tx) => {
        await notice(tx, id, 'deposit_credited', { amount: '5.00' }, s.clock.now());
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect((await s.db.select().from(notifications).where(eq(notifications.memberId, id))).length).toBe(4);
    expect((await mails()).length).toBe(1);
  });

  it('delivers the outbox through the transports at least once, retrying a failed send later', async () => {
    const sent: string[] = [];
    let failing = true;
    const deps: AppDeps = {
      ...s.deps,
      transports: {
        mail: { send: async (m) => void sent.push(`mail:${m.to}`) },
        sms: {
          send: async (m) => {
            if (failing) throw new Error('provider down');
            sent.push(`sms:${m.to}`);
          },
        },
      },
    };
    // The sandbox (no transports) sends nothing.
    expect(await deliverDue(s.deps, s.clock.now())).toBe(0);
    const pending = await s.db.select().from(outgoingMessages);
    const now = s.clock.now();
    // Twenty at a time, each claimed once (a claimed one is not due again until its backoff).
    let delivered = 0;
    for (let i = 0; i < 10; i += 1) delivered += await deliverDue(deps, now);
    expect(delivered).toBe(pending.filter((m) => m.channel === 'email').length);
    const failed = await s.db.select().from(outgoingMessages).where(eq(outgoingMessages.channel, 'sms'));
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((m) => m.sentAt === null && m.lastError === 'provider down')).toBe(true);
    // Not tried again before its backoff; tried again after it.
    failing = false;
    expect(await deliverDue(deps, now)).toBe(0);
    let more = 0;
    for (let i = 0; i < 10; i += 1) more += await deliverDue(deps, new Date(now.getTime() + 2 * MINUTE));
    expect(sent.filter((m) => m.startsWith('sms:')).length).toBe(failed.length);
    expect(more).toBe(failed.length);
    // Each message once: as many sends as messages, and every one marked sent.
    expect(sent.length).toBe(pending.length);
    expect(await s.db.select().from(outgoingMessages).where(isNull(outgoingMessages.sentAt))).toEqual([]);
  });
});

describe('the server’s catalogs', () => {
  it('reads PO entries with multi-line strings and escapes', () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: pt\\n"',
      '',
      '#. js-lingui-explicit-id',
      'msgid "Your code is {code}."',
      'msgstr ""',
      '"Seu código é "',
      '"{code}, diga \\"olá\\"."',
      '',
      'msgid "Untranslated"',
      'msgstr ""',
    ].join('\n');
    expect([...parsePo(po)]).toEqual([
      ['Your code is {code}.', 'Seu código é {code}, diga "olá".'],
      ['Untranslated', ''],
    ]);
  });
});
