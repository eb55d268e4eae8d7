import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditExport } from '../../contract/boAudit';
import { Dashboard } from '../../contract/boDashboard';
import { GgrReport, PaymentsReport, TaxRate } from '../../contract/boReports';
import { TraderFixturePage } from '../../contract/boSportsbook';
import { GamePage, RechargeResult, SportsBet } from '../../contract';
import { Slip } from '../../contract/sports';
import { auditEvents, kycCases, ledgerEntries, members, rgFlags, walletRounds } from '../../server/db/schema';
import { saoPauloDay, saoPauloDayStart } from '../../lib/time';
import { seedFixtures } from '../../server/house/sports';
import { BOM } from '../../server/privacy/csv';
import {
  HOUR,
  MINUTE,
  OPERATOR_TOKEN,
  launchToken,
  playSlot,
  setupServer,
  type SetupOptions,
  type TestServer,
} from './helpers';
import { asStaff, signedInStaff as signedIn } from './staff';
import type { StaffRole } from '../../contract/backoffice';

/** A staff member signed in, with an e-mail no other run or file on a shared database uses. */
const signedInStaff = (s: TestServer, roles: StaffRole[]) =>
  signedIn(s, roles, `${roles.join('-')}.${randomBytes(5).toString('hex')}@trading.rodada.test`);

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

const PWD = '135790';
const ACME_SECRET = 'acme-seamless-secret-for-reports-0123';
const cents = (money: string) => Math.round(Number(money) * 100);
const reais = (c: number) => (c / 100).toFixed(2);

