import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffRole } from '../../contract/backoffice';

/** The side navigation's groups, in its order. */
export const SECTION_GROUPS = [
  { id: 'operations', title: msg`Operations` },
  { id: 'risk', title: msg`Risk` },
  { id: 'business', title: msg`Business` },
  { id: 'administration', title: msg`Administration` },
] as const satisfies ReadonlyArray<{ id: string; title: MessageDescriptor }>;
export type SectionGroup = (typeof SECTION_GROUPS)[number]['id'];

/**
 * The back office's sections, in the side navigation's order, each in its group, with its icon (an SVG path
 * on a 24×24 grid, drawn as a line) and the roles that may open it (any role one of its endpoints declares:
 * contract/backoffice.ts, operator.ts and bo*.ts). A section a person's roles do not open is not in their
 * menu, and a group with none of their sections neither (the README's role table is this list's).
 */
export type Section = {
  path: string;
  title: MessageDescriptor;
  group: SectionGroup;
  icon: string;
  roles: readonly StaffRole[];
};

export const SECTIONS = [
  {
    path: '/dashboard',
    title: msg`Dashboard`,
    group: 'operations',
    icon: 'M3 3h7v9H3zM14 3h7v5h-7zM14 12h7v9h-7zM3 16h7v5H3z',
    roles: ['admin', 'finance', 'support', 'compliance', 'trader'],
  },
  {
    path: '/players',
    title: msg`Players`,
    group: 'operations',
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
    roles: ['admin', 'finance', 'support', 'compliance'],
  },
  {
    path: '/withdrawals',
    title: msg`Withdrawals`,
    group: 'operations',
    icon: 'M12 15V3M7 8l5-5 5 5M4 15v6h16v-6',
    roles: ['finance'],
  },
  {
    path: '/deposits',
    title: msg`Deposits`,
    group: 'operations',
    icon: 'M12 3v12M7 10l5 5 5-5M4 15v6h16v-6',
    roles: ['admin', 'finance'],
  },
  {
    path: '/responsible-gambling',
    title: msg`Responsible gambling`,
    group: 'risk',
    icon: 'M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z',
    roles: ['admin', 'compliance'],
  },
  {
    path: '/sportsbook',
    title: msg({ context: 'section', message: 'Sportsbook' }),
    group: 'risk',
    icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5l4 3-1.5 4.5h-5L8 10.5z',
    roles: ['trader'],
  },
  {
    path: '/trader-desk',
    title: msg`Trader desk`,
    group: 'risk',
    icon: 'M3 20h18M5 16l4-5 4 3 6-8',
    roles: ['trader'],
  },
  {
    path: '/identity-checks',
    title: msg`Identity checks`,
    group: 'risk',
    icon: 'M3 5h18v14H3zM9 13a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM6 17a3 3 0 0 1 6 0M15 9h3M15 13h3',
    roles: ['admin', 'compliance'],
  },
  {
    path: '/regulator',
    title: msg`Regulator`,
    group: 'risk',
    icon: 'M3 21h18M4 9h16M12 3l8 4H4zM6 9v9M10 9v9M14 9v9M18 9v9',
    roles: ['admin', 'compliance'],
  },
  {
    path: '/promotions',
    title: msg`Promotions and site`,
    group: 'business',
    icon: 'M3 10v4h4l7 5V5l-7 5zM18 8a5 5 0 0 1 0 8',
    roles: ['admin', 'support'],
  },
  {
    path: '/reports',
    title: msg`Reports`,
    group: 'business',
    icon: 'M5 20V11M11 20V4M17 20v-6M2 20h20',
    roles: ['admin', 'finance', 'compliance'],
  },
  {
    path: '/staff',
    title: msg`Staff`,
    group: 'administration',
    icon: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2 20a7 7 0 0 1 14 0M16 4.2a3.5 3.5 0 0 1 0 6.6M18 14a6 6 0 0 1 4 6',
    roles: ['admin'],
  },
  {
    path: '/audit-trail',
    title: msg`Audit trail`,
    group: 'administration',
    icon: 'M9 3h6v3H9zM7 4H4v17h16V4h-3M8 11h8M8 15h8',
    roles: ['admin', 'compliance'],
  },
  {
    path: '/settings',
    title: msg`Settings`,
    group: 'administration',
    icon: 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4',
    roles: ['admin', 'finance'],
  },
  {
    path: '/jobs',
    title: msg`Background jobs`,
    group: 'administration',
    icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3',
    roles: ['admin', 'finance', 'support', 'compliance', 'trader'],
  },
] as const satisfies readonly Section[];

export type SectionPath = (typeof SECTIONS)[number]['path'];

export const sectionAt = (path: SectionPath): Section => SECTIONS.find((section) => section.path === path)!;

/** The groups of the menu a person's roles open, each with its sections; a group with none left out. */
export const menuOf = (opens: (section: Section) => boolean) =>
  SECTION_GROUPS.map((group) => ({
    ...group,
    sections: SECTIONS.filter((section) => section.group === group.id && opens(section)),
  })).filter((group) => group.sections.length > 0);
