import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GamePage,
  PaymentChannelList,
  ResponsibleStatus,
  type Game,
  type LimitKind,
  type PaymentChannel,
} from '../../contract';
import { limitsOffers, members } from '../../server/db/schema';
import { credit } from '../../server/wallet/ledger';
import { HOUR, MINUTE, playSlot, setupServer, type SetupOptions, type TestServer } from './helpers';

/**
 * The play-time limit counts the minutes played in the São Paulo day over all the member's sessions, so a
 * new login does not give time back; once used up, bets and game launches are refused until the next day,
 * saying when. A deposit limit shows what is used (credited) apart from what open PIX orders reserve, and an
 * order counts both; an order that expires stops reserving.
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

describe.each(targets)('daily limits on $name', ({ options }) => {
  let s: TestServer;
  let slotGame: Game;
  let channel: PaymentChannel;
  beforeAll(async () => {
    s = await setupServer({}, 'limits-daily', options);
    const page = await s.call('GET', '/api/games/listsv2?category=slot&per_page=1');
    slotGame = v.parse(GamePage, page.json.data).list[0]!;
    channel = v.parse(PaymentChannelList, (await s.call('GET', '/api/payment/online/list')).json.data)[0]!;
  }, 60_000);
  afterAll(() => s?.close());

  /** The next São Paulo midnight after the test clock (São Paulo is UTC−3). */
  const nextMidnight = () => {
    const local = new Date(s.clock.now().getTime() - 3 * HOUR);
    return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1) + 3 * HOUR);
  };

  /** Sets the clock to São Paulo's `hour` o'clock of a day after any the shared database has seen in this run. */
  let day = 0;
  const morning = (hour: number) => {
    day += 1;
    s.clock.set(new Date(Date.UTC(2026, 2, 2 + day, hour + 3)));
  };

  async function player(fundCents = 0) {
    const registered = await s.register();
    const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
    if (fundCents > 0) {
      await s.db.transaction((tx) => credit(tx, member!.id, fundCents, 'test.fund', `ld-${member!.id}`, s.clock.now()));
    }
    return { ...registered, id: member!.id };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  const setLimit = async (p: Player, kind: LimitKind, value: string | number) => {
    const answer = await s.call('POST', '/api/responsible/limit', { token: p.token, body: { kind, value } });
    expect(answer.status, answer.json.message).toBe(200);
  };
  const limitOf = async (p: Player, kind: LimitKind) => {
    const answer = await s.call('GET', '/api/responsible/status', { token: p.token });
    expect(answer.status).toBe(200);
    return v.parse(ResponsibleStatus, answer.json.data).limits.find((l) => l.kind === kind)!;
  };
  const launch = (p: Player) =>
    s.call('POST', '/api/day7/day7LoginV2', { token: p.token, body: { game_id: slotGame.id } });
  const deposit = (p: Player, money: string) =>
    s.call('POST', '/api/recharge/online', {
      token: p.token,
      body: { money, payment_id: channel.id, payment_type: 'PIX', payment_desc: channel.name },
    });

  describe('play time per day', () => {
    it('sums the day’s sessions: a logout and a new login do not reset it; bets and launches are refused until the next day', async () => {
      morning(9);
      const p = await player(100_00);
      await setLimit(p, 'session_minutes', 10);
      expect((await playSlot(s.call, p.token, slotGame.id, '1.00')).status).toBe(200);

      // Six minutes of play, then a logout; half an hour away counts nothing.
      s.clock.advance(6 * MINUTE);
      expect((await limitOf(p, 'session_minutes')).used).toBe('6');
      expect((await s.call('POST', '/api/auth/logout', { token: p.token })).status).toBe(200);
      s.clock.advance(30 * MINUTE);
      await s.relogin(p);
      const state = await limitOf(p, 'session_minutes');
      expect(state).toMatchObject({ value: '10', used: '6', period: 'day', resets_at: nextMidnight().toISOString() });

      // Four more minutes in the new session use it up.
      expect((await playSlot(s.call, p.token, slotGame.id, '1.00')).status).toBe(200);
      s.clock.advance(4 * MINUTE);
      const until = nextMidnight().toISOString();
      const bet = await playSlot(s.call, p.token, slotGame.id, '1.00').catch((error: Error) => error);
      // The launch that the slot needs is refused first.
      expect(String(bet)).toContain('responsible.play_time_limit');
      const launched = await launch(p);
      expect(launched.status).toBe(422);
      expect(launched.json).toMatchObject({
        error: 'responsible.play_time_limit',
        params: { limit: '10', resets_at: until },
      });
      await s.relogin(p);
      expect((await launch(p)).json.error).toBe('responsible.play_time_limit');

      // The next São Paulo day starts the count again.
      s.clock.set(new Date(nextMidnight().getTime() + MINUTE));
      await s.relogin(p);
      expect((await launch(p)).status).toBe(200);
      expect((await playSlot(s.call, p.token, slotGame.id, '1.00')).status).toBe(200);
      expect((await limitOf(p, 'session_minutes')).used).toBe('0');
    });

    it('refuses a bet through a launch taken before the time ran out (the seamless debit), saying until when', async () => {
      morning(10);
      const p = await player(100_00);
      await setLimit(p, 'session_minutes', 5);
      const launched = await launch(p);
      expect(launched.status).toBe(200);
      const token = new URL((launched.json.data as { url: string }).url, 'http://x').searchParams.get('launch')!;
      s.clock.advance(5 * MINUTE);
      const round = await s.call('POST', '/api/house/rounds', {
        token: p.token,
        body: { game_id: slotGame.id, launch: token, choice: { amount: '1.00' } },
      });
      expect(round.json).toMatchObject({
        error: 'responsible.play_time_limit',
        params: { limit: '5', resets_at: nextMidnight().toISOString() },
      });
    });

    it('counts a session that runs past midnight only from midnight in the new day', async () => {
      morning(23);
      const p = await player(100_00);
      await setLimit(p, 'session_minutes', 30);
      s.clock.advance(25 * MINUTE);
      expect((await limitOf(p, 'session_minutes')).used).toBe('25');
      s.clock.advance(25 * MINUTE);
      expect((await limitOf(p, 'session_minutes')).used).toBe('50');
      s.clock.advance(20 * MINUTE); // 00:10 the next day
      expect((await limitOf(p, 'session_minutes')).used).toBe('10');
      expect((await launch(p)).status).toBe(200);
    });
  });

  describe('deposit limit: used and reserved', () => {
    it('reports credited deposits as used and open PIX orders as reserved; an order counts both; an expired one frees its room', async () => {
      morning(11);
      const p = await player();
      await setLimit(p, 'deposit_day', '100.00');
      const first = await deposit(p, '60.00');
      expect(first.status, first.json.message).toBe(200);
      expect(await limitOf(p, 'deposit_day')).toMatchObject({ used: '0.00', reserved: '60.00' });

      const { order_no } = first.json.data as { order_no: string };
      expect((await s.request('POST', `/sandbox/pix/${order_no}/confirm`)).status).toBe(303);
      expect(await limitOf(p, 'deposit_day')).toMatchObject({ used: '60.00', reserved: '0.00' });

      expect((await deposit(p, '30.00')).status).toBe(200);
      expect(await limitOf(p, 'deposit_day')).toMatchObject({ used: '60.00', reserved: '30.00' });
      const refused = await deposit(p, '20.00');
      expect(refused.json).toMatchObject({ error: 'responsible.deposit_limit', params: { remaining: '10.00' } });

      // The open order expires unpaid: it reserves nothing more, and its room is free again.
      s.clock.advance(31 * MINUTE);
      await s.relogin(p);
      expect(await limitOf(p, 'deposit_day')).toMatchObject({ used: '60.00', reserved: '0.00' });
      expect((await deposit(p, '20.00')).status).toBe(200);
    });

    it('holds when orders race: two open orders together cannot pass the limit', async () => {
      morning(12);
      const p = await player();
      await setLimit(p, 'deposit_day', '50.00');
      const answers = await Promise.all(Array.from({ length: 8 }, () => deposit(p, '20.00')));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
      expect(await limitOf(p, 'deposit_day')).toMatchObject({ used: '0.00', reserved: '40.00' });
    });

    it('has no reserved figure for a limit that is not a deposit’s', async () => {
      morning(13);
      const p = await player();
      expect((await limitOf(p, 'loss_day')).reserved).toBeNull();
    });
  });

  describe('the offer to set limits (after sign-up, before the first deposit)', () => {
    const offer = async (p: Player) => {
      const answer = await s.call('GET', '/api/responsible/status', { token: p.token });
      return v.parse(ResponsibleStatus, answer.json.data).limits_offer;
    };
    const answerOffer = (p: Player, answer: unknown) =>
      s.call('POST', '/api/responsible/limits-offer', { token: p.token, body: { answer } });

    it('stands for a new member until answered; the first answer is kept on every device', async () => {
      morning(14);
      const p = await player();
      expect(await offer(p)).toBe(true);
      const skipped = await answerOffer(p, 'skipped');
      expect(skipped.status).toBe(200);
      expect(v.parse(ResponsibleStatus, skipped.json.data).limits_offer).toBe(false);
      expect((await answerOffer(p, 'saved')).status).toBe(200);
      const rows = await s.db.select().from(limitsOffers).where(eq(limitsOffers.memberId, p.id));
      expect(rows.map((r) => r.answer)).toEqual(['skipped']);
      // Another login (another device) is not asked again.
      await s.relogin(p);
      expect(await offer(p)).toBe(false);
    });

    it('is not made once a limit is set, once a deposit is paid, or while paused', async () => {
      morning(15);
      const limited = await player();
      await setLimit(limited, 'loss_day', '50.00');
      expect(await offer(limited)).toBe(false);

      const depositor = await player();
      const made = await deposit(depositor, '20.00');
      expect(await offer(depositor)).toBe(true); // an order alone is not a deposit yet
      const { order_no } = made.json.data as { order_no: string };
      expect((await s.request('POST', `/sandbox/pix/${order_no}/confirm`)).status).toBe(303);
      expect(await offer(depositor)).toBe(false);

      const paused = await player();
      const pause = await s.call('POST', '/api/responsible/pause', {
        token: paused.token,
        body: { period: '24h', password: paused.password },
      });
      expect(pause.status, pause.json.message).toBe(200);
      expect(await offer(paused)).toBe(false);
    });

    it('refuses an answer it does not know with a stable code', async () => {
      morning(16);
      const p = await player();
      for (const answer of ['later', 1, null]) {
        const refused = await answerOffer(p, answer);
        expect(refused.status).toBe(422);
        expect(refused.json.error).toBe('responsible.offer_answer_unknown');
      }
      expect(await offer(p)).toBe(true);
    });
  });
});
