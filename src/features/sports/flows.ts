import { msg } from '@lingui/core/macro';
import { defineFeature, type FlowDescriptions } from '../../app/flows';

/**
 * The sports section's flows: the board the server pushes, the bet slip, the member's bets and cash-out; loaded
 * with /sports (the home page's football block is src/features/home/flows.ts).
 */
export default defineFeature({
  logic: () => import('./logic'),
  runs: {
    sportsBoard: 'sportsBoard',
    betSlip: 'betSlip',
    sportsSlips: 'mySlips',
    cashOut: 'cashOut',
    favouriteLeagues: 'favouriteLeagues',
    matchPage: 'matchPage',
  },
});

/** What /flows and docs/flows say of the sports section's flows (read by tests/flows, never by the app). */
export const descriptions = {
  sportsBoard: {
    title: msg`Sports board`,
    summary: msg`The leagues and the matches to bet on, read once, then kept up to date by what the server pushes: live minutes, scores and odds, suspended markets, kickoffs and final whistles.`,
  },
  betSlip: {
    title: msg`Bet slip`,
    summary: msg`Selections, the stake, combined odds and return; placed as a single or an accumulator, or selections of one match as a bet builder at the odds the server quotes; moved odds are shown to accept.`,
  },
  mySlips: {
    title: msg`My bets`,
    summary: msg`The member's bets with their cash-out offers, in My bets and the slip's open bets: read once, then read again (the changes of a second in one read) when the server pushes a change to a match an open bet rides on.`,
  },
  cashOut: {
    title: msg`Cash-out`,
    summary: msg`An open bet cashed out, whole or in part, at the value the server offers; a moved value is shown to accept, and the offer is suspended with the markets.`,
  },
  favouriteLeagues: {
    title: msg`Favourite leagues`,
    summary: msg`The member stars leagues on the sports board; starred leagues come first in the navigation and the list. Saved on the member's record, one change at a time; a guest who taps a star is asked to log in.`,
  },
  matchPage: {
    title: msg`Match page`,
    summary: msg`One match's markets by tab (main, goals, handicaps, corners and cards, players), read once, then read again only when the server pushes a change to this match: its minute, score, odds or a suspension; a match that is over is closed.`,
  },
} satisfies FlowDescriptions;
