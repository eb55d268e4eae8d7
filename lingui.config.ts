import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { shellTextPaths } from './scripts/shell';

/**
 * Two catalogs per language: `messages` holds the texts of the shell (layout, home, modals, login and
 * their flows) and ships with the first page; `screens` holds every other screen's texts and loads on
 * the first visit to another page. A text used in both places is in both catalogs. The shell's files
 * are listed one by one (scripts/shell.ts): the flow declarations in its folders are /flows texts.
 */
const shell = shellTextPaths();

export default defineConfig({
  sourceLocale: 'en',
  locales: ['pt', 'en', 'vi', 'id', 'msa', 'th', 'tr', 'cn', 'ch'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: shell,
      exclude: ['**/node_modules/**', '**/*.gen.ts'],
    },
    {
      path: '<rootDir>/locales/{locale}/screens',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: ['**/node_modules/**', '**/*.gen.ts', ...shell],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
