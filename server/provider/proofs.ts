import { and, asc, eq } from 'drizzle-orm';
import type { RoundView } from '../../contract/rounds';
import { formatMultiplier } from '../../engines/crash';
import { betWinCents, type LiveOutcome, type PlacedBet } from '../../engines/live';
import type { CrashAction, CrashChoice, CrashView, LiveChoice } from '../../engines/replay';
import type { AppDeps } from '../config';
import { crashRounds, games, liveBets, liveRounds } from '../db/schema';
import type { Db } from '../db/types';
import { balanceOf } from '../house/bets';
import { currentSeed } from '../house/fairness';
import { refusal } from '../http/envelope';
import { clientSeedOf } from '../live/rounds';
import { formatCents } from '../wallet/money';
import { oneRound } from './rounds';

/*
 * GET /house/rounds/one for every house game's round, as /verify replays it (engines/replay.ts): the house
 * tables' rounds (server/provider/rounds.ts), crash rounds (by their id) and the member's part of a live
 * round (live:<game>:<sequence>:<member>, the wallet's round). Each carries the hash committed before it,
 * its seeds (the server seed once it is over), what the player chose and did, and what it showed.
 */

const variantOf = async (db: Db, gameId: number) =>
  (await db.select({ variant: games.variant }).from(games).where(eq(games.id, gameId)))[0]?.variant ?? '';

async function nextCommitment(deps: AppDeps, memberId: number, now: Date) {
  const seed = await currentSeed(deps.db, deps, memberId, now);
  return { server_seed_hash: seed.serverSeedHash, nonce: seed.nonce };
}

/** A crash round: its bet and automatic cash-out, the cash-out taken, its crash point once over. */
async function crashProof(deps: AppDeps, memberId: number, roundId: string, now: Date): Promise<RoundView | null> {
  const [round] = await deps.db
    .select()
    .from(crashRounds)
    .where(and(eq(crashRounds.id, roundId), eq(crashRounds.memberId, memberId)));
  if (!round) return null;
  const over = round.status !== 'running';
  const choice: CrashChoice = {
    amount: formatCents(round.betCents),
    auto_cashout: round.autoCashout === null ? null : formatMultiplier(round.autoCashout),
  };
  const actions: CrashAction[] =
    round.cashoutMultiplier === null ? [] : [{ cashout: formatMultiplier(round.cashoutMultiplier) }];
  const view: CrashView | null = over
    ? {
        crash_point: formatMultiplier(round.crashPoint),
        cashout: round.cashoutMultiplier === null ? null : formatMultiplier(round.cashoutMultiplier),
      }
    : null;
  return {
    round_id: round.id,
    game_id: round.gameId,
    engine: 'crash',
    variant: await variantOf(deps.db, round.gameId),
    status: over ? 'settled' : 'open',
    stake: formatCents(round.betCents),
    win: formatCents(round.winCents),
    balance: formatCents(await balanceOf(deps.db, memberId)),
    choice,
    actions,
    view,
    fairness: {
      server_seed_hash: round.serverSeedHash,
      server_seed: over ? round.serverSeed : null,
      client_seed: round.clientSeed,
      nonce: round.nonce,
    },
    next: await nextCommitment(deps, memberId, now),
    created_at: round.startedAt.toISOString(),
    closes_at: null,
  };
}

/** The member's bets on a live round, the round's draw and seed once their wins are paid. */
async function liveProof(deps: AppDeps, memberId: number, roundId: string, now: Date): Promise<RoundView | null> {
  const match = /^live:(\d{1,9}):(\d{1,12}):(\d{1,9})$/.exec(roundId);
  if (!match || Number(match[3]) !== memberId) return null;
  const [gameId, sequence] = [Number(match[1]), Number(match[2])];
  const [round] = await deps.db
    .select()
    .from(liveRounds)
    .where(and(eq(liveRounds.gameId, gameId), eq(liveRounds.sequence, sequence)));
  const bets = await deps.db
    .select()
    .from(liveBets)
    .where(and(eq(liveBets.gameId, gameId), eq(liveBets.sequence, sequence), eq(liveBets.memberId, memberId)))
    .orderBy(asc(liveBets.id));
  if (!round || bets.length === 0) return null;
  // Settled for the member once the draw is written and every bet of theirs is paid from it.
  const settled = round.status === 'settled' && round.outcome !== null && bets.every((b) => b.winCents !== null);
  const choice: LiveChoice = {
    bets: bets.map((b) => ({
      kind: b.kind as LiveChoice['bets'][number]['kind'],
      number: b.number,
      amount: formatCents(b.amountCents),
    })),
  };
  if (settled) {
    // A money wheel's wins on one round are capped at the site's maximum win when paid (server/live/bets.ts):
    // a round the cap cut short says the cap it was paid at, so /verify recomputes the same win.
    const paid = bets.reduce((t, b) => t + b.winCents!, 0);
    const drawn = bets.reduce(
      (t, b) =>
        t +
        betWinCents(
          round.outcome as LiveOutcome,
          { kind: b.kind, number: b.number, cents: b.amountCents } as PlacedBet,
        ),
      0,
    );
    if (paid < drawn) choice.max_win = formatCents(paid);
  }
  return {
    round_id: roundId,
    game_id: gameId,
    engine: 'live',
    variant: await variantOf(deps.db, gameId),
    status: settled ? 'settled' : 'open',
    stake: formatCents(bets.reduce((t, b) => t + b.amountCents, 0)),
    win: formatCents(settled ? bets.reduce((t, b) => t + b.winCents!, 0) : 0),
    balance: formatCents(await balanceOf(deps.db, memberId)),
    choice,
    actions: [],
    view: settled ? round.outcome : null,
    fairness: {
      server_seed_hash: round.serverSeedHash,
      server_seed: settled ? round.serverSeed : null,
      client_seed: clientSeedOf(gameId, sequence),
      nonce: 0,
    },
    next: await nextCommitment(deps, memberId, now),
    created_at: bets[0]!.createdAt.toISOString(),
    closes_at: null,
  };
}

/** GET /house/rounds/one: the member's round of any house game, else 404 'round.not_found'. */
export async function roundProof(deps: AppDeps, memberId: number, roundId: string, now: Date): Promise<RoundView> {
  if (roundId.startsWith('live:')) {
    const live = await liveProof(deps, memberId, roundId, now);
    if (!live) throw refusal('round.not_found');
    return live;
  }
  return (await crashProof(deps, memberId, roundId, now)) ?? oneRound(deps, memberId, roundId, now);
}
