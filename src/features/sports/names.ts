import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MarketId } from '../../../contract/sports';

/** A market's name in the person's language (a market beyond the board's four, by its id). */
export function marketName(i18n: I18n, market: MarketId | (string & {})): string {
  switch (market) {
    case '1x2':
      return i18n._(msg`Match result`);
    case 'dc':
      return i18n._(msg`Double chance`);
    case 'ou25':
      return i18n._(msg`Total goals 2.5`);
    case 'btts':
      return i18n._(msg`Both teams to score`);
    // The other sports' main market: who wins.
    case 'moneyline':
    case 'match':
    case 'winner':
      return i18n._(msg`Winner`);
    default:
      return market;
  }
}

/** A selection's short label on a match row: 1, X, 2. */
export function selectionShort(market: MarketId, selection: string): string {
  if (market === '1x2') return selection === 'home' ? '1' : selection === 'away' ? '2' : 'X';
  return selection.toUpperCase();
}

/** A selection's full name: the team, draw, "Flamengo or draw", over or under 2.5, yes or no. */
export function selectionName(
  i18n: I18n,
  market: MarketId | (string & {}),
  selection: string,
  home: string,
  away: string,
): string {
  switch (market) {
    case '1x2':
      return selection === 'home' ? home : selection === 'away' ? away : i18n._(msg`Draw`);
    case 'dc':
      return selection === '1x'
        ? i18n._(msg`${home} or draw`)
        : selection === 'x2'
          ? i18n._(msg`${away} or draw`)
          : i18n._(msg`${home} or ${away}`);
    case 'ou25':
      return selection === 'over' ? i18n._(msg`Over 2.5`) : i18n._(msg`Under 2.5`);
    case 'btts':
      return selection === 'yes' ? i18n._(msg`Yes`) : i18n._(msg`No`);
    case 'moneyline':
    case 'match':
    case 'winner':
      return selection === 'home' ? home : selection === 'away' ? away : selection;
    default:
      return selection;
  }
}
