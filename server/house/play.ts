import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { betChecksApply, checkBet, type Bettor } from '../responsible/guard';
import { type HousePlayBody, type HousePlayResult, type SlotRules } from '../../contract';
import type { AppDeps } from '../config';
import { gameRounds, houseSeeds, wallets, type GameRow } from '../db/schema';
import { inTransaction } from '../db/transaction';
import type { Tx } from '../db/types';
import { gameOr404 } from '../games/queries';
import { refusal } from '../http/envelope';
import { randomToken } from '../lib/random';
import { postNew, type NewEntry } from '../wallet/ledger';
import { formatCents } from '../wallet/money';
import { turnoverStatement } from '../wallet/turnover';
import { BET_KIND, betCents, engineGame, lockWalletFor, requireCovered, WIN_KIND } from './bets';
import { HOUSE_BET_LIMITS } from './config';
import { currentSeed, newClientSeed, roundBytes, seedRotation, stopsFromBytes, type SeedState } from './fairness';
import { HOUSE_SLOT, HOUSE_SLOT_RTP, SLOT_SYMBOLS, spin, type SlotConfig } from './slot';

/** A slot game of the catalogue, else 404 (unknown) or 422 (a game of another engine). */
const slotGame = (deps: AppDeps, gameId: number): Promise<GameRow> => engineGame(deps, gameId, 'slot');

/** The win of a slot round: the lines' multiples of the line bet, in whole centavos (rounded down). */
export function slotWinCents(config: SlotConfig, betCentsValue: number, totalMultiplier: number): number {
  return Math.floor((betCentsValue * totalMultiplier) / config.paylines.length);
}

/** What a round starts from, read under the wallet's and the seed's locks. */
interface RoundStart {
  balanceCents: number;
  seed: SeedState;
}

/**
 * Locks the member's wallet and committed seed (in that order, as before) and reads in one statement what
 * the round needs: the balance, the seed, and whether checkBet has anything to check. Then refuses a bet
 * above the balance and runs checkBet only when a restriction or a limit may apply (it would pass
 * otherwise). A member's first round (no seed committed yet) takes the steps one by one and creates it.
 */
async function lockRound(tx: Tx, deps: AppDeps, bettor: Bettor, bet: number, now: Date): Promise<RoundStart> {
  const { memberId } = bettor;
  const [row] = await tx
    .select({
      balanceCents: wallets.balanceCents,
      serverSeed: houseSeeds.serverSeed,
      serverSeedHash: houseSeeds.serverSeedHash,
      nonce: houseSeeds.nonce,
      checksApply: betChecksApply(wallets.memberId, now),
    })
    .from(wallets)
    .innerJoin(houseSeeds, eq(houseSeeds.memberId, wallets.memberId))
    .where(eq(wallets.memberId, memberId))
    .for('update', { of: [wallets, houseSeeds] });
  if (!row) {
    const balanceCents = await lockWalletFor(tx, memberId, bet);
    await checkBet(tx, bettor, bet, now);
    return { balanceCents, seed: await currentSeed(tx, deps, memberId, now, true) };
  }
  const { balanceCents, checksApply, ...seed } = row;
  requireCovered(balanceCents, bet);
  if (checksApply) await checkBet(tx, bettor, bet, now);
  return { balanceCents, seed };
}

/**
 * Plays one round of a house game for the member, all in one transaction (the Idempotency-Key's when
 * there is one): locks the wallet (and the seed), refuses a bet above the balance, decides the outcome
 * from the committed server seed, the client seed and the nonce, then writes in one statement the bet's
 * ledger entry and the win's, the round, the turnover, and the next seed in place of the used one
 * (revealed in the answer). A refusal changes nothing.
 */
