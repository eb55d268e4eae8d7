import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GamePage, type Game } from '../../contract/games';
import { NotificationList } from '../../contract/information';
import { NoticePrefs } from '../../contract/notices';
import { PaymentChannelList, RechargeResult } from '../../contract/money';
import { SportsBoard, type MarketId, type SportsEvent } from '../../contract/sports';
import { fixtures, members, notifications, outgoingMessages, rechargeOrders } from '../../server/db/schema';
import { applyDueLimits, noticeEndedRestrictions } from '../../server/notices/due';
import { noticeText, type NoticeKind } from '../../server/notices/notify';
import { signWebhook } from '../../server/payments/orders';
import { credit } from '../../server/wallet/ledger';
import { identityFor } from '../identity';
import { DAY, HOUR, MINUTE, OPERATOR_TOKEN, setupServer, type SetupOptions, type TestServer } from './helpers';
import { signedInStaff } from './staff';

/**
 * Every notice is written once by its real event, in the event's transaction, in the member's language,
 * with an e-mail copy of a money notice only when its kind is on and the member's e-mail is verified.
 */

/** A kind whose notice fails to be written (to show that its event is then not made either). */
const failing = vi.hoisted(() => ({ kind: null as string | null }));
vi.mock('../../server/notices/notify', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/notices/notify')>();
  return {
    ...real,
    notice: (...args: Parameters<typeof real.notice>) => {
      if (args[2] === failing.kind) return Promise.reject(new Error(`the ${args[2]} notice failed`));
      return real.notice(...args);
    },
  };
});

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

const QK = '246810';

