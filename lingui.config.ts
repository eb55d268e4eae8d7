import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['pt', 'en', 'vi', 'id', 'msa', 'th', 'tr', 'cn', 'ch'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: ['**/node_modules/**', '**/*.gen.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