export async function playRound(
  deps: AppDeps,
  bettor: Bettor,
  body: v.InferOutput<typeof HousePlayBody>,
  now: Date,
): Promise<HousePlayResult> {
  const { memberId } = bettor;
  const game = await slotGame(deps, body.game_id);
  const bet = betCents(body.amount);
  const clientSeed = body.client_seed?.trim() || newClientSeed(deps.random);
  const roundId = randomToken(deps.random, 12);
  const config = HOUSE_SLOT;

  return inTransaction(deps.db, async (tx) => {
    const { balanceCents, seed } = await lockRound(tx, deps, bettor, bet, now);

    const bytes = roundBytes(seed.serverSeed, clientSeed, seed.nonce);
    const stops = stopsFromBytes(
      bytes,
      config.strips.map((strip) => strip.length),
    );
    const result = spin(config, stops);
    const win = slotWinCents(config, bet, result.totalMultiplier);

    const rotation = seedRotation(tx, deps, memberId, seed.nonce, now);
    const round = tx.insert(gameRounds).values({
      id: roundId,
      memberId,
      gameId: game.id,
      betCents: bet,
      winCents: win,
      outcome: { engine: 'slot', stops, reels: result.reels, lines: result.lines },
      serverSeedHash: seed.serverSeedHash,
      serverSeed: seed.serverSeed,
      clientSeed,
      nonce: seed.nonce,
      createdAt: now,
    });
    // The bet's entry, then the win's: as debit and credit wrote them one after the other.
    const postings: NewEntry[] = [{ cents: -bet, kind: BET_KIND, ref: roundId }];
    if (win > 0) postings.push({ cents: win, kind: WIN_KIND, ref: roundId });
    const entries = await postNew(tx, memberId, balanceCents, postings, now, [
      tx.$with('round_written').as(round),
      tx.$with('turnover_written').as(turnoverStatement(tx, memberId, bet, BET_KIND, roundId, now)),
      tx.$with('seed_rotated').as(rotation.statement),
    ]);

    return {
      round_id: roundId,
      game_id: game.id,
      bet_amount: formatCents(bet),
      win_amount: formatCents(win),
      balance: formatCents(entries.at(-1)!.balanceAfterCents),
      outcome: {
        engine: 'slot',
        reels: result.reels,
        lines: result.lines.map((l) => ({ ...l, multiplier: String(l.multiplier) })),
        stops,
      },
      fairness: {
        server_seed_hash: seed.serverSeedHash,
        server_seed: seed.serverSeed,
        client_seed: clientSeed,
        nonce: seed.nonce,
      },
      next: { server_seed_hash: rotation.next.serverSeedHash, nonce: rotation.next.nonce },
    };
  });
}

/** GET /house/fairness: the member's committed seed hash and next nonce (created on first ask). */
export async function commitment(deps: AppDeps, memberId: number, gameId: number, now: Date) {
  await gameOr404(deps.db, gameId);
  const seed = await currentSeed(deps.db, deps, memberId, now);
  return { server_seed_hash: seed.serverSeedHash, nonce: seed.nonce };
}

/** GET /house/slot/rules: the slot's reels, lines, paytable, return to player and bet limits. */
export async function slotRules(deps: AppDeps, gameId: number): Promise<SlotRules> {
  const game = await gameOr404(deps.db, gameId);
  if (game.engine !== 'slot') throw refusal('game.not_found');
  const config = HOUSE_SLOT;
  return {
    game_id: game.id,
    rtp: HOUSE_SLOT_RTP.percent,
    reels: config.reels,
    rows: config.rows,
    lines: config.paylines.map((line) => [...line]),
    paytable: SLOT_SYMBOLS.map((symbol) => ({
      symbol,
      pays: Object.fromEntries(
        Object.entries(config.paytable[symbol] ?? {}).map(([count, multiple]) => [count, String(multiple)]),
      ),
    })),
    min_bet: formatCents(HOUSE_BET_LIMITS.minCents),
    max_bet: formatCents(HOUSE_BET_LIMITS.maxCents),
    wild: config.wild,
  };
}
