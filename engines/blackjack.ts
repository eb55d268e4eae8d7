import * as v from 'valibot';
import { BetAmount } from '../contract/tables';
import { says } from '../contract/says';
import { amountOf, codeOf, decksOf, rankOf } from './cards';
import type { Draw } from './fair';
import { shuffled } from './fair';
import { centsOf, EngineRefusal, payCents, type Engine, type Step } from './types';

/*
 * Blackjack: a 6-deck shoe shuffled for every round from the seed, dealt in order (player, dealer's up
 * card, player, dealer's hole card). The dealer stands on every 17 (soft 17 too) and peeks for blackjack
 * under an ace or a ten; insurance is declined. Double on any first two cards, after a split too; split two
 * cards of the same rank (K-K, not K-Q) up to 4 hands; split aces get one card each and are not split
 * again. A 21 after a split is not a blackjack. Blackjack pays 6:5, which keeps the return under 99%
 * (3:2 would be about 99.5% with these rules).
 */

export interface BlackjackVariant {
  /** The table's felt on screen. */
  felt: 'ipanema' | 'paulista';
}

export const BLACKJACK_VARIANTS = {
  ipanema: { felt: 'ipanema' },
  paulista: { felt: 'paulista' },
} as const satisfies Record<string, BlackjackVariant>;

export const DECKS = 6;
export const MAX_HANDS = 4;
/** Blackjack pays 6 for 5. */
const BLACKJACK_PAYS = [6, 5] as const;

/**
 * The return of basic strategy (`basicMove`) with these rules, per centavo staked (doubles and splits
 * included, as the rounds record their stake): measured once by 10 000 000 rounds of `simulate` drawn from
 * simulationDraw(2026): 98.47%, 95% interval 98.41%–98.53%.
 */
export const BLACKJACK_RTP = '98.47';

export const BlackjackChoice = v.object({ amount: BetAmount }, says('round.choice_invalid'));
export type BlackjackChoice = v.InferOutput<typeof BlackjackChoice>;

export const MOVES = ['hit', 'stand', 'double', 'split'] as const;
export type Move = (typeof MOVES)[number];
export const BlackjackAction = v.object(
  { move: v.picklist(MOVES, says('round.action_invalid')) },
  says('round.action_invalid'),
);
export type BlackjackAction = v.InferOutput<typeof BlackjackAction>;

export interface Hand {
  cards: number[];
  /** This hand's stake in centavos (doubled after a double). */
  bet: number;
  doubled: boolean;
  /** A hand of a split pair of aces: one card only, never split again. */
  splitAces: boolean;
  /** Stood by the player, doubled, or finished on its own (21, bust, split aces). */
  over: boolean;
}

export type HandResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export interface BlackjackState {
  /** The shuffled shoe; `next` is the next card to deal. Never shown while the round is open. */
  shoe: number[];
  next: number;
  dealer: number[];
  hands: Hand[];
  /** The hand in play; hands.length once every hand is over. */
  current: number;
  /** Each hand's result and pay (stake included) once settled. */
  results: { result: HandResult; win: number }[] | null;
}

/** A card's points with the ace as 1. */
const pointsOf = (card: number) => Math.min(rankOf(card) + 1, 10);

/** The best total of some cards, and whether an ace counts 11 in it (a soft total). */
export function totalOf(cards: readonly number[]): { total: number; soft: boolean } {
  let total = 0;
  let ace = false;
  for (const card of cards) {
    total += pointsOf(card);
    if (rankOf(card) === 0) ace = true;
  }
  return ace && total + 10 <= 21 ? { total: total + 10, soft: true } : { total, soft: false };
}

const isBlackjack = (cards: readonly number[]) => cards.length === 2 && totalOf(cards).total === 21;

/** The moves the hand in play allows now (none once every hand is over). */
export function movesOf(state: BlackjackState): Move[] {
  const hand = state.hands[state.current];
  if (!hand || hand.over) return [];
  const moves: Move[] = ['hit', 'stand'];
  if (hand.cards.length === 2 && !hand.splitAces) {
    moves.push('double');
    if (rankOf(hand.cards[0]!) === rankOf(hand.cards[1]!) && state.hands.length < MAX_HANDS) moves.push('split');
  }
  return moves;
}

function dealTo(state: BlackjackState, cards: number[]) {
  cards.push(state.shoe[state.next]!);
  state.next += 1;
}

/** Closes the hand in play when it can take no more, then moves on (a split hand gets its second card). */
function advance(state: BlackjackState) {
  for (;;) {
    const hand = state.hands[state.current];
    if (!hand) return;
    if (hand.cards.length === 1) dealTo(state, hand.cards);
    if (hand.splitAces || totalOf(hand.cards).total >= 21) hand.over = true;
    if (!hand.over) return;
    state.current += 1;
  }
}

