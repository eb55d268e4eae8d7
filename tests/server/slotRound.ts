import { and, eq } from 'drizzle-orm';
import { gameRounds, games } from '../../server/db/schema';
import type { Db, Tx } from '../../server/db/types';

let nonces = 0;

/** The first slot game and its house edge in hundredths of a percent (10000 − its stored RTP × 100). */
export async function firstSlotGame(db: Db | Tx) {
  const [game] = await db
    .select()
    .from(games)
    .where(and(eq(games.engine, 'slot'), eq(games.listed, true)))
    .orderBy(games.id)
    .limit(1);
  if (!game) throw new Error('No slot game seeded');
  return { id: game.id, edgeBp: 10_000 - Math.round(Number(game.rtp) * 100) };
}

/**
 * Records a settled round of the first slot game under `round` (the ledger ref of its stake), so the stake
 * has that game's house edge: a stake with no game round has none, and the cap on play-linked rewards
 * pays nothing for it. The test writes the ledger entries itself.
 */
export async function recordSlotRound(
  tx: Db | Tx,
  memberId: number,
  round: string,
  betCents: number,
  winCents: number,
  at: Date,
) {
  const game = await firstSlotGame(tx);
  await tx.insert(gameRounds).values({
    id: round,
    memberId,
    gameId: game.id,
    betCents,
    winCents,
    outcome: { engine: 'slot', stops: [], reels: [], lines: [] },
    serverSeedHash: 'test',
    serverSeed: 'test',
    clientSeed: 'test',
    // Below zero: never the nonce of a round the member plays.
    nonce: -++nonces,
    createdAt: at,
  });
}
