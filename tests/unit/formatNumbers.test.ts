import { describe, expect, it } from 'vitest';
import {
  amountForInput,
  amountFromInput,
  formatDay,
  formatDecimal,
  formatMultiplier,
  formatPercent,
  maskCpf,
  pixKeyShown,
} from '../../src/i18n/numbers';

describe('numbers in the person’s language', () => {
  it('writes RTP, multipliers and decimals with the Portuguese comma', () => {
    expect(formatPercent('96.1', 'pt')).toBe('96,10%');
    expect(formatMultiplier('1.1', 'pt')).toBe('1,10×');
    expect(formatMultiplier(1000, 'pt')).toBe('1.000,00×');
    expect(formatDecimal('2.5', 'pt')).toBe('2,50');
    expect(formatPercent('96.1', 'en')).toBe('96.10%');
  });
  it('writes a calendar day as a date, not ISO', () => {
    expect(formatDay('2026-11-21', 'pt')).toBe('21/11/2026');
    expect(formatDay('2026-11-21', 'en')).toBe('11/21/26');
    expect(formatDay('not a day', 'pt')).toBe('not a day');
  });
  it('prefills amounts the way the person types them and reads them back for the API', () => {
    expect(amountForInput('20.00', 'pt')).toBe('20,00');
    expect(amountForInput('20', 'en')).toBe('20.00');
    expect(amountFromInput('20,00')).toBe('20.00');
    expect(amountFromInput(' 1.500,50 ')).toBe('1500.50');
    expect(amountFromInput('20.5')).toBe('20.5');
    expect(amountFromInput('abc')).toBe('abc');
  });
});

describe('CPF shown back', () => {
  it('is masked and formatted, from digits or a formatted CPF', () => {
    expect(maskCpf('52998224725')).toBe('***.982.247-**');
    expect(maskCpf('529.982.247-25')).toBe('***.982.247-**');
    expect(pixKeyShown('CPF', '52998224725')).toBe('***.982.247-**');
    expect(pixKeyShown('EMAIL', 'ana@example.com')).toBe('ana@example.com');
  });
});
