import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../config';
import { houseSeeds, providerRounds } from '../db/schema';
import { reusable, reusableSql } from '../db/reusable';
import type { Db } from '../db/types';
import { gameOr404 } from '../games/queries';
import { sha256Hex } from '../lib/hash';

/**
 * Provable fairness. Before a round the member sees sha256(server_seed) (the commitment) and the nonce;
 * the round's bytes are HMAC-SHA256(key = server_seed, message = `${client_seed}:${nonce}`); after the
 * round the server seed is revealed and a fresh one committed. Seeds are 64 hex characters (32 bytes
 * from the CSPRNG), hashed and used as keys as those ASCII characters.
 */

export function newServerSeed(random: AppDeps['random']): string {
  return random(32).toString('hex');
}

export function hashServerSeed(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

/** A client seed for a player who brings none: 16 random hex characters. */
export function newClientSeed(random: AppDeps['random']): string {
  return random(8).toString('hex');
}

/** The 32 bytes that decide the round. */
export function roundBytes(serverSeed: string, clientSeed: string, nonce: number): Buffer {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`, 'utf8').digest();
}

/**
 * Reel stops from the round's bytes: reel i reads bytes 4i..4i+3 as a big-endian unsigned integer,
 * modulo its strip length (a power of two, so every stop is exactly equally likely).
 */
export function stopsFromBytes(bytes: Buffer, stripLengths: readonly number[]): number[] {
  if (stripLengths.length * 4 > bytes.length) throw new RangeError('Not enough bytes for the reels');
  return stripLengths.map((length, reel) => {
    if (length <= 0 || (length & (length - 1)) !== 0)
      throw new RangeError(`Strip length ${length} is not a power of two`);
    return bytes.readUInt32BE(reel * 4) % length;
  });
}

export interface SeedState {
  serverSeed: string;
  serverSeedHash: string;
  nonce: number;
}

/** The member's seed (built once: ../db/reusable.ts). */
const seedOf = reusable((db) =>
  db
    .select({ serverSeed: houseSeeds.serverSeed, serverSeedHash: houseSeeds.serverSeedHash, nonce: houseSeeds.nonce })
    .from(houseSeeds)
    .where(eq(houseSeeds.memberId, sql.placeholder('memberId'))),
);

/**
 * The member's committed seed, created on first use (a round uses and rotates it with useSeed).
 */
export async function currentSeed(
  tx: Db,
  deps: Pick<AppDeps, 'random'>,
  memberId: number,
  now: Date,
): Promise<SeedState> {
  const read = async () => {
    const [row] = await seedOf(tx, { memberId });
    return row;
  };
  const existing = await read();
  if (existing) return existing;
  const serverSeed = newServerSeed(deps.random);
  await tx
    .insert(houseSeeds)
    .values({
      memberId,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      nonce: 0,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: houseSeeds.memberId });
  const created = await read();
  if (!created) throw new Error(`House seed missing for member ${memberId}`);
  return created;
}

/**
 * The seed's use and rotation (see useSeed), with the member's open round of `gameId` (none when it is null):
 * built once (../db/reusable.ts).
 */
const rotateSeed = reusableSql<{
  server_seed: string;
  server_seed_hash: string;
  nonce: number | string;
  open_round: string | null;
}>(() => {
  const memberId = sql.placeholder('memberId');
  return sql`update ${houseSeeds} set server_seed = ${sql.placeholder('serverSeed')}, server_seed_hash = ${sql.placeholder('serverSeedHash')}, nonce = used.nonce + 1, updated_at = ${sql.param(sql.placeholder('now'), houseSeeds.updatedAt)}
        from (select server_seed, server_seed_hash, nonce from ${houseSeeds} where ${houseSeeds.memberId} = ${memberId} for update) used
        where ${houseSeeds.memberId} = ${memberId}
        returning used.server_seed, used.server_seed_hash, used.nonce,
          (select ${providerRounds.id} from ${providerRounds} where ${providerRounds.memberId} = ${memberId} and ${providerRounds.gameId} = ${sql.placeholder('gameId')} and ${providerRounds.status} = 'open' limit 1) as open_round`;
});

/**
 * A round's seed in one round trip: the member's committed seed, locked until the caller's transaction ends,
 * answered for the round's draw, and a fresh one committed in its place with the next nonce: every house
 * round's start (the tables' and the crash's). The seed is created first on the member's first round.
 *
 * With `openRoundOf` (a game), the same statement says whether the member has a round of that game still open
 * (`openRound`, its id): a table's start refuses then, and its transaction, the seed's use with it, rolls back.
 * The caller holds the wallet's lock, under which rounds open and close, so the answer stands until it ends.
 */
export async function useSeed(
  tx: Db,
  deps: Pick<AppDeps, 'random'>,
  memberId: number,
  now: Date,
  { openRoundOf }: { openRoundOf?: number } = {},
): Promise<{ seed: SeedState; next: { serverSeedHash: string; nonce: number }; openRound: string | null }> {
  const serverSeed = newServerSeed(deps.random);
  const serverSeedHash = hashServerSeed(serverSeed);
  const values = { serverSeed, serverSeedHash, now, memberId, gameId: openRoundOf ?? null };
  const used = async () => (await rotateSeed(tx, values))[0];
  const row = (await used()) ?? (await currentSeed(tx, deps, memberId, now), await used());
  if (!row) throw new Error(`House seed missing for member ${memberId}`);
  const nonce = Number(row.nonce);
  return {
    seed: { serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash, nonce },
    next: { serverSeedHash, nonce: nonce + 1 },
    openRound: row.open_round ?? null,
  };
}

/** GET /house/fairness: the member's committed seed hash and next nonce (created on first ask). */
export async function commitment(deps: Pick<AppDeps, 'db' | 'random'>, memberId: number, gameId: number, now: Date) {
  await gameOr404(deps.db, gameId);
  const seed = await currentSeed(deps.db, deps, memberId, now);
  return { server_seed_hash: seed.serverSeedHash, nonce: seed.nonce };
}
