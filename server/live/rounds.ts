import { and, desc, eq, inArray, isNull, lt, lte } from 'drizzle-orm';
import type { LiveOutcome, LiveState, LiveTableKey } from '../../contract/live';
import { fairDraw } from '../../engines/fair';
import { drawOutcome, LIVE_SCHEDULE, LIVE_VARIANTS } from '../../engines/live';
import type { AppDeps } from '../config';
import { games, liveBets, liveRounds, type GameRow } from '../db/schema';
import type { Db } from '../db/types';
import { refusal } from '../http/envelope';
import { passThrough, type ItemRunner } from '../job-failures';
import { gameOr404 } from '../games/queries';
import { hashServerSeed, newServerSeed } from '../house/fairness';

/*
 * The live tables' schedule and rounds. Round `sequence` of a table runs from sequence × 30 s (epoch
 * time): bets for its first 20 s, then its draw, shown until the next round opens. Whichever process
 * first needs a round inserts it with a fresh server seed (on conflict do nothing, so every process of an
 * installation uses the one seed); the draw is the engine's from fairDraw(server seed, client seed
 * "live:<game>:<sequence>", nonce 0), so it is fixed the moment the seed is, and a read past the window
 * shows it even before the job has written it (server/jobs.ts settles and pays rounds once).
 */

export const HISTORY_LENGTH = 12;

/** A round's phase boundaries. */
export interface Slot {
  sequence: number;
  opensAt: Date;
  closesAt: Date;
  endsAt: Date;
}

export const sequenceAt = (now: Date) => Math.floor(now.getTime() / LIVE_SCHEDULE.roundMs);

export function slotOf(sequence: number): Slot {
  const opens = sequence * LIVE_SCHEDULE.roundMs;
  return {
    sequence,
    opensAt: new Date(opens),
    closesAt: new Date(opens + LIVE_SCHEDULE.bettingMs),
    endsAt: new Date(opens + LIVE_SCHEDULE.roundMs),
  };
}

/** Whether the round still takes bets at `now`. */
export const bettingOpen = (slot: Slot, now: Date) =>
  now.getTime() >= slot.opensAt.getTime() && now.getTime() < slot.closesAt.getTime();

export const clientSeedOf = (gameId: number, sequence: number) => `live:${gameId}:${sequence}`;

/** The round's draw from its seed. */
export function outcomeOf(table: LiveTableKey, gameId: number, sequence: number, serverSeed: string): LiveOutcome {
  return drawOutcome(
    LIVE_VARIANTS[table],
    fairDraw({ serverSeed, clientSeed: clientSeedOf(gameId, sequence), nonce: 0 }),
  );
}

/** A listed live title, else 404 (unknown or withdrawn) or 422 (another engine's, or a variant that does not exist). */
export async function liveGame(db: Db, gameId: number): Promise<GameRow & { table: LiveTableKey }> {
  const game = await gameOr404(db, gameId);
  if (game.engine !== 'live' || !Object.prototype.hasOwnProperty.call(LIVE_VARIANTS, game.variant)) {
    throw refusal('game.not_available');
  }
  return { ...game, table: game.variant as LiveTableKey };
}

export type LiveRoundRow = typeof liveRounds.$inferSelect;

