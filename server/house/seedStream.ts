import { createHmac } from 'node:crypto';

/**
 * The side's k-th number in [0, 1) of a fixture's seed (server/house/simulator.ts): the first four bytes of
 * HMAC-SHA256(key = seed, message = `${side}:${k}`) as a big-endian unsigned integer, over 2^32.
 */
export function uniform(seed: string, side: 'home' | 'away' | 'attack' | 'match', k: number): number {
  return createHmac('sha256', seed).update(`${side}:${k}`, 'utf8').digest().readUInt32BE(0) / 2 ** 32;
}

/** The seed's stream "match" (`match:0`, `match:1`, …): what a sport model plays its event from. */
export function matchStream(seed: string): () => number {
  let k = 0;
  return () => uniform(seed, 'match', k++);
}
