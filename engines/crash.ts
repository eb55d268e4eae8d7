import { hmacText, sha256Text } from './sha256';

/**
 * The crash point, as pure code the server decides rounds with (server/house/crash-rounds.ts) and the
 * browser's /verify replays them with. Multipliers are whole hundredths (2.35× = 235).
 *
 * The round's bytes are HMAC-SHA256(key = server_seed, message = `${client_seed}:${nonce}`);
 * r = their first 52 bits (the first 13 hex digits). When r % 33 = 0 the round crashes at 1.00; otherwise
 * at max(1, floor((100·2^52 − r) / (2^52 − r)) / 100), capped at 1000.00.
 */

/** The largest crash point and cash-out (1000.00×). */
export const CRASH_MAX = 100_000;
/** One r in this many crashes at 1.00 straight away. */
export const CRASH_INSTANT_MODULUS = 33;

const TWO_52 = 2n ** 52n;

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The first 52 bits of the round's bytes. */
export function crashR(bytes: Uint8Array): bigint {
  if (bytes.length < 7) throw new RangeError('Not enough bytes for a crash point');
  return BigInt(`0x${hex(bytes.subarray(0, 7)).slice(0, 13)}`);
}

/** The crash point (hundredths) for r in [0, 2^52). */
export function crashPointOfR(r: bigint): number {
  if (r < 0n || r >= TWO_52) throw new RangeError(`r out of range: ${r}`);
  if (r % BigInt(CRASH_INSTANT_MODULUS) === 0n) return 100;
  const raw = (100n * TWO_52 - r) / (TWO_52 - r);
  return raw >= BigInt(CRASH_MAX) ? CRASH_MAX : Math.max(100, Number(raw));
}

/** The crash point (hundredths) the round's fairness bytes decide. */
export function crashPointFromBytes(bytes: Uint8Array): number {
  return crashPointOfR(crashR(bytes));
}

/** The crash point (hundredths) of the round the seeds decide. */
export function crashPointOfSeeds(seeds: { serverSeed: string; clientSeed: string; nonce: number }): number {
  return crashPointFromBytes(hmacText(seeds.serverSeed, `${seeds.clientSeed}:${seeds.nonce}`));
}

/** What a running round's bet pays at `multiplier` (hundredths): rounded down to the centavo. */
export function crashWinCents(betCents: number, multiplier: number): number {
  return Math.floor((betCents * multiplier) / 100);
}

/** "2.35" (or "2", "2.5") → 235. */
export function parseMultiplier(text: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new RangeError(`Not a multiplier: ${text}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A multiplier (hundredths) as the API writes it: 235 → "2.35". */
export function formatMultiplier(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** A settled crash round as its record states it (multipliers as the API writes them, amounts in centavos). */
export interface RecordedCrashRound {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  betCents: number;
  /** The automatic cash-out the bet asked for ("2.00"), or null. */
  autoCashout: string | null;
  /** Where the round was cashed out ("1.50"), or null when it crashed with the bet in. */
  cashout: string | null;
}

/**
 * Replays a crash round from its revealed seed: whether sha256(server seed) is the hash shown before it,
 * the crash point the seeds decide, the cash-out that point allows (the recorded one if it came before the
 * crash — or at the 1000.00 cap —, else the automatic one below the crash point, else none) and its win.
 */
export function replayCrash(round: RecordedCrashRound): {
  hashMatches: boolean;
  crashPoint: number;
  cashout: number | null;
  winCents: number;
} {
  const crashPoint = crashPointOfSeeds(round);
  const asked = round.cashout === null ? null : parseMultiplier(round.cashout);
  const auto = round.autoCashout === null ? null : parseMultiplier(round.autoCashout);
  const cashout =
    asked !== null && (asked < crashPoint || (asked === CRASH_MAX && crashPoint >= CRASH_MAX))
      ? asked
      : auto !== null && auto < crashPoint
        ? auto
        : crashPoint >= CRASH_MAX
          ? CRASH_MAX
          : null;
  return {
    hashMatches: sha256Text(round.serverSeed) === round.serverSeedHash,
    crashPoint,
    cashout,
    winCents: cashout === null ? 0 : crashWinCents(round.betCents, cashout),
  };
}
