import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { FOOTBALL_MARKET_IDS, footballMarketsOf } from '../../engines/sports/football';
import { loadMarketLabels, marketName, selectionName } from '../../src/features/sports/names';
import { lineupNames } from '../../src/features/sports/logic';
import { PARAMS, TWO_GOALS } from './sports/footballFixtures';

const HOME = 'Fluminense';
const AWAY = 'Grêmio';

beforeAll(async () => {
  i18n.load({ en: {}, pt: {} });
  i18n.activate('en');
  await loadMarketLabels();
});

/** Every market and selection the model offers for the fixtures of the model's tests, before kickoff and live. */
function offered() {
  const all = new Map<string, Set<string>>();
  for (const params of Object.values(PARAMS)) {
    for (const markets of [footballMarketsOf(params, null, null), footballMarketsOf(params, TWO_GOALS, 60 * 60_000)]) {
      for (const market of markets) {
        const selections = all.get(market.id) ?? new Set<string>();
        for (const s of market.selections) selections.add(s.id);
        all.set(market.id, selections);
      }
    }
  }
  return all;
}

describe('the football model’s market labels', () => {
  it('gives every market id of the model a title and every selection it offers a label, never the raw id', () => {
    const players = lineupNames(PARAMS.even);
    const markets = offered();
    expect([...markets.keys()].sort()).toEqual([...FOOTBALL_MARKET_IDS].sort());
    for (const id of FOOTBALL_MARKET_IDS) {
      const title = marketName(i18n, id, { home: HOME, away: AWAY });
      expect(title, id).not.toBe('');
      expect(title, id).not.toBe(id);
      expect(title, id).not.toMatch(/^[a-z0-9]+:|:/);
      for (const selection of markets.get(id)!) {
        const label = selectionName(i18n, id, selection, HOME, AWAY, players);
        expect(label, `${id} ${selection}`).not.toBe('');
        expect(label, `${id} ${selection}`).not.toBe(selection);
        expect(label, `${id} ${selection}`).not.toMatch(
          /\b(home|away|draw)[:/]|other_|^(draw|over|under|yes|no|odd|even)$/,
        );
      }
    }
  });

  it('names a market by its family and line, the selections by team, line and player', () => {
    const players = lineupNames(PARAMS.even);
    const nine = PARAMS.even.home.lineup.find((p) => p.number === 9)!.name;
    expect(marketName(i18n, 'ah:-0.25')).toBe('Asian handicap -0.25');
    expect(selectionName(i18n, 'ah:-0.25', 'home', HOME, AWAY)).toBe('Fluminense -0.25');
    expect(selectionName(i18n, 'ah:-0.25', 'away', HOME, AWAY)).toBe('Grêmio +0.25');
    expect(selectionName(i18n, 'ah:0', 'away', HOME, AWAY)).toBe('Grêmio 0');
    expect(selectionName(i18n, 'eh:-1', 'draw', HOME, AWAY)).toBe('Draw (-1)');
    expect(marketName(i18n, 'home:total:1.5', { home: HOME, away: AWAY })).toBe('Fluminense total goals 1.5');
    expect(selectionName(i18n, 'total:3.5', 'over', HOME, AWAY)).toBe('Over 3.5');
    expect(selectionName(i18n, 'htft', 'home/draw', HOME, AWAY)).toBe('Fluminense / Draw');
    expect(selectionName(i18n, 'cs', '2-1', HOME, AWAY)).toBe('2–1');
    expect(selectionName(i18n, 'margin', 'away:3+', HOME, AWAY)).toBe('Grêmio by 3 or more');
    expect(selectionName(i18n, 'scorer:anytime', 'home:9', HOME, AWAY, players)).toBe(nine);
    // Without the line-ups (a bet in My bets): the side and the shirt.
    expect(selectionName(i18n, 'scorer:first', 'away:7', HOME, AWAY)).toBe('Grêmio number 7');
    // The board's four keep their names.
    expect(marketName(i18n, 'ou25')).toBe('Total goals 2.5');
    expect(selectionName(i18n, '1x2', 'draw', HOME, AWAY)).toBe('Draw');
  });

  it('writes a line in the page’s language: -0,25 in Portuguese', () => {
    i18n.activate('pt');
    try {
      expect(marketName(i18n, 'ah:-0.25')).toMatch(/-0,25$/);
      expect(selectionName(i18n, 'ah:-0.25', 'away', HOME, AWAY)).toBe('Grêmio +0,25');
      expect(marketName(i18n, 'corners:total:9.5')).toMatch(/9,5$/);
    } finally {
      i18n.activate('en');
    }
  });
});
