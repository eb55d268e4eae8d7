import { and, desc, eq } from 'drizzle-orm';
import { checkBet, type Bettor } from '../responsible/guard';
import * as v from 'valibot';
import { type Commitment } from '../../contract';
import type { CrashBetBody, CrashRound, CrashRules } from '../../contract/house';
import type { AppDeps } from '../config';
import { crashRounds, walletTransactions, type CrashRoundRow } from '../db/schema';
import { signLaunchToken } from '../seamless/token';
import { HOUSE_PROVIDER, operatorWallet } from '../seamless/wallet';
import type { Db, Tx } from '../db/types';
import { gameOr404 } from '../games/queries';
import { refusal } from '../http/envelope';
import { passThrough, type ItemRunner } from '../job-failures';
import { fieldError } from '../http/validate';
import { randomToken } from '../lib/random';
import { credit } from '../wallet/ledger';
import { formatCents } from '../wallet/money';
import { balanceOf, betCents, engineGame, lockWallet, WIN_KIND } from './bets';
import { HOUSE_BET_LIMITS } from './config';
import { clampedWin, crashCapFor, maxWinCentsOf } from './maxWin';
import {
  CRASH_GROWTH,
  CRASH_MAX,
  CRASH_INSTANT_MODULUS,
  CRASH_RTP,
  crashOutcome,
  crashPointOfSeeds,
  crashWinCents,
  formatMultiplier,
  msUntil,
  multiplierAt,
  parseMultiplier,
} from './crash';
import { currentSeed, newClientSeed, useSeed } from './fairness';

/**
 * Crash rounds. A bet starts a round at once (started_at = the request's time) and takes the bet; the
 * round ends once, in one transaction that locks the wallet and then the round and writes the end only
 * `WHERE status = 'running'`: by a cash-out, or lazily when the round is read (GET round, the next bet,
 * the game record, the balance) after its crash or automatic cash-out time. The win is credited with
 * the end (game.win, ref = round id), so however many calls race, it is paid once.
 */

/** The multiplier the round has reached at `now` (hundredths). */
const reached = (round: CrashRoundRow, now: Date) => multiplierAt(now.getTime() - round.startedAt.getTime());

/** The round as the API shows it: the crash point and the seed stay secret while it runs. */
function toCrashRound(round: CrashRoundRow, balanceCents: number, now: Date, next: Commitment | null): CrashRound {
  const over = round.status !== 'running';
  return {
    round_id: round.id,
    game_id: round.gameId,
    status: round.status,
    bet_amount: formatCents(round.betCents),
    started_at: round.startedAt.toISOString(),
    server_time: now.toISOString(),
    growth: CRASH_GROWTH,
    auto_cashout: round.autoCashout === null ? null : formatMultiplier(round.autoCashout),
    crash_point: over ? formatMultiplier(round.crashPoint) : null,
    cashout_multiplier: round.cashoutMultiplier === null ? null : formatMultiplier(round.cashoutMultiplier),
    win_amount: formatCents(round.winCents),
    balance: formatCents(balanceCents),
    commitment: { server_seed_hash: round.serverSeedHash, nonce: round.nonce },
    fairness: over
      ? {
          server_seed_hash: round.serverSeedHash,
          server_seed: round.serverSeed,
          client_seed: round.clientSeed,
          nonce: round.nonce,
        }
      : null,
    next: over ? next : null,
  };
}

/**
 * Ends the round if it is due at `now` (or cashes it out when `cashout`), inside the caller's
 * transaction, which holds the member's wallet lock. Answers the round as it stands afterwards.
 */
