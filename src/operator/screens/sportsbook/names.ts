import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { TraderFixture, TraderMarket } from '../../../../contract/boSportsbook';
import type { SportId } from '../../../../contract/sportsBoard';
import { modelMarketTitle, modelSelectionLabel, type MatchNames } from '../../../i18n/marketLabels';
import { readable } from '../../kit/readable';

const STATE_NAMES: Record<TraderFixture['state'], MessageDescriptor> = {
  upcoming: msg`Upcoming`,
  live: msg`Live`,
  waiting: msg`Waiting for a result`,
  settled: msg`Settled`,
  void: msg`Void`,
};

const MARKET_NAMES: Record<string, MessageDescriptor> = {
  '1x2': msg`Match result (1X2)`,
  dc: msg`Double chance`,
  ou25: msg`Over/under 2.5 goals`,
  btts: msg`Both teams to score`,
  // The other sports' main market.
  moneyline: msg`Winner`,
  match: msg`Winner`,
  winner: msg`Winner`,
};

/** The sports of the desk's list, in the navigation's order. */
export const SPORT_NAMES: Record<SportId, MessageDescriptor> = {
  football: msg`Football`,
  basketball: msg`Basketball`,
  tennis: msg`Tennis`,
  volleyball: msg`Volleyball`,
  mma: msg`MMA`,
  esports: msg`eSports`,
};

const SELECTION_NAMES: Record<string, MessageDescriptor> = {
  home: msg`Home`,
  draw: msg`Draw`,
  away: msg`Away`,
  '1x': msg`Home or draw`,
  x2: msg`Draw or away`,
  '12': msg`Home or away`,
  over: msg`Over 2.5`,
  under: msg`Under 2.5`,
  yes: msg`Yes`,
  no: msg`No`,
};

/** The match a market belongs to, as far as the screen knows it: its sides and sport. */
export type MatchOf = { home: string; away: string; sport: string };

const isSport = (sport: string): sport is SportId => Object.hasOwn(SPORT_NAMES, sport);

/**
 * The trader's words for a fixture's state, a market and a selection. The board's four markets have the
 * desk's own words; every other market a sport's model offers (corners, handicaps, a scorer…) is named as the
 * player's site names it (src/i18n/marketLabels.ts, with the market names' catalog the screen loads:
 * ../../i18n.ts loadMarketTexts), with the match's sides when the screen knows them ("Home" and "Away" else).
 */
export function useNames(match?: MatchOf | null) {
  const { i18n } = useLinguiRuntime();
  const sides: MatchNames = {
    home: match?.home ?? i18n._(SELECTION_NAMES.home!),
    away: match?.away ?? i18n._(SELECTION_NAMES.away!),
    sport: match && isSport(match.sport) ? match.sport : undefined,
  };
  const board = (market: string | undefined) => market === undefined || Object.hasOwn(MARKET_NAMES, market);
  return {
    state: (state: TraderFixture['state']) => i18n._(STATE_NAMES[state]),
    market: (market: TraderMarket['market']) =>
      Object.hasOwn(MARKET_NAMES, market)
        ? i18n._(MARKET_NAMES[market]!)
        : (modelMarketTitle(i18n, market, sides) ?? readable(market)),
    sport: (sport: string) => (isSport(sport) ? i18n._(SPORT_NAMES[sport]) : readable(sport)),
    /** A selection, of its market when given (a model market's selections are named by their market). */
    selection: (selection: string, market?: string) =>
      (!board(market) && modelSelectionLabel(i18n, market!, selection, sides)) ||
      (Object.hasOwn(SELECTION_NAMES, selection) ? i18n._(SELECTION_NAMES[selection]!) : readable(selection)),
  };
}
