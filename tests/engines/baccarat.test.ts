import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BACCARAT_RTP,
  BACCARAT_VARIANTS,
  baccaratEngine,
  baccaratOdds,
  baccaratReturns,
  bankerDraws,
  betWin,
  deal,
  pointsOf,
  SHOE,
  topOf,
  topOfShuffle,
  totalOf,
  type BaccaratRules,
  type BaccaratView,
  winnerOf,
} from '../../engines/baccarat';
import { fairDraw, shuffled, simulationDraw } from '../../engines/fair';
import { measure } from '../../engines/types';

const variant = BACCARAT_VARIANTS.real;
const noPairs = { player: false, banker: false };

/**
 * The refusal code of a choice the schema turns down; a choice it accepts is staked without a refusal
 * (the house asks the stake before the round, outside any step that could refuse).
 */
function refusal(choice: unknown): string | undefined {
  const parsed = v.safeParse(baccaratEngine.choice, choice);
  if (!parsed.success) return parsed.issues[0].message;
  expect(baccaratEngine.stake(variant, parsed.output)).toBeGreaterThan(0);
  return undefined;
}

describe('baccarat cards', () => {
  it('count aces as 1, two to nine as themselves, tens and faces as 0, and keep the last digit of a total', () => {
    expect(['As', '2h', '9d', 'Tc', 'Js', 'Qh', 'Kd'].map(pointsOf)).toEqual([1, 2, 9, 0, 0, 0, 0]);
    expect(totalOf(['7s', '8h'])).toBe(5);
    expect(totalOf(['Ks', '9h'])).toBe(9);
    expect(totalOf(['5s', '5h', 'Qd'])).toBe(0);
  });

  it('make an 8-deck shoe of 416 cards, 32 of each rank', () => {
    expect(SHOE).toHaveLength(416);
    expect(SHOE.filter((card) => card[0] === 'Q')).toHaveLength(32);
    expect(SHOE.filter((card) => card === 'Ah')).toHaveLength(8);
  });
});

describe('the third-card rules', () => {
  it('the banker follows the tableau, case by case', () => {
    // Rows: the banker's two-card total 0–7; columns: the player's third card 0–9 (1 = draws).
    const tableau: Record<number, string> = {
      0: '1111111111',
      1: '1111111111',
      2: '1111111111',
      3: '1111111101',
      4: '0011111100',
      5: '0000111100',
      6: '0000001100',
      7: '0000000000',
    };
    for (let banker = 0; banker <= 7; banker += 1) {
      for (let third = 0; third <= 9; third += 1) {
        expect(bankerDraws(banker, third), `banker ${banker}, player's third ${third}`).toBe(
          tableau[banker]![third] === '1',
        );
      }
      // The player stood: the banker draws on 0–5 like the player.
      expect(bankerDraws(banker, null), `banker ${banker}, player stood`).toBe(banker <= 5);
    }
  });

  it('deals player, banker, player, banker, and nobody draws on a natural', () => {
    // Player 9 (4+5) natural against banker 0: nobody draws.
    expect(deal(['4s', 'Ks', '5h', 'Qh', '2c', '3c'])).toEqual({
      player: ['4s', '5h'],
      banker: ['Ks', 'Qh'],
      order: ['player', 'banker', 'player', 'banker'],
    });
    // Banker 8 natural, player 2: the player does not draw either.
    expect(deal(['As', '3s', 'Ah', '5h', '2c', '3c']).player).toHaveLength(2);
    // Player 8 and banker 1.
    expect(deal(['8s', 'As', 'Th', 'Kh', '2c']).banker).toHaveLength(2);
  });

  it('the player draws on 0–5 and stands on 6 or 7; the banker then draws on 0–5 by himself', () => {
    // Player 6 stands; banker 5 draws.
    expect(deal(['3s', '2s', '3h', '3h', '9c'])).toEqual({
      player: ['3s', '3h'],
      banker: ['2s', '3h', '9c'],
      order: ['player', 'banker', 'player', 'banker', 'banker'],
    });
    // Player 7 stands; banker 6 stands.
    expect(deal(['4s', '3s', '3h', '3d', '9c'])).toEqual({
      player: ['4s', '3h'],
      banker: ['3s', '3d'],
      order: ['player', 'banker', 'player', 'banker'],
    });
    // Player 5 draws a 2; banker 4 draws on a 2.
    expect(deal(['2s', 'As', '3h', '3d', '2c', '9d'])).toEqual({
      player: ['2s', '3h', '2c'],
      banker: ['As', '3d', '9d'],
      order: ['player', 'banker', 'player', 'banker', 'player', 'banker'],
    });
    // Player 0 draws an 8; banker 3 stands on an 8.
    expect(deal(['Ts', 'As', 'Kh', '2d', '8c', '9d']).banker).toEqual(['As', '2d']);
    // Banker 3 draws on a 9; banker 6 draws on a 7 and stands on a 5.
    expect(deal(['Ts', 'As', 'Kh', '2d', '9c', '4d']).banker).toEqual(['As', '2d', '4d']);
    expect(deal(['Ts', '3s', 'Kh', '3d', '7c', '4d']).banker).toHaveLength(3);
    expect(deal(['Ts', '3s', 'Kh', '3d', '5c', '4d']).banker).toHaveLength(2);
    // Banker 7 stands whatever the player drew.
    expect(deal(['Ts', '4s', 'Kh', '3d', '6c', '4d']).banker).toHaveLength(2);
  });
});