async function endIfDue(tx: Tx, round: CrashRoundRow, now: Date, cashout: boolean): Promise<CrashRoundRow> {
  if (round.status !== 'running') return round;
  const end = crashOutcome(round, reached(round, now), cashout);
  if (end.status === 'running') return round;

  const win =
    end.status === 'cashed_out'
      ? clampedWin(crashWinCents(round.betCents, end.multiplier), `Crash round ${round.id}`)
      : 0;
  // When it ended: a cash-out by the player now; otherwise when the curve reached the point.
  const endedAt =
    end.status === 'cashed_out' && end.by === 'player'
      ? now
      : new Date(
          Math.min(
            now.getTime(),
            round.startedAt.getTime() + msUntil(end.status === 'cashed_out' ? end.multiplier : round.crashPoint),
          ),
        );
  const [ended] = await tx
    .update(crashRounds)
    .set({
      status: end.status,
      cashoutMultiplier: end.status === 'cashed_out' ? end.multiplier : null,
      winCents: win,
      endedAt,
    })
    .where(and(eq(crashRounds.id, round.id), eq(crashRounds.status, 'running')))
    .returning();
  if (!ended) {
    // Ended by another call in the meantime: answer what it wrote.
    const [current] = await tx.select().from(crashRounds).where(eq(crashRounds.id, round.id));
    if (!current) throw new Error(`Crash round ${round.id} vanished`);
    return current;
  }
  if (await viaWallet(tx, round.id)) {
    // The end closes the wallet's round: the win, or a zero credit for a crash.
    await operatorWallet.credit(
      tx,
      {
        provider: HOUSE_PROVIDER,
        transactionId: `${round.id}:end`,
        roundId: round.id,
        gameId: round.gameId,
        amountCents: win,
        debitId: round.id,
        roundClosed: true,
      },
      now,
    );
  } else if (win > 0) {
    // A round placed before bets went through the wallet is paid as it was taken.
    await credit(tx, round.memberId, win, WIN_KIND, round.id, now);
  }
  return ended;
}

/** Whether the round's bet was taken through the seamless wallet (every round since it exists). */
async function viaWallet(tx: Tx, roundId: string): Promise<boolean> {
  const [debit] = await tx
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.provider, HOUSE_PROVIDER), eq(walletTransactions.transactionId, roundId)));
  return debit !== undefined;
}

/** The member's round by id, or 404 'Round not found' (also for another member's round). */
async function ownRound(db: Db, memberId: number, roundId: string, lock = false): Promise<CrashRoundRow> {
  const query = db
    .select()
    .from(crashRounds)
    .where(and(eq(crashRounds.id, roundId), eq(crashRounds.memberId, memberId)));
  const [round] = lock ? await query.for('update') : await query;
  if (!round) throw refusal('crash.round_not_found');
  return round;
}

/** The answer for a round: the balance, and once it is over the member's next commitment. */
async function answer(tx: Db, deps: AppDeps, round: CrashRoundRow, now: Date): Promise<CrashRound> {
  let next: Commitment | null = null;
  if (round.status !== 'running') {
    const seed = await currentSeed(tx, deps, round.memberId, now);
    next = { server_seed_hash: seed.serverSeedHash, nonce: seed.nonce };
  }
  return toCrashRound(round, await balanceOf(tx, round.memberId), now, next);
}

/** Ends the member's round in one transaction (wallet locked, then the round) if due, or cashes it out. */
async function settle(deps: AppDeps, memberId: number, roundId: string, now: Date, cashout: boolean) {
  return deps.db.transaction(async (tx) => {
    await lockWallet(tx, memberId);
    const round = await endIfDue(tx, await ownRound(tx, memberId, roundId, true), now, cashout);
    return answer(tx, deps, round, now);
  });
}

/**
 * POST /house/crash/bet: starts a round. One transaction: the wallet locked, a running round of the
 * member ended first when it is due (else 422 'Finish the current round first'), the bet debited and
 * counted as turnover, the crash point decided from the committed seed, the round written, the seed
 * rotated (the used one is revealed when the round ends). A round that crashes at 1.00 is over at once.
 */
