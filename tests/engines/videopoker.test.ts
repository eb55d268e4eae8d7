import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { decksOf, RANKS, SUITS } from '../../engines/cards';
import { drawFrom, shuffled, simulationDraw } from '../../engines/fair';
import { EngineRefusal, measure } from '../../engines/types';
import {
  handOf,
  strategyHold,
  VIDEO_POKER_VARIANTS,
  VideoPokerAction,
  videoPokerEngine as engine,
} from '../../engines/videopoker';

const { jacks, bonus, deuces } = VIDEO_POKER_VARIANTS;
const card = (code: string) => SUITS.indexOf(code[1]!) * 13 + RANKS.indexOf(code[0]!);
const hand = (text: string) => text.split(' ').map(card);

describe('video poker: the hands', () => {
  it('ranks every Jacks or Better hand', () => {
    const cases: [string, string | null][] = [
      ['TS JS QS KS AS', 'royal_flush'],
      ['9H TH JH QH KH', 'straight_flush'],
      ['AD 2D 3D 4D 5D', 'straight_flush'],
      ['7S 7H 7D 7C 2S', 'four_of_a_kind'],
      ['KS KH KD 4C 4S', 'full_house'],
      ['2H 6H 9H JH KH', 'flush'],
      ['5S 6H 7D 8C 9S', 'straight'],
      ['TS JH QD KC AS', 'straight'],
      ['AS 2H 3D 4C 5S', 'straight'],
      ['QS KH AD 2C 3S', null],
      ['3S 3H 3D KC 9S', 'three_of_a_kind'],
      ['3S 3H 9D 9C AS', 'two_pair'],
      ['JS JH 2D 5C 9S', 'jacks_or_better'],
      ['AS AH 2D 5C 9S', 'jacks_or_better'],
      ['TS TH 2D 5C 9S', null],
      ['2S 4H 6D 8C TS', null],
    ];
    for (const [cards, expected] of cases) expect([cards, handOf(hand(cards), jacks)]).toEqual([cards, expected]);
  });

  it('pays Bonus Poker’s fours by rank', () => {
    expect(handOf(hand('AS AH AD AC 2S'), bonus)).toBe('four_aces');
    expect(handOf(hand('2S 2H 2D 2C KS'), bonus)).toBe('four_2_4');
    expect(handOf(hand('4S 4H 4D 4C KS'), bonus)).toBe('four_2_4');
    expect(handOf(hand('5S 5H 5D 5C KS'), bonus)).toBe('four_5_k');
    expect(handOf(hand('KS KH KD KC 5S'), bonus)).toBe('four_5_k');
  });

  it('ranks Deuces Wild hands with the deuces wild', () => {
    const cases: [string, string | null][] = [
      ['TS JS QS KS AS', 'royal_flush'],
      ['2S 2H 2D 2C 9S', 'four_deuces'],
      ['2S JS QS KS AS', 'wild_royal'],
      ['2S 2H QS KS AS', 'wild_royal'],
      ['9S 9H 9D 2C 2S', 'five_of_a_kind'],
      ['9S 9H 9D 9C 2S', 'five_of_a_kind'],
      ['5H 6H 2D 8H 9H', 'straight_flush'],
      ['AH 2S 3H 4H 5H', 'straight_flush'],
      ['7S 7H 2D 4C 9S', 'three_of_a_kind'],
      ['7S 7H 2D 2C 9S', 'four_of_a_kind'],
      ['KS KH KD KC 5S', 'four_of_a_kind'],
      ['KS KH 5D 5C 2S', 'full_house'],
      ['KS KH KD 5C 5S', 'full_house'],
      ['2H 6H 9H JH KH', 'flush'],
      ['3H 6H 9H JH 2D', 'flush'],
      ['5S 6H 2D 8C 9S', 'straight'],
      ['AS 2H 3D 4C 5S', 'straight'],
      ['2S 2H QD KC AS', 'straight'],
      ['3S 3H 9D 9C AS', null],
      ['AS AH 4D 6C 9S', null],
      ['2S 4H 6D 8C KS', null],
    ];
    for (const [cards, expected] of cases) expect([cards, handOf(hand(cards), deuces)]).toEqual([cards, expected]);
  });
});

