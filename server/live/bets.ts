import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { LiveBetResult, LiveOutcome, LiveTableKey, MyLiveRound } from '../../contract/live';
import { LiveBetBody, MAX_LIVE_BETS } from '../../contract/live';
import { betWinCents, LIVE_VARIANTS, placedBet, type LiveOutcome as Outcome, type PlacedBet } from '../../engines/live';
import { EngineRefusal } from '../../engines/types';
import type { AppDeps } from '../config';
import { liveBets, liveRounds, wallets } from '../db/schema';
import { inTransaction } from '../db/transaction';
import type { Db } from '../db/types';
import { refusal, refusalWith } from '../http/envelope';
import { lockWallet } from '../house/bets';
import { passThrough, type ItemRunner } from '../job-failures';
import { HOUSE_BET_LIMITS } from '../house/config';
import { HOUSE_PROVIDER, operatorWallet, SEAMLESS_MAX_CENTS } from '../seamless/wallet';
import { maxWinCentsOf } from '../house/maxWin';
import { stakeWithin } from '../../engines/types';
import { formatCents } from '../wallet/money';
import { bettingOpen, liveGame, openRound, outcomeOf, sequenceAt, slotOf } from './rounds';

/*
 * A member's bets on a live round go through the operator's seamless wallet like any provider's: each
 * request is one debit (transaction live:<game>:<sequence>:<member>:<n>, round live:<game>:<sequence>:<member>),
 * and once the round is drawn each of those debits is paid by one credit (a zero credit for a loss), the
 * last closing the member's round, all in one transaction per member and round.
 */

const roundIdOf = (gameId: number, sequence: number, memberId: number) => `live:${gameId}:${sequence}:${memberId}`;
const debitIdOf = (gameId: number, sequence: number, memberId: number, debit: number) =>
  `${roundIdOf(gameId, sequence, memberId)}:${debit}`;

type BetRow = typeof liveBets.$inferSelect;

/** The member's bets on the round as they see them; wins shown from the draw once it is known. */
function mineOf(sequence: number, rows: BetRow[], outcome: LiveOutcome | null): MyLiveRound {
  const winOf = (row: BetRow) =>
    row.winCents ??
    (outcome
      ? betWinCents(outcome, { kind: row.kind, number: row.number, cents: row.amountCents } as PlacedBet)
      : null);
  const bets = rows.map((row) => {
    const win = winOf(row);
    return {
      kind: row.kind as PlacedBet['kind'],
      number: row.number,
      amount: formatCents(row.amountCents),
      win: win === null ? null : formatCents(win),
    };
  });
  const stake = rows.reduce((total, row) => total + row.amountCents, 0);
  const wins = rows.map(winOf);
  const drawn = rows.length > 0 && wins.every((w) => w !== null);
  return {
    sequence,
    bets,
    stake: formatCents(stake),
    win: drawn ? formatCents(wins.reduce<number>((t, w) => t + w!, 0)) : outcome ? formatCents(0) : null,
  };
}

async function betsOf(db: Db, gameId: number, sequence: number, memberId: number): Promise<BetRow[]> {
  return db
    .select()
    .from(liveBets)
    .where(and(eq(liveBets.gameId, gameId), eq(liveBets.sequence, sequence), eq(liveBets.memberId, memberId)))
    .orderBy(asc(liveBets.id));
}

/** The member's bets on a round of the table, with the round's draw when it is past its window. */
export async function myRound(
  db: Db,
  game: { id: number; table: LiveTableKey },
  sequence: number,
  memberId: number,
  outcome: LiveOutcome | null,
): Promise<MyLiveRound> {
  return mineOf(sequence, await betsOf(db, game.id, sequence, memberId), outcome);
}

export async function balanceCentsOf(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select({ cents: wallets.balanceCents }).from(wallets).where(eq(wallets.memberId, memberId));
  return row?.cents ?? 0;
}

/** The bets checked against the table and the house's limit per bet. */
function checkedBets(table: LiveTableKey, body: v.InferOutput<typeof LiveBetBody>) {
  return body.bets.map((bet) => {
    let placed: PlacedBet;
    try {
      placed = placedBet(LIVE_VARIANTS[table], bet);
    } catch (error) {
      if (error instanceof EngineRefusal) throw refusal('live.bet_invalid');
      throw error;
    }
    if (placed.cents < HOUSE_BET_LIMITS.minCents) {
      throw refusalWith('bet.amount_below_minimum', { min: formatCents(HOUSE_BET_LIMITS.minCents) });
    }
    return placed;
  });
}

