import * as v from 'valibot';
import { BetAmount } from '../contract/tables';
import { says } from '../contract/says';
import { shuffled, type Draw } from './fair';
import { centsOf, hundredthsText, payCents, type Engine } from './types';

/**
 * Punto banco baccarat. Every round is dealt from its own 8-deck shoe shuffled from the seed (the shoe's
 * top is the shuffled array's last card): player, banker, player, banker, then the third cards by the fixed tableau (nobody chooses anything but the bets).
 * Bets: player 1:1, banker 0.95:1 (5% commission), tie 8:1 (player and banker bets are returned on a tie),
 * player pair and banker pair 11:1 (the side's first two cards of one rank).
 */

/** A title's table: the variants differ only by the colours of the felt. */
export interface BaccaratVariant {
  theme: 'real' | 'leblon';
}

export const BACCARAT_VARIANTS = {
  real: { theme: 'real' },
  leblon: { theme: 'leblon' },
} as const satisfies Record<string, BaccaratVariant>;

export const BACCARAT_DECKS = 8;
export const BACCARAT_BETS = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const;
export type BaccaratBet = (typeof BACCARAT_BETS)[number];

/**
 * Each bet's return to player, exact for a round dealt from a full 8-deck shoe (which every round is):
 * `baccaratOdds()` enumerates every deal card by card without replacement, and the engine's tests check
 * these against it. Player pair and banker pair: 12 × 31/415.
 */
export const BACCARAT_RTP: Record<BaccaratBet, string> = {
  player: '98.76',
  banker: '98.94',
  tie: '85.64',
  player_pair: '89.64',
  banker_pair: '89.64',
};

/** What each bet pays for 1 (stake not included): banker 0.95, the others whole. */
export const BACCARAT_PAYS: Record<BaccaratBet, string> = {
  player: '1',
  banker: '0.95',
  tie: '8',
  player_pair: '11',
  banker_pair: '11',
};

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
const SUITS = ['s', 'h', 'd', 'c'] as const;

/** A card: "As", "Th", "Kd" (rank A 2–9 T J Q K, suit s h d c). */
export type Card = string;

/** The 416 cards of an unshuffled shoe. */
export const SHOE: readonly Card[] = Array.from({ length: BACCARAT_DECKS }, () =>
  SUITS.flatMap((suit) => RANKS.map((rank) => rank + suit)),
).flat();

/** A card's points: ace 1, 2–9 their value, ten and faces 0. */
export function pointsOf(card: Card): number {
  const rank = RANKS.indexOf(card[0] as (typeof RANKS)[number]);
  return rank < 9 ? rank + 1 : 0;
}

/** A hand's total: the sum of its points, last digit only. */
export const totalOf = (cards: readonly Card[]) => cards.reduce((sum, card) => sum + pointsOf(card), 0) % 10;

/** Whether the banker draws a third card on `banker` (two cards) when the player drew `third` points. */
export function bankerDraws(banker: number, third: number | null): boolean {
  if (third === null) return banker <= 5;
  if (banker <= 2) return true;
  if (banker === 3) return third !== 8;
  if (banker === 4) return third >= 2 && third <= 7;
  if (banker === 5) return third >= 4 && third <= 7;
  if (banker === 6) return third === 6 || third === 7;
  return false;
}

/**
 * The top of a shoe shuffled by `shuffled` (engines/fair.ts): its last cards, last first, which the
 * shuffle's first draws settle. A coup uses at most six.
 */
export const topOf = (shoe: readonly Card[]): Card[] => shoe.slice(-6).reverse();

/**
 * The same six cards `topOf(shuffled(SHOE, draw))` gives, from the shuffle's first six draws only (the
 * simulation's shortcut: the rest of the shoe is never dealt, so it is not shuffled).
 */
export function topOfShuffle(draw: Draw): Card[] {
  const moved = new Map<number, Card>();
  const top: Card[] = [];
  for (let i = SHOE.length - 1; i >= SHOE.length - 6; i -= 1) {
    const j = draw.int(i + 1);
    const atJ = moved.get(j) ?? SHOE[j]!;
    moved.set(j, moved.get(i) ?? SHOE[i]!);
    top.push(atJ);
  }
  return top;
}

/** Deals a coup from the top of the shoe (first card first): the player's and the banker's cards. */
export function deal(top: readonly Card[]): { player: Card[]; banker: Card[]; order: ('player' | 'banker')[] } {
  let next = 0;
  const take = () => top[next++]!;
  const player = [take()];
  const banker = [take()];
  player.push(take());
  banker.push(take());
  const order: ('player' | 'banker')[] = ['player', 'banker', 'player', 'banker'];
  const p = totalOf(player);
  const b = totalOf(banker);
  if (p >= 8 || b >= 8) return { player, banker, order };
  let third: number | null = null;
  if (p <= 5) {
    const card = take();
    player.push(card);
    order.push('player');
    third = pointsOf(card);
  }
  if (bankerDraws(b, third)) {
    banker.push(take());
    order.push('banker');
  }
  return { player, banker, order };
}

