import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCalendarDay } from '../../contract/common';
import { agencyRewards, ledgerEntries, members } from '../../server/db/schema';
import { saoPauloDay } from '../../lib/time';
import { BET_KIND } from '../../server/house/bets';
import { credit, debit } from '../../server/wallet/ledger';
import { recordTurnover } from '../../server/wallet/turnover';
import { identityFor } from '../identity';
import { recordSlotRound } from './slotRound';
import {
  adminCli,
  DAY,
  listen,
  OPERATOR_TOKEN,
  setupServer,
  type CallResult,
  type SetupOptions,
  type TestServer,
} from './helpers';

/**
 * Every date the API takes is a real calendar day (29 February only in a leap year) within the field's
 * bounds: anything else is a 422 naming the field, never a 500 and never another day a Date rolled it
 * over into. A day is settled only once it has ended, and once.
 */

const refusedField = (answer: CallResult, field: string, error: string) => {
  expect([answer.status, answer.json.error]).toEqual([422, error]);
  expect(answer.json.fields?.[field]?.error).toBe(error);
};

describe('the calendar day', () => {
  it('exists: months 01–12, the days each month has, 29 February only in a leap year', () => {
    for (const day of ['2024-02-29', '2000-02-29', '2026-12-31', '2026-04-30', '1900-01-01']) {
      expect([day, isCalendarDay(day)]).toEqual([day, true]);
    }
    for (const day of [
      '1990-02-31',
      '2000-02-30',
      '1991-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-00-10',
      '2026-13-01',
      '2026-10-55',
      '2025-23-24',
      '2026-01-00',
      '2026-1-05',
      ' 2026-01-05',
      '2026-01-05T00:00',
    ]) {
      expect([day, isCalendarDay(day)]).toEqual([day, false]);
    }
  });
});

describe('dates a player sends', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer();
  });
  afterAll(() => s?.close());

  const register = (birthDate: string) => s.registerWith({ birth_date: birthDate });

  const IMPOSSIBLE_BIRTH_DATES = ['1990-02-31', '2000-02-30', '1991-02-29', '1990-13-01', '1990-04-31', '9999-12-31'];

  it.each(IMPOSSIBLE_BIRTH_DATES)('a date of birth of %s is refused on register2 (422, birth_date)', async (day) => {
    refusedField(await register(day), 'birth_date', 'identity.birth_date_invalid');
  });

  it.each(IMPOSSIBLE_BIRTH_DATES)('and on member/identity', async (day) => {
    const { phone, token } = await s.memberWithoutIdentity();
    const answer = await s.call('POST', '/api/member/identity', {
      token,
      body: { ...identityFor(phone), birth_date: day },
    });
    refusedField(answer, 'birth_date', 'identity.birth_date_invalid');
  });

  it('29 February of a leap year is a date of birth; one still to come is not (not "underage")', async () => {
    expect((await register('2000-02-29')).status).toBe(200);
    refusedField(await register('2026-03-03'), 'birth_date', 'identity.birth_date_invalid');
    refusedField(await register('2026-03-02'), 'birth_date', 'identity.underage');
  });

  it('the rebate details and the game record refuse days that do not exist or are out of bounds', async () => {
    const { token } = await s.register();
    for (const day of ['9999-12-31', '2026-02-29', '2026-02-30', '2026-10-55', '1999-12-31']) {
      const details = await s.call('POST', '/api/games/rebates/details', { token, body: { day } });
      refusedField(details, 'day', 'day.invalid');
      const record = await s.call('POST', '/api/game/record', { token, body: { from: day } });
      refusedField(record, 'from', 'date.invalid');
      const to = await s.call('POST', '/api/game/record', { token, body: { to: day } });
      refusedField(to, 'to', 'date.invalid');
    }
    const fine = await s.call('POST', '/api/games/rebates/details', { token, body: { day: '2024-02-29' } });
    expect([fine.status, fine.json.data]).toEqual([200, []]);
  });
});

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

/** Two texts a Date rolls over into `day`: "2026-10-55" (October's 55th) and "2025-23-24" (2025's 23rd month). */
function aliasesOf(day: string): string[] {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const previousMonthDays = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return [`${year}-${pad(month - 1)}-${pad(date + previousMonthDays)}`, `${year - 1}-${pad(month + 12)}-${pad(date)}`];
}