describe.each(targets)('notices on $name', ({ options }) => {
  let s: TestServer;
  let channelId: number;
  let sportsGame: Game;
  beforeAll(async () => {
    s = await setupServer({}, 'notices', options);
    channelId = v.parse(PaymentChannelList, (await s.call('GET', '/api/payment/online/list')).json.data)[0]!.id;
    const sports = await s.call('GET', '/api/games/listsv2?category=sports&per_page=1');
    sportsGame = v.parse(GamePage, sports.json.data).list[0]!;
  }, 60_000);
  afterAll(() => s?.close());

  /**
   * A registered member with a verified phone, in `lang`, with a verified e-mail unless told, and a balance
   * (an operator's credit: nothing to play before withdrawing) when asked.
   */
  async function member(opts: { lang?: 'pt' | 'en'; email?: boolean; fund?: string } = {}) {
    const registered = await s.register();
    const id = await s.memberId(registered.phone);
    const email = opts.email === false ? null : `notices-${id}-${randomBytes(4).toString('hex')}@example.com`;
    const now = s.clock.now();
    await s.db
      .update(members)
      .set({ lang: opts.lang ?? 'pt', phoneVerifiedAt: now, ...(email ? { email, emailVerifiedAt: now } : {}) })
      .where(eq(members.id, id));
    if (opts.fund) {
      const answer = await s.call('POST', '/api/operator/credit', {
        token: OPERATOR_TOKEN,
        body: { phone: registered.phone, amount: opts.fund, reference: `notices-${randomBytes(6).toString('hex')}` },
      });
      expect(answer.status, answer.json.message).toBe(200);
    }
    return { ...registered, id, email, cpf: identityFor(registered.phone).cpf, lang: opts.lang ?? 'pt' };
  }
  type Member = Awaited<ReturnType<typeof member>>;

  const noticesOf = (p: Member, kind?: NoticeKind) =>
    s.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, p.id), kind ? eq(notifications.kind, kind) : undefined))
      .orderBy(asc(notifications.id));
  const mailsTo = (p: Member) =>
    p.email ? s.db.select().from(outgoingMessages).where(eq(outgoingMessages.to, p.email)) : Promise.resolve([]);

  /** The member's one notice of this kind: its params, and its texts in the member's language. */
  async function toldOnce(p: Member, kind: NoticeKind, params: Record<string, string>) {
    const rows = await noticesOf(p, kind);
    expect(rows, kind).toHaveLength(1);
    const row = rows[0]!;
    expect(row.params).toEqual(params);
    const text = noticeText(p.lang, kind, params);
    expect({ title: row.title, body: row.body }).toEqual(text);
    return row;
  }

  /* Deposits: an order, and the gateway's signed notice that it was paid. */

  async function order(p: Member, money: string) {
    const answer = await s.call('POST', '/api/recharge/online', {
      token: p.token,
      body: { money, payment_id: channelId, payment_type: 'PIX' },
    });
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(RechargeResult, answer.json.data).order_no;
  }
  function paid(p: Member, orderNo: string, money: string) {
    const raw = JSON.stringify({
      order_no: orderNo,
      status: 'paid',
      amount: money,
      end_to_end_id: `E2E${orderNo}`,
      payer_cpf: p.cpf,
    });
    const ts = String(Math.floor(s.clock.now().getTime() / 1000));
    return s.call('POST', '/api/payment/pix/webhook', {
      body: raw,
      headers: {
        'x-pix-timestamp': ts,
        'x-pix-signature': signWebhook('rodada-sandbox-pix-webhook-secret', ts, raw),
      },
    });
  }

  describe('deposits', () => {
    it('tells a deposit credited once however often it is delivered, in English to an English member, with an e-mail copy', async () => {
      const p = await member({ lang: 'en' });
      const orderNo = await order(p, '50.00');
      for (let i = 0; i < 3; i += 1) expect((await paid(p, orderNo, '50.00')).status).toBe(200);
      const row = await toldOnce(p, 'deposit_credited', { amount: '50.00' });
      expect(row.title).toBe('Deposit credited');
      expect(row.body).toContain('R$50.00');
      const mails = await mailsTo(p);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ channel: 'email', subject: 'Rodada: Deposit credited' });
      expect(mails[0]!.body).toContain(row.body);
    });

    it('writes a Portuguese member’s notice in Portuguese, and sends no copy without a verified e-mail', async () => {
      const p = await member({ email: false });
      const orderNo = await order(p, '20.00');
      expect((await paid(p, orderNo, '20.00')).status).toBe(200);
      const row = await toldOnce(p, 'deposit_credited', { amount: '20.00' });
      expect(row.body).toMatch(/R\$\s20,00/);
      // An e-mail typed but not verified gets nothing either.
      await s.db
        .update(members)
        .set({ email: `unverified-${p.id}@example.com` })
        .where(eq(members.id, p.id));
      expect((await paid(p, await order(p, '10.00'), '10.00')).status).toBe(200);
      expect(await noticesOf(p, 'deposit_credited')).toHaveLength(2);
      expect(
        await s.db
          .select()
          .from(outgoingMessages)
          .where(eq(outgoingMessages.to, `unverified-${p.id}@example.com`)),
      ).toEqual([]);
    });

    it('credits and tells once when the gateway delivers the same payment many times at once', async () => {
      const p = await member();
      const orderNo = await order(p, '30.00');
      const answers = await Promise.all(Array.from({ length: 6 }, () => paid(p, orderNo, '30.00')));
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
      expect(answers.filter((a) => (a.json.data as { credited: boolean }).credited)).toHaveLength(1);
      await toldOnce(p, 'deposit_credited', { amount: '30.00' });
      expect(await mailsTo(p)).toHaveLength(1);
    });

    it('credits nothing when the notice cannot be written; the next delivery credits and tells once', async () => {
      const p = await member();
      const orderNo = await order(p, '40.00');
      failing.kind = 'deposit_credited';
      try {
        expect((await paid(p, orderNo, '40.00')).status).toBe(500);
      } finally {
        failing.kind = null;
      }
      const [stored] = await s.db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, orderNo));
      expect(stored!.status).toBe('pending');
      expect(await s.balanceOf(p.id)).toBe(0);
      expect(await noticesOf(p)).toEqual([]);
      expect(await mailsTo(p)).toEqual([]);

      expect((await paid(p, orderNo, '40.00')).json.data).toMatchObject({ status: 'paid', credited: true });
      expect(await s.balanceOf(p.id)).toBe(4000);
      await toldOnce(p, 'deposit_credited', { amount: '40.00' });
    });

    it('tells a payment returned with the reason’s code, once', async () => {
      const p = await member({ lang: 'en' });
      const orderNo = await order(p, '25.00');
      const pause = await s.call('POST', '/api/responsible/pause', {
        token: p.token,
        body: { period: '24h', password: p.password },
      });
      expect(pause.status, pause.json.message).toBe(200);
      await Promise.all([paid(p, orderNo, '25.00'), paid(p, orderNo, '25.00')]);
      expect((await paid(p, orderNo, '25.00')).json.data).toMatchObject({ status: 'refund', credited: false });
      const row = await toldOnce(p, 'deposit_refunded', { amount: '25.00', reason: 'order_cancelled' });
      expect(row.body).not.toContain('order_cancelled');
      expect(await noticesOf(p, 'deposit_credited')).toEqual([]);
      expect((await mailsTo(p)).map((m) => m.subject)).toEqual(['Rodada: Deposit returned']);
    });
  });

  describe('withdrawals', () => {
    async function withdrawer(opts: { lang?: 'pt' | 'en' } = {}) {
      const p = await member({ ...opts, fund: '100.00' });
      const set = await s.call('POST', '/api/member/qkpwd', {
        token: p.token,
        body: { qk_pwd: QK, qk_pwd_confirmation: QK },
      });
      expect(set.status, set.json.message).toBe(200);
      return p;
    }
    async function draw(p: Member, money: string) {
      const answer = await s.call('POST', '/api/drawing', {
        token: p.token,
        body: { money, qk_pwd: QK, payment_type: 'CPF', account: p.cpf, cpf_id: p.cpf, name: 'Ana Souza' },
      });
      expect(answer.status, answer.json.message).toBe(200);
      return (answer.json.data as { order_no: string }).order_no;
    }
    // Reviews by the command line's token; payments by a finance person (who approved may not pay).
    let payer: string | undefined;
    const review = async (action: 'approve' | 'pay' | 'reject', orderNo: string, reason?: string) => {
      if (action === 'pay') payer ??= (await signedInStaff(s, ['finance'])).token;
      return s.call('POST', `/api/operator/withdrawals/${action}`, {
        token: action === 'pay' ? payer : OPERATOR_TOKEN,
        body: { order_no: orderNo, reason: reason ?? 'Checked' },
      });
    };

    it('tells each review once: approved, paid, rejected with the operator’s words', async () => {
      const p = await withdrawer({ lang: 'en' });
      const first = await draw(p, '30.00');
      const second = await draw(p, '20.00');
      expect(await noticesOf(p)).toEqual([]);

      expect((await review('approve', first)).status).toBe(200);
      expect((await review('approve', first)).status).toBe(409);
      await toldOnce(p, 'withdrawal_approved', { amount: '30.00' });
      expect((await review('pay', first)).status).toBe(200);
      expect((await review('pay', first)).status).toBe(409);
      await toldOnce(p, 'withdrawal_paid', { amount: '30.00' });

      const rejected = await Promise.all([
        review('reject', second, 'O nome não confere com o titular do CPF'),
        review('reject', second, 'O nome não confere com o titular do CPF'),
      ]);
      expect(rejected.map((a) => a.status).sort()).toEqual([200, 409]);
      const row = await toldOnce(p, 'withdrawal_rejected', {
        amount: '20.00',
        reason: 'O nome não confere com o titular do CPF',
      });
      expect(row.body).toContain('O nome não confere com o titular do CPF');
      expect((await mailsTo(p)).map((m) => m.subject).sort()).toEqual([
        'Rodada: Withdrawal approved',
        'Rodada: Withdrawal paid',
        'Rodada: Withdrawal rejected',
      ]);
    });

    it('sends no e-mail copy of a kind switched off, and still writes the notice', async () => {
      const p = await withdrawer();
      const off = await s.call('POST', '/api/information/notice-prefs', {
        token: p.token,
        body: { kinds: [{ kind: 'withdrawal_paid', email: false }] },
      });
      expect(off.status, off.json.message).toBe(200);
      const orderNo = await draw(p, '15.00');
      await review('approve', orderNo);
      await review('pay', orderNo);
      await toldOnce(p, 'withdrawal_paid', { amount: '15.00' });
      const subjects = (await mailsTo(p)).map((m) => m.subject);
      expect(subjects).toHaveLength(1);
      expect(subjects[0]).toBe(`Rodada: ${noticeText('pt', 'withdrawal_approved', { amount: '15.00' }).title}`);
    });
  });

  describe('the e-mail copy settings', () => {
    const prefsOf = async (p: Member) => {
      const answer = await s.call('GET', '/api/information/notice-prefs', { token: p.token });
      expect(answer.status, answer.json.message).toBe(200);
      return v.parse(NoticePrefs, answer.json.data);
    };
    const setPrefs = (p: Member, body: unknown) =>
      s.call('POST', '/api/information/notice-prefs', { token: p.token, body });

    it('starts with every money kind on, and names the verified e-mail (null without one)', async () => {
      const p = await member();
      expect(await prefsOf(p)).toEqual({
        email: p.email,
        kinds: [
          'deposit_credited',
          'deposit_refunded',
          'withdrawal_approved',
          'withdrawal_paid',
          'withdrawal_rejected',
        ].map((kind) => ({ kind, email: true })),
      });
      expect((await prefsOf(await member({ email: false }))).email).toBeNull();
    });

    it('switches the kinds named, the same way however often or at once, and only the member’s own', async () => {
      const p = await member();
      const other = await member();
      const change = { kinds: [{ kind: 'deposit_refunded', email: false }], member_id: other.id };
      const answers = await Promise.all([setPrefs(p, change), setPrefs(p, change), setPrefs(p, change)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      const mine = await prefsOf(p);
      expect(answers[0]!.json.data).toEqual(mine);
      expect(mine.kinds.filter((k) => !k.email).map((k) => k.kind)).toEqual(['deposit_refunded']);
      expect((await prefsOf(other)).kinds.every((k) => k.email)).toBe(true);

      expect((await setPrefs(p, { kinds: [{ kind: 'deposit_refunded', email: true }] })).status).toBe(200);
      expect((await prefsOf(p)).kinds.every((k) => k.email)).toBe(true);
    });

    it('refuses kinds it does not have, a kind twice and an empty change (422), and strangers (401)', async () => {
      const p = await member();
      const refused = async (body: unknown, code: string) => {
        const answer = await setPrefs(p, body);
        expect([answer.status, answer.json.error], JSON.stringify(body)).toEqual([422, code]);
      };
      await refused({ kinds: [{ kind: 'bet_won', email: false }] }, 'notices.kind_unknown');
      await refused({ kinds: [{ kind: 'deposit_credited', email: 'no' }] }, 'notices.kind_unknown');
      await refused({ kinds: [] }, 'notices.kind_unknown');
      await refused({ kinds: 'deposit_credited' }, 'notices.kind_unknown');
      await refused(
        {
          kinds: [
            { kind: 'deposit_credited', email: false },
            { kind: 'deposit_credited', email: true },
          ],
        },
        'notices.kind_twice',
      );
      expect((await prefsOf(p)).kinds.every((k) => k.email)).toBe(true);
      expect((await s.call('GET', '/api/information/notice-prefs')).status).toBe(401);
      const stranger = await s.call('POST', '/api/information/notice-prefs', {
        body: { kinds: [{ kind: 'deposit_credited', email: false }] },
      });
      expect(stranger.status).toBe(401);
    });
  });

  describe('bets and slips', () => {
    async function bettor() {
      const p = await member({ email: false });
      await s.db.transaction((tx) => credit(tx, p.id, 10_000, 'test.fund', `notices-fund-${p.id}`, s.clock.now()));
      return p;
    }
    async function upcoming(): Promise<SportsEvent[]> {
      const answer = await s.call('GET', '/api/house/sports/board');
      const soon = s.clock.now().getTime() + HOUR;
      return v
        .parse(SportsBoard, answer.json.data)
        .events.filter((e) => e.status === 'upcoming' && Date.parse(e.kickoff) > soon);
    }
    const bet = async (p: Member, fixture: string, selection: string, amount = '2.00') => {
      const answer = await s.call('POST', '/api/house/sports/bet', {
        token: p.token,
        body: { game_id: sportsGame.id, fixture_id: fixture, selection, amount },
      });
      expect(answer.status, answer.json.message).toBe(200);
    };
    const legOf = (e: SportsEvent, market: MarketId = '1x2', index = 0) => {
      const m = e.markets.find((x) => x.market === market)!;
      return { fixture_id: e.id, market, selection: m.selections[index]!.selection, odds: m.selections[index]!.odds };
    };
    const slip = async (p: Member, legs: ReturnType<typeof legOf>[], amount = '1.00') => {
      const answer = await s.call('POST', '/api/house/sports/slip', { token: p.token, body: { legs, amount } });
      expect(answer.status, answer.json.message).toBe(200);
    };
    const settle = async (fixture: string, result: string) => {
      const answer = await s.call('POST', '/api/operator/settle', { token: OPERATOR_TOKEN, body: { fixture, result } });
      expect(answer.status, answer.json.message).toBe(200);
    };

    it('tells each bet settled by the operator once (won, lost, void), naming the match; a single slip as a bet', async () => {
      const [first, second] = await upcoming();
      const winner = await bettor();
      const loser = await bettor();
      await bet(winner, first!.id, 'home', '2.00');
      await bet(loser, first!.id, 'away', '3.00');
      const single = await bettor();
      await slip(single, [legOf(second!)], '4.00');
      await bet(single, second!.id, 'draw', '5.00');

      await settle(first!.id, '2-0');
      await settle(first!.id, '2-0');
      const event = `${first!.home} x ${first!.away}`;
      const [won] = await noticesOf(winner, 'bet_won');
      expect(won?.params).toMatchObject({ stake: '2.00', event });
      expect(Number(won?.params?.win)).toBeGreaterThan(2);
      await toldOnce(winner, 'bet_won', won!.params!);
      await toldOnce(loser, 'bet_lost', { stake: '3.00', event });

      await settle(second!.id, 'void');
      const secondEvent = `${second!.home} x ${second!.away}`;
      const voids = await noticesOf(single, 'bet_void');
      expect(voids.map((n) => n.params).sort((a, b) => a!.stake!.localeCompare(b!.stake!))).toEqual([
        { stake: '4.00', event: secondEvent },
        { stake: '5.00', event: secondEvent },
      ]);
      expect(await noticesOf(single)).toHaveLength(2);
    });

    it('tells an accumulator once, when its last leg settles, by its number of legs', async () => {
      const events = await upcoming();
      const [a, b] = events.slice(2);
      const p = await bettor();
      // The result of each, so both legs win.
      await slip(p, [legOf(a!, '1x2', 0), legOf(b!, '1x2', 0)], '1.00');
      await settle(a!.id, '1-0');
      expect(await noticesOf(p)).toEqual([]);
      await settle(b!.id, '3-1');
      const [row] = await noticesOf(p, 'slip_won');
      expect(row?.params).toMatchObject({ stake: '1.00', legs: '2' });
      await toldOnce(p, 'slip_won', row!.params!);

      const q = await bettor();
      const [c, d] = (await upcoming()).slice(0, 2);
      await slip(q, [legOf(c!, '1x2', 0), legOf(d!, '1x2', 0)], '1.00');
      await settle(c!.id, '0-1');
      await settle(d!.id, 'void');
      await toldOnce(q, 'slip_lost', { stake: '1.00', legs: '2' });
    });

    it('tells a bet settled by the feed’s result (the job) once, however often the job runs', async () => {
      const [e] = await upcoming();
      const p = await bettor();
      await bet(p, e!.id, 'home', '1.00');
      s.clock.set(new Date(Date.parse(e!.kickoff) + 106 * MINUTE));
      await Promise.all([s.runDueWork(), s.runDueWork()]);
      await s.runDueWork();
      const [fixture] = await s.db.select().from(fixtures).where(eq(fixtures.code, e!.id));
      expect(fixture!.settledBy).toBe('feed');
      const rows = await noticesOf(p);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.kind).toBe(fixture!.result === 'home' ? 'bet_won' : 'bet_lost');
      expect(rows[0]!.params).toMatchObject({ stake: '1.00', event: `${e!.home} x ${e!.away}` });
    });
  });

  describe('limits, pauses and self-exclusions', () => {
    const setLimit = async (p: Member, kind: string, value: string | null) => {
      const answer = await s.call('POST', '/api/responsible/limit', { token: p.token, body: { kind, value } });
      expect(answer.status, answer.json.message).toBe(200);
      return (answer.json.data as { effective: string }).effective;
    };

    it('tells a limit lowered at once, and a raise or a removal once the job finds its 24 hours over', async () => {
      const p = await member({ lang: 'en' });
      expect(await setLimit(p, 'deposit_day', '100.00')).toBe('now');
      await toldOnce(p, 'limit_effective', { limit: 'deposit_day', value: '100.00' });
      expect(await setLimit(p, 'deposit_day', '100.00')).toBe('now');
      expect(await setLimit(p, 'deposit_day', '300.00')).toBe('later');
      expect(await setLimit(p, 'bets_day', '10')).toBe('now');
      expect(await setLimit(p, 'bets_day', null)).toBe('later');
      await s.runDueWork();
      expect(await noticesOf(p, 'limit_effective')).toHaveLength(2);

      s.clock.advance(DAY + 1);
      await Promise.all([s.runDueWork(), s.runDueWork()]);
      await s.runDueWork();
      const rows = (await noticesOf(p, 'limit_effective')).map((n) => n.params);
      expect(rows).toEqual([
        { limit: 'deposit_day', value: '100.00' },
        { limit: 'bets_day', value: '10' },
        { limit: 'deposit_day', value: '300.00' },
        { limit: 'bets_day', value: '' },
      ]);
      await s.relogin(p);
      const status = await s.call('GET', '/api/responsible/status', { token: p.token });
      const limits = (status.json.data as { limits: Array<{ kind: string; value: string | null; pending: unknown }> })
        .limits;
      expect(limits.find((l) => l.kind === 'deposit_day')).toMatchObject({ value: '300.00', pending: null });
      expect(limits.find((l) => l.kind === 'bets_day')).toMatchObject({ value: null, pending: null });
      const removed = (await noticesOf(p, 'limit_effective')).at(-1)!;
      expect(removed.body).toBe(noticeText('en', 'limit_effective', { limit: 'bets_day', value: '' }).body);
    });

    it('applies and tells a due limit once when two processes run the job at once', async () => {
      const p = await member();
      await setLimit(p, 'loss_week', '50.00');
      await setLimit(p, 'loss_week', '80.00');
      s.clock.advance(DAY + 1);
      const now = s.clock.now();
      await Promise.all([applyDueLimits(s.deps, now), applyDueLimits(s.deps, now), applyDueLimits(s.deps, now)]);
      expect((await noticesOf(p, 'limit_effective')).map((n) => n.params)).toEqual([
        { limit: 'loss_week', value: '50.00' },
        { limit: 'loss_week', value: '80.00' },
      ]);
    });

    const restrict = async (p: Member, path: 'pause' | 'self-exclusion', period: string) => {
      const answer = await s.call('POST', `/api/responsible/${path}`, {
        token: p.token,
        body: { period, password: p.password },
      });
      expect(answer.status, answer.json.message).toBe(200);
    };

    it('tells a pause ended once, when the job finds it over, also with two processes at once', async () => {
      const p = await member();
      await restrict(p, 'pause', '24h');
      await s.runDueWork();
      expect(await noticesOf(p, 'pause_ended')).toEqual([]);
      s.clock.advance(DAY);
      const now = s.clock.now();
      await Promise.all([noticeEndedRestrictions(s.deps, now), noticeEndedRestrictions(s.deps, now)]);
      await s.runDueWork();
      await toldOnce(p, 'pause_ended', {});
    });

    it('tells nothing while a self-exclusion that followed a pause runs, then its end once', async () => {
      const p = await member({ lang: 'en' });
      await restrict(p, 'pause', '24h');
      s.clock.advance(20 * MINUTE);
      await restrict(p, 'self-exclusion', '6m');
      s.clock.advance(DAY);
      await s.runDueWork();
      expect(await noticesOf(p)).toEqual([]);
      s.clock.advance(190 * DAY);
      await Promise.all([s.runDueWork(), s.runDueWork()]);
      await s.runDueWork();
      expect((await noticesOf(p)).map((n) => n.kind)).toEqual(['exclusion_ended']);
      await toldOnce(p, 'exclusion_ended', {});
    });
  });

  describe('password changes and the information centre', () => {
    it('tells each change of the login or the withdrawal password once', async () => {
      const p = await member();
      const verify = await s.call('POST', '/api/security/verify', { token: p.token, body: { password: p.password } });
      expect(verify.status, verify.json.message).toBe(200);
      const changed = await s.call('POST', '/api/security/password', {
        token: p.token,
        body: { password: 'outrasenha1', password_confirmation: 'outrasenha1' },
      });
      expect(changed.status, changed.json.message).toBe(200);
      expect(await noticesOf(p, 'password_changed')).toHaveLength(1);
      const same = await s.call('POST', '/api/security/password', {
        token: p.token,
        body: { password: 'outrasenha1', password_confirmation: 'outrasenha1' },
      });
      expect(same.status).toBe(422);
      expect(await noticesOf(p, 'password_changed')).toHaveLength(1);
      const qk = await s.call('POST', '/api/security/qkpwd', {
        token: p.token,
        body: { qk_pwd: '135790', qk_pwd_confirmation: '135790' },
      });
      expect(qk.status, qk.json.message).toBe(200);
      const rows = await noticesOf(p, 'password_changed');
      expect(rows).toHaveLength(2);
      expect(rows[1]!.title).toBe(noticeText('pt', 'password_changed', {}).title);
      // Not a money notice: no e-mail copy.
      expect(await mailsTo(p)).toEqual([]);
    });

    it('lists each notice with its kind, and the operator’s own words with none', async () => {
      const p = await member({ fund: '10.00' });
      await s.call('POST', '/api/responsible/limit', { token: p.token, body: { kind: 'bets_day', value: 5 } });
      const posted = await s.call('POST', '/api/operator/notify', {
        token: OPERATOR_TOKEN,
        body: { phone: p.phone, title: 'Olá', body: 'Bem-vindo' },
      });
      expect(posted.status, posted.json.message).toBe(200);
      const answer = await s.call('GET', '/api/informationcenter/notification', { token: p.token });
      const list = v.parse(NotificationList, answer.json.data);
      expect(list.unread).toBe(2);
      expect(list.list.map((n) => [n.kind, n.title])).toEqual([
        [null, 'Olá'],
        ['limit_effective', noticeText('pt', 'limit_effective', { limit: 'bets_day', value: '5' }).title],
      ]);
    });
  });
});