/** Every outcome a roulette or Bac Bo round can draw (the money wheel's chained multipliers have no end). */
const OUTCOMES: Record<'roulette' | 'bacbo', Outcome[]> = {
  roulette: Array.from({ length: 37 }, (_, number) => ({ table: 'roulette', number })),
  bacbo: Array.from({ length: 6 ** 4 }, (_, i) => {
    const die = (k: number) => (Math.floor(i / 6 ** k) % 6) + 1;
    return { table: 'bacbo', player: [die(0), die(1)], banker: [die(2), die(3)] };
  }),
};

/**
 * The most a member's bets on one round can win together, in centavos, over every outcome the table can
 * draw; null for the money wheel, whose wins are capped at the maximum win per round instead (payRound).
 */
export function liveMaxWinCents(table: LiveTableKey, bets: readonly PlacedBet[]): number | null {
  if (table === 'wheel') return null;
  let best = 0;
  for (const outcome of OUTCOMES[table]) {
    best = Math.max(
      best,
      bets.reduce((sum, bet) => sum + betWinCents(outcome, bet), 0),
    );
  }
  return best;
}

/**
 * Takes the member's bets on the current round while its window is open (by the server's clock): checks
 * the launch token is this member's for this game, locks the wallet (one request of the member at a time),
 * holds the round open (a share lock: its settlement waits for this bet to commit, so a bet taken is a bet
 * paid), checks the round's count and whole stake, and that the member's bets on the round cannot win more
 * together than the site's maximum win per round (roulette, Bac Bo: else `house.stake_above_max_win`),
 * debits the total through the seamless wallet and writes the bets. A refusal changes nothing.
 */
export async function placeLiveBets(
  deps: Pick<AppDeps, 'db' | 'random'>,
  memberId: number,
  body: v.InferOutput<typeof LiveBetBody>,
  now: Date,
): Promise<LiveBetResult> {
  const game = await liveGame(deps.db, body.game_id);
  const slot = slotOf(body.sequence);
  if (body.sequence !== sequenceAt(now) || !bettingOpen(slot, now)) throw refusal('live.betting_closed');
  const placed = checkedBets(game.table, body);
  const stake = placed.reduce((total, bet) => total + bet.cents, 0);
  const call = { provider: HOUSE_PROVIDER, token: body.launch };

  return inTransaction(deps.db, async (tx) => {
    const player = await operatorWallet.player(tx, call, now);
    if (player.memberId !== memberId || player.gameId !== game.id) throw refusal('launch.invalid');
    await lockWallet(tx, memberId);
    await openRound({ db: tx, random: deps.random }, game.id, body.sequence, now);
    const [round] = await tx
      .select({ status: liveRounds.status })
      .from(liveRounds)
      .where(and(eq(liveRounds.gameId, game.id), eq(liveRounds.sequence, body.sequence)))
      .for('share');
    if (round?.status !== 'betting') throw refusal('live.betting_closed');

    const [before] = await tx
      .select({
        debits: sql<number>`coalesce(max(${liveBets.debit}), 0)::int`,
        count: sql<number>`count(*)::int`,
        stake: sql<number>`coalesce(sum(${liveBets.amountCents}), 0)::bigint`,
      })
      .from(liveBets)
      .where(and(eq(liveBets.gameId, game.id), eq(liveBets.sequence, body.sequence), eq(liveBets.memberId, memberId)));
    const earlier = {
      debits: Number(before?.debits ?? 0),
      count: Number(before?.count ?? 0),
      stake: Number(before?.stake ?? 0),
    };
    if (earlier.count + placed.length > MAX_LIVE_BETS) {
      throw refusalWith('live.too_many_bets', { max: String(MAX_LIVE_BETS) });
    }
    if (earlier.stake + stake > HOUSE_BET_LIMITS.maxCents) {
      throw refusalWith('bet.amount_above_maximum', { max: formatCents(HOUSE_BET_LIMITS.maxCents) });
    }
    const maxWinCents = await maxWinCentsOf(tx, memberId);
    const standing = (await betsOf(tx, game.id, body.sequence, memberId)).map(
      (row) => ({ kind: row.kind, number: row.number, cents: row.amountCents }) as PlacedBet,
    );
    const best = liveMaxWinCents(game.table, [...standing, ...placed]);
    if (best !== null && best > maxWinCents) {
      // The largest stake these bets may have in the same proportions, less what is on the round already.
      const largest = stakeWithin(maxWinCents, [best, earlier.stake + stake]) - earlier.stake;
      throw refusalWith('house.stake_above_max_win', {
        max: formatCents(Math.max(0, largest)),
        max_win: formatCents(maxWinCents),
      });
    }

    const debit = earlier.debits + 1;
    const answer = await operatorWallet.debit(
      tx,
      {
        ...call,
        transactionId: debitIdOf(game.id, body.sequence, memberId, debit),
        roundId: roundIdOf(game.id, body.sequence, memberId),
        gameId: game.id,
        amountCents: stake,
      },
      now,
    );
    await tx.insert(liveBets).values(
      placed.map((bet) => ({
        memberId,
        gameId: game.id,
        sequence: body.sequence,
        debit,
        launch: body.launch,
        kind: bet.kind,
        number: bet.number,
        amountCents: bet.cents,
        createdAt: now,
      })),
    );
    return {
      mine: mineOf(body.sequence, await betsOf(tx, game.id, body.sequence, memberId), null),
      balance: formatCents(answer.balanceCents),
    };
  });
}