/** Every hand is over: the dealer draws to 17 (unless every hand is bust) and each hand is settled. */
function settle(state: BlackjackState) {
  const live = state.hands.some((hand) => totalOf(hand.cards).total <= 21);
  if (live) while (totalOf(state.dealer).total < 17) dealTo(state, state.dealer);
  const dealer = totalOf(state.dealer).total;
  state.results = state.hands.map((hand) => {
    const total = totalOf(hand.cards).total;
    if (total > 21) return { result: 'bust', win: 0 };
    if (dealer > 21 || total > dealer) return { result: 'win', win: 2 * hand.bet };
    if (total === dealer) return { result: 'push', win: hand.bet };
    return { result: 'lose', win: 0 };
  });
}

function stepOf(state: BlackjackState): Step<BlackjackState> {
  const stakeCents = state.hands.reduce((sum, hand) => sum + hand.bet, 0);
  if (!state.results) return { state, done: false, winCents: 0, stakeCents };
  const winCents = state.results.reduce((sum, r) => sum + r.win, 0);
  return { state, done: true, winCents, stakeCents };
}

/** Deals the opening cards from a shuffled shoe and settles at once on a blackjack (the dealer's peeked). */
export function deal(betCents: number, shoe: number[]): BlackjackState {
  const hand: Hand = { cards: [], bet: betCents, doubled: false, splitAces: false, over: false };
  const state: BlackjackState = { shoe, next: 0, dealer: [], hands: [hand], current: 0, results: null };
  dealTo(state, hand.cards);
  dealTo(state, state.dealer);
  dealTo(state, hand.cards);
  dealTo(state, state.dealer);
  const player = isBlackjack(hand.cards);
  // The dealer peeks under an ace or a ten: a dealer blackjack ends the round before any move.
  const dealer = isBlackjack(state.dealer);
  if (player || dealer) {
    hand.over = true;
    state.current = 1;
    state.results = [
      player && dealer
        ? { result: 'push', win: betCents }
        : player
          ? { result: 'blackjack', win: betCents + payCents(betCents, ...BLACKJACK_PAYS) }
          : { result: 'lose', win: 0 },
    ];
    return state;
  }
  advance(state);
  if (state.current >= state.hands.length) settle(state);
  return state;
}

/** Plays one move on the hand in play (mutating the state), or refuses it. */
function play(state: BlackjackState, move: Move) {
  const allowed = movesOf(state);
  if (allowed.length === 0) throw new EngineRefusal('round.action_invalid');
  const hand = state.hands[state.current]!;
  switch (move) {
    case 'hit':
      dealTo(state, hand.cards);
      break;
    case 'stand':
      hand.over = true;
      break;
    case 'double':
      if (!allowed.includes('double')) throw new EngineRefusal('blackjack.cannot_double');
      hand.bet *= 2;
      hand.doubled = true;
      dealTo(state, hand.cards);
      hand.over = true;
      break;
    case 'split': {
      if (!allowed.includes('split')) throw new EngineRefusal('blackjack.cannot_split');
      const aces = rankOf(hand.cards[0]!) === 0;
      const second: Hand = { cards: [hand.cards.pop()!], bet: hand.bet, doubled: false, splitAces: aces, over: false };
      hand.splitAces = aces;
      state.hands.splice(state.current + 1, 0, second);
      dealTo(state, hand.cards);
      break;
    }
  }
  advance(state);
  if (state.current >= state.hands.length) settle(state);
}

const copyOf = (state: BlackjackState): BlackjackState => ({
  ...state,
  dealer: [...state.dealer],
  hands: state.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
  results: state.results && state.results.map((r) => ({ ...r })),
});

type Up = number;

/**
 * Basic strategy for 6 decks, dealer standing on soft 17, double after split, no surrender: the move for
 * a hand against the dealer's up card (2–10, 11 for an ace), among the moves allowed.
 */
export function basicMove(cards: readonly number[], up: Up, allowed: readonly Move[]): Move {
  const canDouble = allowed.includes('double');
  if (allowed.includes('split') && rankOf(cards[0]!) === rankOf(cards[1]!)) {
    const pair = Math.min(rankOf(cards[0]!) + 1, 10);
    const split =
      pair === 1 ||
      pair === 8 ||
      (pair === 9 && up !== 7 && up !== 10 && up !== 11) ||
      (pair === 7 && up <= 7) ||
      (pair === 6 && up <= 6) ||
      (pair === 4 && (up === 5 || up === 6)) ||
      ((pair === 2 || pair === 3) && up <= 7);
    if (split) return 'split';
  }
  const { total, soft } = totalOf(cards);
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) {
      if (up >= 3 && up <= 6) return canDouble ? 'double' : 'stand';
      return up >= 9 ? 'hit' : 'stand';
    }
    const doubleFrom = total === 17 ? 3 : total >= 15 ? 4 : 5;
    return canDouble && up >= doubleFrom && up <= 6 ? 'double' : 'hit';
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return up <= 6 ? 'stand' : 'hit';
  if (total === 12) return up >= 4 && up <= 6 ? 'stand' : 'hit';
  if (total === 11) return canDouble && up <= 10 ? 'double' : 'hit';
  if (total === 10) return canDouble && up <= 9 ? 'double' : 'hit';
  if (total === 9) return canDouble && up >= 3 && up <= 6 ? 'double' : 'hit';
  return 'hit';
}

