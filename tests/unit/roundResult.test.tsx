import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { RoundResult, roundResult } from '../../src/features/games/RoundResult';

/** What a result line reads in English, markup left out. */
const line = (stake: string, win: string) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <RoundResult stake={stake} win={win} lost="No win this time." />
    </I18nProvider>,
  )
    .replace(/<[^>]+>/g, '')
    .replace(/\u00a0/g, ' ');

beforeAll(() => {
  i18n.load('en', {});
  i18n.activate('en');
});

describe('a house game’s result line', () => {
  it('tells a return below the stake as a return and a loss, never as a win', () => {
    expect(roundResult('5.00', '2.50')).toEqual({ kind: 'partial', net: '2.50' });
    expect(line('5.00', '2.50')).toBe('Return R$2.50 · −R$2.50');
  });

  it('says “You won” only when more came back than was staked, with the net', () => {
    expect(roundResult('5.00', '12.50')).toEqual({ kind: 'won', net: '7.50' });
    expect(line('5.00', '12.50')).toBe('You won R$12.50 · +R$7.50');
  });

  it('tells the stake back as such, and nothing back in the game’s own words', () => {
    expect(roundResult('5.00', '5.00').kind).toBe('even');
    expect(line('5.00', '5.00')).toBe('Return R$5.00 · your stake back');
    expect(roundResult('5.00', '0.00').kind).toBe('lost');
    expect(line('5.00', '0.00')).toBe('No win this time.');
  });
});