/** The round, inserted with a fresh seed by whichever process comes first (read first: it usually exists). */
export async function openRound(
  deps: Pick<AppDeps, 'db' | 'random'>,
  gameId: number,
  sequence: number,
  now: Date,
): Promise<LiveRoundRow> {
  const existing = () =>
    deps.db
      .select()
      .from(liveRounds)
      .where(and(eq(liveRounds.gameId, gameId), eq(liveRounds.sequence, sequence)));
  const [found] = await existing();
  if (found) return found;
  const serverSeed = newServerSeed(deps.random);
  const [inserted] = await deps.db
    .insert(liveRounds)
    .values({ gameId, sequence, serverSeed, serverSeedHash: hashServerSeed(serverSeed), openedAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const [other] = await existing();
  if (!other) throw new Error(`Live round ${gameId}:${sequence} neither inserted nor found`);
  return other;
}

/** The draw of a round past its window: written once settled, else computed from its seed (the same). */
const drawnOutcome = (table: LiveTableKey, row: LiveRoundRow) =>
  row.outcome ?? outcomeOf(table, row.gameId, row.sequence, row.serverSeed);

/**
 * The table's state at `now`, the same for every player: the current round (opened if it is not yet),
 * its phase and time left, its seed's hash (and the seed once drawn), and the last 12 draws.
 */
export async function tableState(
  deps: Pick<AppDeps, 'db' | 'random'>,
  game: { id: number; table: LiveTableKey },
  now: Date,
): Promise<LiveState> {
  const slot = slotOf(sequenceAt(now));
  const round = await openRound(deps, game.id, slot.sequence, now);
  const open = bettingOpen(slot, now);
  const past = await deps.db
    .select()
    .from(liveRounds)
    .where(and(eq(liveRounds.gameId, game.id), lt(liveRounds.sequence, slot.sequence)))
    .orderBy(desc(liveRounds.sequence))
    .limit(HISTORY_LENGTH);
  const drawn = open ? past : [round, ...past].slice(0, HISTORY_LENGTH);
  return {
    game_id: game.id,
    table: game.table,
    sequence: slot.sequence,
    phase: open ? 'betting' : 'result',
    now: now.toISOString(),
    closes_at: slot.closesAt.toISOString(),
    ends_at: slot.endsAt.toISOString(),
    ms_left: (open ? slot.closesAt : slot.endsAt).getTime() - now.getTime(),
    fairness: {
      server_seed_hash: round.serverSeedHash,
      server_seed: open ? null : round.serverSeed,
      client_seed: clientSeedOf(game.id, slot.sequence),
      nonce: 0,
    },
    outcome: open ? null : drawnOutcome(game.table, round),
    history: drawn.map((row) => ({ sequence: row.sequence, outcome: drawnOutcome(game.table, row) })),
  };
}

/**
 * Settles the rounds whose window is over at `now`: each is written once (an update where status is
 * still 'betting'), with its draw; answers those this call settled. Also opens the current round of
 * every listed live table, so its seed's hash is there before anyone asks.
 */
export async function settleDueLiveRounds(
  deps: Pick<AppDeps, 'db' | 'random'>,
  now: Date,
  items: ItemRunner = passThrough('live_tables'),
): Promise<LiveRoundRow[]> {
  const current = sequenceAt(now);
  const tables = await deps.db
    .select({ id: games.id, variant: games.variant })
    .from(games)
    .where(and(eq(games.engine, 'live'), eq(games.listed, true)));
  const live = tables.filter((t) => Object.prototype.hasOwnProperty.call(LIVE_VARIANTS, t.variant));
  for (const t of live) await items.item(`open:${t.id}`, () => openRound(deps, t.id, current, now));

  // Rounds whose window closed: every earlier sequence, and the current one once past its 20 s.
  const lastClosed = bettingOpen(slotOf(current), now) ? current - 1 : current;
  const due = await deps.db
    .select()
    .from(liveRounds)
    .where(and(eq(liveRounds.status, 'betting'), lte(liveRounds.sequence, lastClosed)));
  const settled: LiveRoundRow[] = [];
  const tableOf = new Map(
    (due.length
      ? await deps.db
          .select({ id: games.id, variant: games.variant })
          .from(games)
          .where(
            inArray(
              games.id,
              due.map((r) => r.gameId),
            ),
          )
      : []
    ).map((g) => [g.id, g.variant as LiveTableKey]),
  );
  for (const row of due) {
    const table = tableOf.get(row.gameId);
    if (!table || !Object.prototype.hasOwnProperty.call(LIVE_VARIANTS, table)) continue;
    const [done] =
      (await items.item(`draw:${row.gameId}:${row.sequence}`, () => {
        const outcome = outcomeOf(table, row.gameId, row.sequence, row.serverSeed);
        return deps.db
          .update(liveRounds)
          .set({ status: 'settled', outcome, settledAt: now })
          .where(
            and(
              eq(liveRounds.gameId, row.gameId),
              eq(liveRounds.sequence, row.sequence),
              eq(liveRounds.status, 'betting'),
            ),
          )
          .returning();
      })) ?? [];
    if (done) settled.push(done);
  }
  return settled;
}

/** Rounds settled whose bets are not all paid yet (just settled, or a process died between the two): what the job pays. */
export async function roundsToPay(db: Db): Promise<{ gameId: number; sequence: number; table: LiveTableKey }[]> {
  const rows = await db
    .selectDistinct({ gameId: liveBets.gameId, sequence: liveBets.sequence, variant: games.variant })
    .from(liveBets)
    .innerJoin(
      liveRounds,
      and(
        eq(liveRounds.gameId, liveBets.gameId),
        eq(liveRounds.sequence, liveBets.sequence),
        eq(liveRounds.status, 'settled'),
      ),
    )
    .innerJoin(games, eq(games.id, liveBets.gameId))
    .where(isNull(liveBets.winCents));
  return rows.map((r) => ({ gameId: r.gameId, sequence: r.sequence, table: r.variant as LiveTableKey }));
}