/** The dealer's up card for the strategy: 2–10, 11 for an ace. */
const upOf = (card: number) => (rankOf(card) === 0 ? 11 : pointsOf(card));

/** Cards a round can use at most (4 hands of many small cards and the dealer's): a simulation shuffles only these. */
const SIMULATED_CARDS = 80;
const SHOE = decksOf(DECKS);

/** The rules shown before the first bet. */
export interface BlackjackRules {
  decks: number;
  dealer_stands_soft_17: boolean;
  dealer_peeks: boolean;
  blackjack_pays: string;
  insurance: 'declined';
  double: string;
  split_max_hands: number;
  split_aces_one_card: boolean;
  open_hand_timeout: 'stand';
}

/** A hand as the player sees it (amounts as "12.50"). */
export interface HandView {
  cards: string[];
  total: number;
  soft: boolean;
  stake: string;
  doubled: boolean;
  split_aces: boolean;
  result: HandResult | null;
  win: string | null;
}

/** The round as the player sees it: the hole card is null and the shoe left out while the round is open. */
export interface BlackjackView {
  dealer: { cards: (string | null)[]; total: number; soft: boolean; blackjack: boolean };
  hands: HandView[];
  /** The hand in play, null once settled. */
  current: number | null;
  moves: Move[];
  /** The opening hand is a blackjack. */
  blackjack: boolean;
}

function handView(hand: Hand, result: { result: HandResult; win: number } | undefined): HandView {
  const { total, soft } = totalOf(hand.cards);
  return {
    cards: hand.cards.map(codeOf),
    total,
    soft,
    stake: amountOf(hand.bet),
    doubled: hand.doubled,
    split_aces: hand.splitAces,
    result: result?.result ?? null,
    win: result ? amountOf(result.win) : null,
  };
}

export const blackjackEngine: Engine<BlackjackVariant, BlackjackChoice, BlackjackAction, BlackjackState> = {
  key: 'blackjack',
  choice: BlackjackChoice,
  action: BlackjackAction,
  /** Four hands (three splits), each doubled and won: 4 × 2 × 2 the opening stake; a blackjack pays less. */
  maxPayout: () => [MAX_HANDS * 2 * 2, 1],
  stake: (_variant, choice) => centsOf(choice.amount),
  start(_variant, choice, draw) {
    return stepOf(deal(centsOf(choice.amount), shuffled(SHOE, draw)));
  },
  act(_variant, state, action) {
    const next = copyOf(state);
    play(next, action.move);
    return stepOf(next);
  },
  timeoutAction: () => ({ move: 'stand' }),
  view(_variant, state, done): BlackjackView {
    const dealer = done ? state.dealer : state.dealer.slice(0, 1);
    const { total, soft } = totalOf(dealer);
    return {
      dealer: {
        cards: [...dealer.map(codeOf), ...(done ? [] : [null])],
        total,
        soft,
        blackjack: done && isBlackjack(state.dealer),
      },
      hands: state.hands.map((hand, i) => handView(hand, done ? state.results?.[i] : undefined)),
      current: done ? null : state.current,
      moves: done ? [] : movesOf(state),
      blackjack: state.hands.length === 1 && isBlackjack(state.hands[0]!.cards),
    };
  },
  rules: (): BlackjackRules => ({
    decks: DECKS,
    dealer_stands_soft_17: true,
    dealer_peeks: true,
    blackjack_pays: '6:5',
    insurance: 'declined',
    double: 'any first two cards, after a split too',
    split_max_hands: MAX_HANDS,
    split_aces_one_card: true,
    open_hand_timeout: 'stand',
  }),
  rtp: () => BLACKJACK_RTP,
  simulate(_variant, draw: Draw) {
    // The first SIMULATED_CARDS cards of a Fisher–Yates shuffle: as uniform as a whole shuffle for a round.
    const shoe = [...SHOE];
    for (let i = 0; i < SIMULATED_CARDS; i += 1) {
      const j = i + draw.int(shoe.length - i);
      [shoe[i], shoe[j]] = [shoe[j]!, shoe[i]!];
    }
    const state = deal(1000, shoe);
    const up = upOf(state.dealer[0]!);
    while (!state.results) {
      const hand = state.hands[state.current]!;
      play(state, basicMove(hand.cards, up, movesOf(state)));
    }
    const { stakeCents, winCents } = stepOf(state);
    return { stake: stakeCents, win: winCents };
  },
};
