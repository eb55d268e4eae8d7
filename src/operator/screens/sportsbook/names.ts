import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { TraderFixture, TraderMarket } from '../../../../contract/boSportsbook';

const STATE_NAMES: Record<TraderFixture['state'], MessageDescriptor> = {
  upcoming: msg`Upcoming`,
  live: msg`Live`,
  waiting: msg`Waiting for a result`,
  settled: msg`Settled`,
  void: msg`Void`,
};

const MARKET_NAMES: Record<TraderMarket['market'], MessageDescriptor> = {
  '1x2': msg`Match result (1X2)`,
  dc: msg`Double chance`,
  ou25: msg`Over/under 2.5 goals`,
  btts: msg`Both teams to score`,
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
    market: (market: TraderMarket['market']) => i18n._(MARKET_NAMES[market]),
    selection: (selection: string) => (SELECTION_NAMES[selection] ? i18n._(SELECTION_NAMES[selection]) : selection),
  };
}
