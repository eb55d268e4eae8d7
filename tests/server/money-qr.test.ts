import { describe, expect, it } from 'vitest';
import { brCode } from '../../server/payments/brcode';
import { qrSvg } from '../../server/payments/sandbox';
import { encodeQr, formatBits, rsRemainder, versionBits } from '../../lib/qr';

describe('the QR encoder', () => {
  it('computes Reed-Solomon codewords (the standard’s 1-M example)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(rsRemainder(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('writes the format and version information of the standard’s tables', () => {
    expect(formatBits(0).toString(2).padStart(15, '0')).toBe('101010000010010');
    expect(versionBits(7).toString(2).padStart(18, '0')).toBe('000111110010010100');
  });

  it('chooses the smallest version and draws the finder patterns', () => {
    expect(encodeQr('hi').version).toBe(1);
    const code = encodeQr(
      brCode({
        key: 'pix@rodada.com.br',
        merchantName: 'RODADA',
        merchantCity: 'SAO PAULO',
        amount: '50000.00',
        txid: 'RD2026030212000012345678',
      }),
    );
    expect(code.size).toBe(code.version * 4 + 17);
    expect(code.version).toBeLessThanOrEqual(10);
    const finder = (x0: number, y0: number) =>
      Array.from({ length: 7 }, (_, y) =>
        Array.from({ length: 7 }, (_, x) => (code.modules[y0 + y]![x0 + x] ? '#' : '.')).join(''),
      );
    const expected = ['#######', '#.....#', '#.###.#', '#.###.#', '#.###.#', '#.....#', '#######'];
    expect(finder(0, 0)).toEqual(expected);
    expect(finder(code.size - 7, 0)).toEqual(expected);
    expect(finder(0, code.size - 7)).toEqual(expected);
    expect(qrSvg(code)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('refuses what does not fit version 10', () => {
    expect(() => encodeQr('a'.repeat(300))).toThrow(RangeError);
  });
});
