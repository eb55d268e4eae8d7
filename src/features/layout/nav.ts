import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IconName } from '../../ui/Icon';

export interface NavItem {
  to: '/' | '/sports' | '/promotion/activity' | '/recharge' | '/agency-center/invite' | '/profile';
  label: MessageDescriptor;
  /** The tab bar's label, short enough for a 320 px phone. */
  tab: MessageDescriptor;
  icon: IconName;
}

/** The phone's bottom tab bar and the desktop header share these six places. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: msg`Home`, tab: msg`Home`, icon: 'home' },
  { to: '/sports', label: msg`Sports`, tab: msg`Sports`, icon: 'ball' },
  { to: '/promotion/activity', label: msg`Promotions`, tab: msg`Promos`, icon: 'gift' },
  { to: '/recharge', label: msg`Deposit`, tab: msg`Deposit`, icon: 'wallet' },
  { to: '/agency-center/invite', label: msg`Agency`, tab: msg`Agency`, icon: 'users' },
  { to: '/profile', label: msg`Profile`, tab: msg`Profile`, icon: 'user' },
];
