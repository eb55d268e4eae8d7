import { and, asc, count, desc, eq, gte, like, lt, ne, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import {
  CATEGORY_KEYS,
  type Balance,
  type FollowResult,
  type CategoryKey,
  type Game,
  type GameListQuery,
  type GamePage,
  type GameRecordBody,
  type GameRecordPage,
  type Launch,
  type Provider,
} from '../../contract';
import type { AppDeps } from '../config';
import { notCrashRound } from '../promotions/results';
import { signLaunchToken } from '../seamless/token';
import {
  crashRounds,
  favorites,
  gameBrands,
  gameLaunches,
  gameRounds,
  games,
  sportsBets,
  providerRounds,
  walletRounds,
  wallets,
} from '../db/schema';
import { HOUSE_PROVIDER } from '../provider/rounds';
import type { Db } from '../db/types';
import { randomToken } from '../lib/random';
import { formatCents } from '../wallet/money';
import { searchKey } from './catalogue';
import { containsPattern, gameColumns, gameOr404, toGame } from './queries';
import { saoPauloDayStart } from '../../lib/time';

const isCategory = (value: string | undefined): value is CategoryKey => CATEGORY_KEYS.includes(value as CategoryKey);

const nameMatches = (name: string | undefined): SQL | undefined =>
  name ? like(games.searchName, containsPattern(searchKey(name))) : undefined;

/** GET /games/apisv2: every brand with the categories it has games in and how many. */
export async function providers(db: Db): Promise<Provider[]> {
  const rows = await db
    .select({
      code: gameBrands.code,
      name: gameBrands.name,
      position: gameBrands.position,
      category: games.category,
      games: count(games.id),
    })
    .from(gameBrands)
    .leftJoin(games, and(eq(games.brandCode, gameBrands.code), eq(games.listed, true)))
    .groupBy(gameBrands.code, gameBrands.name, gameBrands.position, games.category)
    .orderBy(asc(gameBrands.position), asc(gameBrands.code));
  const byCode = new Map<string, Provider>();
  for (const row of rows) {
    const provider = byCode.get(row.code) ?? { code: row.code, name: row.name, categories: [], games: 0 };
    byCode.set(row.code, provider);
    if (row.category && row.games > 0) {
      provider.categories.push(row.category);
      provider.games += row.games;
    }
  }
  const order = (c: CategoryKey) => CATEGORY_KEYS.indexOf(c);
  return [...byCode.values()].map((p) => ({ ...p, categories: p.categories.sort((a, b) => order(a) - order(b)) }));
}

type ListQuery = v.InferOutput<typeof GameListQuery>;

/**
 * GET /games/listsv2: by category, by brand and by name (any part of it, ignoring case and accents,
 * across categories when none is given), popular games first, then by name.
 */
export async function listGames(db: Db, query: ListQuery): Promise<GamePage> {
  const where = and(
    eq(games.listed, true),
    query.category ? eq(games.category, query.category) : undefined,
    query.plat_type?.trim() ? eq(games.brandCode, query.plat_type.trim().toUpperCase()) : undefined,
    nameMatches(query.name),
  );
  const [counted] = await db.select({ total: count() }).from(games).where(where);
  const rows = await db
    .select(gameColumns)
    .from(games)
    .innerJoin(gameBrands, eq(gameBrands.code, games.brandCode))
    .where(where)
    // Byte order, so PGlite and any PostgreSQL collation list the same way.
    .orderBy(desc(games.popular), asc(sql`${games.searchName} collate "C"`), asc(games.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { list: rows.map(toGame), total: counted?.total ?? 0 };
}

export const ROW_LIMIT = 12;

/**
 * GET /games/popular and /games/promotion: up to 12 flagged games of a category, or of all categories
 * taking each category's first before any second.
 */
export async function gameRow(db: Db, flag: 'popular' | 'promoted', category: string | undefined): Promise<Game[]> {
  const rows = await db
    .select(gameColumns)
    .from(games)
    .innerJoin(gameBrands, eq(gameBrands.code, games.brandCode))
    .where(
      and(
        eq(games[flag], true),
        eq(games.listed, true),
        isCategory(category) ? eq(games.category, category) : undefined,
      ),
    )
    .orderBy(asc(games.position), asc(games.id))
    .limit(ROW_LIMIT);
  return rows.map(toGame);
}

/**
 * POST /games/follow: the member's favourites, newest first. `name` narrows them: a category key to
 * that category, anything else to the games whose name contains it.
 */
export async function listFavourites(db: Db, memberId: number, name: string | undefined): Promise<Game[]> {
  const rows = await db
    .select(gameColumns)
    .from(favorites)
    .innerJoin(games, eq(games.id, favorites.gameId))
    .innerJoin(gameBrands, eq(gameBrands.code, games.brandCode))
    .where(
      and(
        eq(favorites.memberId, memberId),
        eq(games.listed, true),
        isCategory(name) ? eq(games.category, name) : nameMatches(name),
      ),
    )
    .orderBy(desc(favorites.createdAt), desc(favorites.gameId));
  return rows.map(toGame);
}

/** POST /games/follow/set and /delete: idempotent either way; an unknown game is 404. */
export async function setFavourite(
  db: Db,
  memberId: number,
  gameId: number,
  favorite: boolean,
  now: Date,
): Promise<FollowResult> {
  await gameOr404(db, gameId);
  if (favorite) {
    await db.insert(favorites).values({ memberId, gameId, createdAt: now }).onConflictDoNothing();
  } else {
    await db.delete(favorites).where(and(eq(favorites.memberId, memberId), eq(favorites.gameId, gameId)));
  }
  return { game_id: gameId, favorite };
}

/**
 * POST /day7/day7LoginV2: records the launch and answers the game page of this site that opens it, with
 * the launch's signed token (server/seamless/token.ts: member, game, launch, site session, two hours),
 * which the game's wallet calls carry.
 */
export async function launchGame(
  deps: AppDeps,
  memberId: number,
  sessionId: number,
  gameId: number,
  now: Date,
): Promise<Launch> {
  const game = await gameOr404(deps.db, gameId);
  const id = randomToken(deps.random, 12);
  await deps.db.insert(gameLaunches).values({ id, memberId, gameId: game.id, createdAt: now });
  const token = await signLaunchToken(
    deps.db,
    deps.random,
    { memberId, gameId: game.id, launchId: id, sessionId },
    now,
  );
  return { url: `/gameInfo?id=${game.id}&launch=${token}` };
}

/** GET /day7/getAllBalance: the house provider plays from the main wallet. */
export async function walletBalance(db: Db, memberId: number): Promise<Balance> {
  const [wallet] = await db
    .select({ balanceCents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.memberId, memberId));
  return { currency: 'BRL', balance: formatCents(wallet?.balanceCents ?? 0) };
}

type RecordQuery = v.InferOutput<typeof GameRecordBody>;

/**
 * POST /game/record: the member's settled rounds and bets, newest first, by category and by day (from
 * and to are whole days in America/Sao_Paulo, both included): slot rounds, crash rounds once over, sports
 * bets and providers' rounds (wallet_rounds: the house tables', the live tables' — one per member and
 * round — and external ones) once settled (a running crash round, an open sports bet or an open provider's
 * round is not listed yet), each with
 * its bet time (the round's start, the bet's placing) and win − bet.
 */
export async function gameRecord(db: Db, memberId: number, query: RecordQuery): Promise<GameRecordPage> {
  const slot = db
    .select({
      id: gameRounds.id,
      gameId: gameRounds.gameId,
      betTime: gameRounds.createdAt,
      betCents: gameRounds.betCents,
      winCents: gameRounds.winCents,
      seq: sql<number | null>`${gameRounds.nonce}`.as('seq'),
      verifiable: sql<boolean>`false`.as('verifiable'),
    })
    .from(gameRounds)
    .where(eq(gameRounds.memberId, memberId));
  const crash = db
    .select({
      id: crashRounds.id,
      gameId: crashRounds.gameId,
      betTime: crashRounds.startedAt,
      betCents: crashRounds.betCents,
      winCents: crashRounds.winCents,
      seq: sql<number | null>`${crashRounds.nonce}`.as('seq'),
      // Over: its seed is revealed and /verify replays its crash point.
      verifiable: sql<boolean>`true`.as('verifiable'),
    })
    .from(crashRounds)
    .where(and(eq(crashRounds.memberId, memberId), ne(crashRounds.status, 'running')));
  const sports = db
    .select({
      id: sportsBets.id,
      gameId: sportsBets.gameId,
      betTime: sportsBets.placedAt,
      betCents: sportsBets.amountCents,
      winCents: sportsBets.winCents,
      seq: sql<number | null>`null::integer`.as('seq'),
      verifiable: sql<boolean>`false`.as('verifiable'),
    })
    .from(sportsBets)
    .where(and(eq(sportsBets.memberId, memberId), ne(sportsBets.status, 'open')));
  // A provider's rounds through the seamless wallet (the house tables', the live tables' and external
  // ones), once settled: a round still open or rolled back is not listed.
  const provided = db
    .select({
      id: walletRounds.roundId,
      gameId: walletRounds.gameId,
      betTime: walletRounds.openedAt,
      betCents: walletRounds.stakeCents,
      winCents: walletRounds.winCents,
      seq: sql<number | null>`null::integer`.as('seq'),
      // A house table's round (the house provider's record of it) or a member's live round: /verify replays it.
      verifiable:
        sql<boolean>`${walletRounds.provider} = ${HOUSE_PROVIDER} and (${walletRounds.roundId} like 'live:%' or exists (select 1 from ${providerRounds} where ${providerRounds.id} = ${walletRounds.roundId}))`.as(
          'verifiable',
        ),
    })
    .from(walletRounds)
    .where(and(eq(walletRounds.memberId, memberId), eq(walletRounds.status, 'settled'), notCrashRound(db)));
  const records = unionAll(slot, crash, sports, provided).as('records');

  // A round of a title since withdrawn from the lobby stays in the record.
  const where = and(
    query.category ? eq(games.category, query.category) : undefined,
    query.from ? gte(records.betTime, saoPauloDayStart(query.from)) : undefined,
    query.to ? lt(records.betTime, saoPauloDayStart(query.to, 1)) : undefined,
  );
  const [counted] = await db
    .select({ total: count() })
    .from(records)
    .innerJoin(games, eq(games.id, records.gameId))
    .where(where);
  const rows = await db
    .select({
      id: records.id,
      brand: gameBrands.name,
      name: games.name,
      category: games.category,
      betTime: records.betTime,
      betCents: records.betCents,
      winCents: records.winCents,
      verifiable: records.verifiable,
    })
    .from(records)
    .innerJoin(games, eq(games.id, records.gameId))
    .innerJoin(gameBrands, eq(gameBrands.code, games.brandCode))
    .where(where)
    // Same-instant rounds by nonce (slot and crash share the member's counter), then by id.
    .orderBy(desc(records.betTime), sql`${records.seq} desc nulls last`, desc(records.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    list: rows.map((row) => ({
      round_id: row.id,
      brand: row.brand,
      game_name: row.name,
      category: row.category,
      bet_time: row.betTime.toISOString(),
      bet_amount: formatCents(row.betCents),
      win_loss: formatCents(row.winCents - row.betCents),
      ...(row.verifiable ? { verifiable: true } : {}),
    })),
    total: counted?.total ?? 0,
  };
}
