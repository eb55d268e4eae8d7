import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffRole } from '../../contract/backoffice';

/**
 * The back office's sections, in the side navigation's order, each with the roles that may open it (any
 * role one of its endpoints declares: contract/backoffice.ts, operator.ts and bo*.ts).
 */
export type Section = {
  path: string;
  title: MessageDescriptor;
  roles: readonly StaffRole[];
};

export const SECTIONS = [
  {
    path: '/dashboard',
    title: msg`Dashboard`,
    roles: ['admin', 'finance', 'support', 'compliance', 'trader'],
  },
  { path: '/players', title: msg`Players`, roles: ['admin', 'finance', 'support', 'compliance'] },
  { path: '/withdrawals', title: msg`Withdrawals`, roles: ['finance'] },
  { path: '/deposits', title: msg`Deposits`, roles: ['admin', 'finance'] },
  { path: '/responsible-gambling', title: msg`Responsible gambling`, roles: ['admin', 'compliance'] },
  { path: '/regulator', title: msg`Regulator`, roles: ['admin', 'compliance'] },
  { path: '/identity-checks', title: msg`Identity checks`, roles: ['admin', 'compliance'] },
  { path: '/sportsbook', title: msg`Sportsbook`, roles: ['trader'] },
  { path: '/trader-desk', title: msg`Trader desk`, roles: ['trader'] },
  { path: '/promotions', title: msg`Promotions and site`, roles: ['admin', 'support'] },
  { path: '/reports', title: msg`Reports`, roles: ['admin', 'finance', 'compliance'] },
  { path: '/staff', title: msg`Staff`, roles: ['admin'] },
  { path: '/audit-trail', title: msg`Audit trail`, roles: ['admin', 'compliance'] },
  { path: '/settings', title: msg`Settings`, roles: ['admin', 'finance'] },
  {
    path: '/jobs',
    title: msg`Background jobs`,
    roles: ['admin', 'finance', 'support', 'compliance', 'trader'],
  },
] as const satisfies readonly Section[];

export type SectionPath = (typeof SECTIONS)[number]['path'];

export const sectionAt = (path: SectionPath): Section => SECTIONS.find((section) => section.path === path)!;
