import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  basicMove,
  BLACKJACK_RTP,
  BLACKJACK_VARIANTS,
  BlackjackAction,
  BlackjackChoice,
  blackjackEngine as engine,
  deal,
  type BlackjackState,
} from '../../engines/blackjack';
import { codeOf, decksOf, RANKS, SUITS } from '../../engines/cards';
import { drawFrom, shuffled, simulationDraw } from '../../engines/fair';
import { EngineRefusal, measure, type Step } from '../../engines/types';

const variant = BLACKJACK_VARIANTS.ipanema;

/** A card from its code ("QH"). */
const card = (code: string) => SUITS.indexOf(code[1]!) * 13 + RANKS.indexOf(code[0]!);
/** A shoe that deals these cards first (player, dealer up, player, dealer hole, then in order), then 2s. */
const shoe = (...codes: string[]) => [...codes.map(card), ...Array<number>(40).fill(card('2C'))];

type View = {
  dealer: { cards: (string | null)[]; total: number; soft: boolean; blackjack: boolean };
  hands: {
    cards: string[];
    total: number;
    soft: boolean;
    stake: string;
    doubled: boolean;
    result: string | null;
    win: string | null;
  }[];
  current: number | null;
  moves: string[];
};
const viewOf = (step: Step<BlackjackState>) => engine.view(variant, step.state, step.done) as View;
const open = (bet: number, ...codes: string[]) => {
  const state = deal(bet, shoe(...codes));
  const winCents = state.results?.reduce((sum, r) => sum + r.win, 0) ?? 0;
  return { state, done: state.results !== null, winCents, stakeCents: bet } as Step<BlackjackState>;
};
const act = (step: Step<BlackjackState>, move: 'hit' | 'stand' | 'double' | 'split') =>
  engine.act!(variant, step.state, { move });
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof EngineRefusal ? error.code : String(error);
  }
  return null;
};

describe('blackjack: the deal', () => {
  it('shuffles a 6-deck shoe from the seed and deals player, dealer, player, dealer', () => {
    const words = Array.from({ length: 400 }, (_, i) => (i * 2_654_435_761) >>> 0);
    const step = engine.start(
      variant,
      { amount: '10.00' },
      drawFrom(() => words.shift()!),
    );
    const replay = [...Array.from({ length: 400 }, (_, i) => (i * 2_654_435_761) >>> 0)];
    const expected = shuffled(
      decksOf(6),
      drawFrom(() => replay.shift()!),
    );
    expect(expected).toHaveLength(312);
    expect(step.state.shoe).toEqual(expected);
    expect(step.state.hands[0]!.cards).toEqual([expected[0], expected[2]]);
    expect(step.state.dealer.slice(0, 2)).toEqual([expected[1], expected[3]]);
    expect(step.stakeCents).toBe(1000);
  });

  it('hides the hole card and the shoe while the round is open', () => {
    const step = open(1000, 'TS', '9H', '6D', 'KC');
    expect(step.done).toBe(false);
    const view = viewOf(step);
    expect(view.dealer).toEqual({ cards: ['9H', null], total: 9, soft: false, blackjack: false });
    expect(view.hands[0]).toMatchObject({ cards: ['TS', '6D'], total: 16, soft: false, stake: '10.00', result: null });
    expect(view.moves).toEqual(['hit', 'stand', 'double']);
    expect(JSON.stringify(view)).not.toContain('KC');
    expect(view).not.toHaveProperty('shoe');
  });

  it('pays a blackjack 6:5 at once, rounding a centavo down', () => {
    const step = open(1000, 'AS', '9H', 'KD', '7C');
    expect(step.done).toBe(true);
    expect(step.winCents).toBe(2200);
    expect(viewOf(step).hands[0]).toMatchObject({ result: 'blackjack', win: '22.00' });
    expect(open(15, 'AS', '9H', 'KD', '7C').winCents).toBe(15 + 18);
    expect(open(11, 'AS', '9H', 'KD', '7C').winCents).toBe(11 + 13);
  });

  it('peeks under an ace or a ten: a dealer blackjack ends the round before any move', () => {
    const ace = open(1000, 'TS', 'AH', '9D', 'KC');
    expect(ace.done).toBe(true);
    expect(ace.winCents).toBe(0);
    expect(viewOf(ace).dealer).toMatchObject({ cards: ['AH', 'KC'], blackjack: true });
    const ten = open(1000, 'TS', 'QH', '9D', 'AC');
    expect(ten.done).toBe(true);
    expect(ten.winCents).toBe(0);
    expect(refusal(() => act(ten, 'hit'))).toBe('round.action_invalid');
  });

  it('pushes a blackjack against a dealer blackjack', () => {
    const step = open(1000, 'AS', 'AH', 'KD', 'QC');
    expect(step.done).toBe(true);
    expect(step.winCents).toBe(1000);
    expect(viewOf(step).hands[0]!.result).toBe('push');
  });
});

