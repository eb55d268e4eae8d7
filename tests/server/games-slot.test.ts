import { describe, expect, it } from 'vitest';
import { catalogue, ENGINE_RTP, searchKey } from '../../server/games/catalogue';
import { hashServerSeed, roundBytes, stopsFromBytes } from '../../server/house/fairness';
import {
  computeRtp,
  evaluateLine,
  HOUSE_SLOT,
  HOUSE_SLOT_RTP,
  layStrip,
  SLOT_SYMBOLS,
  spin,
  type SlotConfig,
} from '../../server/house/slot';
import { CATEGORY_KEYS } from '../../contract';

const line = (symbols: string) => evaluateLine(HOUSE_SLOT, symbols.split(' '));

describe('the house slot', () => {
  it('has 5 reels of 32 stops with the 8 symbols, 3 rows and 10 paylines', () => {
    expect(HOUSE_SLOT.reels).toBe(5);
    expect(HOUSE_SLOT.rows).toBe(3);
    expect(HOUSE_SLOT.paylines).toHaveLength(10);
    for (const strip of HOUSE_SLOT.strips) {
      expect(strip).toHaveLength(32);
      expect(new Set(strip)).toEqual(new Set(SLOT_SYMBOLS));
    }
    for (const payline of HOUSE_SLOT.paylines) {
      expect(payline).toHaveLength(5);
      expect(payline.every((row) => row >= 0 && row < 3)).toBe(true);
    }
  });

  it('lays a strip out with exactly the counts asked', () => {
    const strip = layStrip({ wild: 1, seven: 2, lemon: 5 });
    expect(strip).toHaveLength(8);
    expect(strip.filter((x) => x === 'lemon')).toHaveLength(5);
    expect(strip.filter((x) => x === 'seven')).toHaveLength(2);
    expect(strip.filter((x) => x === 'wild')).toHaveLength(1);
  });

  it('pays left to right for 3, 4 or 5 of a kind, the wild standing in', () => {
    expect(line('lemon lemon lemon bar bar')).toEqual({ symbol: 'lemon', count: 3, multiplier: 5 });
    expect(line('wild seven seven lemon bar')).toEqual({ symbol: 'seven', count: 3, multiplier: 40 });
    expect(line('seven wild seven wild seven')).toEqual({ symbol: 'seven', count: 5, multiplier: 750 });
    expect(line('wild wild lemon lemon bar')).toEqual({ symbol: 'lemon', count: 4, multiplier: 15 });
    // The wilds on their own when they pay more than the symbol they lead into.
    expect(line('wild wild wild wild lemon')).toEqual({ symbol: 'wild', count: 4, multiplier: 250 });
    expect(line('wild wild wild seven lemon')).toEqual({ symbol: 'seven', count: 4, multiplier: 150 });
    expect(line('wild wild wild wild wild')).toEqual({ symbol: 'wild', count: 5, multiplier: 1000 });
    // Nothing for two of a kind, or a run that does not start on the first reel.
    expect(line('bar bar lemon bar bar')).toBeNull();
    expect(line('lemon bar bar bar bar')).toBeNull();
    expect(line('wild lemon cherry lemon lemon')).toBeNull();
    expect(line('wild wild cherry lemon lemon')).toEqual({ symbol: 'cherry', count: 3, multiplier: 6 });
  });

  it('shows three consecutive stops of each strip, wrapping round, and pays each line', () => {
    const result = spin(HOUSE_SLOT, [31, 0, 5, 30, 16]);
    HOUSE_SLOT.strips.forEach((strip, reel) => {
      const stop = [31, 0, 5, 30, 16][reel]!;
      expect(result.reels[reel]).toEqual([0, 1, 2].map((row) => strip[(stop + row) % 32]));
    });
    for (const win of result.lines) {
      const symbols = HOUSE_SLOT.paylines[win.line - 1]!.map((row, reel) => result.reels[reel]![row]!);
      expect(evaluateLine(HOUSE_SLOT, symbols)).toEqual({
        symbol: win.symbol,
        count: win.count,
        multiplier: win.multiplier,
      });
    }
    expect(result.totalMultiplier).toBe(result.lines.reduce((sum, l) => sum + l.multiplier, 0));
    expect(() => spin(HOUSE_SLOT, [1, 2, 3])).toThrow();
  });
});