describe('baccarat payouts', () => {
  it('player 1:1, banker 0.95:1, tie 8:1, pairs 11:1; player and banker bets come back on a tie', () => {
    expect(betWin('player', 1000, 'player', noPairs)).toBe(2000);
    expect(betWin('player', 1000, 'banker', noPairs)).toBe(0);
    expect(betWin('player', 1000, 'tie', noPairs)).toBe(1000);
    expect(betWin('banker', 1000, 'banker', noPairs)).toBe(1950);
    expect(betWin('banker', 1000, 'player', noPairs)).toBe(0);
    expect(betWin('banker', 1000, 'tie', noPairs)).toBe(1000);
    // The commission is rounded down to the centavo: 5% of R$ 0,15 leaves 0,1425 → 0,14 won.
    expect(betWin('banker', 15, 'banker', noPairs)).toBe(29);
    expect(betWin('tie', 1000, 'tie', noPairs)).toBe(9000);
    expect(betWin('tie', 1000, 'banker', noPairs)).toBe(0);
    expect(betWin('player_pair', 500, 'banker', { player: true, banker: false })).toBe(6000);
    expect(betWin('banker_pair', 500, 'banker', { player: true, banker: false })).toBe(0);
    expect(betWin('banker_pair', 500, 'player', { player: false, banker: true })).toBe(6000);
  });

  it('settles a round from the shuffled shoe: every bet with its win, the totals, the winner and the pairs', () => {
    const seeds = { serverSeed: 'b'.repeat(64), clientSeed: 'mesa', nonce: 12 };
    const choice = { player: '10.00', banker: '5.00', tie: '1.00', player_pair: '0.50', banker_pair: '0.50' };
    expect(baccaratEngine.stake(variant, choice)).toBe(1700);
    const step = baccaratEngine.start(variant, choice, fairDraw(seeds));
    const coup = deal(topOf(shuffled(SHOE, fairDraw(seeds))));
    expect(step.state.player).toEqual(coup.player);
    expect(step.state.banker).toEqual(coup.banker);
    expect(step.done).toBe(true);
    expect(step.stakeCents).toBe(1700);
    const view = baccaratEngine.view(variant, step.state, true) as BaccaratView;
    const p = totalOf(coup.player);
    const b = totalOf(coup.banker);
    expect(view.player.total).toBe(p);
    expect(view.banker.total).toBe(b);
    expect(view.winner).toBe(p > b ? 'player' : b > p ? 'banker' : 'tie');
    expect(view.order).toHaveLength(coup.player.length + coup.banker.length);
    const pairs = { player: view.player.pair, banker: view.banker.pair };
    expect(view.player.pair).toBe(coup.player[0]![0] === coup.player[1]![0]);
    const expected = (['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const).map((bet) =>
      betWin(bet, Math.round(Number(choice[bet]) * 100), view.winner, pairs),
    );
    expect(view.bets.map((bet) => Math.round(Number(bet.win) * 100))).toEqual(expected);
    expect(step.winCents).toBe(expected.reduce((a, b) => a + b, 0));
  });

  it('deals in the simulation the very cards a real round deals from the same draws', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      expect(topOfShuffle(simulationDraw(seed))).toEqual(topOf(shuffled(SHOE, simulationDraw(seed))));
    }
  });

  it('refuses unknown bets, an empty table and bad amounts', () => {
    expect(refusal({ dragon: '1.00' })).toBe('baccarat.bet_unknown');
    expect(refusal({})).toBe('round.choice_invalid');
    expect(refusal('banker')).toBe('baccarat.bet_unknown');
    expect(refusal({ banker: '0' })).toBe('bet.positive');
    expect(refusal({ banker: '1.234' })).toBe('amount.two_decimals');
    expect(refusal({ banker: '5', player: '5' })).toBeUndefined();
  });
});

