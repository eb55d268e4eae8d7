export type Random = (bytes: number) => Buffer;

/** A uniform integer in [0, max) from the injected random source (rejection sampling). */
export function randomInt(random: Random, max: number): number {
  if (!Number.isInteger(max) || max <= 0 || max > 2 ** 32) throw new RangeError(`Bad bound ${max}`);
  const limit = Math.floor(2 ** 32 / max) * max;
  for (;;) {
    const value = random(4).readUInt32BE(0);
    if (value < limit) return value % max;
  }
}

/** A uniform float in [0, 1). */
export function randomFloat(random: Random): number {
  return random(4).readUInt32BE(0) / 2 ** 32;
}

/** A float in [min, max). */
export function randomBetween(random: Random, min: number, max: number): number {
  return min + randomFloat(random) * (max - min);
}

/** length characters drawn uniformly from alphabet. */
export function randomString(random: Random, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[randomInt(random, alphabet.length)];
  return out;
}

/** bytes random bytes as base64url (no padding). */
export function randomToken(random: Random, bytes = 32): string {
  return random(bytes).toString('base64url');
}
