import * as v from 'valibot';
import { BetAmount } from '../contract/tables';
import { says } from '../contract/says';
import { add, choose, drawBalls, fraction, hundredths, percentOfFraction, ZERO, type Fraction } from './balls';
import type { Draw } from './fair';
import { centsOf, payCents, type Engine } from './types';

/*
 * Keno: the player picks 1 to 10 numbers of 1–80, the round draws 20 balls, and the paytable of the
 * number of picks (the "spots") pays by how many of them were drawn. Each variant is a risk profile: the
 * same odds, a different spread of the pays. Every spot count's return is exact (hypergeometric odds).
 */

export const KENO_NUMBERS = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_PICKS = 10;

/** A variant's paytable: for each spot count (1–10), the pay by hits as a multiple of the stake ("3.80"). */
export interface KenoVariant {
  name: string;
  /** How the pays are spread: 'low' pays often and little, 'high' rarely and much. */
  risk: 'low' | 'medium' | 'high';
  paytable: Record<number, Record<number, string>>;
}

export const KENO_VARIANTS = {
  /** Keno Maracá: small pays on about half the picks hit, the top prize at 2 000×; 10 spots pay 0 hits too. */
  maraca: {
    name: 'Keno Maracá',
    risk: 'low',
    paytable: {
      1: { 1: '3.80' },
      2: { 1: '1.00', 2: '9.50' },
      3: { 2: '3.50', 3: '34.00' },
      4: { 2: '1.50', 3: '6.50', 4: '115.00' },
      5: { 3: '3.50', 4: '26.00', 5: '540.00' },
      6: { 3: '1.50', 4: '8.50', 5: '85.00', 6: '2000.00' },
      7: { 4: '4.00', 5: '26.00', 6: '650.00', 7: '2000.00' },
      8: { 4: '2.00', 5: '9.50', 6: '190.00', 7: '1000.00', 8: '2000.00' },
      9: { 4: '2.00', 5: '6.00', 6: '40.00', 7: '400.00', 8: '1800.00', 9: '2000.00' },
      10: { 0: '2.00', 4: '1.00', 5: '3.00', 6: '20.00', 7: '150.00', 8: '600.00', 9: '1500.00', 10: '2000.00' },
    },
  },
  /** Keno Copacabana: the classic spread, up to 5 000×. */
  copacabana: {
    name: 'Keno Copacabana',
    risk: 'medium',
    paytable: {
      1: { 1: '3.70' },
      2: { 2: '15.50' },
      3: { 2: '2.50', 3: '43.00' },
      4: { 2: '1.00', 3: '7.00', 4: '145.00' },
      5: { 3: '2.50', 4: '24.00', 5: '700.00' },
      6: { 4: '7.00', 5: '95.00', 6: '3500.00' },
      7: { 5: '23.00', 6: '860.00', 7: '5000.00' },
      8: { 5: '6.00', 6: '175.00', 7: '2500.00', 8: '5000.00' },
      9: { 6: '17.00', 7: '1300.00', 8: '2500.00', 9: '5000.00' },
      10: { 5: '2.00', 6: '20.00', 7: '200.00', 8: '2000.00', 9: '4000.00', 10: '5000.00' },
    },
  },
  /** Keno Turbo: only the rare hits pay, up to 10 000×. */
  turbo: {
    name: 'Keno Turbo',
    risk: 'high',
    paytable: {
      1: { 1: '3.60' },
      2: { 2: '15.00' },
      3: { 2: '2.00', 3: '48.00' },
      4: { 3: '7.00', 4: '210.00' },
      5: { 4: '24.00', 5: '1000.00' },
      6: { 4: '4.00', 5: '85.00', 6: '4400.00' },
      7: { 5: '14.00', 6: '790.00', 7: '10000.00' },
      8: { 6: '48.00', 7: '4900.00', 8: '10000.00' },
      9: { 6: '9.00', 7: '1200.00', 8: '5200.00', 9: '10000.00' },
      10: { 6: '12.00', 7: '150.00', 8: '3800.00', 9: '8000.00', 10: '10000.00' },
    },
  },
} satisfies Record<string, KenoVariant>;

export const KenoChoice = v.object(
  {
    amount: BetAmount,
    picks: v.pipe(
      v.array(
        v.pipe(
          v.number(says('keno.pick_range')),
          v.integer(says('keno.pick_range')),
          v.minValue(1, says('keno.pick_range')),
          v.maxValue(KENO_NUMBERS, says('keno.pick_range')),
        ),
        says('keno.picks_count'),
      ),
      v.minLength(1, says('keno.picks_count')),
      v.maxLength(KENO_MAX_PICKS, says('keno.picks_count')),
      v.check((picks) => new Set(picks).size === picks.length, says('keno.picks_repeated')),
    ),
  },
  says('round.choice_invalid'),
);
export type KenoChoice = v.InferOutput<typeof KenoChoice>;

