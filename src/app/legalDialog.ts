import { screenLazy } from '../i18n/i18n';

/**
 * The legal documents in a dialog (src/features/legal/LegalDialog.tsx), for the forms that link them:
 * its own chunk, with the screens' texts loaded before it shows.
 */
export const LegalDialog = screenLazy(() => import('../features/legal/LegalDialog'));

export type { LegalDoc } from '../features/legal/LegalPages';
