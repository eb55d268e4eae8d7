import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { TraderFixture, TraderMarket } from '../../../../contract/boSportsbook';
import type { SportId } from '../../../../contract/sportsBoard';
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

/** The trader's words for a fixture's state, a market and a selection. */
export function useNames() {
  const { i18n } = useLinguiRuntime();
  return {
    state: (state: TraderFixture['state']) => i18n._(STATE_NAMES[state]),
    market: (market: TraderMarket['market']) => (MARKET_NAMES[market] ? i18n._(MARKET_NAMES[market]) : market),
    sport: (sport: string) =>
      Object.hasOwn(SPORT_NAMES, sport) ? i18n._(SPORT_NAMES[sport as SportId]) : readable(sport),
    selection: (selection: string) => (SELECTION_NAMES[selection] ? i18n._(SELECTION_NAMES[selection]) : selection),
  };
}
