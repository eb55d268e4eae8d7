import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/format';
import { BCP47 } from '../../src/i18n/locales';
import { LOCALES } from '../../contract/locales';
import { isBrazilianMobile, normalizeLanguageCode, normalizePhone } from '../../contract';

const nbsp = /\u00a0/g;

describe('BRL formatting', () => {
  it('writes R$ 1.500,00 in Portuguese', () => {
    expect(formatMoney('1500.00', 'pt').replace(nbsp, ' ')).toBe('R$ 1.500,00');
  });
  it('writes R$1,500.00 in English', () => {
    expect(formatMoney('1500.00', 'en')).toBe('R$1,500.00');
  });
  it('keeps centavos exact', () => {
    expect(formatMoney('0.10', 'pt').replace(nbsp, ' ')).toBe('R$ 0,10');
  });
  it('has a BCP 47 tag for every site language', () => {
    for (const locale of LOCALES) expect(() => new Intl.Locale(BCP47[locale])).not.toThrow();
    expect(BCP47.cn).toBe('zh-CN');
    expect(BCP47.ch).toBe('zh-TW');
    expect(BCP47.msa).toBe('ms-MY');
  });
});

describe('contract helpers', () => {
  it('accepts Brazilian mobiles with punctuation and +55', () => {
    expect(normalizePhone('+55 (11) 91234-5678')).toBe('11912345678');
    expect(isBrazilianMobile('(21) 98765-4321')).toBe(true);
  });
  it('refuses landlines, short numbers and DDDs with a zero', () => {
    expect(isBrazilianMobile('1132345678')).toBe(false);
    expect(isBrazilianMobile('1191234567')).toBe(false);
    expect(isBrazilianMobile('01912345678')).toBe(false);
  });
  it('strips a trailing 1 and lowercases language codes', () => {
    expect(normalizeLanguageCode('PT1')).toBe('pt');
    expect(normalizeLanguageCode('en')).toBe('en');
    expect(normalizeLanguageCode('MSA1')).toBe('msa');
  });
});
