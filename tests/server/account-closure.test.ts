import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountText, ClosedAccount, GamePage, RechargeResult, ServerText } from '../../contract';
import { SportsBoard } from '../../contract/sports';
import { crashRounds, members, rechargeOrders, sessions, wallets, withdrawalOrders } from '../../server/db/schema';
import { identityFor } from '../identity';
import { OPERATOR_TOKEN, setupServer, type SetupOptions, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
});
afterAll(() => s.close());

async function player() {
  const registered = await s.register();
  const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
  return { ...registered, id: member!.id };
}
type Player = Awaited<ReturnType<typeof player>>;

const NOTHING_OPEN = {
  sports_bets: '0',
  slips: '0',
  crash_rounds: '0',
  game_rounds: '0',
  deposits: '0',
  withdrawals: '0',
};

const close = (token: string, password: unknown) => s.call('POST', '/api/member/close', { token, body: { password } });
const me = (token: string) => s.call('POST', '/api/auth/me', { token });
const closedAt = async (p: Player) =>
  (await s.db.select({ closedAt: members.closedAt }).from(members).where(eq(members.id, p.id)))[0]!.closedAt;
const sessionsOf = (p: Player) => s.db.select().from(sessions).where(eq(sessions.memberId, p.id));

async function credit(p: Player, amount: string) {
  const answer = await s.call('POST', '/api/operator/credit', {
    token: OPERATOR_TOKEN,
    body: { phone: p.phone, amount, reference: `closure-${p.phone}-${amount}` },
  });
  expect(answer.status).toBe(200);
}

let orders = 0;
/** A withdrawal order of the member in a given state (its money already left the wallet). */
async function withdrawal(p: Player, status: 'pending' | 'approved' | 'rejected' | 'paid') {
  orders += 1;
  await s.db.insert(withdrawalOrders).values({
    orderNo: `WCLOSE${orders}`,
    memberId: p.id,
    amountCents: 5000,
    feeCents: 0,
    actualCents: 5000,
    paymentType: 'CPF',
    account: identityFor(p.phone).cpf,
    cpfId: identityFor(p.phone).cpf,
    holderName: 'Ana Souza',
    status,
    createdAt: s.clock.now(),
  });
}

/** Refused with its code; the account stays open and the token keeps working. */
async function expectRefused(p: Player, answer: Awaited<ReturnType<typeof close>>, code: string, status = 409) {
  expect(answer.status, answer.json.message).toBe(status);
  expect(answer.json.error).toBe(code);
  expect(await closedAt(p)).toBeNull();
  expect((await me(p.token)).status).toBe(200);
}

