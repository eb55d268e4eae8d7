import type { AppDeps } from './config';
import { settleDueCrashRounds } from './house/crash-rounds';
import { settleLiveTables } from './live/settle';
import { settleDueRounds } from './provider/rounds';
import { deliverDue } from './messaging/deliver';
import { expireDue, sendDueRefunds } from './payments/orders';
import { sportsFeedOf } from './house/feed';
import { seedFixtures, settleFinishedFixtures } from './house/sports';
import { applyDueLimits, noticeEndedRestrictions } from './notices/due';
import { evaluateDue } from './backoffice/compliance/evaluate';
import { recheckOwed } from './regulator/standing';
import { makeDueDailyFiles } from './regulator/dailyFile';
import { deliverSandboxDecisions } from './kyc/webhook';
import { purgeDueKyc } from './kyc/retention';
import {
  failingItems,
  runStep,
  type BeforeItem,
  type FailingItems,
  type ItemRunner,
  type JobStep,
} from './job-failures';

/**
 * What is due by time: crash rounds whose crash or automatic cash-out has come, the house tables' rounds
 * left open past their closing time (server/provider: a blackjack hand stood), deposit orders past
 * their expiry (reads show both as they will be, and never write), refunds the PIX gateway has not taken
 * yet, the sportsbook's schedule kept four days ahead (a new day's fixtures once a day), and its finished
 * matches settled with the feed's final score, the live tables' rounds opened, drawn and paid, what only
 * time changes told to the member once (a raised or removed limit in force, a pause or self-exclusion
 * ended: server/notices/due.ts), the e-mails and SMS waiting are sent, and every ten minutes the players
 * with recent activity are evaluated against the responsible-gambling rules (server/backoffice/compliance),
 * and the regulator is asked again about the members whose login's CPF check got no answer.
 *
 * Each step runs on its own and each item of a step (a round, an order, a fixture, a table, a limit, a
 * member, a message) in its own transaction: one that throws is recorded in job_failures and tried again
 * with backoff (server/job-failures.ts), and every other item and step carries on.
 */
export async function runDueWork(
  deps: AppDeps,
  now: Date,
  /** Called before each item's work (tests make one item of a step fail through it). */
  beforeItem?: BeforeItem,
): Promise<{
  crashRoundsEnded: number;
  roundsClosed: number;
  ordersExpired: number;
  refundsSent: number;
  fixturesAdded: number;
  fixturesSettled: number;
  liveRoundsSettled: number;
  limitsInForce: number;
  restrictionsEnded: number;
  messagesSent: number;
  complianceFlagsRaised: number;
  regulatorAnswers: number;
  regulatorFiles: number;
  kycDecisions: number;
  kycPurged: number;
}> {
  // The failing items of every step, read once for the run; unreadable, no step starts (a record would be
  // neither skipped nor cleared) and the next run tries again.
  let failing: FailingItems | null = null;
  try {
    failing = await failingItems(deps.db);
  } catch (error) {
    console.error('The due-work job could not read its failing items:', error);
  }
  const step = (name: JobStep, work: (items: ItemRunner) => Promise<number>) =>
    failing ? runStep(deps.db, name, now, failing, work, beforeItem) : Promise.resolve(0);
  return {
    crashRoundsEnded: await step('crash_rounds', (items) => settleDueCrashRounds(deps, now, items)),
    roundsClosed: await step('table_rounds', (items) => settleDueRounds(deps, now, items)),
    ordersExpired: await step('order_expiry', (items) => expireDue(deps.db, now, items)),
    refundsSent: await step('refunds', (items) => sendDueRefunds(deps, now, items)),
    fixturesAdded: await step('fixture_schedule', () =>
      deps.db.transaction((tx) => seedFixtures(tx, now, sportsFeedOf({ ...deps, db: tx }))),
    ),
    fixturesSettled: await step('fixture_settlement', (items) => settleFinishedFixtures(deps, now, items)),
    liveRoundsSettled: await step('live_tables', (items) => settleLiveTables(deps, now, items)),
    limitsInForce: await step('limits', (items) => applyDueLimits(deps, now, items)),
    restrictionsEnded: await step('restriction_notices', (items) => noticeEndedRestrictions(deps, now, items)),
    messagesSent: await step('messages', (items) => deliverDue(deps, now, items)),
    complianceFlagsRaised: await step('compliance', (items) => evaluateDue(deps, now, items)),
    regulatorAnswers: await step('regulator_rechecks', (items) => recheckOwed(deps, now, items)),
    regulatorFiles: await step('regulator_files', (items) => makeDueDailyFiles(deps, now, items)),
    kycDecisions: await step('kyc_decisions', (items) => deliverSandboxDecisions(deps, now, items)),
    kycPurged: await step('kyc_retention', (items) => purgeDueKyc(deps, now, items)),
  };
}

/**
 * Runs the due work every `everyMs` (one run at a time) until stopped; a failed run is logged and the
 * next one comes as usual (a step's or an item's failure does not fail the run: it is recorded). Every server process runs it; the work is idempotent.
 */
export function startJobs(deps: AppDeps, everyMs = 1000): () => Promise<void> {
  let stopped = false;
  let current: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    current = runDueWork(deps, deps.clock())
      .then(
        () => undefined,
        (error: unknown) => console.error('The due-work job failed:', error),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, everyMs);
      });
  };
  timer = setTimeout(tick, everyMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await current;
  };
}
