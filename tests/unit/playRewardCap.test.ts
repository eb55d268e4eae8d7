import { describe, expect, it } from 'vitest';
import { agencyDepositUnits, dayCap, dayShares, NO_AGENCY } from '../../server/promotions/cap';
import { PROMOTIONS } from '../../server/promotions/config';
import { THEORETICAL_PER_CENT } from '../../server/promotions/results';

/** A day of `stake` centavos staked, `returned` back, at a house edge of `edgeBp` hundredths of a percent. */
const day = (stake: number, returned: number, edgeBp: number) => ({
  stakeCents: stake,
  returnCents: returned,
  theoretical: (stake * edgeBp * THEORETICAL_PER_CENT) / 10_000,
});
/** The agency's share of the stakes, in basis points, and none of deposits. */
const bets = (bettingBp: number) => ({ ...NO_AGENCY, bettingBp });
/** An invitee with an inviter and an inviter's inviter on a site that pays shares of deposits. */
const invitee = (depositCents: number) => ({ bettingBp: 40, depositBp: { direct: 100, indirect: 50 }, depositCents });

describe('a day’s cap on play-linked rewards', () => {
  it('is 90% of the theoretical loss, rounded down to the centavo', () => {
    expect(PROMOTIONS.playRewardCap.percent).toBe(90);
    // R$ 100 at a 4% edge: R$ 4,00 theoretical, R$ 3,60 cap.
    expect(dayCap(day(100_00, 0, 400))).toBe(3_60);
    // R$ 350 at 3.90%: R$ 13,65, cap R$ 12,28 (12,285 rounded down).
    expect(dayCap(day(350_00, 50_00, 390))).toBe(12_28);
  });

  it('is shared in order: agency shares, rebate, relief, then what is left for recharge rebates', () => {
    // R$ 100 lost at 4%: cap 3,60; agency 0,40 (0.3% + 0.1%); rebate 2,00; relief 1,20 of its 8,00; nothing left.
    expect(dayShares(day(100_00, 0, 400), bets(40))).toEqual({
      cap: 3_60,
      agency: 40,
      rebate: 2_00,
      relief: 1_20,
      left: 0,
    });
    // R$ 2.000 won back at 3.90%: cap 70,20; rebate 40,00; no loss, no relief; 30,20 left.
    expect(dayShares(day(2000_00, 2000_00, 390), bets(0))).toEqual({
      cap: 70_20,
      agency: 0,
      rebate: 40_00,
      relief: 0,
      left: 30_20,
    });
    // No edge (a bet of no known game): nothing at all.
    expect(dayShares(day(500_00, 0, 0), bets(30))).toEqual({ cap: 0, agency: 0, rebate: 0, relief: 0, left: 0 });
  });

  it('counts a rebate or relief already paid for what it paid when that is more than its share now', () => {
    // The relief was paid 10,00 on what the day looked like then; what is left never overlaps it.
    expect(dayShares(day(2000_00, 2000_00, 390), bets(0), { relief: 10_00 }).left).toBe(20_20);
    // A rebate paid above its share leaves the relief only what remains.
    expect(dayShares(day(100_00, 0, 400), bets(0), { rebate: 3_00 })).toMatchObject({
      rebate: 2_00,
      relief: 60,
      left: 0,
    });
    // Never below zero.
    expect(dayShares(day(100_00, 0, 400), bets(0), { rebate: 5_00 })).toMatchObject({ relief: 0, left: 0 });
  });

  it('sets the agency’s share of the day’s deposits aside after its share of the stakes, never beyond the cap', () => {
    // Deposits and no play: no share of them at all.
    expect(agencyDepositUnits(day(0, 0, 0), invitee(1000_00))).toEqual({ direct: 0, indirect: 0 });
    expect(dayShares(day(0, 0, 0), invitee(1000_00)).agency).toBe(0);
    // R$ 100 lost at 4%: cap 3,60, stakes' share 0,40, 3,20 for the deposits: 1% of R$ 1.000 is 10,00, so
    // 3,20 to the inviter and nothing left for the inviter's inviter, nor for the rebate or the relief.
    expect(agencyDepositUnits(day(100_00, 0, 400), invitee(1000_00))).toEqual({ direct: 3_20 * 10_000, indirect: 0 });
    expect(dayShares(day(100_00, 0, 400), invitee(1000_00))).toEqual({
      cap: 3_60,
      agency: 3_60,
      rebate: 0,
      relief: 0,
      left: 0,
    });
    // R$ 1 deposited on R$ 100 lost at 4%: 1,00 and 0,50 centavo, set aside rounded up (1 + 1 centavo).
    expect(agencyDepositUnits(day(100_00, 0, 400), invitee(1_00))).toEqual({ direct: 100 * 100, indirect: 100 * 50 });
    expect(dayShares(day(100_00, 0, 400), invitee(1_00))).toMatchObject({ agency: 42, rebate: 2_00, relief: 1_18 });
  });
});
