import { describe, expect, it } from 'vitest';
import { WithdrawText } from '../../contract/moneyText';
import { fromServerText } from '../../src/i18n/serverText';

describe('server texts', () => {
  it('knows the product texts, so they show in the person’s language', () => {
    expect(fromServerText('Please obtain the verification code again')).toMatchObject({
      message: 'Please obtain the verification code again',
    });
    expect(fromServerText('Insufficient balance')).toMatchObject({ message: 'Insufficient balance' });
  });
  it('carries the number of the bet limits', () => {
    expect(fromServerText('The amount must not be less than 0.10')).toMatchObject({ values: { min: '0.10' } });
    expect(fromServerText('Amount cannot be greater than 1000.00')).toMatchObject({ values: { max: '1000.00' } });
  });
  it('knows every withdrawal text once the wallet screens have loaded, and carries the turnover still to play', async () => {
    expect(fromServerText(WithdrawText.pwdWrong)).toBe(WithdrawText.pwdWrong);
    await import('../../src/serverTexts/money');
    for (const text of Object.values(WithdrawText)) {
      if (text === WithdrawText.turnoverPrefix || text === WithdrawText.turnoverSuffix) continue;
      const known = fromServerText(text === WithdrawText.belowMin || text === WithdrawText.aboveMax ? `${text} 10.00` : text);
      expect(typeof known, text).toBe('object');
    }
    expect(
      fromServerText(`${WithdrawText.turnoverPrefix} 40.00 ${WithdrawText.turnoverSuffix}`),
    ).toMatchObject({ message: 'Turnover not reached: play {amount} more before withdrawing', values: { amount: '40.00' } });
  });
  it('shows an unknown server text as it is', () => {
    expect(fromServerText('Something new from the operator')).toBe('Something new from the operator');
  });
});
