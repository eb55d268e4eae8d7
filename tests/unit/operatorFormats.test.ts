import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDay, formatMoney, formatPercent, formatWhen } from '../../src/operator/i18n';
import { formatCount, formatDecimal, parseDay, parseDecimal } from '../../src/operator/figures';

const speak = (locale: 'pt' | 'en') => {
  i18n.load(locale, {});
  i18n.activate(locale);
};

describe('the back office writes dates and numbers one way per language', () => {
  afterAll(() => speak('pt'));

  it('in Portuguese: dates, moments, counts, decimals, amounts and percents', () => {
    speak('pt');
    expect(formatDay('2026-11-28')).toBe('28/11/2026');
    expect(formatWhen('2026-11-28T10:56:36Z')).toBe('28/11/2026, 07:56:36');
    expect(formatCount(12345)).toBe('12.345');
    expect(formatDecimal('2000.00')).toBe('2.000,00');
    expect(formatDecimal('1234567.5')).toBe('1.234.567,50');
    expect(formatDecimal('-5')).toBe('-5,00');
    expect(formatMoney('2000.00').replace(/\s/g, ' ')).toBe('R$ 2.000,00');
    expect(formatPercent('12.00')).toBe('12,00%');
  });

  it('in English: the same figures with the English marks, dates day first as the Portuguese ones', () => {
    speak('en');
    expect(formatDay('2026-11-28')).toBe('28/11/2026');
    expect(formatWhen('2026-11-28T10:56:36Z')).toBe('28/11/2026, 07:56:36');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatDecimal('2000.00')).toBe('2,000.00');
    expect(formatPercent('12.00')).toBe('12.00%');
  });

  it('reads an amount typed in Portuguese strictly, in the API’s form', () => {
    speak('pt');
    expect(parseDecimal('2.000,00')).toBe('2000.00');
    expect(parseDecimal(' 2000,5 ')).toBe('2000.50');
    expect(parseDecimal('2000')).toBe('2000.00');
    expect(parseDecimal('2.000')).toBe('2000.00');
    expect(parseDecimal('1.234.567,89')).toBe('1234567.89');
    // The API's form: a point before one or two final digits is no thousands' group.
    expect(parseDecimal('2000.00')).toBe('2000.00');
    expect(parseDecimal('0,01')).toBe('0.01');
    // Read two ways, or no amount: refused.
    for (const typed of ['1,234', '2.00,00', '20.00.00', '1,2,3', '2,000.00', '-5', '5e3', 'abc', '', '1.2345']) {
      expect(parseDecimal(typed), typed).toBeNull();
    }
    expect(parseDecimal('12,5', 0)).toBeNull();
    expect(parseDecimal('1.200', 0)).toBe('1200');
  });

  it('reads an amount typed in English strictly', () => {
    speak('en');
    expect(parseDecimal('2,000.00')).toBe('2000.00');
    expect(parseDecimal('2000.5')).toBe('2000.50');
    expect(parseDecimal('2,000')).toBe('2000.00');
    expect(parseDecimal('2000,50')).toBe('2000.50');
    for (const typed of ['1.234', '2.000,00', '1,23,4', '12.345.678']) expect(parseDecimal(typed), typed).toBeNull();
  });

  it('reads a date typed day, month, year, a calendar day only', () => {
    expect(parseDay('28/11/2026')).toBe('2026-11-28');
    expect(parseDay(' 1/2/2026 ')).toBe('2026-02-01');
    for (const typed of ['31/02/2026', '2026-11-28', '28/11/26', '28-11-2026', '00/01/2026', '']) {
      expect(parseDay(typed), typed).toBeNull();
    }
  });
});