describe.each(targets)('settling a day on $name', ({ options }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'dates', options);
  }, 60_000);
  afterAll(() => s?.close());

  const settle = (what: 'rebates' | 'agency', day: string) =>
    s.call('POST', `/api/operator/${what}/settle`, { token: OPERATOR_TOKEN, body: { day } });

  /** A fresh member: their id and invitation code. */
  async function member(extra: Record<string, unknown> = {}, site?: 'open') {
    const { phone } = await s.register(undefined, undefined, extra, site ? { site } : {});
    const [row] = await s.db.select().from(members).where(eq(members.phone, phone));
    return { id: row!.id, code: row!.inviteCode };
  }

  /** A member who bet R$ 100,00 today (São Paulo), and that day. */
  async function betToday() {
    const p = await member();
    const day = saoPauloDay(s.clock.now());
    // A slot stake settles as it is taken, so the rebate counts it on this day.
    const round = `dates-${randomBytes(6).toString('hex')}`;
    await s.db.transaction(async (tx) => {
      await credit(tx, p.id, 100_00, 'deposit', `${round}-funds`, s.clock.now());
      await debit(tx, p.id, 100_00, BET_KIND, round, s.clock.now());
      await recordSlotRound(tx, p.id, round, 100_00, 0, s.clock.now());
    });
    return { ...p, day };
  }

  const rebatesOf = (memberId: number) =>
    s.db
      .select({ amount: ledgerEntries.amountCents, ref: ledgerEntries.ref })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.kind, 'reward.rebate')));

  it('pays the betting rebate of a day once, however the day is spelled', async () => {
    const p = await betToday();
    s.clock.advance(DAY);
    const first = await settle('rebates', p.day);
    expect([first.status, first.json.data]).toMatchObject([200, { day: p.day }]);

    // "2026-10-55" and "2025-23-24" are what a Date makes 2026-11-24 of.
    const aliases = aliasesOf(p.day);
    const rolled = (text: string) => {
      const [y, m, d] = text.split('-').map(Number) as [number, number, number];
      return new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
    };
    expect(aliases.map(rolled)).toEqual([p.day, p.day]);
    for (const bad of [...aliases, '9999-12-31', '2026-02-29', `${p.day}T00:00`]) {
      refusedField(await settle('rebates', bad), 'day', 'day.invalid');
    }
    expect((await settle('rebates', p.day)).status).toBe(200);
    expect(await rebatesOf(p.id)).toEqual([{ amount: 2_00, ref: `${p.id}:${p.day}` }]);
  });

  it('settles a day only once it has ended (São Paulo): today and later days are refused', async () => {
    const p = await betToday();
    const tomorrow = saoPauloDay(new Date(s.clock.now().getTime() + DAY));
    for (const notOver of [p.day, tomorrow, '2099-12-31']) {
      refusedField(await settle('rebates', notOver), 'day', 'operator.day_not_ended');
      refusedField(await settle('agency', notOver), 'day', 'operator.day_not_ended');
    }
    expect(await rebatesOf(p.id)).toEqual([]);
    s.clock.advance(DAY);
    expect((await settle('rebates', p.day)).status).toBe(200);
    expect(await rebatesOf(p.id)).toEqual([{ amount: 2_00, ref: `${p.id}:${p.day}` }]);
  });

  it('settles an agent’s day once, however the day is spelled', async () => {
    // On the open site, whose agency is paid a share of its subordinates' deposits (a regulated one is not).
    const agent = await member({}, 'open');
    const friend = await member({ invite_code: agent.code }, 'open');
    const day = saoPauloDay(s.clock.now());
    // R$ 850,00 deposited and R$ 500,00 lost on a slot that day: 1% of the deposit (within what that play
    // earned the house, which is all the share of deposits is paid from) and 0.3% of the stakes, R$ 10,00.
    const round = `dates-${randomBytes(6).toString('hex')}`;
    await s.db.transaction(async (tx) => {
      await credit(tx, friend.id, 850_00, 'deposit', `${round}-funds`, s.clock.now());
      await debit(tx, friend.id, 500_00, BET_KIND, round, s.clock.now());
      await recordSlotRound(tx, friend.id, round, 500_00, 0, s.clock.now());
    });
    await recordTurnover(s.db, friend.id, 500_00, BET_KIND, round, s.clock.now());
    s.clock.advance(DAY);
    expect((await settle('agency', day)).status).toBe(200);
    for (const bad of [...aliasesOf(day), '9999-12-31']) {
      refusedField(await settle('agency', bad), 'day', 'day.invalid');
    }
    expect((await settle('agency', day)).status).toBe(200);
    const rows = await s.db
      .select({ day: agencyRewards.day, direct: agencyRewards.directCents })
      .from(agencyRewards)
      .where(eq(agencyRewards.agentId, agent.id));
    expect(rows).toEqual([{ day, direct: 10_00 }]);
  });

  it('the operator’s command line says why (the server’s refusal) and pays nothing', async () => {
    const server = await listen(s);
    try {
      const cli = adminCli(server.url);
      expect(await cli.run(['rebates', 'settle', '2026-10-55'])).toBe(1);
      expect(await cli.run(['agency', 'settle', '2025-23-24'])).toBe(1);
      expect(await cli.run(['rebates', 'settle', saoPauloDay(s.clock.now())])).toBe(1);
      expect(cli.err).toEqual([
        'Invalid day (HTTP 422)',
        'Invalid day (HTTP 422)',
        expect.stringMatching(/^A day can be settled only once it has ended: .* \(HTTP 422\)$/),
      ]);
    } finally {
      await server.close();
    }
  });
});
