import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GamePage, Launch, RechargeResult, type Game } from '../../contract';
import { RoundView } from '../../contract/rounds';
import { settleAgentDay } from '../../server/agency/agency';
import { members } from '../../server/db/schema';
import { saoPauloDay } from '../../lib/time';
import { dayCap } from '../../server/promotions/cap';
import { dayWindow, memberResults } from '../../server/promotions/results';
import { identityFor } from '../identity';
import { OPEN_SITE_HOST, setupServer, type SetupOptions, type TestServer } from './helpers';

/**
 * An invitation ring on the open site (where the rewards exist): one agent and three invitees, each
 * invitee with their own CPF and a R$ 100,00 deposit, each taking the R$ 10,00 first-deposit reward, the
 * agent taking R$ 100,00 per invitee, the turnover played on dice at 98 % chance. The rewards tied to an
 * invited friend stay in the wallet until that friend's settled play has paid for them, so the ring takes
 * out no more than it put in (beyond what the dice themselves paid it). On PGlite and PostgreSQL.
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

const PWD = '246810';
const dotted = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
const cents = (amount: string) => Math.round(Number(amount) * 100);
const reais = (c: number) => (c / 100).toFixed(2);

describe.each(targets)('an invitation ring on $name', ({ options }) => {
  let s: TestServer;
  let dice: Game;
  beforeAll(async () => {
    s = await setupServer({}, 'invitation-ring', options);
    const { json } = await s.call('GET', '/api/games/listsv2?category=arcade&per_page=50');
    dice = v.parse(GamePage, json.data).list.find((game) => game.engine === 'dice')!;
    expect(dice).toBeDefined();
  }, 60_000);
  afterAll(() => s?.close());

  async function member(extra: Record<string, unknown> = {}) {
    const registered = await s.register(undefined, 'segredo1', extra, { site: 'open' });
    const [row] = await s.db.select().from(members).where(eq(members.phone, registered.phone));
    const set = await s.call('POST', '/api/member/qkpwd', {
      token: registered.token,
      body: { qk_pwd: PWD, qk_pwd_confirmation: PWD },
    });
    expect(set.status, set.json.message).toBe(200);
    return { ...registered, id: row!.id, code: row!.inviteCode, cpf: identityFor(registered.phone).cpf };
  }
  type Member = Awaited<ReturnType<typeof member>>;

  async function deposit(m: Member, money: string) {
    const { json } = await s.call('POST', '/api/recharge/online', {
      token: m.token,
      body: { money, payment_id: 1, payment_type: 'PIX' },
    });
    const { order_no } = v.parse(RechargeResult, json.data);
    expect((await s.request('POST', `/sandbox/pix/${order_no}/confirm`)).status).toBe(303);
  }

  async function claim(m: Member, activity: string, body: Record<string, unknown> = {}) {
    const answer = await s.call('POST', `/api/${activity}/claim`, { token: m.token, body });
    expect(answer.status, answer.json.message).toBe(200);
  }

  /** Plays `turnoverCents` on dice at 98 % chance in R$ 20,00 rolls; answers what the rolls won less their stakes. */
  async function play(m: Member, turnoverCents: number) {
    const launched = await s.call('POST', '/api/day7/day7LoginV2', { token: m.token, body: { game_id: dice.id } });
    expect(launched.status, launched.json.message).toBe(200);
    const launch = new URL(v.parse(Launch, launched.json.data).url, 'http://x').searchParams.get('launch')!;
    let net = 0;
    for (let played = 0; played < turnoverCents; played += 20_00) {
      const answer = await s.call('POST', '/api/house/rounds', {
        token: m.token,
        body: { game_id: dice.id, launch, choice: { amount: '20.00', target: '98.00', direction: 'under' } },
      });
      expect(answer.status, answer.json.message).toBe(200);
      const round = v.parse(RoundView, answer.json.data);
      expect(round.status).toBe('settled');
      net += cents(round.win) - cents(round.stake);
    }
    return net;
  }

  /** Withdraws as much as the member may: the whole balance, or the most the refusal names. */
  async function withdrawAll(m: Member) {
    const draw = (money: string) =>
      s.call('POST', '/api/drawing', {
        token: m.token,
        body: {
          money,
          qk_pwd: PWD,
          payment_type: 'CPF',
          account: dotted(m.cpf),
          cpf_id: dotted(m.cpf),
          name: 'Ana Souza',
        },
      });
    const balance = await s.balanceOf(m.id);
    if (balance < 10_00) return 0;
    const whole = await draw(reais(balance));
    if (whole.status === 200) return balance;
    expect(whole.json.error, whole.json.message).toBe('withdrawal.amount_above_balance');
    const max = cents((whole.json as { params?: { max?: string } }).params?.max ?? '0');
    if (max < 10_00) return 0;
    const part = await draw(reais(max));
    expect(part.status, part.json.message).toBe(200);
    return max;
  }

  it('takes out no more than its deposits: rewards tied to an invitee wait for that invitee’s play', async () => {
    const agent = await member();
    const invitees = [
      await member({ invite_code: agent.code }),
      await member({ invite_code: agent.code }),
      await member({ invite_code: agent.code }),
    ];
    let deposited = 0;
    let diceWon = 0;
    // The deposits' day: each invitee deposits, takes the first-deposit reward, the agent the invitation
    // reward, and each invitee plays one roll; the rest of the turnover the next day.
    const depositDay = saoPauloDay(s.clock.now());
    const net = new Map<number, number>();
    const played = async (m: Member, turnoverCents: number) =>
      net.set(m.id, (net.get(m.id) ?? 0) + (await play(m, turnoverCents)));
    for (const friend of invitees) {
      await deposit(friend, '100.00');
      deposited += 100_00;
      await claim(friend, 'ftd');
      await claim(agent, 'invitationactivity', { invitee_id: friend.id });
      await played(friend, 20_00);
    }
    expect(await s.balanceOf(agent.id)).toBe(300_00);
    s.clock.advance(24 * 60 * 60 * 1000);
    // A day later every session has lapsed: each logs in again (on the open site, from an address of its own).
    for (const m of [agent, ...invitees]) {
      const login = await s.login(m.phone, m.password, {
        host: OPEN_SITE_HOST,
        'x-forwarded-for': `10.${randomBytes(3).join('.')}`,
      });
      expect(login.status, login.json.message).toBe(200);
      m.token = (login.json.data as { access_token: string }).access_token;
    }
    // The turnover each withdrawal asks: 2 × the deposit + 2 × the reward (R$ 220,00), 2 × R$ 300,00 for the agent.
    // Each member's dice result counts for them alone: a loss of bonus money is the house's, not the ring's.
    for (const friend of invitees) await played(friend, 200_00);
    await played(agent, 600_00);
    for (const m of [agent, ...invitees]) diceWon += Math.max(0, net.get(m.id) ?? 0);

    let withdrawn = 0;
    for (const m of [agent, ...invitees]) withdrawn += await withdrawAll(m);
    // What the ring took out beyond its deposits is at most what the dice paid its winners: nothing from
    // the R$ 330,00 of rewards (it took R$ 541,70 against R$ 300,00 when they could leave at once).
    expect(withdrawn - deposited - diceWon).toBeLessThanOrEqual(0);
    if (diceWon === 0) expect(withdrawn - deposited).toBeLessThanOrEqual(0);

    // The agency's share of the deposits' day (1% of the R$ 300,00 deposited, 0.3% of the stakes) is paid
    // only out of what the invitees' play of that day earned the house: at most the day's cap on their
    // play-linked rewards (R$ 3,18 when it was paid outright, against about R$ 0,54 of cap).
    const agency = await settleAgentDay(s.db, agent.id, depositDay, s.clock.now());
    let cap = 0;
    for (const friend of invitees) cap += dayCap(await memberResults(s.db, friend.id, dayWindow(depositDay)));
    expect(agency).toBeGreaterThan(0);
    expect(agency).toBeLessThanOrEqual(cap);
    // Claimed, played through and withdrawn as far as the agent may: the ring still ends at or below zero
    // beyond what the dice paid it.
    await claim(agent, 'agency');
    await played(agent, 20_00);
    diceWon = 0;
    for (const m of [agent, ...invitees]) diceWon += Math.max(0, net.get(m.id) ?? 0);
    withdrawn += await withdrawAll(agent);
    expect(withdrawn - deposited - diceWon).toBeLessThanOrEqual(0);
  }, 240_000);
});
