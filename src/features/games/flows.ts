import { msg } from '@lingui/core/macro';
import { defineFeature, type FlowDescriptions } from '../../app/flows';

/**
 * The lobby's lists, run from the first page; a member's favourites (or a guest's first heart), search, the
 * tables and the record, loaded when they are needed.
 */
export default defineFeature({
  shell: {
    gameList: 'pagedList',
  },
  logic: () => import('./logic'),
  runs: {
    favourites: 'favourites',
    search: 'search',
    gameInfo: 'resource',
    gameLaunch: 'gameLaunch',
    slotRound: 'slotRound',
    rouletteRound: 'rouletteRound',
    baccaratRound: 'baccaratRound',
    crashRound: 'crashRound',
    bingoRound: 'bingoRound',
    videoBingoRound: 'videoBingoRound',
    kenoRound: 'kenoRound',
    minesRound: 'minesRound',
    plinkoRound: 'plinkoRound',
    diceRound: 'diceRound',
    fishRound: 'fishRound',
    blackjackRound: 'blackjackRound',
    videoPokerRound: 'videoPokerRound',
    gameRecord: 'pagedList',
    verifyRound: 'verifyRound',
    liveTable: 'liveTable',
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
    summary: msg`A slot spin: the bet checked, the round played on the server, the reels stopping on the base spin, then any free spins one by one, and the win.`,
  },
  rouletteRound: {
    title: msg`Roulette round`,
    summary: msg`A roulette spin: chips placed on the layout, the spin settled on the server, the wheel lands on the number, the wins per bet.`,
  },
  baccaratRound: {
    title: msg`Baccarat coup`,
    summary: msg`A baccarat coup: chips on player, banker, tie or the pairs, the coup dealt on the server, the cards turned one by one, the winner called.`,
  },
  crashRound: {
    title: msg`Crash round`,
    summary: msg`A crash bet: the rising multiplier, cash out by hand or automatically, or the crash.`,
  },
  bingoRound: {
    title: msg`Bingo round`,
    summary: msg`A bingo round: cards bought, the balls drawn on the server, then called one by one with the prizes.`,
  },
  videoBingoRound: {
    title: msg`Video bingo round`,
    summary: msg`A video bingo round: the cards and the bet per card, 30 balls drawn, each card’s best pattern paid.`,
  },
  kenoRound: {
    title: msg`Keno round`,
    summary: msg`A keno round: numbers picked on the board, 20 balls drawn on the server, the hits paid.`,
  },
  minesRound: {
    title: msg`Mines round`,
    summary: msg`A mines round: the bet and the mines, squares opened one by one until a mine or a cash-out, a round left open resumed.`,
  },
  plinkoRound: {
    title: msg`Plinko round`,
    summary: msg`A plinko drop: rows and risk chosen, the ball falls along the server's path into a slot's multiplier.`,
  },
  diceRound: {
    title: msg`Dice round`,
    summary: msg`A dice roll: a target, over or under, the win chance and multiplier, the roll drawn by the server.`,
  },
  fishRound: {
    title: msg`Fish shot`,
    summary: msg`A fish shot: aim at a species, fire (or hold to fire at a capped rate), caught or missed as the server draws.`,
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
  liveTable: {
    title: msg`Live table`,
    summary: msg`A live table every player shares: bets open for 20 seconds, no more bets, the draw pushed by the server, the wins paid, the next round; a dropped stream reconnects.`,
  },
} satisfies FlowDescriptions;
