import { describe, expect, it } from 'vitest';
import { BOM, csvField, csvRecord } from '../../server/privacy/csv';

/** The export's CSV writer: RFC 4180 quoting, and nothing a spreadsheet would run as a formula. */
describe('csv', () => {
  it('leaves plain values as they are and writes null as an empty field', () => {
    expect(csvRecord(['Ana Souza', 12, true, null, undefined, '12.50', '-3.00'])).toBe(
      'Ana Souza,12,true,,,12.50,-3.00\r\n',
    );
  });

  it('quotes a field with a comma, a quote, a CR or an LF, doubling its quotes', () => {
    expect(csvField('Souza, Ana')).toBe('"Souza, Ana"');
    expect(csvField('Ana "Nina"')).toBe('"Ana ""Nina"""');
    expect(csvField('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvRecord(['x,y', 'z'])).toBe('"x,y",z\r\n');
  });

  it('keeps accents and other letters as UTF-8 text, and the file starts with a BOM for Excel', () => {
    expect(csvField('João Conceição')).toBe('João Conceição');
    expect(BOM).toBe('\uFEFF');
    expect([...new TextEncoder().encode(BOM)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('writes what a spreadsheet would run as a formula as text, and leaves negative amounts alone', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+55 21 99999')).toBe("'+55 21 99999");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-cmd')).toBe("'-cmd");
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField(-7)).toBe('-7');
  });
});