describe('POST /api/member/close', () => {
  it('needs the member’s token and the login password', async () => {
    const p = await player();
    expect((await s.call('POST', '/api/member/close', { body: { password: p.password } })).status).toBe(401);
    const wrong = await close(p.token, 'not-my-password');
    await expectRefused(p, wrong, 'security.password_wrong', 422);
    expect(wrong.json.fields).toMatchObject({ password: { error: 'security.password_wrong' } });
    await expectRefused(p, await close(p.token, ''), 'security.password_wrong', 422);
    await expectRefused(p, await close(p.token, 12345678), 'security.password_wrong', 422);
  });

  it('refuses while the balance is above zero, naming the balance, and tells to withdraw first', async () => {
    const p = await player();
    await credit(p, '25.00');
    const answer = await close(p.token, p.password);
    await expectRefused(p, answer, 'account.balance_left');
    expect(answer.json.params).toEqual({ balance: '25.00' });
    expect(answer.json.message).toBe('Your balance is R$ 25.00: withdraw it before closing the account');
  });

  it('refuses while a withdrawal is pending review or approved but not paid', async () => {
    for (const status of ['pending', 'approved'] as const) {
      const p = await player();
      await withdrawal(p, status);
      const answer = await close(p.token, p.password);
      await expectRefused(p, answer, 'account.still_open');
      expect(answer.json.params).toEqual({ ...NOTHING_OPEN, withdrawals: '1' });
      expect(answer.json.message).toBe(
        'Close the account once nothing is open: 0 sports bet(s), 0 bet slip(s), 0 crash round(s) and 0 game round(s) not settled, 0 deposit(s) waiting for payment, 1 withdrawal(s) being processed',
      );
    }
    // Paid or rejected ones are over.
    const p = await player();
    await withdrawal(p, 'paid');
    await withdrawal(p, 'rejected');
    expect((await close(p.token, p.password)).status).toBe(200);
  });

  it('refuses while a PIX deposit order is open; once it expired the account closes', async () => {
    const p = await player();
    const order = await s.call('POST', '/api/recharge/online', {
      token: p.token,
      body: { money: '50.00', payment_id: 1, payment_type: 'PIX' },
    });
    expect(order.status).toBe(200);
    const { order_no } = v.parse(RechargeResult, order.json.data);
    const refused = await close(p.token, p.password);
    await expectRefused(p, refused, 'account.still_open');
    expect(refused.json.params).toEqual({ ...NOTHING_OPEN, deposits: '1' });
    await s.db
      .update(rechargeOrders)
      .set({ expiresAt: new Date(s.clock.now().getTime() - 1) })
      .where(eq(rechargeOrders.orderNo, order_no));
    expect((await close(p.token, p.password)).status).toBe(200);
  });

  it('refuses while money is in play (an open slip, a sports bet, a running crash round), counting each', async () => {
    const p = await player();
    await credit(p, '65.00');
    const event = v.parse(SportsBoard, (await s.call('GET', '/api/house/sports/board')).json.data).events[0]!;
    const market = event.markets.find((m) => m.market === '1x2')!;
    const slip = await s.call('POST', '/api/house/sports/slip', {
      token: p.token,
      body: {
        amount: '50.00',
        legs: [
          {
            fixture_id: event.id,
            market: '1x2',
            selection: market.selections[0]!.selection,
            odds: market.selections[0]!.odds,
          },
        ],
      },
    });
    expect(slip.status, slip.json.message).toBe(200);
    const game = async (category: string) =>
      v.parse(GamePage, (await s.call('GET', `/api/games/listsv2?category=${category}&per_page=1`)).json.data).list[0]!;
    const bet = await s.call('POST', '/api/house/sports/bet', {
      token: p.token,
      body: { game_id: (await game('sports')).id, fixture_id: event.id, selection: 'home', amount: '5.00' },
    });
    expect(bet.status, bet.json.message).toBe(200);
    const round = await s.call('POST', '/api/house/crash/bet', {
      token: p.token,
      body: { game_id: (await game('crash')).id, amount: '10.00' },
    });
    expect(round.status, round.json.message).toBe(200);

    // The balance is zero: everything is in play.
    const answer = await close(p.token, p.password);
    await expectRefused(p, answer, 'account.still_open');
    expect(answer.json.params).toEqual({ ...NOTHING_OPEN, sports_bets: '1', slips: '1', crash_rounds: '1' });
    expect(answer.json.message).toBe(
      'Close the account once nothing is open: 1 sports bet(s), 1 bet slip(s), 1 crash round(s) and 0 game round(s) not settled, 0 deposit(s) waiting for payment, 0 withdrawal(s) being processed',
    );
  });

  it('closes a zero-balance account: every session ends, login is refused, the CPF stays taken', async () => {
    const p = await player();
    const second = await s.login(p.phone, p.password);
    const otherToken = (second.json.data as { access_token: string }).access_token;

    const answer = await close(p.token, p.password);
    expect(answer.status, answer.json.message).toBe(200);
    expect(answer.json.message).toBe(AccountText.closed);
    const { closed_at } = v.parse(ClosedAccount, answer.json.data);
    expect(closed_at).toBe(s.clock.now().toISOString());
    expect((await closedAt(p))?.toISOString()).toBe(closed_at);
    const ended = await sessionsOf(p);
    expect(ended.map((row) => row.endReason)).toEqual(['closed', 'closed']);

    // Both tokens are dead: a plain 401, not the login-expired code.
    for (const token of [p.token, otherToken]) {
      const refused = await me(token);
      expect(refused.status).toBe(401);
      expect(refused.json.error).toBe('auth.unauthenticated');
    }
    // The right password is told the account is closed; a wrong one learns nothing new.
    const login = await s.login(p.phone, p.password);
    expect(login.status).toBe(403);
    expect(login.json).toMatchObject({ error: 'auth.account_closed', message: 'This account is closed' });
    const wrong = await s.login(p.phone, 'wrong-password');
    expect(wrong.status).toBe(422);
    expect(wrong.json.error).toBe('auth.wrong_credentials');
    expect((await sessionsOf(p)).length).toBe(2);

    // The CPF and the phone stay taken.
    const { key, code } = await s.captcha();
    const again = await s.call('POST', '/api/auth/register2', {
      body: {
        ...identityFor(p.phone),
        phone: s.newPhone(),
        password: 'segredo1',
        password_confirmation: 'segredo1',
        captcha_key: key,
        captcha: code,
      },
    });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe('identity.cpf_taken');
    const samePhone = await s.call('POST', '/api/auth/register2', {
      body: {
        ...identityFor(s.newPhone()),
        phone: p.phone,
        password: 'segredo1',
        password_confirmation: 'segredo1',
        ...(await s.captcha().then((c) => ({ captcha_key: c.key, captcha: c.code }))),
      },
    });
    expect(samePhone.status).toBe(409);
    expect(samePhone.json.error).toBe('auth.phone_taken');
    expect(ServerText.phoneTaken).toBe(samePhone.json.message);
  });

  it('closing twice at once closes once: every answer is the same closure or a dead token', async () => {
    const p = await player();
    const tokens = [p.token];
    for (let i = 0; i < 2; i += 1) {
      const login = await s.login(p.phone, p.password);
      tokens.push((login.json.data as { access_token: string }).access_token);
    }
    // Four at once (within the five password attempts a phone has), two of them with the same token.
    const answers = await Promise.all([...tokens, p.token].map((token) => close(token, p.password)));
    const closedAts = new Set<string>();
    for (const answer of answers) {
      if (answer.status === 200) closedAts.add(v.parse(ClosedAccount, answer.json.data).closed_at);
      else expect(answer.json.error, answer.json.message).toBe('auth.unauthenticated');
    }
    expect(closedAts.size).toBe(1);
    expect((await closedAt(p))?.toISOString()).toBe([...closedAts][0]);
    const rows = await sessionsOf(p);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.endReason === 'closed')).toBe(true);
  });
});

