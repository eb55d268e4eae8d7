import { msg } from '@lingui/core/macro';
import { defineFeature, type FlowDescriptions } from '../../app/flows';

/** The wallet's flows: deposit, withdrawal, their records and the order center, loaded with the first wallet screen. */
export default defineFeature({
  logic: () => import('./logic'),
  runs: {
    recharge: 'recharge',
    rechargeOrder: 'resource',
    rechargeRecord: 'pagedList',
    withdrawal: 'withdrawal',
    withdrawalRecord: 'pagedList',
    orderDetails: 'pagedList',
    orderFees: 'resource',
    orderAssociation: 'resource',
    orderStatement: 'resource',
    phoneStatus: 'resource',
    phoneVerification: 'codeVerification',
  },
});

/** What /flows and docs/flows say of the wallet's flows (read by tests/flows, never by the app). */
export const descriptions = {
  recharge: {
    title: msg`Deposit`,
    summary: msg`A PIX deposit: the channels, an amount within the channel’s bounds, then the browser goes to the pay_url.`,
  },
  withdrawal: {
    title: msg`Withdrawal`,
    summary: msg`A PIX withdrawal: the withdrawal password set first if missing, the form checked field by field, then pending review or the server’s refusal.`,
  },
} satisfies FlowDescriptions;
