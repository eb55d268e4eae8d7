import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawFrom, fairDraw, shuffled, simulationDraw } from '../../engines/fair';
import { hmacText, sha256, sha256Text, toHex } from '../../engines/sha256';
import { centsOf, measure, payCents, percentOf } from '../../engines/types';

describe('the engines’ SHA-256 and HMAC', () => {
  it('match Node’s for every length around the block boundaries', () => {
    for (let length = 0; length < 200; length += 1) {
      const bytes = randomBytes(length);
      expect(toHex(sha256(bytes))).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('hash and key texts as UTF-8, long keys hashed first', () => {
    for (const key of ['', 'k', 'ç'.repeat(40), 'x'.repeat(64), 'y'.repeat(65), 'z'.repeat(200)]) {
      const message = `São Paulo:${key.length}`;
      expect(toHex(hmacText(key, message))).toBe(createHmac('sha256', key).update(message, 'utf8').digest('hex'));
    }
    expect(sha256Text('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('a round’s draws', () => {
  it('read HMAC-SHA256(server seed, "client:nonce:block") as big-endian words, block after block', () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player', nonce: 7 };
    const draw = fairDraw(seeds);
    const words: number[] = [];
    for (const block of [0, 1]) {
      const bytes = createHmac('sha256', seeds.serverSeed).update(`player:7:${block}`).digest();
      for (let i = 0; i < 8; i += 1) words.push(bytes.readUInt32BE(i * 4));
    }
    // n = 2^32 takes every word as it is.
    expect(Array.from({ length: 16 }, () => draw.int(2 ** 32))).toEqual(words);
  });

  it('skip the words above the last whole multiple, so every value is equally likely', () => {
    const words = [0xffff_ffff, 0xffff_fffe, 5];
    const draw = drawFrom(() => words.shift()!);
    // 2^32 mod 3 = 1: the largest word is skipped, the next taken (0xfffffffe mod 3 = 2).
    expect(draw.int(3)).toBe(2);
    expect(draw.int(3)).toBe(2);
    expect(() => draw.int(0)).toThrow(RangeError);
  });

  it('shuffle into a permutation, the same for the same seeds', () => {
    const deck = Array.from({ length: 52 }, (_, i) => i);
    const seeds = { serverSeed: 'b'.repeat(64), clientSeed: 'c', nonce: 1 };
    const once = shuffled(deck, fairDraw(seeds));
    expect([...once].sort((a, b) => a - b)).toEqual(deck);
    expect(shuffled(deck, fairDraw(seeds))).toEqual(once);
    expect(shuffled(deck, fairDraw({ ...seeds, nonce: 2 }))).not.toEqual(once);
  });

  it('simulate uniformly: a die’s faces within 1% of a sixth over 600 000 throws', () => {
    const draw = simulationDraw(42);
    const faces = new Array<number>(6).fill(0);
    for (let i = 0; i < 600_000; i += 1) faces[draw.int(6)]! += 1;
    for (const count of faces) expect(Math.abs(count - 100_000)).toBeLessThan(1_000);
  });
});

describe('amounts and returns', () => {
  it('read amounts in centavos, pay rounded down, state percentages half up', () => {
    expect(centsOf('12.5')).toBe(1250);
    expect(centsOf('0,10')).toBe(10);
    expect(centsOf('7')).toBe(700);
    expect(payCents(333, 35)).toBe(11_655);
    expect(payCents(100, 19, 20)).toBe(95);
    expect(percentOf(36, 37)).toBe('97.30');
    expect(percentOf(1, 8)).toBe('12.50');
  });

  it('measure an even-money coin at 100% with an interval that holds it', () => {
    const result = measure(200_000, simulationDraw(7), (draw) => ({ stake: 1, win: draw.int(2) * 2 }));
    expect(result.low).toBeLessThan(100);
    expect(result.high).toBeGreaterThan(100);
    expect(result.high - result.low).toBeLessThan(1);
  });
});
