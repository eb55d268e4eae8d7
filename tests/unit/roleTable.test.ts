import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '../../contract/staffRoles';
import { menuOf, SECTIONS } from '../../src/operator/sections';

/** The README's role table, as SECTIONS says it: each group's sections, and the roles whose menu shows each. */
function roleTable(): string {
  const rows = menuOf(() => true).flatMap((group) =>
    group.sections.map(
      (section) =>
        `| ${group.title.message} | ${section.title.message} | ${STAFF_ROLES.map((role) =>
          (section.roles as readonly StaffRole[]).includes(role) ? '✓' : '',
        ).join(' | ')} |`,
    ),
  );
  return [
    `| Group | Section | ${STAFF_ROLES.join(' | ')} |`,
    `| --- | --- | ${STAFF_ROLES.map(() => ':-:').join(' | ')} |`,
    ...rows,
  ].join('\n');
}

/** A markdown table without its alignment spaces (the formatter pads the cells). */
const bare = (table: string) =>
  table
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .map((cell) => cell.trim().replace(/^(:?)-+(:?)$/, '$1-$2'))
        .join('|'),
    )
    .join('\n');

describe('the README’s role table', () => {
  it('is the menu each role sees, as src/operator/sections.ts lists it', () => {
    const readme = readFileSync('README.md', 'utf8');
    const table = /<!-- role-table:start[^>]*-->\n([\s\S]*?)\n<!-- role-table:end -->/.exec(readme)?.[1];
    expect(
      bare(table ?? ''),
      'README.md: the table between <!-- role-table:start --> and <!-- role-table:end -->',
    ).toBe(bare(roleTable()));
  });

  it('puts every section in a group, and every role sees the dashboard', () => {
    expect(menuOf(() => true).flatMap((group) => group.sections)).toHaveLength(SECTIONS.length);
    for (const role of STAFF_ROLES) {
      const menu = menuOf((section) => (section.roles as readonly StaffRole[]).includes(role));
      expect(menu[0]?.sections[0]?.path, role).toBe('/dashboard');
      expect(menu.every((group) => group.sections.length > 0)).toBe(true);
    }
  });
});
