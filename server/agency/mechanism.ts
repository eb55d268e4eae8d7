/**
 * The agency programme's shares (agency.ts), apart from it so that the cap on play-linked rewards
 * (../promotions/cap.ts), which agency.ts reads, can read them too without a circle.
 */

/** Shares in basis points of the subordinates' deposits and bets. */
export const MECHANISM = {
  recharge: { direct: 100, indirect: 50 },
  betting: { direct: 30, indirect: 10 },
} as const;
