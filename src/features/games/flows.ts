import { msg } from '@lingui/core/macro';
import { defineFeature, type FlowDescriptions } from '../../app/flows';

/** The lobby's lists and favourites, run from the first page; search, the tables and the record, loaded with their screens. */
export default defineFeature({
  shell: {
    favourites: 'favourites',
    gameList: 'pagedList',
  },
  logic: () => import('./logic'),
  runs: {
    search: 'search',
    gameInfo: 'resource',
    gameLaunch: 'gameLaunch',
    slotRound: 'slotRound',
    crashRound: 'crashRound',
    blackjackRound: 'blackjackRound',
    videoPokerRound: 'videoPokerRound',
    gameRecord: 'pagedList',
    verifyRound: 'verifyRound',
  },
});

/** What /flows and docs/flows say of the games' flows (read by tests/flows, never by the app). */
export const descriptions = {
  favourites: {
    title: msg`Favourites`,
    summary: msg`The member’s favourite games: a heart adds or removes one, then the list reloads.`,
  },
  search: {
    title: msg`Game search`,
    summary: msg`Searching games as the person types: debounced, a stale search cancelled.`,
  },
  gameLaunch: {
    title: msg`Game launch hand-off`,
    summary: msg`Opening a game: the login gate, the launch call, then the game fills the screen.`,
  },
  slotRound: {
    title: msg`Slot round`,
    summary: msg`A slot spin: the bet checked, the round played on the server, the reels and the win.`,
  },
  crashRound: {
    title: msg`Crash round`,
    summary: msg`A crash bet: the rising multiplier, cash out by hand or automatically, or the crash.`,
  },
  blackjackRound: {
    title: msg`Blackjack round`,
    summary: msg`A blackjack hand: the bet, the deal, hit, stand, double or split on each hand, then the dealer’s cards and the result.`,
  },
  videoPokerRound: {
    title: msg`Video poker round`,
    summary: msg`A video poker hand: the bet, five cards dealt, the cards held, the draw and the paytable’s pay.`,
  },
  verifyRound: {
    title: msg`Round verifier`,
    summary: msg`A settled round replayed in the browser from its revealed seed, its choice and its moves, checked against the hash shown before it and the recorded result.`,
  },
} satisfies FlowDescriptions;