export type BaccaratWinner = 'player' | 'banker' | 'tie';

const isPair = (cards: readonly Card[]) => cards[0]![0] === cards[1]![0];

/** What a bet of `cents` returns on a coup, stake included (0 when it loses). */
export function betWin(
  bet: BaccaratBet,
  cents: number,
  winner: BaccaratWinner,
  pairs: { player: boolean; banker: boolean },
) {
  switch (bet) {
    case 'player':
      return winner === 'player' ? 2 * cents : winner === 'tie' ? cents : 0;
    case 'banker':
      return winner === 'banker' ? cents + payCents(cents, 95, 100) : winner === 'tie' ? cents : 0;
    case 'tie':
      return winner === 'tie' ? 9 * cents : 0;
    case 'player_pair':
      return pairs.player ? 12 * cents : 0;
    case 'banker_pair':
      return pairs.banker ? 12 * cents : 0;
  }
}

const Amount = v.optional(BetAmount);
export const BaccaratChoice = v.pipe(
  v.unknown(),
  // Only the table's five bets: any other key is refused, not dropped.
  v.check(
    (input) =>
      typeof input === 'object' &&
      input !== null &&
      Object.keys(input).every((key) => (BACCARAT_BETS as readonly string[]).includes(key)),
    says('baccarat.bet_unknown'),
  ),
  v.object(
    {
      player: Amount,
      banker: Amount,
      tie: Amount,
      player_pair: Amount,
      banker_pair: Amount,
    },
    says('baccarat.bet_unknown'),
  ),
  v.check((choice) => BACCARAT_BETS.some((bet) => choice[bet] !== undefined), says('round.choice_invalid')),
);
export type BaccaratChoice = v.InferOutput<typeof BaccaratChoice>;

export interface BaccaratState {
  player: Card[];
  banker: Card[];
  /** Who got each card, in the order dealt. */
  order: ('player' | 'banker')[];
  bets: { bet: BaccaratBet; cents: number; winCents: number }[];
}

function betsOf(choice: BaccaratChoice) {
  return BACCARAT_BETS.flatMap((bet) => {
    const amount = choice[bet];
    if (amount === undefined) return [];
    return [{ bet, cents: centsOf(amount) }];
  });
}

export function winnerOf(player: readonly Card[], banker: readonly Card[]): BaccaratWinner {
  const p = totalOf(player);
  const b = totalOf(banker);
  return p > b ? 'player' : b > p ? 'banker' : 'tie';
}

function play(choice: BaccaratChoice, top: readonly Card[]) {
  const bets = betsOf(choice);
  const coup = deal(top);
  const winner = winnerOf(coup.player, coup.banker);
  const pairs = { player: isPair(coup.player), banker: isPair(coup.banker) };
  const settled = bets.map(({ bet, cents }) => ({ bet, cents, winCents: betWin(bet, cents, winner, pairs) }));
  return {
    state: { ...coup, bets: settled },
    done: true,
    winCents: settled.reduce((sum, bet) => sum + bet.winCents, 0),
    stakeCents: settled.reduce((sum, bet) => sum + bet.cents, 0),
  };
}

const amountOf = hundredthsText;

export const baccaratEngine: Engine<BaccaratVariant, BaccaratChoice, never, BaccaratState> = {
  key: 'baccarat',
  choice: BaccaratChoice,
  stake: (_variant, choice) => betsOf(choice).reduce((sum, bet) => sum + bet.cents, 0),
  /** Every bet at its best (more than one coup can give: a bound, never below what a coup pays). */
  maxPayout(_variant, choice) {
    const bets = betsOf(choice);
    const best = (bet: BaccaratBet, cents: number) =>
      Math.max(
        ...(['player', 'banker', 'tie'] as const).map((winner) =>
          betWin(bet, cents, winner, { player: true, banker: true }),
        ),
      );
    return [
      bets.reduce((sum, { bet, cents }) => sum + best(bet, cents), 0),
      bets.reduce((sum, bet) => sum + bet.cents, 0),
    ];
  },
  start: (_variant, choice, draw) => play(choice, topOf(shuffled(SHOE, draw))),
  view: (_variant, state) => ({
    player: { cards: state.player, total: totalOf(state.player), pair: isPair(state.player) },
    banker: { cards: state.banker, total: totalOf(state.banker), pair: isPair(state.banker) },
    order: state.order,
    winner: winnerOf(state.player, state.banker),
    bets: state.bets.map((bet) => ({ bet: bet.bet, amount: amountOf(bet.cents), win: amountOf(bet.winCents) })),
  }),
  rules: (variant) => ({
    theme: variant.theme,
    decks: BACCARAT_DECKS,
    commission: '5',
    bets: BACCARAT_BETS.map((bet) => ({ bet, pays: BACCARAT_PAYS[bet], rtp: BACCARAT_RTP[bet] })),
  }),
  rtp: () => BACCARAT_RTP.banker,
  /** A typical round: R$ 1 on the banker, the best bet, whose return is the game's stated one. */
  simulate: (_variant, draw) => {
    const step = play({ banker: '1.00' }, topOfShuffle(draw));
    return { stake: step.stakeCents, win: step.winCents };
  },
};

