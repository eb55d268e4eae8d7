import { describe, expect, it } from 'vitest';
import { REGISTRY } from '../../engines';
import { simulationDraw } from '../../engines/fair';
import { minesEngine, MINES_VARIANTS } from '../../engines/mines';
import { slotEngine, SLOT_VARIANTS } from '../../engines/slot';
import { stakeWithin, winAtPayout, type Engine } from '../../engines/types';
import { diceEngine, DICE_VARIANTS } from '../../engines/dice';
import { videoPokerEngine, VIDEO_POKER_VARIANTS } from '../../engines/videopoker';

/*
 * Each engine's largest payout for a choice (Engine.maxPayout) is never below what a round with that choice
 * pays, whatever is drawn; the engines that cap instead (mines, slots) never pay above the choice's max_win.
 */

/** Choices of every kind each engine takes, at R$ 1,00 a unit. */
const CHOICES: Record<string, (variant: unknown, i: number) => unknown> = {
  roulette: (_v, i) => ({
    chips: [
      { kind: 'straight', numbers: [i % 37], amount: '1.00' },
      { kind: 'split', numbers: [1, 2], amount: '2.00' },
      { kind: 'red', amount: '1.00' },
    ],
  }),
  baccarat: (_v, i) => (i % 2 ? { tie: '1.00', player_pair: '1.00', banker_pair: '1.00' } : { banker: '1.00' }),
  blackjack: () => ({ amount: '1.00' }),
  videopoker: () => ({ amount: '1.00' }),
  bingo: (_v, i) => ({ amount: '1.00', cards: 1 + (i % 4) }),
  videobingo: (_v, i) => ({ amount: '1.00', cards: 1 + (i % 4) }),
  keno: (_v, i) => ({ amount: '1.00', picks: Array.from({ length: 1 + (i % 10) }, (_, k) => k + 1) }),
  plinko: (_v, i) => ({ amount: '1.00', rows: 8 + (i % 9), risk: ['low', 'medium', 'high'][i % 3] }),
  dice: (_v, i) => ({ amount: '1.00', target: String(1 + (i % 97)), direction: i % 2 ? 'under' : 'over' }),
  fish: (variant, i) => {
    const species = (variant as { species: { id: string }[] }).species;
    return { amount: '1.00', level: 1 + (i % 10), target: species[i % species.length]!.id };
  },
};

describe('each engine’s largest payout', () => {
  for (const [key, registered] of Object.entries(REGISTRY)) {
    const engine = registered.engine as Engine;
    if (engine.capsWin) continue;
    it(`${key}: no round pays more than maxPayout says`, () => {
      for (const variant of Object.values(registered.variants)) {
        const draw = simulationDraw(34);
        for (let i = 0; i < 3000; i += 1) {
          const choice = CHOICES[key]!(variant, i);
          const payout = engine.maxPayout(variant, choice)!;
          expect(payout).not.toBeNull();
          let step = engine.start(variant, choice, draw);
          // Multi-step rounds: doubled and split where allowed, else the timeout's move.
          while (!step.done && engine.act && engine.timeoutAction) {
            step = engine.act(variant, step.state, engine.timeoutAction(variant, step.state));
          }
          expect(step.winCents).toBeLessThanOrEqual(winAtPayout(engine.stake(variant, choice), payout));
        }
      }
    });
  }

  it('names the stakes the issue met: dice under 0,90 pays 110×, a royal 800×', () => {
    const dice = diceEngine.maxPayout(DICE_VARIANTS.rapido, { amount: '1000.00', target: '0.90', direction: 'under' })!;
    expect(winAtPayout(100_000, dice)).toBe(11_000_000);
    expect(stakeWithin(10_000_000, dice)).toBe(90_909);
    const royal = videoPokerEngine.maxPayout(VIDEO_POKER_VARIANTS.jacks, { amount: '1.00' })!;
    expect(royal).toEqual([800, 1]);
    expect(stakeWithin(10_000_000, royal)).toBe(12_500);
  });

  it('largest stake: the most whose win stays within the maximum, one centavo more goes above it', () => {
    for (const payout of [
      [800, 1],
      [1_100_000, 10_000],
      [8_900_000, 100_000],
      [33, 3],
      [10_010, 100],
    ] as const) {
      for (const max of [1_000_000, 10_000_000, 9_999_999]) {
        const s = stakeWithin(max, payout);
        expect(winAtPayout(s, payout)).toBeLessThanOrEqual(max);
        expect(winAtPayout(s + 1, payout)).toBeGreaterThan(max);
      }
    }
  });
});

describe('the engines that cap their win', () => {
  it('mines cashes out by itself at the gem that takes the win to the cap, paying the cap', () => {
    const variant = MINES_VARIANTS.minas;
    const draw = simulationDraw(7);
    let step = minesEngine.start(variant, { amount: '1000.00', mines: 6, max_win: '100000.00' }, draw);
    const gems = Array.from({ length: 25 }, (_, i) => i).filter((cell) => !step.state.mines.includes(cell));
    for (const cell of gems) {
      if (step.done) break;
      step = minesEngine.act!(variant, step.state, { reveal: cell });
    }
    expect(step.state.opened).toHaveLength(12);
    expect(step).toMatchObject({ done: true, winCents: 10_000_000 });
    expect(minesEngine.view(variant, step.state, true)).toMatchObject({ cashed_out: true, max_win: '100000.00' });
  });

  it('a mines round without max_win (recorded before it) is not capped, and replays as it was', () => {
    const variant = MINES_VARIANTS.minas;
    let step = minesEngine.start(variant, { amount: '1000.00', mines: 6 }, simulationDraw(7));
    const gems = Array.from({ length: 25 }, (_, i) => i).filter((cell) => !step.state.mines.includes(cell));
    for (const cell of gems.slice(0, 12)) step = minesEngine.act!(variant, step.state, { reveal: cell });
    expect(step.done).toBe(false);
    step = minesEngine.act!(variant, step.state, { cashout: true });
    expect(step.winCents).toBe(10_010_000);
    expect(minesEngine.view(variant, step.state, true)).not.toHaveProperty('max_win');
  });

  it('a slot round pays at most its max_win', () => {
    for (const variant of Object.values(SLOT_VARIANTS)) {
      const draw = simulationDraw(3);
      let capped = 0;
      for (let i = 0; i < 2000; i += 1) {
        const step = slotEngine.start(variant, { amount: '1000.00', max_win: '2000.00' }, draw);
        expect(step.winCents).toBeLessThanOrEqual(200_000);
        if (step.winCents === 200_000) capped += 1;
        const view = slotEngine.view(variant, step.state, true) as { win: string; max_win: string };
        expect(Math.round(Number(view.win) * 100)).toBe(step.winCents);
        expect(view.max_win).toBe('2000.00');
      }
      expect(capped).toBeGreaterThan(0);
    }
  });
});