describe('return to player', () => {
  it('reports the exact RTP of the configuration, near 96%, on every slot game', () => {
    const again = computeRtp(HOUSE_SLOT);
    expect(again).toEqual(HOUSE_SLOT_RTP);
    const exact = (100 * again.numerator) / again.denominator;
    expect(again.percent).toBe(exact.toFixed(2));
    expect(again.percent).toBe('96.10');
    expect(again.denominator).toBe(32 ** 5);
    expect(ENGINE_RTP.slot).toBe(again.percent);
    for (const game of catalogue().filter((g) => g.engine === 'slot')) expect(game.rtp).toBe(again.percent);
  });

  it('equals the average over every stop combination and every payline (checked on short strips)', () => {
    const small: SlotConfig = {
      ...HOUSE_SLOT,
      strips: [
        ['wild', 'seven', 'lemon', 'bar'],
        ['lemon', 'lemon', 'seven', 'wild'],
        ['bar', 'lemon', 'wild', 'seven'],
        ['seven', 'lemon', 'bar', 'bar'],
        ['lemon', 'wild', 'seven', 'cherry'],
      ],
    };
    let total = 0;
    let spins = 0;
    const stops = [0, 0, 0, 0, 0];
    const walk = (reel: number) => {
      if (reel === 5) {
        total += spin(small, stops).totalMultiplier;
        spins += 1;
        return;
      }
      for (let stop = 0; stop < 4; stop += 1) {
        stops[reel] = stop;
        walk(reel + 1);
      }
    };
    walk(0);
    const rtp = computeRtp(small);
    // total / (spins × lines) line-bet multiples per line bet staked === numerator / denominator.
    expect(total * rtp.denominator).toBe(rtp.numerator * spins * small.paylines.length);
    expect(rtp.numerator).toBeGreaterThan(0);
  });
});

describe('provable fairness bytes', () => {
  it('are HMAC-SHA256(server_seed, "client_seed:nonce"), four per reel, modulo the strip length', () => {
    const bytes = roundBytes('a'.repeat(64), 'cliente', 7);
    expect(bytes).toHaveLength(32);
    expect(roundBytes('a'.repeat(64), 'cliente', 7)).toEqual(bytes);
    expect(roundBytes('a'.repeat(64), 'cliente', 8)).not.toEqual(bytes);
    const fixed = Buffer.alloc(32);
    fixed.writeUInt32BE(33, 0);
    fixed.writeUInt32BE(0xffffffff, 4);
    expect(stopsFromBytes(fixed, [32, 32, 32, 32, 32])).toEqual([1, 31, 0, 0, 0]);
    expect(() => stopsFromBytes(fixed, [30])).toThrow(/power of two/);
    expect(() =>
      stopsFromBytes(
        fixed,
        Array.from({ length: 9 }, () => 32),
      ),
    ).toThrow();
    expect(hashServerSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('catalogue', () => {
  it('has at least 8 games per category with unique slugs, and search keys without accents', () => {
    const all = catalogue();
    for (const category of CATEGORY_KEYS) {
      expect(all.filter((g) => g.category === category).length).toBeGreaterThanOrEqual(8);
      expect(all.some((g) => g.category === category && g.popular)).toBe(true);
      expect(all.some((g) => g.category === category && g.promoted)).toBe(true);
    }
    expect(new Set(all.map((g) => g.slug)).size).toBe(all.length);
    expect(searchKey('Pão de Açúcar São')).toBe('pao de acucar sao');
  });
});
