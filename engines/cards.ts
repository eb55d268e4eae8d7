import { hundredthsText } from './types';
/**
 * Playing cards for the card engines (blackjack, video poker): a card is 0–51, its rank `card % 13`
 * (0 = ace, 1 = two … 9 = ten, 10 = jack, 11 = queen, 12 = king) and its suit `Math.floor(card / 13)`
 * (spades, hearts, diamonds, clubs). Views name a card by a two-letter code, rank then suit: "AS", "TD", "KH".
 */

export const RANKS = 'A23456789TJQK';
export const SUITS = 'SHDC';

export const rankOf = (card: number) => card % 13;
export const suitOf = (card: number) => Math.floor(card / 13);

/** The card's code ("QH"). */
export const codeOf = (card: number) => `${RANKS[rankOf(card)]}${SUITS[suitOf(card)]}`;

/** `decks` full 52-card decks in order (a shoe before its shuffle). */
export function decksOf(decks: number): number[] {
  return Array.from({ length: 52 * decks }, (_, i) => i % 52);
}

/** Centavos as an amount string ("1250" → "12.50"). */
export const amountOf = hundredthsText;