describe('blackjack: the dealer', () => {
  it('stands on soft 17', () => {
    const step = act(open(1000, 'TS', '6H', '8D', 'AC', '5S'), 'stand');
    expect(step.done).toBe(true);
    expect(step.state.dealer.map(codeOf)).toEqual(['6H', 'AC']);
    expect(viewOf(step).dealer).toMatchObject({ total: 17, soft: true });
    expect(step.winCents).toBe(2000);
  });

  it('hits 16 and soft 16, and stands on hard 17', () => {
    const hard = act(open(1000, 'TS', 'TH', '7D', '6C', 'AS', '4D'), 'stand');
    expect(hard.state.dealer.map(codeOf)).toEqual(['TH', '6C', 'AS']);
    expect(viewOf(hard).dealer.total).toBe(17);
    expect(hard.winCents).toBe(1000);
    expect(viewOf(hard).hands[0]!.result).toBe('push');
    const soft = act(open(1000, 'TS', 'AH', '9D', '5C', '5S', 'KD', '3H'), 'stand');
    // A-5 (soft 16) takes a 5 (soft 21).
    expect(soft.state.dealer.map(codeOf)).toEqual(['AH', '5C', '5S']);
    expect(soft.winCents).toBe(0);
  });

  it('pays even money when the dealer busts, and keeps the stake of a bust hand without drawing', () => {
    const busts = act(open(1000, 'TS', '6H', '2D', 'TC', 'KS'), 'stand');
    expect(viewOf(busts).dealer.total).toBe(26);
    expect(busts.winCents).toBe(2000);
    const bust = act(open(1000, 'TS', '6H', '6D', 'TC', 'KS', '5S'), 'hit');
    expect(bust.done).toBe(true);
    expect(bust.state.dealer.map(codeOf)).toEqual(['6H', 'TC']);
    expect(viewOf(bust).hands[0]).toMatchObject({ total: 26, result: 'bust', win: '0.00' });
  });
});

describe('blackjack: the player', () => {
  it('counts soft hands and turns them hard', () => {
    let step = open(1000, 'AS', '9H', '5D', 'TC', '4S', '9C', '3D');
    expect(viewOf(step).hands[0]).toMatchObject({ total: 16, soft: true });
    step = act(step, 'hit');
    expect(viewOf(step).hands[0]).toMatchObject({ total: 20, soft: true });
    step = act(step, 'hit');
    expect(viewOf(step).hands[0]).toMatchObject({ total: 19, soft: false });
    step = act(step, 'stand'); // 19 against the dealer's 19
    expect(step.winCents).toBe(1000);
  });

  it('stands a hand on its own at 21 (not a blackjack: even money)', () => {
    const step = act(open(1000, '5S', '9H', '6D', 'TC', 'KS'), 'hit');
    expect(step.done).toBe(true);
    expect(viewOf(step).hands[0]).toMatchObject({ total: 21, result: 'win', win: '20.00' });
  });

  it('doubles on any first two cards: the stake doubles, one card, the hand is over', () => {
    const step = act(open(1000, '6S', '9H', '5D', 'TC', 'KS'), 'double');
    expect(step.stakeCents).toBe(2000);
    expect(step.done).toBe(true);
    expect(viewOf(step).hands[0]).toMatchObject({ cards: ['6S', '5D', 'KS'], doubled: true, stake: '20.00' });
    expect(step.winCents).toBe(4000);
    const later = act(open(1000, '2S', '9H', '3D', 'TC', '4S'), 'hit');
    expect(viewOf(later).moves).toEqual(['hit', 'stand']);
    expect(refusal(() => act(later, 'double'))).toBe('blackjack.cannot_double');
  });

  it('splits a pair into two hands with a stake each, doubles after a split, and settles each hand', () => {
    let step = open(1000, '8S', '9H', '8D', 'TC', '3S', 'KH', '2D', '9C');
    expect(viewOf(step).moves).toEqual(['hit', 'stand', 'double', 'split']);
    step = act(step, 'split');
    expect(step.stakeCents).toBe(2000);
    expect(viewOf(step).hands.map((h) => h.cards)).toEqual([['8S', '3S'], ['8D']]);
    step = act(step, 'double'); // 8-3 doubles: KH, 21
    expect(step.stakeCents).toBe(3000);
    expect(viewOf(step).current).toBe(1);
    expect(viewOf(step).hands[1]!.cards).toEqual(['8D', '2D']);
    step = act(step, 'hit'); // 8-2 takes 9C: 19
    expect(step.done).toBe(false);
    step = act(step, 'stand'); // the dealer's 9-T stands
    expect(step.done).toBe(true);
    const view = viewOf(step);
    expect(view.hands.map((h) => [h.total, h.result, h.win])).toEqual([
      [21, 'win', '40.00'],
      [19, 'push', '10.00'],
    ]);
    expect(step.winCents).toBe(5000);
  });

  it('splits only equal ranks, up to four hands', () => {
    expect(refusal(() => act(open(1000, 'KS', '9H', 'QD', '7C'), 'split'))).toBe('blackjack.cannot_split');
    let step = open(1000, '8S', '9H', '8D', '7C', '8H', '8C', '8S');
    step = act(step, 'split'); // [8S 8H] [8D]
    step = act(step, 'split'); // [8S 8C] [8H] [8D]
    step = act(step, 'split'); // [8S 8S] [8C] [8H] [8D]
    expect(step.state.hands).toHaveLength(4);
    expect(step.stakeCents).toBe(4000);
    expect(viewOf(step).moves).toEqual(['hit', 'stand', 'double']);
    expect(refusal(() => act(step, 'split'))).toBe('blackjack.cannot_split');
  });

  it('gives split aces one card each and no more; their 21 is not a blackjack', () => {
    const step = act(open(1000, 'AS', '9H', 'AD', '9C', 'KH', 'AC'), 'split');
    expect(step.done).toBe(true);
    const view = viewOf(step);
    expect(view.hands.map((h) => [h.cards, h.total, h.result, h.win])).toEqual([
      [['AS', 'KH'], 21, 'win', '20.00'],
      [['AD', 'AC'], 12, 'lose', '0.00'],
    ]);
    expect(step.winCents).toBe(2000);
    expect(step.stakeCents).toBe(2000);
  });

  it('refuses a move on a round that is over, and leaves the state it was given unchanged', () => {
    const first = open(1000, 'TS', '9H', '6D', 'KC', '5S');
    const before = JSON.stringify(first.state);
    const done = act(first, 'hit');
    expect(JSON.stringify(first.state)).toBe(before);
    expect(done.done).toBe(true);
    expect(refusal(() => act(done, 'stand'))).toBe('round.action_invalid');
  });

  it('stands every open hand after the timeout', () => {
    let step = act(open(1000, '8S', '9H', '8D', 'TC', '3S', '2H'), 'split');
    let moves = 0;
    while (!step.done) {
      step = engine.act!(variant, step.state, engine.timeoutAction!(variant, step.state));
      moves += 1;
    }
    expect(moves).toBe(2);
    expect(viewOf(step).hands.map((h) => h.total)).toEqual([11, 10]);
  });

  it('checks the choice and the action', () => {
    const choice = v.safeParse(BlackjackChoice, { amount: 'x' });
    expect(choice.success).toBe(false);
    expect(v.safeParse(BlackjackChoice, { amount: '12.50' }).success).toBe(true);
    expect(v.safeParse(BlackjackAction, { move: 'surrender' }).issues?.[0]?.message).toBe('round.action_invalid');
    expect(v.safeParse(BlackjackAction, 'hit').issues?.[0]?.message).toBe('round.action_invalid');
    expect(engine.stake(variant, { amount: '12.5' })).toBe(1250);
  });
});

