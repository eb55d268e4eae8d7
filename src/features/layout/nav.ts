import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IconName } from '../../ui/Icon';

export interface NavItem {
  to: '/' | '/promotion/activity' | '/recharge' | '/agency-center/invite' | '/profile';
  label: MessageDescriptor;
  icon: IconName;
}

/** The phone's bottom tab bar and the desktop header share these five places. */
export const NAV_ITEMS: NavItem[] = [
  { to: '/', label: msg`Home`, icon: 'home' },
  { to: '/promotion/activity', label: msg`Promotions`, icon: 'gift' },
  { to: '/recharge', label: msg`Deposit`, icon: 'wallet' },
  { to: '/agency-center/invite', label: msg`Agency`, icon: 'users' },
  { to: '/profile', label: msg`Profile`, icon: 'user' },
];
