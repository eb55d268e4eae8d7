import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffRole } from '../../contract/backoffice';

/**
 * The back office's sections, in the side navigation's order, each with the roles that may open it (any
 * role one of its endpoints declares: contract/backoffice.ts, operator.ts and bo*.ts) and whether this
 * version has its screen yet.
 */
export type Section = {
  path: string;
  title: MessageDescriptor;
  roles: readonly StaffRole[];
  built: boolean;
};

export const SECTIONS = [
  {
    path: '/dashboard',
    title: msg`Dashboard`,
    roles: ['admin', 'finance', 'support', 'compliance', 'trader'],
    built: true,
  },
  { path: '/players', title: msg`Players`, roles: ['admin', 'finance', 'support', 'compliance'], built: true },
  { path: '/withdrawals', title: msg`Withdrawals`, roles: ['finance'], built: true },
  { path: '/deposits', title: msg`Deposits`, roles: ['admin', 'finance'], built: true },
  { path: '/responsible-gambling', title: msg`Responsible gambling`, roles: ['admin', 'compliance'], built: true },
  { path: '/sportsbook', title: msg`Sportsbook`, roles: ['trader'], built: true },
  { path: '/promotions', title: msg`Promotions and site`, roles: ['admin', 'support'], built: true },
  { path: '/reports', title: msg`Reports`, roles: ['admin', 'finance', 'compliance'], built: true },
  { path: '/staff', title: msg`Staff`, roles: ['admin'], built: true },
  { path: '/audit-trail', title: msg`Audit trail`, roles: ['admin', 'compliance'], built: true },
  { path: '/settings', title: msg`Settings`, roles: ['admin', 'finance'], built: true },
] as const satisfies readonly Section[];

export type SectionPath = (typeof SECTIONS)[number]['path'];

export const sectionAt = (path: SectionPath): Section => SECTIONS.find((section) => section.path === path)!;