describe('blackjack: basic strategy and return', () => {
  const all = ['hit', 'stand', 'double', 'split'] as const;
  const cards = (...codes: string[]) => codes.map(card);
  it('plays basic strategy for 6 decks, S17, double after split', () => {
    expect(basicMove(cards('8S', '8D'), 10, all)).toBe('split');
    expect(basicMove(cards('TS', 'TD'), 6, all)).toBe('stand');
    expect(basicMove(cards('9S', '9D'), 7, all)).toBe('stand');
    expect(basicMove(cards('5S', '5D'), 9, all)).toBe('double');
    expect(basicMove(cards('6S', '5D'), 11, all)).toBe('hit');
    expect(basicMove(cards('AS', '7D'), 3, all)).toBe('double');
    expect(basicMove(cards('AS', '7D'), 8, all)).toBe('stand');
    expect(basicMove(cards('AS', '7D'), 9, all)).toBe('hit');
    expect(basicMove(cards('TS', '2D'), 3, all)).toBe('hit');
    expect(basicMove(cards('TS', '2D'), 4, all)).toBe('stand');
    expect(basicMove(cards('TS', '6D'), 7, all)).toBe('hit');
    expect(basicMove(cards('4S', '4D'), 5, ['hit', 'stand'])).toBe('hit');
  });

  it('states the measured return of basic strategy, and a simulation holds it', () => {
    expect(engine.rtp(variant)).toBe(BLACKJACK_RTP);
    expect(Number(BLACKJACK_RTP)).toBeGreaterThanOrEqual(85);
    expect(Number(BLACKJACK_RTP)).toBeLessThanOrEqual(99);
    const measured = measure(200_000, simulationDraw(24), (draw) => engine.simulate(variant, draw));
    expect(measured.low).toBeLessThanOrEqual(Number(BLACKJACK_RTP));
    expect(measured.high).toBeGreaterThanOrEqual(Number(BLACKJACK_RTP));
  });

  it('publishes its rules: 6 decks, S17, 6:5, insurance declined', () => {
    expect(engine.rules(variant)).toMatchObject({
      decks: 6,
      dealer_stands_soft_17: true,
      blackjack_pays: '6:5',
      insurance: 'declined',
      split_max_hands: 4,
    });
  });
});
