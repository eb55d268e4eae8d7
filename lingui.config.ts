import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Two catalogs per language: `messages` holds the texts of the shell (layout, home, modals, login and
 * their flows) and ships with the first page; `screens` holds every other screen's texts and loads on
 * the first visit to another page. A text used in both places is in both catalogs.
 */
const shell = [
  '<rootDir>/src/app',
  '<rootDir>/src/ui',
  '<rootDir>/src/i18n',
  '<rootDir>/src/features/layout',
  '<rootDir>/src/features/home',
  '<rootDir>/src/features/site',
  '<rootDir>/src/features/auth',
  '<rootDir>/src/features/games/GameCard.tsx',
  '<rootDir>/src/features/games/FavouritesProvider.tsx',
  '<rootDir>/src/features/games/HomeGameRows.tsx',
  '<rootDir>/machines/shared.ts',
  '<rootDir>/machines/session.machine.ts',
  '<rootDir>/machines/language.machine.ts',
  '<rootDir>/machines/modals.machine.ts',
  '<rootDir>/machines/swUpdate.machine.ts',
  '<rootDir>/machines/favourites.machine.ts',
  '<rootDir>/machines/authForm.machine.ts',
];

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
      exclude: ['**/node_modules/**', '**/*.gen.ts', ...shell.map((p) => (/\.tsx?$/.test(p) ? p : `${p}/**`))],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
