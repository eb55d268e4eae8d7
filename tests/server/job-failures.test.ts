import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Launch } from '../../contract';
import { Dashboard, JobFailureList } from '../../contract/boDashboard';
import { CrashRound } from '../../contract/house';
import { RoundView } from '../../contract/rounds';
import type { AppDeps } from '../../server/config';
import {
  crashRounds,
  fixtures,
  games,
  jobFailures,
  type GameRow,
  liveBets,
  memberExclusions,
  operatorSettings,
  outgoingMessages,
  providerRounds,
  rechargeOrders,
  responsibleLimits,
  restrictionEndNotices,
} from '../../server/db/schema';
import { MATCH_MINUTES } from '../../server/house/markets';
import { backoffMs, WHOLE_STEP, type JobStep } from '../../server/job-failures';
import { runDueWork } from '../../server/jobs';
import { DAY, fundedPlayer, MINUTE, type SetupOptions, setupServer, type TestServer } from './helpers';
import { asStaff, signedInStaff } from './staff';

/**
 * The due-work job with one poisoned item in each of its steps (an item whose work throws), on PGlite and on
 * a PostgreSQL server (TEST_DATABASE_URL): every other item of the step and every other step is still done,
 * the poisoned one is recorded in job_failures with its error and not tried again before its backoff
 * (1 s, then 2 s…), and once it works again it is done and its record goes.
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

const ROUND_MS = 30_000;

describe('the backoff of a failing item', () => {
  it('waits 1 s after the first failure, doubling, at most 10 minutes', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(10)).toBe(512_000);
    expect(backoffMs(11)).toBe(600_000);
    expect(backoffMs(1000)).toBe(600_000);
  });
});

describe.each(targets)('the due-work job on $name', ({ options }) => {
  let s: TestServer;
  let deps: AppDeps;
  const sent: string[] = [];

  beforeAll(async () => {
    s = await setupServer({}, 'job-failures', options);
    deps = {
      ...s.deps,
      transports: {
        mail: { send: async (m) => void sent.push(`mail:${m.to}`) },
        sms: { send: async (m) => void sent.push(`sms:${m.to}`) },
      },
    };
    // A step-wide record left by an earlier run on a shared database would make its step wait.
    await s.db.delete(jobFailures).where(eq(jobFailures.itemKey, WHOLE_STEP));
    // …and an earlier run's compliance turn, taken at its own (later) clock, would keep this run's from coming.
    await s.db.delete(operatorSettings).where(eq(operatorSettings.key, 'rg_evaluated_at'));
  }, 60_000);
  afterAll(() => s?.close());

  const player = (cents = 1000_00) => fundedPlayer(s, cents, `fund-${randomBytes(6).toString('hex')}`);
  type Player = Awaited<ReturnType<typeof player>>;

  async function launch(p: Player, gameId: number): Promise<string> {
    const answer = await s.call('POST', '/api/day7/day7LoginV2', { token: p.token, body: { game_id: gameId } });
    expect(answer.status, answer.json.message).toBe(200);
    return new URL(v.parse(Launch, answer.json.data).url, 'http://x').searchParams.get('launch')!;
  }

  const gameOf = async (engine: GameRow['engine'], variant?: string) => {
    const [game] = await s.db
      .select({ id: games.id, variant: games.variant })
      .from(games)
      .where(and(eq(games.engine, engine), eq(games.listed, true), variant ? eq(games.variant, variant) : undefined))
      .orderBy(games.id)
      .limit(1);
    return game!;
  };

  /** A crash round still running (a round that crashes at once is over: bet again). */
  async function crashRound(p: Player, gameId: number): Promise<string> {
    for (let i = 0; i < 10; i += 1) {
      const answer = await s.call('POST', '/api/house/crash/bet', {
        token: p.token,
        body: { game_id: gameId, amount: '1.00' },
      });
      expect(answer.status, answer.json.message).toBe(200);
      const round = v.parse(CrashRound, answer.json.data);
      if (round.status === 'running') return round.round_id;
    }
    throw new Error('No running crash round');
  }

  /** An open mines round (closed by the job once its closing time has come). */
  async function minesRound(p: Player, gameId: number): Promise<string> {
    const token = await launch(p, gameId);
    const answer = await s.call('POST', '/api/house/rounds', {
      token: p.token,
      body: { game_id: gameId, launch: token, choice: { amount: '1.00', mines: 3 } },
    });
    expect(answer.status, answer.json.message).toBe(200);
    const round = v.parse(RoundView, answer.json.data);
    expect(round.status).toBe('open');
    return round.round_id;
  }

  const orderNo = (what: string) => `JOB${what}${randomBytes(5).toString('hex').toUpperCase()}`;
  async function order(memberId: number, status: 'pending' | 'refund', now: Date): Promise<string> {
    const no = orderNo(status === 'pending' ? 'P' : 'R');
    await s.db.insert(rechargeOrders).values({
      orderNo: no,
      memberId,
      channelId: 1,
      paymentName: 'PIX',
      paymentType: 'PIX',
      amountCents: 20_00,
      actualCents: 20_00,
      status,
      brCode: 'test',
      createdAt: new Date(now.getTime() - DAY),
      expiresAt: new Date(now.getTime() - MINUTE),
      ...(status === 'refund'
        ? { endToEndId: `E2E${no}`, refundReason: 'order_cancelled' as const, paidAt: new Date(now.getTime() - DAY) }
        : {}),
    });
    return no;
  }

  it('does every other item and step when one item of each step fails, retries it with backoff, then clears it', async () => {
    const crashGame = await gameOf('crash');
    const minesGame = await gameOf('mines');
    const liveGame = await gameOf('live', 'roulette');
    const [a, b] = [await player(), await player()];

    // Items due once the clock has moved on a day: crash rounds at their cap, mines rounds past closing.
    const crash = [await crashRound(a, crashGame.id), await crashRound(b, crashGame.id)];
    const mines = [await minesRound(a, minesGame.id), await minesRound(b, minesGame.id)];
    // A day on, and at least two fixtures past their end (on a shared database, an earlier run's clock
    // may have seeded the schedule further ahead).
    const fixturesDue = await s.db
      .select({ code: fixtures.code, kickoff: fixtures.kickoff })
      .from(fixtures)
      // Kicking off after the installation's secret was made (on PostgreSQL the clock is the real one, and a
      // match of today that began before it has no result from the simulator: the operator settles it).
      .where(and(eq(fixtures.status, 'open'), gt(fixtures.kickoff, s.clock.now())))
      .orderBy(fixtures.kickoff, fixtures.code)
      .limit(2);
    expect(fixturesDue).toHaveLength(2);
    const ended = fixturesDue[1]!.kickoff.getTime() + (MATCH_MINUTES + 1) * MINUTE;
    s.clock.set(new Date(Math.max(s.clock.now().getTime() + DAY, ended)));
    let now = s.clock.now();

    const pending = [await order(a.id, 'pending', now), await order(b.id, 'pending', now)];
    const refunds = [await order(a.id, 'refund', now), await order(b.id, 'refund', now)];
    for (const p of [a, b])
      await s.db.insert(responsibleLimits).values({
        memberId: p.id,
        kind: 'bets_day',
        value: 10,
        pendingValue: 50,
        pendingFrom: new Date(now.getTime() - MINUTE),
        updatedAt: new Date(now.getTime() - DAY),
      });
    const pauses = await s.db
      .insert(memberExclusions)
      .values(
        [a, b].map((p) => ({
          memberId: p.id,
          kind: 'pause' as const,
          period: '24h',
          startsAt: new Date(now.getTime() - 2 * DAY),
          endsAt: new Date(now.getTime() - MINUTE),
        })),
      )
      .returning({ id: memberExclusions.id });
    const messages = await s.db
      .insert(outgoingMessages)
      .values(
        ['a', 'b'].map((who) => ({
          channel: 'email' as const,
          to: `${who}.${randomBytes(4).toString('hex')}@rodada.test`,
          subject: 'Teste',
          body: 'Teste',
          createdAt: new Date(0),
          nextTryAt: new Date(0),
        })),
      )
      .returning({ id: outgoingMessages.id, to: outgoingMessages.to });
    // A live round with a bet of each player, drawn once its window has closed.
    const sequence = Math.floor(now.getTime() / ROUND_MS) + 2;
    s.clock.set(new Date(sequence * ROUND_MS + 1000));
    for (const p of [a, b]) await s.relogin(p);
    for (const p of [a, b]) {
      const answer = await s.call('POST', '/api/live/bet', {
        token: p.token,
        body: {
          game_id: liveGame.id,
          launch: await launch(p, liveGame.id),
          sequence,
          bets: [{ kind: 'red', amount: '1.00' }],
        },
      });
      expect(answer.status, answer.json.message).toBe(200);
    }
    s.clock.set(new Date((sequence + 1) * ROUND_MS + 1000));
    now = s.clock.now();

    const poisoned = new Map<JobStep, string>([
      ['crash_rounds', crash[0]!],
      ['table_rounds', mines[0]!],
      ['order_expiry', pending[0]!],
      ['refunds', refunds[0]!],
      ['fixture_schedule', WHOLE_STEP],
      ['fixture_settlement', fixturesDue[0]!.code],
      ['live_tables', `pay:${liveGame.id}:${sequence}:${a.id}`],
      ['limits', `${a.id}:bets_day`],
      ['restriction_notices', String(a.id)],
      ['messages', String(messages[0]!.id)],
      ['compliance', String(a.id)],
    ]);
    let healed = false;
    const tried: string[] = [];
    const beforeItem = (step: JobStep, item: string) => {
      tried.push(`${step}/${item}`);
      if (!healed && poisoned.get(step) === item) throw new Error(`poisoned ${step} ${item}`);
    };

    const done = async () => ({
      crash: Object.fromEntries(
        (
          await s.db
            .select({ id: crashRounds.id, status: crashRounds.status })
            .from(crashRounds)
            .where(inArray(crashRounds.id, crash))
        ).map((r) => [r.id, r.status !== 'running']),
      ),
      mines: Object.fromEntries(
        (
          await s.db
            .select({ id: providerRounds.id, status: providerRounds.status })
            .from(providerRounds)
            .where(inArray(providerRounds.id, mines))
        ).map((r) => [r.id, r.status === 'settled']),
      ),
      orders: Object.fromEntries(
        (
          await s.db
            .select({ no: rechargeOrders.orderNo, status: rechargeOrders.status, refundId: rechargeOrders.refundId })
            .from(rechargeOrders)
            .where(inArray(rechargeOrders.orderNo, [...pending, ...refunds]))
        ).map((r) => [r.no, r.status === 'expired' || r.refundId !== null]),
      ),
      fixtures: Object.fromEntries(
        (
          await s.db
            .select({ code: fixtures.code, status: fixtures.status })
            .from(fixtures)
            .where(
              inArray(
                fixtures.code,
                fixturesDue.map((f) => f.code),
              ),
            )
        ).map((r) => [r.code, r.status !== 'open']),
      ),
      live: Object.fromEntries(
        (
          await s.db
            .select({ memberId: liveBets.memberId, win: liveBets.winCents })
            .from(liveBets)
            .where(and(eq(liveBets.gameId, liveGame.id), eq(liveBets.sequence, sequence)))
        ).map((r) => [r.memberId, r.win !== null]),
      ),
      limits: Object.fromEntries(
        (
          await s.db
            .select({ memberId: responsibleLimits.memberId, value: responsibleLimits.value })
            .from(responsibleLimits)
            .where(and(inArray(responsibleLimits.memberId, [a.id, b.id]), eq(responsibleLimits.kind, 'bets_day')))
        ).map((r) => [r.memberId, r.value === 50]),
      ),
      notices: (
        await s.db
          .select({ memberId: restrictionEndNotices.memberId })
          .from(restrictionEndNotices)
          .where(
            inArray(
              restrictionEndNotices.exclusionId,
              pauses.map((p) => p.id),
            ),
          )
      )
        .map((r) => r.memberId)
        .sort(),
      messages: Object.fromEntries(
        (
          await s.db
            .select({ id: outgoingMessages.id, sentAt: outgoingMessages.sentAt })
            .from(outgoingMessages)
            .where(
              inArray(
                outgoingMessages.id,
                messages.map((m) => m.id),
              ),
            )
        ).map((r) => [r.id, r.sentAt !== null]),
      ),
    });
    const failures = async () =>
      (await s.db.select().from(jobFailures)).filter((f) => poisoned.get(f.step as JobStep) === f.itemKey);

    // The first run: the poisoned item of each step fails, every other item of every step is done.
    const first = await runDueWork(deps, now, beforeItem);
    expect(first.crashRoundsEnded).toBeGreaterThanOrEqual(1);
    expect(await done()).toEqual({
      crash: { [crash[0]!]: false, [crash[1]!]: true },
      mines: { [mines[0]!]: false, [mines[1]!]: true },
      orders: { [pending[0]!]: false, [pending[1]!]: true, [refunds[0]!]: false, [refunds[1]!]: true },
      fixtures: { [fixturesDue[0]!.code]: false, [fixturesDue[1]!.code]: true },
      live: { [a.id]: false, [b.id]: true },
      limits: { [a.id]: false, [b.id]: true },
      notices: [b.id],
      messages: { [messages[0]!.id]: false, [messages[1]!.id]: true },
    });
    expect(sent).toContain(`mail:${messages[1]!.to}`);
    // Other members were evaluated after the poisoned one.
    const evaluated = tried.filter((t) => t.startsWith('compliance/') && t !== 'compliance/*');
    expect(evaluated.indexOf(`compliance/${a.id}`)).toBeGreaterThanOrEqual(0);
    expect(evaluated.length).toBeGreaterThan(1);

    const recorded = await failures();
    expect(recorded.map((f) => f.step).sort()).toEqual([...poisoned.keys()].sort());
    for (const f of recorded) {
      expect(f).toMatchObject({ attempts: 1, firstFailedAt: now, lastFailedAt: now });
      expect(f.lastError).toBe(`Error: poisoned ${f.step} ${f.itemKey}`);
      expect(f.nextAttemptAt.getTime()).toBe(now.getTime() + 1000);
    }
    // Nothing but the poisoned items failed.
    expect(
      (await s.db.select().from(jobFailures)).filter(
        (f) => f.lastFailedAt.getTime() === now.getTime() && poisoned.get(f.step as JobStep) !== f.itemKey,
      ),
    ).toEqual([]);

    // Half a second later none of them is tried; a second later each is tried again and waits 2 s.
    tried.length = 0;
    await runDueWork(deps, new Date(now.getTime() + 500), beforeItem);
    for (const [step, item] of poisoned) expect(tried).not.toContain(`${step}/${item}`);
    expect((await failures()).every((f) => f.attempts === 1)).toBe(true);

    const later = new Date(now.getTime() + 1000);
    await runDueWork(deps, later, beforeItem);
    const again = await failures();
    // The message was claimed for five minutes when it failed: it is not due again before then.
    for (const f of again.filter((f) => f.step !== 'messages')) {
      expect(f, f.step).toMatchObject({ attempts: 2, firstFailedAt: now, lastFailedAt: later });
      expect(f.nextAttemptAt.getTime()).toBe(later.getTime() + 2000);
    }

    // Once the items work again, they are done and their records go.
    healed = true;
    s.clock.set(new Date(now.getTime() + 6 * MINUTE));
    await runDueWork(deps, s.clock.now(), beforeItem);
    expect(await done()).toEqual({
      crash: { [crash[0]!]: true, [crash[1]!]: true },
      mines: { [mines[0]!]: true, [mines[1]!]: true },
      orders: { [pending[0]!]: true, [pending[1]!]: true, [refunds[0]!]: true, [refunds[1]!]: true },
      fixtures: { [fixturesDue[0]!.code]: true, [fixturesDue[1]!.code]: true },
      live: { [a.id]: true, [b.id]: true },
      limits: { [a.id]: true, [b.id]: true },
      notices: [a.id, b.id].sort(),
      messages: { [messages[0]!.id]: true, [messages[1]!.id]: true },
    });
    expect(await failures()).toEqual([]);
  }, 120_000);

  it('a step whose query fails is recorded as the step, and the other steps run', async () => {
    s.clock.advance(DAY);
    const now = s.clock.now();
    const p = await player();
    const [pendingNo] = [await order(p.id, 'pending', now)];
    const result = await runDueWork(deps, now, (step) => {
      if (step === 'crash_rounds') throw new Error('the crash rounds are unreadable');
    });
    expect(result.crashRoundsEnded).toBe(0);
    expect(result.ordersExpired).toBeGreaterThanOrEqual(1);
    const [row] = await s.db.select().from(rechargeOrders).where(eq(rechargeOrders.orderNo, pendingNo!));
    expect(row!.status).toBe('expired');
    const [failure] = await s.db
      .select()
      .from(jobFailures)
      .where(and(eq(jobFailures.step, 'crash_rounds'), eq(jobFailures.itemKey, WHOLE_STEP)));
    expect(failure).toMatchObject({ attempts: 1, lastError: 'Error: the crash rounds are unreadable' });
    // It works again: the record goes.
    await runDueWork(deps, new Date(now.getTime() + 2000));
    expect(
      await s.db
        .select()
        .from(jobFailures)
        .where(and(eq(jobFailures.step, 'crash_rounds'), eq(jobFailures.itemKey, WHOLE_STEP))),
    ).toEqual([]);
  }, 60_000);

  it('the dashboard counts the items that keep failing, and the list shows each with its step, error and times', async () => {
    s.clock.advance(DAY);
    const start = s.clock.now();
    const p = await player();
    const stuck = await order(p.id, 'pending', start);
    let fresh = '';
    const staff = await signedInStaff(s, ['support']);
    const call = asStaff(s, staff.token);
    const board = async () => v.parse(Dashboard, (await call('GET', '/api/operator/dashboard')).json.data);
    const before = (await board()).queues.jobs_failing;
    // `stuck` fails three runs in a row, `fresh` once: only `stuck` keeps failing.
    let at = start;
    for (let run = 0; run < 3; run += 1) {
      if (run === 2) fresh = await order(p.id, 'pending', at);
      await runDueWork(deps, at, (step, item) => {
        if (step === 'order_expiry' && (item === stuck || item === fresh))
          throw new Error(`the order ${item} is unreadable`);
      });
      at = new Date(at.getTime() + 60_000);
    }
    s.clock.set(at);
    expect((await board()).queues.jobs_failing).toBe(before + 1);

    const answer = await call('GET', '/api/operator/jobs/failures');
    expect(answer.status, answer.json.message).toBe(200);
    const { list, total } = v.parse(JobFailureList, answer.json.data);
    expect(total).toBeGreaterThanOrEqual(2);
    const [mine, other] = [list.find((f) => f.item === stuck), list.find((f) => f.item === fresh)];
    expect(mine).toEqual({
      step: 'order_expiry',
      item: stuck,
      attempts: 3,
      last_error: `Error: the order ${stuck} is unreadable`,
      first_failed_at: start.toISOString(),
      last_failed_at: new Date(start.getTime() + 120_000).toISOString(),
      next_attempt_at: new Date(start.getTime() + 124_000).toISOString(),
      keeps_failing: true,
    });
    expect(other).toMatchObject({ attempts: 1, keeps_failing: false });
    // Longest-failing first.
    expect(list.indexOf(mine!)).toBeLessThan(list.indexOf(other!));
    // Five minutes after its first failure, `fresh` keeps failing too (and reading wrote nothing).
    s.clock.set(new Date(start.getTime() + 2 * 60_000 + 5 * 60_000));
    expect((await board()).queues.jobs_failing).toBe(before + 2);
    expect((await s.db.select().from(jobFailures).where(eq(jobFailures.itemKey, fresh)))[0]!.attempts).toBe(1);

    // Done at last: both records go, and the count with them.
    await runDueWork(deps, new Date(at.getTime() + 20 * MINUTE));
    expect(
      await s.db
        .select()
        .from(jobFailures)
        .where(inArray(jobFailures.itemKey, [stuck, fresh])),
    ).toEqual([]);

    // Staff only: a member or nobody is refused.
    expect((await s.call('GET', '/api/operator/jobs/failures')).status).toBe(401);
    expect((await s.call('GET', '/api/operator/jobs/failures', { token: p.token })).status).toBe(401);
  }, 60_000);
});