describe('video poker: a round', () => {
  const words = () => Array.from({ length: 200 }, (_, i) => (i * 2_654_435_761 + 12_345) >>> 0);
  const dealt = () => {
    const source = words();
    return shuffled(
      decksOf(1),
      drawFrom(() => source.shift()!),
    );
  };

  it('deals the first five cards of a deck shuffled from the seed, and hides the rest', () => {
    const source = words();
    const step = engine.start(
      jacks,
      { amount: '2.00' },
      drawFrom(() => source.shift()!),
    );
    const deck = dealt();
    expect(step.state.deck).toEqual(deck);
    expect(step.done).toBe(false);
    expect(step.stakeCents).toBe(200);
    const view = engine.view(jacks, step.state, false) as { cards: string[]; win: string | null };
    expect(view.cards).toEqual(deck.slice(0, 5).map((c) => `${RANKS[c % 13]}${SUITS[Math.floor(c / 13)]}`));
    expect(view.win).toBeNull();
    expect(JSON.stringify(view)).not.toContain('deck');
  });

  it('replaces the discards with the deck’s next cards in order and pays the final hand', () => {
    const deck = hand('JS JH 4D 7C 9S 2H KD 5C QS TS AS 3D');
    const state = { deck, stake: 250, held: null, final: null, win: 0 };
    const step = engine.act!(jacks, state, { hold: [true, true, false, false, false] });
    expect(step.done).toBe(true);
    expect(step.state.final).toEqual(hand('JS JH 2H KD 5C'));
    expect(step.winCents).toBe(250);
    const view = engine.view(jacks, step.state, true) as { hand: string; pays: number; win: string };
    expect(view).toMatchObject({ hand: 'jacks_or_better', pays: 1, win: '2.50' });
    const full = engine.act!(jacks, state, { hold: [false, false, false, false, false] });
    expect(full.state.final).toEqual(hand('2H KD 5C QS TS'));
    expect(full.winCents).toBe(0);
    const royal = engine.act!(
      jacks,
      { ...state, deck: hand('TS JS QS KS AS 2H 3D 4C 5S 6H') },
      {
        hold: [true, true, true, true, true],
      },
    );
    expect(royal.winCents).toBe(250 * 800);
  });

  it('stands pat after the timeout, refuses a second draw, and checks the holds', () => {
    const state = { deck: hand('KS KH KD 4C 4S 2H 3D 5C 6S 7S'), stake: 100, held: null, final: null, win: 0 };
    const pat = engine.act!(jacks, state, engine.timeoutAction!(jacks, state));
    expect(pat.state.final).toEqual(state.deck.slice(0, 5));
    expect(pat.winCents).toBe(900);
    expect(() => engine.act!(jacks, pat.state, { hold: [true, true, true, true, true] })).toThrow(EngineRefusal);
    for (const bad of [{ hold: [true, true] }, { hold: [1, 0, 1, 0, 1] }, {}, null]) {
      expect(v.safeParse(VideoPokerAction, bad).issues?.[0]?.message).toBe('videopoker.hold_invalid');
    }
  });
});

describe('video poker: strategy and return', () => {
  const holds = (cards: string, variant: typeof jacks | typeof deuces = jacks) =>
    strategyHold(hand(cards), variant)
      .map((held, i) => (held ? cards.split(' ')[i] : ''))
      .filter(Boolean)
      .join(' ');

  it('holds by the ranked list', () => {
    expect(holds('TS JS QS KS 3D')).toBe('TS JS QS KS');
    expect(holds('JS JH 4D 7C 9S')).toBe('JS JH');
    expect(holds('2S 5H 9D QC KS')).toBe('QC KS');
    expect(holds('2S 5H 8D 9C 3S')).toBe('');
    expect(holds('2S 9S KS 4H 2C', deuces)).toBe('2S 2C');
    expect(holds('2S 2H 2D 7C 9S', deuces)).toBe('2S 2H 2D');
    expect(holds('3S 3H 3D 7C 9S', deuces)).toBe('3S 3H 3D');
  });

  it('states each table’s optimal return (computed by scripts/videopoker-optimal.ts)', () => {
    expect([engine.rtp(jacks), engine.rtp(bonus), engine.rtp(deuces)]).toEqual(['99.54', '98.01', '98.91']);
  });

  // The royal flush (800 for 1, once in about 40 000 hands) makes a hand's pay very spread: over 60 000
  // hands the 95% interval is about ±3%, so it must hold the optimal return, which the simple strategy
  // falls short of by less than half a point (1 000 000 hands: see the engine's comments).
  it.each([
    ['jacks', jacks],
    ['bonus', bonus],
    ['deuces', deuces],
  ] as const)('a simulation of %s holds the stated return', (_key, variant) => {
    const measured = measure(60_000, simulationDraw(9), (draw) => engine.simulate(variant, draw));
    expect(measured.low).toBeLessThanOrEqual(Number(variant.rtp));
    expect(measured.high).toBeGreaterThanOrEqual(Number(variant.rtp) - 0.5);
  });
});