describe.each(targets)('reports and the dashboard on $name', ({ options }) => {
  let s: TestServer;
  let day: string;
  let finance: Awaited<ReturnType<typeof signedInStaff>>;

  /** What the test did on its day, in centavos: the figures the reports must show. */
  const expected = {
    sportsBets: 0,
    sportsWins: 0,
    houseBets: 0,
    houseWins: 0,
    crashWins: 0,
    bonuses: 0,
    houseRounds: 0,
  };
  let crashGameId = 0;
  let slotEngine = '';
  let slotGameId = 0;
  let sportsGameId = 0;
  let bettor: { phone: string; token: string; id: number };
  let withdrawn = 0;

  // A São Paulo day of its own, years ahead: on a shared PostgreSQL database no other test file's bets,
  // deposits or registrations land on it, so its figures are this file's alone, to the centavo.
  beforeAll(async () => {
    s = await setupServer({ seamlessProviders: { ACME: ACME_SECRET } }, 'bo-reports', options);
    day = saoPauloDay(new Date(Date.UTC(2040, 0, 1) + randomInt(0, 20 * 365) * 86_400_000));
    s.clock.set(new Date(saoPauloDayStart(day).getTime() + 8 * HOUR));
    await s.db.transaction((tx) => seedFixtures(tx, s.clock.now()));
    finance = await signedInStaff(s, ['finance']);
    const list = async (category: string) =>
      v.parse(GamePage, (await s.call('GET', `/api/games/listsv2?category=${category}&per_page=1`)).json.data).list[0]!;
    const slot = await list('slot');
    [slotGameId, slotEngine] = [slot.id, 'slot'];
    sportsGameId = (await list('sports')).id;

    // The bettor deposits R$ 100,00 by PIX (the sandbox bank pays), bets on two fixtures and a slot.
    const p = await s.register();
    bettor = { ...p, id: await s.memberId(p.phone) };
    const ordered = await s.call('POST', '/api/recharge/online', {
      token: p.token,
      body: { money: '100.00', payment_id: 1, payment_type: 'PIX', payment_desc: 'PIX' },
    });
    expect(ordered.status, ordered.json.message).toBe(200);
    const orderNo = v.parse(RechargeResult, ordered.json.data).order_no;
    const confirmed = await s.request('POST', `/sandbox/pix/${orderNo}/confirm`);
    expect(confirmed.status).toBe(303);
    expect(await s.balanceOf(bettor.id)).toBe(10_000);

    const trader = await signedInStaff(s, ['trader']);
    const fixtures = v.parse(
      TraderFixturePage,
      (await asStaff(s, trader.token)('GET', `/api/operator/sportsbook/fixtures?day=${day}&state=upcoming`)).json.data,
    ).list;
    const [f, g] = [fixtures[0]!, fixtures[1]!];
    const bet = async (fixture: string, selection: string, amount: string) => {
      const answer = await s.call('POST', '/api/house/sports/bet', {
        token: p.token,
        body: { game_id: sportsGameId, fixture_id: fixture, selection, amount },
      });
      expect(answer.status, answer.json.message).toBe(200);
      return v.parse(SportsBet, answer.json.data);
    };
    const home = await bet(f.id, 'home', '10.00');
    await bet(f.id, 'draw', '5.00');
    await bet(g.id, 'away', '7.00'); // voided below: in no figure
    const under = f.markets.find((m) => m.market === 'ou25')!.selections.find((x) => x.selection === 'under')!;
    const slipAnswer = await s.call('POST', '/api/house/sports/slip', {
      token: p.token,
      body: { legs: [{ fixture_id: f.id, market: 'ou25', selection: 'under', odds: under.odds }], amount: '4.00' },
    });
    expect(slipAnswer.status, slipAnswer.json.message).toBe(200);
    const slip = v.parse(Slip, slipAnswer.json.data);
    const settle = (fixture: string, result: string) =>
      asStaff(s, trader.token)('POST', '/api/operator/sportsbook/settle', { fixture, result, reason: 'Official' });
    expect((await settle(f.id, '2-0')).status).toBe(200); // home and under win, the draw loses
    expect((await settle(g.id, 'void')).status).toBe(200);
    expected.sportsBets = 1000 + 500 + 400;
    expected.sportsWins = cents(home.potential_win) + cents(slip.potential_win);

    // Two slot rounds through the house provider's wallet.
    for (const amount of ['2.00', '3.00']) {
      const round = await playSlot(s.call, p.token, slotGameId, amount);
      expect(round.status, round.json.message).toBe(200);
    }
    const slotRefs = await s.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, bettor.id), like(ledgerEntries.ref, 'RODADA:%')));
    expected.houseBets = -slotRefs.filter((e) => e.kind === 'game.bet').reduce((sum, e) => sum + e.amountCents, 0);
    expected.houseWins = slotRefs.filter((e) => e.kind === 'game.win').reduce((sum, e) => sum + e.amountCents, 0);
    expect(expected.houseBets).toBe(500);
    const rounds = await s.db.select().from(walletRounds).where(eq(walletRounds.memberId, bettor.id));
    expected.houseRounds = rounds.length;

    // A game provider (ACME) through the seamless wallet: a round of R$ 2,00 paying R$ 0,50, and a round of
    // R$ 1,00 it rolls back (in no figure).
    const launch = await launchToken(s.call, p.token, slotGameId);
    const acme = async (call: string, body: Record<string, unknown>) => {
      const raw = JSON.stringify(body);
      const signature = createHmac('sha256', ACME_SECRET).update(raw, 'utf8').digest('hex');
      const response = await s.request('POST', `/api/seamless/${call}`, {
        body: raw,
        headers: { 'x-provider': 'ACME', 'x-signature': signature },
      });
      expect(response.status, await response.clone().text()).toBe(200);
    };
    const tag = randomBytes(4).toString('hex');
    const debit = {
      token: launch,
      transaction_id: `d1-${tag}`,
      round_id: `r1-${tag}`,
      game_id: slotGameId,
      amount: '2.00',
    };
    await acme('debit', debit);
    await acme('credit', {
      ...debit,
      transaction_id: `c1-${tag}`,
      amount: '0.50',
      debit_id: debit.transaction_id,
      round_closed: true,
    });
    const cancelled = { ...debit, transaction_id: `d2-${tag}`, round_id: `r2-${tag}`, amount: '1.00' };
    await acme('debit', cancelled);
    await acme('rollback', {
      token: launch,
      transaction_id: `x2-${tag}`,
      round_id: cancelled.round_id,
      game_id: slotGameId,
      debit_id: cancelled.transaction_id,
    });
    expect(rounds.every((r) => r.status === 'settled')).toBe(true);

    // A crash round of R$ 1,50, cashed out by the player two seconds in (or crashed before: ended either way).
    const crashGame = await list('crash');
    const crashBet = await s.call('POST', '/api/house/crash/bet', {
      token: p.token,
      body: { game_id: crashGame.id, amount: '1.50' },
    });
    expect(crashBet.status, crashBet.json.message).toBe(200);
    const roundId = (crashBet.json.data as { round_id: string }).round_id;
    s.clock.advance(2_000);
    await s.call('POST', '/api/house/crash/cashout', { token: p.token, body: { round_id: roundId } });
    const ended = await s.call('GET', `/api/house/crash/round?round_id=${roundId}`, { token: p.token });
    const crashRound = ended.json.data as { status: string; win_amount: string };
    expect(crashRound.status).not.toBe('running');
    expected.crashWins = cents(crashRound.win_amount);
    crashGameId = crashGame.id;

    // A bonus of R$ 3,50 by the operator (a reward), and a correction of R$ 1,00 (no bonus).
    for (const [amount, kind] of [
      ['3.50', 'bonus'],
      ['1.00', 'correction'],
    ] as const) {
      const credited = await s.call('POST', '/api/operator/credit', {
        token: OPERATOR_TOKEN,
        body: { phone: p.phone, amount, kind, reference: `rep-${randomBytes(6).toString('hex')}` },
      });
      expect(credited.status, credited.json.message).toBe(200);
    }
    expected.bonuses = 350;

    // Another player, credited by the operator, withdraws R$ 20,00: approved, then paid by someone else.
    const w = await s.register();
    const [row] = await s.db.select().from(members).where(eq(members.phone, w.phone));
    await s.call('POST', '/api/operator/credit', {
      token: OPERATOR_TOKEN,
      body: { phone: w.phone, amount: '50.00', reference: `rep-${randomBytes(6).toString('hex')}` },
    });
    await s.call('POST', '/api/member/qkpwd', { token: w.token, body: { qk_pwd: PWD, qk_pwd_confirmation: PWD } });
    const asked = await s.call('POST', '/api/drawing', {
      token: w.token,
      body: {
        money: '20.00',
        qk_pwd: PWD,
        payment_type: 'CPF',
        account: row!.cpf,
        cpf_id: row!.cpf,
        name: row!.realname,
      },
    });
    expect(asked.status, asked.json.message).toBe(200);
    const orderNoW = (asked.json.data as { order_no: string }).order_no;
    const payer = await signedInStaff(s, ['finance']);
    expect(
      (
        await asStaff(s, finance.token)('POST', '/api/operator/withdrawals/approve', {
          order_no: orderNoW,
          reason: 'Checked',
        })
      ).status,
    ).toBe(200);
    const paid = await asStaff(s, payer.token)('POST', '/api/operator/withdrawals/pay', {
      order_no: orderNoW,
      reason: 'Checked',
    });
    expect(paid.status, paid.json.message).toBe(200);
    withdrawn = 2000;
  }, 180_000);
  afterAll(() => s?.close());

  const as = (who: { token: string }) => asStaff(s, who.token);
  async function ggr(query: string, who = finance) {
    const answer = await as(who)('GET', `/api/operator/reports/ggr?${query}`);
    expect(answer.status, answer.json.message).toBe(200);
    return v.parse(GgrReport, answer.json.data);
  }

  it('proves the day’s GGR to the centavo: by day, product and game, voids left out, bonuses off the total, tax at 12 %', async () => {
    const report = await ggr(`from=${day}&to=${day}`);
    const bets = expected.sportsBets + expected.houseBets + 150 + 200;
    const wins = expected.sportsWins + expected.houseWins + expected.crashWins + 50;
    const total = bets - wins - expected.bonuses;
    const tax = total > 0 ? Math.round((total * 12) / 100) : 0;
    expect(report.tax_rate).toBe('12.00');
    expect(report.totals).toEqual({
      bets: reais(bets),
      wins: reais(wins),
      bonuses: '3.50',
      ggr: reais(total),
      tax_due: reais(tax),
      count: 5 + expected.houseRounds,
    });
    expect(report.days).toEqual([
      {
        day,
        bets: reais(bets),
        wins: reais(wins),
        bonuses: '3.50',
        ggr: reais(total),
        tax_due: reais(tax),
        count: 5 + expected.houseRounds,
      },
    ]);
    expect(report.products).toEqual([
      {
        product: 'sports',
        engine: null,
        bets: '19.00',
        wins: reais(expected.sportsWins),
        ggr: reais(1900 - expected.sportsWins),
        count: 3,
      },
      {
        product: 'house',
        engine: slotEngine,
        bets: '5.00',
        wins: reais(expected.houseWins),
        ggr: reais(500 - expected.houseWins),
        count: expected.houseRounds,
      },
      {
        product: 'crash',
        engine: null,
        bets: '1.50',
        wins: reais(expected.crashWins),
        ggr: reais(150 - expected.crashWins),
        count: 1,
      },
      { product: 'external', engine: null, bets: '2.00', wins: '0.50', ggr: '1.50', count: 1 },
    ]);
    expect(report.games.map((g) => [g.game_id, g.product, g.bets])).toEqual([
      [sportsGameId, 'sports', '19.00'],
      [slotGameId, 'house', '5.00'],
      [slotGameId, 'external', '2.00'],
      [crashGameId, 'crash', '1.50'],
    ]);
    // The day before and after hold none of it.
    const before = await ggr(
      `from=${saoPauloDay(saoPauloDayStart(day, -1))}&to=${saoPauloDay(saoPauloDayStart(day, -1))}`,
    );
    expect(before.totals).toMatchObject({ bets: '0.00', ggr: '0.00', count: 0 });
  });

  it('reports deposits and withdrawals by channel with counts, amounts and fees', async () => {
    const answer = await as(finance)('GET', `/api/operator/reports/payments?from=${day}&to=${day}`);
    expect(answer.status, answer.json.message).toBe(200);
    const report = v.parse(PaymentsReport, answer.json.data);
    expect(report.deposits).toEqual([
      { channel: 'PIX', method: 'PIX', count: 1, amount: '100.00', fee: '0.00', net: '100.00' },
    ]);
    expect(report.withdrawals).toEqual([
      { channel: 'PIX', method: 'CPF', count: 1, amount: reais(withdrawn), fee: '0.00', net: reais(withdrawn) },
    ]);
    expect(report.days).toEqual([{ day, deposits: 1, deposited: '100.00', withdrawals: 1, withdrawn: '20.00' }]);
    expect(report.totals.net_deposits).toBe('80.00');
  });

  it('exports each report as CSV with the byte order mark, and records the export', async () => {
    const answer = await as(finance)('GET', `/api/operator/reports/ggr/export?from=${day}&to=${day}&by=product`);
    expect(answer.status, answer.json.message).toBe(200);
    const exported = v.parse(AuditExport, answer.json.data);
    expect(exported.filename).toBe(`ggr-by-product-${day}-${day}.csv`);
    expect(exported.rows).toBe(4);
    expect(exported.csv.startsWith(BOM)).toBe(true);
    const lines = exported.csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('product,engine,bets,wins,ggr,count');
    expect(lines[1]).toBe(`sports,,19.00,${reais(expected.sportsWins)},${reais(1900 - expected.sportsWins)},3`);
    expect(lines.some((line) => line.startsWith('total (tax rate 12.00%),'))).toBe(true);
    const byDay = v.parse(
      AuditExport,
      (await as(finance)('GET', `/api/operator/reports/ggr/export?from=${day}&to=${day}`)).json.data,
    );
    expect(byDay.csv.slice(1).split('\r\n')[0]).toBe('day,bets,wins,bonuses,ggr,tax_due,count');
    const payments = v.parse(
      AuditExport,
      (await as(finance)('GET', `/api/operator/reports/payments/export?from=${day}&to=${day}`)).json.data,
    );
    expect(payments.csv).toBe(
      `${BOM}kind,channel,method,count,amount,fee,net\r\ndeposit,PIX,PIX,1,100.00,0.00,100.00\r\nwithdrawal,PIX,CPF,1,20.00,0.00,20.00\r\n`,
    );
    const trail = await s.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, finance.id), inArray(auditEvents.subject, ['report:ggr', 'report:payments'])))
      .orderBy(auditEvents.id);
    expect(trail.map((e) => [e.action, e.subject])).toEqual([
      ['report.exported', 'report:ggr'],
      ['report.exported', 'report:ggr'],
      ['report.exported', 'report:payments'],
    ]);
  });

  it('takes any range up to 366 days and refuses a backwards or longer one', async () => {
    const from = saoPauloDay(saoPauloDayStart(day, -365));
    const year = await ggr(`from=${from}&to=${day}`);
    expect(year.days.length).toBe(366);
    expect(year.days.at(-1)!.day).toBe(day);
    // The day reads the same in a year's range; the year's totals are its days' (other runs' days may fall in it
    // on a shared database).
    expect(year.days.at(-1)).toEqual((await ggr(`from=${day}&to=${day}`)).days[0]);
    expect(cents(year.totals.ggr)).toBe(year.days.reduce((sum, d) => sum + cents(d.ggr), 0));
    expect(cents(year.totals.bonuses)).toBe(year.days.reduce((sum, d) => sum + cents(d.bonuses), 0));
    for (const query of [`from=${saoPauloDay(saoPauloDayStart(day, -366))}&to=${day}`, `from=${day}&to=${from}`]) {
      const refused = await as(finance)('GET', `/api/operator/reports/ggr?${query}`);
      expect([refused.status, refused.json.error, refused.json.params]).toEqual([
        422,
        'report.range_invalid',
        { max: '366' },
      ]);
    }
    const bad = await as(finance)('GET', `/api/operator/reports/payments?from=2026-02-30&to=${day}`);
    expect([bad.status, bad.json.error]).toEqual([422, 'audit.day_invalid']);
  });

  it('lets an admin change the tax rate, in the trail; the tax due follows; finance cannot', async () => {
    const admin = await signedInStaff(s, ['admin']);
    expect(
      (await as(finance)('POST', '/api/operator/settings/ggr-tax', { rate: '15', reason: 'x'.repeat(5) })).json.error,
    ).toBe('operator.role_forbidden');
    expect(
      (await as(admin)('POST', '/api/operator/settings/ggr-tax', { rate: '100.5', reason: 'Typo' })).json.error,
    ).toBe('report.rate_invalid');
    expect((await as(admin)('POST', '/api/operator/settings/ggr-tax', { rate: '15.5' })).json.error).toBe(
      'audit.reason_required',
    );
    const set = await as(admin)('POST', '/api/operator/settings/ggr-tax', { rate: '15.5', reason: 'New ordinance' });
    expect(v.parse(TaxRate, set.json.data)).toEqual({ rate: '15.50' });
    try {
      const report = await ggr(`from=${day}&to=${day}`);
      expect(report.tax_rate).toBe('15.50');
      const total = cents(report.totals.ggr);
      expect(report.totals.tax_due).toBe(reais(total > 0 ? Math.floor((total * 1550 + 5000) / 10000) : 0));
      expect((await as(finance)('GET', '/api/operator/settings/ggr-tax')).json.data).toEqual({ rate: '15.50' });
      const [line] = await s.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.actorId, admin.id), eq(auditEvents.subject, 'setting:ggr_tax_rate')));
      expect(line).toMatchObject({
        action: '/operator/settings/ggr-tax',
        before: { rate: '12.00' },
        after: { rate: '15.50' },
        reason: 'New ordinance',
      });
    } finally {
      // The setting is the installation's: back to the default for the other files on a shared database.
      await as(admin)('POST', '/api/operator/settings/ggr-tax', { rate: '12', reason: 'Back to the default' });
    }
  });

  it('shows today and yesterday on the dashboard: money to finance, counts to everyone', async () => {
    // The next day: the test's day is yesterday, today has nothing yet.
    s.clock.set(new Date(saoPauloDayStart(day, 1).getTime() + 9 * HOUR));
    const [fin, support] = [await signedInStaff(s, ['finance']), await signedInStaff(s, ['support'])];
    const answer = await as(fin)('GET', '/api/operator/dashboard');
    expect(answer.status, answer.json.message).toBe(200);
    const board = v.parse(Dashboard, answer.json.data);
    const bets = expected.sportsBets + expected.houseBets + 150 + 200;
    const wins = expected.sportsWins + expected.houseWins + expected.crashWins + 50;
    expect(board.yesterday).toMatchObject({
      day,
      new_players: 2,
      active_players: 1,
      money: {
        deposits: { count: 1, amount: '100.00' },
        withdrawals: { count: 1, amount: '20.00' },
        bets: reais(bets),
        wins: reais(wins),
        bonuses: '3.50',
        ggr: reais(bets - wins - expected.bonuses),
      },
    });
    expect(board.yesterday.money!.ggr_by_product).toEqual([
      { product: 'sports', bets: '19.00', wins: reais(expected.sportsWins), ggr: reais(1900 - expected.sportsWins) },
      { product: 'house', bets: '5.00', wins: reais(expected.houseWins), ggr: reais(500 - expected.houseWins) },
      { product: 'live', bets: '0.00', wins: '0.00', ggr: '0.00' },
      { product: 'crash', bets: '1.50', wins: reais(expected.crashWins), ggr: reais(150 - expected.crashWins) },
      { product: 'external', bets: '2.00', wins: '0.50', ggr: '1.50' },
    ]);
    expect(board.today).toMatchObject({ new_players: 0, active_players: 0, money: { bets: '0.00', ggr: '0.00' } });
    // The queues count every player's: exact on PGlite's own database (other test files share PostgreSQL's).
    const [flags] = await s.db.select({ n: count() }).from(rgFlags).where(eq(rgFlags.state, 'open'));
    if (!options.databaseUrl) expect(board.queues.rg_flags_open).toBe(flags!.n);
    expect(board.queues.withdrawals_pending).toBeGreaterThanOrEqual(0);
    // Support sees the counts and the queues, not the money.
    const theirs = v.parse(Dashboard, (await as(support)('GET', '/api/operator/dashboard')).json.data);
    expect(theirs.yesterday).toEqual({ day, money: null, new_players: 2, active_players: 1 });
    if (!options.databaseUrl) expect(theirs.queues).toEqual(board.queues);
    else expect(Object.keys(theirs.queues)).toEqual(Object.keys(board.queues));
  });

  it('draws the last 7 or 30 São Paulo days as trends, exact to the centavo, a day without activity as zeros', async () => {
    // A slot round of R$ 1,00 two days after the test's day; the trends are read the day after that.
    const later = saoPauloDay(saoPauloDayStart(day, 2));
    const today = saoPauloDay(saoPauloDayStart(day, 3));
    try {
      s.clock.set(new Date(saoPauloDayStart(later).getTime() + 23 * HOUR + 30 * MINUTE));
      const player = { ...bettor, password: 'segredo1' };
      await s.relogin(player);
      const round = await playSlot(s.call, player.token, slotGameId, '1.00');
      expect(round.status, round.json.message).toBe(200);
      const paid = await s.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.memberId, bettor.id), eq(ledgerEntries.kind, 'game.win')));
      const laterWins = paid
        .filter((entry) => saoPauloDay(entry.createdAt) === later)
        .reduce((sum, entry) => sum + entry.amountCents, 0);
      s.clock.set(new Date(saoPauloDayStart(today).getTime() + 10 * HOUR));
      const [fin, support] = [await signedInStaff(s, ['finance']), await signedInStaff(s, ['support'])];
      const answer = await as(fin)('GET', '/api/operator/dashboard?days=7');
      expect(answer.status, answer.json.message).toBe(200);
      const board = v.parse(Dashboard, answer.json.data);
      const days = [-3, -2, -1, 0, 1, 2, 3].map((n) => saoPauloDay(saoPauloDayStart(day, n)));
      expect(board.trend.map((d) => d.day)).toEqual(days);
      const zero = (bets: Partial<Record<string, string>> = {}) =>
        ['sports', 'house', 'live', 'crash', 'external'].map((product) => ({
          product,
          bets: bets[product] ?? '0.00',
        }));
      const quiet = { ggr: '0.00', deposits: { count: 0, amount: '0.00' }, withdrawals: { count: 0, amount: '0.00' } };
      const bets = expected.sportsBets + expected.houseBets + 150 + 200;
      const wins = expected.sportsWins + expected.houseWins + expected.crashWins + 50;
      expect(board.trend).toEqual([
        { day: days[0], active_players: 0, money: { ...quiet, bets_by_product: zero() } },
        { day: days[1], active_players: 0, money: { ...quiet, bets_by_product: zero() } },
        { day: days[2], active_players: 0, money: { ...quiet, bets_by_product: zero() } },
        {
          day,
          active_players: 1,
          money: {
            ggr: reais(bets - wins - expected.bonuses),
            deposits: { count: 1, amount: '100.00' },
            withdrawals: { count: 1, amount: '20.00' },
            bets_by_product: zero({ sports: '19.00', house: '5.00', crash: '1.50', external: '2.00' }),
          },
        },
        { day: days[4], active_players: 0, money: { ...quiet, bets_by_product: zero() } },
        {
          day: later,
          active_players: 1,
          money: { ...quiet, ggr: reais(100 - laterWins), bets_by_product: zero({ house: '1.00' }) },
        },
        { day: today, active_players: 0, money: { ...quiet, bets_by_product: zero() } },
      ]);
      // Today's and yesterday's figures are the trend's last two days.
      expect(board.today.day).toBe(today);
      expect(board.yesterday.day).toBe(days[5]);
      expect(board.yesterday.money!.ggr).toBe(reais(100 - laterWins));

      // Thirty days: the same days at the end, zeros before; the default is seven.
      const month = v.parse(Dashboard, (await as(fin)('GET', '/api/operator/dashboard?days=30')).json.data);
      expect(month.trend).toHaveLength(30);
      expect(month.trend[0]!.day).toBe(saoPauloDay(saoPauloDayStart(day, -26)));
      expect(month.trend.slice(-7)).toEqual(board.trend);
      expect(month.trend.slice(0, -7).every((d) => d.active_players === 0 && d.money!.ggr === '0.00')).toBe(true);
      const plain = v.parse(Dashboard, (await as(fin)('GET', '/api/operator/dashboard')).json.data);
      expect(plain.trend).toEqual(board.trend);
      // Another span is refused, not guessed.
      expect((await as(fin)('GET', '/api/operator/dashboard?days=90')).status).toBe(422);

      // Support sees the active players of each day, no money.
      const theirs = v.parse(Dashboard, (await as(support)('GET', '/api/operator/dashboard?days=7')).json.data);
      expect(theirs.trend).toEqual(
        board.trend.map((d) => ({ day: d.day, active_players: d.active_players, money: null })),
      );

      // The queues count the identity cases waiting (an identity case sent to manual review, here).
      const kyc = await s.call('POST', '/api/operator/scenario', {
        token: OPERATOR_TOKEN,
        body: { name: 'kyc-review' },
      });
      expect(kyc.status, kyc.json.message).toBe(200);
      const [waiting] = await s.db
        .select({ n: count() })
        .from(kycCases)
        .where(inArray(kycCases.status, ['review', 'pending']));
      const queued = v.parse(Dashboard, (await as(support)('GET', '/api/operator/dashboard')).json.data).queues;
      expect(queued.identity_checks).toBeGreaterThanOrEqual(1);
      if (!options.databaseUrl) expect(queued.identity_checks).toBe(waiting!.n);
    } finally {
      // Back to the day after the test's day, as the next test reads it.
      s.clock.set(new Date(saoPauloDayStart(day, 1).getTime() + 9 * HOUR));
    }
  });

  it.runIf(!options.databaseUrl)('answers the dashboard from the indexes with thousands of rows', async () => {
    const fin = await signedInStaff(s, ['finance']);
    const medianOf10 = async () => {
      const times: number[] = [];
      for (let i = 0; i < 10; i++) {
        const t0 = performance.now();
        const answer = await as(fin)('GET', '/api/operator/dashboard');
        times.push(performance.now() - t0);
        expect(answer.status).toBe(200);
      }
      return [...times].sort((a, b) => a - b)[5]!;
    };
    const before = await medianOf10();
    // 6,000 ledger entries and 3,000 settled provider rounds spread over the 60 days before the test's day.
    const start = saoPauloDayStart(day, -60).getTime();
    const at = (i: number) => new Date(start + (i % 60) * 86_400_000 + (i % 1000) * MINUTE);
    for (let batch = 0; batch < 6; batch++) {
      await s.db.insert(ledgerEntries).values(
        Array.from({ length: 1000 }, (_, i) => ({
          memberId: bettor.id,
          amountCents: i % 2 ? -100 : 100,
          balanceAfterCents: 10_000,
          kind: (i % 3 === 0 ? 'game.bet' : i % 3 === 1 ? 'game.win' : 'reward.operator') as 'game.bet',
          ref: `load-${batch}-${i}-${randomBytes(3).toString('hex')}`,
          createdAt: at(batch * 1000 + i),
        })),
      );
    }
    for (let batch = 0; batch < 3; batch++) {
      await s.db.insert(walletRounds).values(
        Array.from({ length: 1000 }, (_, i) => ({
          provider: 'LOAD',
          roundId: `load-${batch}-${i}-${randomBytes(3).toString('hex')}`,
          memberId: bettor.id,
          gameId: slotGameId,
          stakeCents: 100,
          winCents: 50,
          status: 'settled' as const,
          openedAt: at(batch * 1000 + i),
          settledAt: at(batch * 1000 + i),
        })),
      );
    }
    const median = await medianOf10();
    const last = v.parse(Dashboard, (await as(fin)('GET', '/api/operator/dashboard')).json.data);
    // The rows of earlier days change nothing of today's and yesterday's figures.
    expect(last.yesterday.money!.ggr).toBe(
      reais(
        expected.sportsBets +
          expected.houseBets +
          150 +
          200 -
          50 -
          expected.sportsWins -
          expected.houseWins -
          expected.crashWins -
          expected.bonuses,
      ),
    );
    console.info(`dashboard: median ${before.toFixed(1)} ms before, ${median.toFixed(1)} ms with 9,000 more rows`);
    expect(median).toBeLessThan(500);
  });
});
