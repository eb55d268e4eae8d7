import { hmacText } from './sha256';

/**
 * The random numbers a round is decided with. The house provider commits sha256(server_seed) before the
 * round; the round then reads the stream HMAC-SHA256(key = server_seed, message = `${client_seed}:${nonce}:${block}`)
 * for block = 0, 1, 2, …, 32 bytes a block, as big-endian unsigned 32-bit words in order. After the round
 * the server seed is revealed, so anyone can recompute every draw (the /verify page does, in the browser).
 */
export interface Draw {
  /** A uniform integer in [0, n), 1 ≤ n ≤ 2^32: words at or above the largest multiple of n are skipped. */
  int(n: number): number;
}

const TWO_32 = 2 ** 32;

/** A Draw from any source of uniform 32-bit words (rejection sampling, so every value is exactly as likely). */
export function drawFrom(word: () => number): Draw {
  return {
    int(n: number) {
      if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`Cannot draw from ${n} values`);
      const limit = TWO_32 - (TWO_32 % n);
      for (;;) {
        const w = word();
        if (w < limit) return w % n;
      }
    },
  };
}

export interface Seeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** The round's provably fair stream. */
export function fairDraw({ serverSeed, clientSeed, nonce }: Seeds): Draw {
  let block = 0;
  let words: DataView | null = null;
  let index = 8;
  return drawFrom(() => {
    if (index === 8) {
      const bytes = hmacText(serverSeed, `${clientSeed}:${nonce}:${block}`);
      words = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      block += 1;
      index = 0;
    }
    const w = words!.getUint32(index * 4);
    index += 1;
    return w;
  });
}

/**
 * A fast seeded stream for simulations (xoshiro128**): not for real rounds, whose draws must come from
 * fairDraw; statistically good enough to measure a return to player over millions of rounds.
 */
export function simulationDraw(seed: number): Draw {
  let a = seed >>> 0 || 1;
  let b = 0x9e3779b9;
  let c = 0x243f6a88;
  let d = 0xb7e15162;
  const word = () => {
    const result = (Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0) as number;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result;
  };
  for (let i = 0; i < 16; i += 1) word();
  return drawFrom(word);
}

const rotl = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0;

/** Fisher–Yates: a uniformly shuffled copy. */
export function shuffled<T>(items: readonly T[], draw: Draw): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = draw.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
