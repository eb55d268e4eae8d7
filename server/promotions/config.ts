/**
 * The promotion rules: every number the activities (activities/, one module each) use, in one place; each
 * activity gives the numbers its rules text states as its `rules`. A site can switch activities off
 * (sites.disabled_activities); a switched-off activity is not listed and its endpoints answer not eligible.
 */
export const PROMOTIONS = {
  /** A reward adds this multiple of itself to the turnover needed before a withdrawal. */
  rewardTurnoverMultiple: 2,
  /**
   * The cap on the play-linked rewards (the betting rebate, the loss relief, the recharge rebate): together
   * they never pay more than this share of the theoretical loss of the play that earned them (Σ stake ×
   * the house edge of each bet, ./results.ts), so no way of playing for them has a positive expectation
   * (./cap.ts). Their own figures (2%, 8%, 20%) are what they pay below it.
   */
  playRewardCap: { percent: 90 },
  ftd: { minDepositCents: 100_00, rewardCents: 10_00 },
  invitation: { minDepositCents: 100_00, rewardCents: 100_00 },
  /**
   * 8% of the previous São Paulo day's net game loss on results (./results.ts: the stakes of the bets
   * settled that day minus their returns), claimable the next day, once; at most what the day's cap
   * leaves after its betting rebate (./cap.ts).
   */
  dailyRescue: { percent: 8 },
  /**
   * Each single recharge of 100 or more: 20% of it once 5× its amount has been played after it; at most
   * what the cap of the days since its day leaves after their rebate and relief and earlier recharge
   * rebates (./cap.ts).
   */
  rechargeRebate: { minRechargeCents: 100_00, percent: 20, turnoverMultiple: 5 },
  /**
   * The betting rebate: 2% of the stakes of the bets settled on a São Paulo day (void ones left out),
   * settled by the operator the day after; at most the day's cap (./cap.ts), which it takes first.
   */
  bettingRebate: { percent: 2 },
  dailyWheel: { spinsPerDay: 1 },
  /** One spin per this much deposited. */
  lotteryWheel: { centsPerSpin: 100_00 },
} as const;

export type WheelPrize = { id: number; name: string; cents: number; weight: number; icon: string | null };

/**
 * Each wheel's prizes and their weights (drawn with a CSPRNG, in proportion to the weights). Every prize
 * is money, credited at once; a prize without an icon shows the app's default one.
 */
export const WHEEL_PRIZES: Record<'dailywheel' | 'lotterywheel', WheelPrize[]> = {
  dailywheel: [
    { id: 1, name: 'R$ 0,50', cents: 50, weight: 40, icon: 'coin' },
    { id: 2, name: 'R$ 1,00', cents: 100, weight: 25, icon: 'coin' },
    { id: 3, name: 'R$ 2,00', cents: 200, weight: 12, icon: 'coins' },
    { id: 4, name: 'R$ 5,00', cents: 500, weight: 5, icon: 'coins' },
    { id: 5, name: 'R$ 10,00', cents: 1000, weight: 2, icon: 'gift' },
    { id: 6, name: 'R$ 50,00', cents: 5000, weight: 1, icon: 'trophy' },
    { id: 7, name: 'R$ 0,25', cents: 25, weight: 15, icon: null },
  ],
  lotterywheel: [
    { id: 1, name: 'R$ 1,00', cents: 100, weight: 35, icon: 'coin' },
    { id: 2, name: 'R$ 3,00', cents: 300, weight: 25, icon: 'coin' },
    { id: 3, name: 'R$ 5,00', cents: 500, weight: 15, icon: 'coins' },
    { id: 4, name: 'R$ 10,00', cents: 1000, weight: 10, icon: 'coins' },
    { id: 5, name: 'R$ 20,00', cents: 2000, weight: 5, icon: 'gift' },
    { id: 6, name: 'R$ 100,00', cents: 10000, weight: 1, icon: 'trophy' },
    { id: 7, name: 'R$ 8,88', cents: 888, weight: 4, icon: null },
    { id: 8, name: 'R$ 2,00', cents: 200, weight: 5, icon: null },
  ],
};

/** VIP ("wealth climbing") levels by total reloaded, with the gift range each offers. */
export const VIP_LEVELS = [
  { level: 1, name: 'Bronze', minCents: 1_000_00, maxCents: 5_000_00, giftMin: '5%', giftMax: '10%' },
  { level: 2, name: 'Silver', minCents: 5_001_00, maxCents: 15_000_00, giftMin: '10%', giftMax: '15%' },
  { level: 3, name: 'Gold', minCents: 15_001_00, maxCents: 30_000_00, giftMin: '15%', giftMax: '18%' },
  { level: 4, name: 'Platinum', minCents: 30_001_00, maxCents: 60_000_00, giftMin: '18%', giftMax: '20%' },
  { level: 5, name: 'Diamond', minCents: 60_001_00, maxCents: 100_000_00, giftMin: '20%', giftMax: '20%' },
] as const;
