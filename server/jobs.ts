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

/**
 * What is due by time: crash rounds whose crash or automatic cash-out has come, the house tables' rounds
 * left open past their closing time (server/provider: a blackjack hand stood), deposit orders past
 * their expiry (reads show both as they will be, and never write), refunds the PIX gateway has not taken
 * yet, the sportsbook's schedule kept four days ahead (a new day's fixtures once a day), and its finished
 * matches settled with the feed's final score, the live tables' rounds opened, drawn and paid, what only
 * time changes told to the member once (a raised or removed limit in force, a pause or self-exclusion
 * ended: server/notices/due.ts), the e-mails and SMS waiting are sent, and every ten minutes the players
 * with recent activity are evaluated against the responsible-gambling rules (server/backoffice/compliance).
 */
export async function runDueWork(
  deps: AppDeps,
  now: Date,
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
}> {
  return {
    crashRoundsEnded: await settleDueCrashRounds(deps, now),
    roundsClosed: await settleDueRounds(deps, now),
    ordersExpired: await expireDue(deps.db, now),
    refundsSent: await sendDueRefunds(deps, now),
    fixturesAdded: await deps.db.transaction((tx) => seedFixtures(tx, now, sportsFeedOf({ ...deps, db: tx }))),
    fixturesSettled: await settleFinishedFixtures(deps, now),
    liveRoundsSettled: await settleLiveTables(deps, now),
    limitsInForce: await applyDueLimits(deps, now),
    restrictionsEnded: await noticeEndedRestrictions(deps, now),
    messagesSent: await deliverDue(deps, now),
    complianceFlagsRaised: await evaluateDue(deps, now),
  };
}

/**
 * Runs the due work every `everyMs` (one run at a time) until stopped; a failed run is logged and the
 * next one comes as usual. Every server process runs it; the work is idempotent.
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
