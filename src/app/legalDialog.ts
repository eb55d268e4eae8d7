import { lazy } from 'react';
import { ensureScreenTexts } from '../i18n/i18n';

/**
 * The legal documents in a dialog (src/features/legal/LegalDialog.tsx), for the forms that link them:
 * its own chunk, with the screens' texts loaded before it shows.
 */
export const LegalDialog = lazy(() =>
  ensureScreenTexts()
    .then(() => import('../features/legal/LegalDialog'))
    .then((m) => ({ default: m.LegalDialog })),
);

export type { LegalDoc } from '../features/legal/LegalPages';