/** The view of a settled coup (what `view` answers), for the screen and the verifier. */
export interface BaccaratView {
  player: { cards: Card[]; total: number; pair: boolean };
  banker: { cards: Card[]; total: number; pair: boolean };
  order: ('player' | 'banker')[];
  winner: BaccaratWinner;
  bets: { bet: BaccaratBet; amount: string; win: string }[];
}

/** The rules a table states (what `rules` answers). */
export interface BaccaratRules {
  theme: BaccaratVariant['theme'];
  decks: number;
  commission: string;
  bets: { bet: BaccaratBet; pays: string; rtp: string }[];
}

/**
 * The exact probabilities of a coup dealt from a full shoe of `decks` decks, as whole-number weights over
 * `total` (every ordered deal of the cards the coup uses, without replacement): the winner's and both
 * pairs'. Cards are enumerated by points (ten and faces together) for the winner; a pair needs one rank.
 */
export function baccaratOdds(decks = BACCARAT_DECKS) {
  const counts = Array.from({ length: 10 }, (_, points) => (points === 0 ? 16 : 4) * decks);
  const weights = { player: 0n, banker: 0n, tie: 0n };
  // Depth-first over the cards in the order dealt; `w` is the product of the counts taken so far, and a
  // coup that ends after k cards stands for every continuation, so its weight is scaled to six cards.
  const full = (taken: number) => {
    let scale = 1n;
    for (let i = taken; i < 6; i += 1) scale *= BigInt(52 * decks - i);
    return scale;
  };
  const pick = (visit: (points: number, w: number) => void) => {
    for (let points = 0; points < 10; points += 1) {
      const count = counts[points]!;
      if (count === 0) continue;
      counts[points] = count - 1;
      visit(points, count);
      counts[points] = count;
    }
  };
  const settle = (p: number, b: number, w: bigint, taken: number) => {
    const weight = w * full(taken);
    if (p > b) weights.player += weight;
    else if (b > p) weights.banker += weight;
    else weights.tie += weight;
  };
  pick((p1, w1) =>
    pick((b1, w2) =>
      pick((p2, w3) =>
        pick((b2, w4) => {
          const w = BigInt(w1 * w2 * w3 * w4);
          const p = (p1 + p2) % 10;
          const b = (b1 + b2) % 10;
          if (p >= 8 || b >= 8) return settle(p, b, w, 4);
          if (p <= 5) {
            pick((p3, w5) => {
              const pt = (p + p3) % 10;
              if (bankerDraws(b, p3)) pick((b3, w6) => settle(pt, (b + b3) % 10, w * BigInt(w5 * w6), 6));
              else settle(pt, b, w * BigInt(w5), 5);
            });
          } else if (bankerDraws(b, null)) pick((b3, w5) => settle(p, (b + b3) % 10, w * BigInt(w5), 5));
          else settle(p, b, w, 4);
        }),
      ),
    ),
  );
  return {
    total: full(0),
    ...weights,
    /** Either side's first two cards of one rank: 4·decks − 1 of the other 52·decks − 1 cards. */
    pair: { numerator: 4 * decks - 1, denominator: 52 * decks - 1 },
  };
}

/** Each bet's exact return as a percentage with two places, from `baccaratOdds`. */
export function baccaratReturns(decks = BACCARAT_DECKS): Record<BaccaratBet, string> {
  const odds = baccaratOdds(decks);
  const pct = (numerator: bigint, denominator: bigint) => {
    const hundredths = (20_000n * numerator + denominator) / (2n * denominator);
    return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
  };
  const t = odds.total;
  // Banker: 1.95 on a win, 1 on a tie, in twentieths to stay whole.
  const pair = pct(BigInt(12 * odds.pair.numerator), BigInt(odds.pair.denominator));
  return {
    player: pct(2n * odds.player + odds.tie, t),
    banker: pct(39n * odds.banker + 20n * odds.tie, 20n * t),
    tie: pct(9n * odds.tie, t),
    player_pair: pair,
    banker_pair: pair,
  };
}
