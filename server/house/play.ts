import * as v from 'valibot';
import { checkBet, type Bettor } from '../responsible/guard';
import { type HousePlayBody, type HousePlayResult, type SlotRules } from '../../contract';
import type { AppDeps } from '../config';
import { gameRounds, type GameRow } from '../db/schema';
import { gameOr404 } from '../games/queries';
import { refusal } from '../http/envelope';
import { randomToken } from '../lib/random';
import { credit, debit } from '../wallet/ledger';
import { formatCents } from '../wallet/money';
import { recordTurnover } from '../wallet/turnover';
import { BET_KIND, betCents, engineGame, lockWalletFor, WIN_KIND } from './bets';
import { HOUSE_BET_LIMITS } from './config';
import { currentSeed, newClientSeed, rotateSeed, roundBytes, stopsFromBytes } from './fairness';
import { HOUSE_SLOT, HOUSE_SLOT_RTP, SLOT_SYMBOLS, spin, type SlotConfig } from './slot';

/** A slot game of the catalogue, else 404 (unknown) or 422 (a game of another engine). */
const slotGame = (deps: AppDeps, gameId: number): Promise<GameRow> => engineGame(deps, gameId, 'slot');

/** The win of a slot round: the lines' multiples of the line bet, in whole centavos (rounded down). */
export function slotWinCents(config: SlotConfig, betCentsValue: number, totalMultiplier: number): number {
  return Math.floor((betCentsValue * totalMultiplier) / config.paylines.length);
}

/**
 * Plays one round of a house game for the member, all in one transaction: locks the wallet, refuses a
 * bet above the balance, debits the bet, decides the outcome from the committed server seed, the
 * client seed and the nonce, credits the win, writes the round and the turnover, reveals the used seed
 * and commits the next one. A refusal changes nothing.
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

  return deps.db.transaction(async (tx) => {
    await lockWalletFor(tx, memberId, bet);
    await checkBet(tx, bettor, bet, now);

    const seed = await currentSeed(tx, deps, memberId, now, true);
    const debited = await debit(tx, memberId, bet, BET_KIND, roundId, now);
    let balanceCents = debited.entry.balanceAfterCents;

    const bytes = roundBytes(seed.serverSeed, clientSeed, seed.nonce);
    const stops = stopsFromBytes(
      bytes,
      config.strips.map((strip) => strip.length),
    );
    const result = spin(config, stops);
    const win = slotWinCents(config, bet, result.totalMultiplier);
    if (win > 0) {
      const credited = await credit(tx, memberId, win, WIN_KIND, roundId, now);
      balanceCents = credited.entry.balanceAfterCents;
    }

    await tx.insert(gameRounds).values({
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
    await recordTurnover(tx, memberId, bet, BET_KIND, roundId, now);
    const next = await rotateSeed(tx, deps, memberId, seed.nonce, now);

    return {
      round_id: roundId,
      game_id: game.id,
      bet_amount: formatCents(bet),
      win_amount: formatCents(win),
      balance: formatCents(balanceCents),
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
      next: { server_seed_hash: next.serverSeedHash, nonce: next.nonce },
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