/**
 * Pays a settled round's unpaid bets, one transaction per member: locks the member's unpaid bets (a
 * second payer waits, then finds them paid), writes each bet's win, and credits each debit with its bets'
 * wins through the wallet (a zero credit for a loss; the last credit closes the member's round). Answers
 * how many member rounds it paid. Each member's payout is an item of the job's (`pay:<table>:<round>:<member>`):
 * one that fails is recorded and tried again, the other members are paid.
 */
export async function payRound(
  deps: Pick<AppDeps, 'db'>,
  round: { gameId: number; sequence: number; table: LiveTableKey },
  now: Date,
  items: ItemRunner = passThrough('live_tables'),
): Promise<number> {
  const [settled] = await deps.db
    .select()
    .from(liveRounds)
    .where(
      and(
        eq(liveRounds.gameId, round.gameId),
        eq(liveRounds.sequence, round.sequence),
        eq(liveRounds.status, 'settled'),
      ),
    );
  if (!settled) return 0;
  const outcome = settled.outcome ?? outcomeOf(round.table, round.gameId, round.sequence, settled.serverSeed);
  const members = await deps.db
    .selectDistinct({ memberId: liveBets.memberId })
    .from(liveBets)
    .where(and(eq(liveBets.gameId, round.gameId), eq(liveBets.sequence, round.sequence), isNull(liveBets.winCents)));
  let paid = 0;
  for (const { memberId } of members) {
    const done = await items.item(`pay:${round.gameId}:${round.sequence}:${memberId}`, () =>
      inTransaction(deps.db, async (tx) => {
        const rows = await tx
          .select()
          .from(liveBets)
          .where(
            and(
              eq(liveBets.gameId, round.gameId),
              eq(liveBets.sequence, round.sequence),
              eq(liveBets.memberId, memberId),
              isNull(liveBets.winCents),
            ),
          )
          .orderBy(asc(liveBets.id))
          .for('update');
        if (rows.length === 0) return false;
        // The money wheel's wins are capped at the site's maximum win per round (the other tables' bets were
        // refused above it when placed); no credit is ever above what the wallet credits.
        let left = round.table === 'wheel' ? await maxWinCentsOf(tx, memberId) : SEAMLESS_MAX_CENTS;
        const byDebit = new Map<number, { launch: string; win: number }>();
        for (const row of rows) {
          const drawn = betWinCents(outcome, {
            kind: row.kind,
            number: row.number,
            cents: row.amountCents,
          } as PlacedBet);
          const win = Math.min(drawn, left);
          left -= win;
          if (win < drawn && round.table !== 'wheel') {
            console.error(`Live bet ${row.id} won ${drawn} centavos, above the most the wallet credits: paid ${win}`);
          }
          await tx.update(liveBets).set({ winCents: win }).where(eq(liveBets.id, row.id));
          const entry = byDebit.get(row.debit) ?? { launch: row.launch, win: 0 };
          entry.win += win;
          byDebit.set(row.debit, entry);
        }
        const debits = [...byDebit.entries()].sort(([a], [b]) => a - b);
        for (const [index, [debit, { launch, win }]] of debits.entries()) {
          const debitId = debitIdOf(round.gameId, round.sequence, memberId, debit);
          await operatorWallet.credit(
            tx,
            {
              provider: HOUSE_PROVIDER,
              token: launch,
              transactionId: `${debitId}:win`,
              roundId: roundIdOf(round.gameId, round.sequence, memberId),
              gameId: round.gameId,
              amountCents: win,
              debitId,
              roundClosed: index === debits.length - 1,
            },
            now,
          );
        }
        return true;
      }),
    );
    if (done) paid += 1;
  }
  return paid;
}