/**
 * The closure and what would move money run one after the other under the wallet's lock: a crash round
 * cashed out at the moment the account closes either ends first (its win is a balance: refused) or is still
 * running (refused). On PGlite and on a PostgreSQL server (TEST_DATABASE_URL).
 */
const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

describe.each(targets)('closing while money moves, on $name', ({ options }) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await setupServer({}, 'closure-races', options);
  }, 60_000);
  afterAll(() => t?.close());

  it('a crash round cashed out as the account closes: the win lands in an open account, never a closed one', async () => {
    const crash = v.parse(GamePage, (await t.call('GET', '/api/games/listsv2?category=crash&per_page=1')).json.data)
      .list[0]!;
    const players = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const p = await t.register();
        const fund = await t.call('POST', '/api/operator/credit', {
          token: OPERATOR_TOKEN,
          body: { phone: p.phone, amount: '10.00', reference: `closure-race-${p.phone}` },
        });
        expect(fund.status).toBe(200);
        const round = await t.call('POST', '/api/house/crash/bet', {
          token: p.token,
          body: { game_id: crash.id, amount: '10.00' },
        });
        expect(round.status, round.json.message).toBe(200);
        return { ...p, round: (round.json.data as { round_id: string }).round_id };
      }),
    );
    const answers = await Promise.all(
      players.map((p) =>
        Promise.all([
          t.call('POST', '/api/member/close', { token: p.token, body: { password: p.password } }),
          t.call('POST', '/api/house/crash/cashout', { token: p.token, body: { round_id: p.round } }),
        ]),
      ),
    );
    for (const [i, [closed, cashout]] of answers.entries()) {
      // After a closure the token is dead; otherwise the cash-out answers the round.
      expect(cashout.status, cashout.json.message).toBe(closed.status === 200 && cashout.status === 401 ? 401 : 200);
      const id = await t.memberId(players[i]!.phone);
      const [member] = await t.db.select({ closedAt: members.closedAt }).from(members).where(eq(members.id, id));
      const [wallet] = await t.db.select().from(wallets).where(eq(wallets.memberId, id));
      const [round] = await t.db.select().from(crashRounds).where(eq(crashRounds.id, players[i]!.round));
      if (closed.status === 200) {
        // Only a round that had already crashed (1 in 33 crash at once) leaves nothing to pay: then it may close.
        expect(round).toMatchObject({ status: 'crashed', winCents: 0 });
        expect(wallet!.balanceCents).toBe(0);
        expect(member!.closedAt).not.toBeNull();
      } else {
        expect(closed.status, closed.json.message).toBe(409);
        expect(['account.balance_left', 'account.still_open']).toContain(closed.json.error);
        expect(member!.closedAt).toBeNull();
      }
    }
  });
});
