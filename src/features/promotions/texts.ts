import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActivityDetail, ActivityKey } from '../../../contract/promotions';

type Rules = ActivityDetail['rules'];
const value = (rules: Rules, key: string) => String(rules[key] ?? '');

/** Each activity's name, its rules in words (with the site's numbers) and its page. */
export const ACTIVITIES: Record<
  ActivityKey,
  {
    name: MessageDescriptor;
    rules(rules: Rules): MessageDescriptor;
    to:
      | '/promotion/activity/recharge'
      | '/promotion/activity/invitation-activity'
      | '/promotion/activity/daily-loss-relief-fund'
      | '/promotion/activity/recharge-rebate'
      | '/promotion/activity/lottery-wheel';
    tone: string;
  }
> = {
  ftd: {
    name: msg`First deposit bonus`,
    rules: (r) => {
      const min = value(r, 'min_deposit');
      const reward = value(r, 'reward');
      return msg`Make your first deposit of ${min} or more and claim ${reward} free. Once per player.`;
    },
    to: '/promotion/activity/recharge',
    tone: 'gold',
  },
  invitationactivity: {
    name: msg`Invite friends`,
    rules: (r) => {
      const min = value(r, 'min_deposit');
      const reward = value(r, 'reward');
      return msg`For each friend who registers with your invitation code and makes a first deposit of ${min} or more, claim ${reward}. Once per friend.`;
    },
    to: '/promotion/activity/invitation-activity',
    tone: 'violet',
  },
  dailyrescue: {
    name: msg`Daily loss relief fund`,
    rules: (r) => {
      const percent = value(r, 'percent');
      const cap = value(r, 'cap_percent');
      return msg`Had a losing day? The next day, claim ${percent}% of the previous day's net game loss: the stakes of the bets settled that day minus what they paid back (São Paulo time). A bet counts on the day it is settled, not while it is open; a void bet counts nothing. Once a day, not while your account is paused or self-excluded. Cap: together with the day's betting rebate (and the agency shares your inviters earn on your bets), at most ${cap}% of the house edge of that day's bets (each stake × its game's edge: 1 − its return to player, or the odds' margin in the sportsbook).`;
    },
    to: '/promotion/activity/daily-loss-relief-fund',
    tone: 'green',
  },
  rechargerebate: {
    name: msg`Recharge rebate`,
    rules: (r) => {
      const min = value(r, 'min_recharge');
      const percent = value(r, 'percent');
      const multiple = value(r, 'turnover_multiple');
      const cap = value(r, 'cap_percent');
      return msg`Each single deposit of ${min} or more gives back ${percent}% of itself once you have played ${multiple} times its amount after it. Cap: at most what is left of ${cap}% of the house edge of the bets settled from the day of the deposit to yesterday (each stake × its game's edge), after those days' betting rebate, loss relief and agency shares and the recharge rebates already paid; until some is left, it waits.`;
    },
    to: '/promotion/activity/recharge-rebate',
    tone: 'blue',
  },
  dailywheel: {
    name: msg`Daily wheel`,
    rules: (r) => {
      const spins = value(r, 'spins_per_day');
      return msg`${spins} free spin every day for logged-in players.`;
    },
    to: '/promotion/activity/lottery-wheel',
    tone: 'red',
  },
  lotterywheel: {
    name: msg`Lottery wheel`,
    rules: (r) => {
      const per = value(r, 'deposit_per_spin');
      return msg`One spin for every ${per} deposited.`;
    },
    to: '/promotion/activity/lottery-wheel',
    tone: 'violet',
  },
};

export const STATUS_TEXT = {
  claimable: msg`Claimable`,
  claimed: msg`Claimed`,
  not_eligible: msg`Not eligible`,
} as const;
