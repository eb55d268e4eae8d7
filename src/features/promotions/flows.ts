import { msg } from '@lingui/core/macro';
import { defineFeature, type FlowDescriptions } from '../../app/flows';

/** The promotions' flows: rewards, wheels, VIP, rebates and histories, loaded with the first promotions screen. */
export default defineFeature({
  logic: () => import('./logic'),
  runs: {
    reward: 'reward',
    wheel: 'wheel',
    activities: 'resource',
    incentives: 'resource',
    vip: 'resource',
    rebateGames: 'resource',
    rewardHistory: 'pagedList',
    coverHistory: 'pagedList',
    rebates: 'pagedList',
  },
});

/** What /flows and docs/flows say of the promotions' flows (read by tests/flows, never by the app). */
export const descriptions = {
  reward: {
    title: msg`Reward`,
    summary: msg`One reward activity (first deposit, invitation, loss relief, recharge rebate): check, claimable / claimed / not eligible, claim, reload.`,
  },
  wheel: {
    title: msg`Wheel`,
    summary: msg`The daily and the lottery wheel: spins left, spin, land on the server’s prize, no more spins.`,
  },
} satisfies FlowDescriptions;