export interface KenoState {
  picks: number[];
  /** The 20 balls in the order drawn. */
  drawn: number[];
  hits: number[];
  stakeCents: number;
  winCents: number;
}

/** The pay of `hits` hits out of `spots` picks, in hundredths of the stake (0 when it pays nothing). */
export function kenoPay(variant: KenoVariant, spots: number, hits: number): number {
  const pay = variant.paytable[spots]?.[hits];
  return pay === undefined ? 0 : hundredths(pay);
}

/** The chance of `hits` hits out of `spots` picks: C(spots, hits) · C(80 − spots, 20 − hits) / C(80, 20). */
export function kenoChance(spots: number, hits: number): Fraction {
  return fraction(
    choose(spots, hits) * choose(KENO_NUMBERS - spots, KENO_DRAWN - hits),
    choose(KENO_NUMBERS, KENO_DRAWN),
  );
}

/** A spot count's exact return: Σ over hits of chance × pay. */
export function kenoReturn(variant: KenoVariant, spots: number): Fraction {
  let total = ZERO;
  for (let hits = 0; hits <= spots; hits += 1) {
    const chance = kenoChance(spots, hits);
    total = add(total, fraction(chance.numerator * BigInt(kenoPay(variant, spots, hits)), chance.denominator * 100n));
  }
  return total;
}

const spotCounts = Array.from({ length: KENO_MAX_PICKS }, (_, i) => i + 1);

function play(variant: KenoVariant, picks: number[], stakeCents: number, draw: Draw): KenoState {
  const drawn = drawBalls(KENO_NUMBERS, KENO_DRAWN, draw);
  const hits = picks.filter((pick) => drawn.includes(pick));
  const winCents = payCents(stakeCents, kenoPay(variant, picks.length, hits.length), 100);
  return { picks: [...picks], drawn, hits, stakeCents, winCents };
}

/** What the table shows before the first bet (Table.rules). */
export interface KenoRules {
  numbers: number;
  drawn: number;
  max_picks: number;
  risk: KenoVariant['risk'];
  /** Per spot count: what each number of hits pays (× the stake) and the spot count's exact RTP. */
  paytable: { spots: number; pays: { hits: number; pays: string }[]; rtp: string }[];
}

/** A round as the player sees it (RoundView.view). */
export interface KenoView {
  picks: number[];
  /** The 20 balls in the order drawn. */
  drawn: number[];
  hits: number[];
}

export const kenoEngine: Engine<KenoVariant, KenoChoice, never, KenoState> = {
  key: 'keno',
  choice: KenoChoice,
  stake: (_variant, choice) => centsOf(choice.amount),
  /** Every pick drawn pays the most (the paytable's top prize for that many picks). */
  maxPayout: (variant, choice) => [
    Math.max(
      0,
      ...Array.from({ length: choice.picks.length + 1 }, (_, hits) => kenoPay(variant, choice.picks.length, hits)),
    ),
    100,
  ],
  start(variant, choice, draw) {
    const state = play(variant, choice.picks, centsOf(choice.amount), draw);
    return { state, done: true, winCents: state.winCents, stakeCents: state.stakeCents };
  },
  view: (_variant, state): KenoView => ({ picks: state.picks, drawn: state.drawn, hits: state.hits }),
  rules: (variant): KenoRules => ({
    numbers: KENO_NUMBERS,
    drawn: KENO_DRAWN,
    max_picks: KENO_MAX_PICKS,
    risk: variant.risk,
    paytable: spotCounts.map((spots) => ({
      spots,
      pays: Object.entries(variant.paytable[spots] ?? {}).map(([hits, pays]) => ({ hits: Number(hits), pays })),
      rtp: percentOfFraction(kenoReturn(variant, spots)),
    })),
  }),
  /** The highest of the spot counts' exact returns: the conservative figure for anything capped by RTP. */
  rtp: (variant) => percentOfFraction(kenoReturn(variant, highestSpots(variant))),
  /** A round of the spot count whose return is stated (the highest), R$ 1,00 on spread-out numbers. */
  simulate(variant, draw) {
    const state = play(variant, simulatedPicks(highestSpots(variant)), 100, draw);
    return { stake: 100, win: state.winCents };
  },
};

const highest = new WeakMap<KenoVariant, number>();

/** The spot count with the highest return (the first of equals). */
export function highestSpots(variant: KenoVariant): number {
  const known = highest.get(variant);
  if (known !== undefined) return known;
  let best = 1;
  let bestReturn = kenoReturn(variant, 1);
  for (const spots of spotCounts.slice(1)) {
    const r = kenoReturn(variant, spots);
    if (r.numerator * bestReturn.denominator > bestReturn.numerator * r.denominator) {
      best = spots;
      bestReturn = r;
    }
  }
  highest.set(variant, best);
  return best;
}

/** Picks for a simulated round of `spots` spots (which numbers does not change the odds). */
export const simulatedPicks = (spots: number) => Array.from({ length: spots }, (_, i) => i * 7 + 1);