describe('the baccarat return to player', () => {
  it('is exact for a full 8-deck shoe: banker 98.94%, player 98.76%, tie 85.64%, pairs 89.64% (12 × 31/415)', () => {
    expect(baccaratReturns()).toEqual(BACCARAT_RTP);
    const odds = baccaratOdds();
    expect(odds.player + odds.banker + odds.tie).toBe(odds.total);
    expect(odds.total).toBe(416n * 415n * 414n * 413n * 412n * 411n);
    expect(odds.pair).toEqual({ numerator: 31, denominator: 415 });
    for (const theme of Object.values(BACCARAT_VARIANTS)) {
      expect(baccaratEngine.rtp(theme)).toBe('98.94');
      const rules = baccaratEngine.rules(theme) as BaccaratRules;
      expect(rules.bets.map((bet) => [bet.bet, bet.rtp])).toEqual(Object.entries(BACCARAT_RTP));
    }
  });

  it('measures the banker bet’s return over 200 000 simulated rounds of each title', () => {
    for (const [key, theme] of Object.entries(BACCARAT_VARIANTS)) {
      const measured = measure(200_000, simulationDraw(key.length + 416), (draw) =>
        baccaratEngine.simulate(theme, draw),
      );
      expect(measured.low, key).toBeLessThan(98.94);
      expect(measured.high, key).toBeGreaterThan(98.94);
    }
  });

  it('measures every other bet’s stated return over 200 000 simulated coups', () => {
    const draw = simulationDraw(2026);
    const coups = Array.from({ length: 200_000 }, () => {
      const coup = deal(topOfShuffle(draw));
      const winner = winnerOf(coup.player, coup.banker);
      const pairs = {
        player: coup.player[0]![0] === coup.player[1]![0],
        banker: coup.banker[0]![0] === coup.banker[1]![0],
      };
      return { winner, pairs };
    });
    for (const bet of ['player', 'tie', 'player_pair', 'banker_pair'] as const) {
      let index = 0;
      const measured = measure(coups.length, draw, () => {
        const { winner, pairs } = coups[index++]!;
        return { stake: 100, win: betWin(bet, 100, winner, pairs) };
      });
      expect(measured.low, bet).toBeLessThan(Number(BACCARAT_RTP[bet]));
      expect(measured.high, bet).toBeGreaterThan(Number(BACCARAT_RTP[bet]));
    }
  });
});