export async function placeCrashBet(
  deps: AppDeps,
  bettor: Bettor,
  body: v.InferOutput<typeof CrashBetBody>,
  now: Date,
  /** The site session the bet is placed in: a bet without a launch token is signed one for it. */
  sessionId: number,
): Promise<CrashRound> {
  const { memberId } = bettor;
  const game = await engineGame(deps, body.game_id, 'crash');
  const bet = betCents(body.amount);
  const asked = body.auto_cashout ? parseMultiplier(body.auto_cashout) : null;
  const clientSeed = body.client_seed?.trim() || newClientSeed(deps.random);
  const roundId = randomToken(deps.random, 12);

  return deps.db.transaction(async (tx) => {
    await lockWallet(tx, memberId);
    const running = await tx
      .select()
      .from(crashRounds)
      .where(and(eq(crashRounds.memberId, memberId), eq(crashRounds.status, 'running')))
      .for('update');
    for (const round of running) {
      if ((await endIfDue(tx, round, now, false)).status === 'running') {
        throw refusal('crash.finish_round');
      }
    }
    if ((await balanceOf(tx, memberId)) < bet) throw fieldError('amount', 'bet.insufficient_balance');
    await checkBet(tx, bettor, bet, now);
    // The site's maximum win per round: the bet is cashed out by itself where its win reaches it.
    const cap = crashCapFor(bet, await maxWinCentsOf(tx, memberId), CRASH_MAX);
    const autoCashout = cap === null || (asked !== null && asked <= cap) ? asked : cap;

    // The member's seed for this round, the next one committed in its place (one statement).
    const { seed } = await useSeed(tx, deps, memberId, now);
    // The bet through the operator's seamless wallet, as any provider's (ref RODADA:<round id>, turnover).
    const token =
      body.launch ||
      (await signLaunchToken(tx, deps.random, { memberId, gameId: game.id, launchId: roundId, sessionId }, now));
    await operatorWallet.debit(
      tx,
      { provider: HOUSE_PROVIDER, token, transactionId: roundId, roundId, gameId: game.id, amountCents: bet },
      now,
    );
    // The engine's own code (engines/crash.ts), which /verify runs in the browser.
    const crashPoint = crashPointOfSeeds({ serverSeed: seed.serverSeed, clientSeed, nonce: seed.nonce });
    const [created] = await tx
      .insert(crashRounds)
      .values({
        id: roundId,
        memberId,
        gameId: game.id,
        betCents: bet,
        autoCashout,
        crashPoint,
        startedAt: now,
        status: 'running',
        serverSeedHash: seed.serverSeedHash,
        serverSeed: seed.serverSeed,
        clientSeed,
        nonce: seed.nonce,
      })
      .returning();
    if (!created) throw new Error('Crash round insert returned no row');
    return answer(tx, deps, await endIfDue(tx, created, now, false), now);
  });
}

/** POST /house/crash/cashout: cashes the round out at the multiplier reached now (idempotent once over). */
export function cashOut(deps: AppDeps, memberId: number, roundId: string, now: Date): Promise<CrashRound> {
  return settle(deps, memberId, roundId, now, true);
}

/** The member's latest crash round (a running one is always the latest), or 404 'Round not found'. */
async function latestRound(db: Db, memberId: number): Promise<CrashRoundRow> {
  const [round] = await db
    .select()
    .from(crashRounds)
    .where(eq(crashRounds.memberId, memberId))
    .orderBy(desc(crashRounds.startedAt), desc(crashRounds.nonce))
    .limit(1);
  if (!round) throw refusal('crash.round_not_found');
  return round;
}

/**
 * GET /house/crash/round: the member's round (by id, else the latest), as it is stored: a round whose
 * crash or automatic cash-out is due still answers running until the job (server/jobs.ts) ends it.
 */
export async function crashRound(
  deps: AppDeps,
  memberId: number,
  roundId: string | undefined,
  now: Date,
): Promise<CrashRound> {
  const round = roundId ? await ownRound(deps.db, memberId, roundId) : await latestRound(deps.db, memberId);
  return answer(deps.db, deps, round, now);
}

/**
 * Ends every running crash round whose crash or automatic cash-out is due (the server's job runs this
 * every second; reads never do). Each round ends once however many processes run it. Answers how many
 * it ended.
 */
export async function settleDueCrashRounds(
  deps: AppDeps,
  now: Date,
  items: ItemRunner = passThrough('crash_rounds'),
): Promise<number> {
  const running = await deps.db.select().from(crashRounds).where(eq(crashRounds.status, 'running'));
  let ended = 0;
  for (const round of running) {
    if (crashOutcome(round, reached(round, now), false).status !== 'running') {
      const done = await items.item(round.id, () => settle(deps, round.memberId, round.id, now, false));
      if (done) ended += 1;
    }
  }
  return ended;
}

/**
 * GET /house/crash/rules: the curve, the limits, the site's maximum win per round (a bet is cashed out by
 * itself where its win reaches it) and the computed return to player.
 */
export async function crashRules(deps: AppDeps, gameId: number, maxWinCents: number): Promise<CrashRules> {
  const game = await gameOr404(deps.db, gameId);
  if (game.engine !== 'crash') throw refusal('game.not_found');
  return {
    game_id: game.id,
    rtp: CRASH_RTP.percent,
    house_edge: (100 - Number(CRASH_RTP.percent)).toFixed(2),
    instant_crash_one_in: CRASH_INSTANT_MODULUS,
    growth: CRASH_GROWTH,
    min_bet: formatCents(HOUSE_BET_LIMITS.minCents),
    max_bet: formatCents(HOUSE_BET_LIMITS.maxCents),
    max_multiplier: formatMultiplier(CRASH_MAX),
    max_win: formatCents(maxWinCents),
  };
}
