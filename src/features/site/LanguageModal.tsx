import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useSystem } from '../../app/SystemContext';

/** The chooser's code loads when it first opens (its texts are the first page's). */
const LanguageDialog = lazy(() => import('./LanguageDialog'));

/** The language chooser: choosing saves the language and reloads the page in it. */
export function LanguageModal() {
  const open = useSelector(useSystem().actors.modals, (s) => s.matches({ language: 'open' }));
  return open ? (
    <Suspense fallback={null}>
      <LanguageDialog />
    </Suspense>
  ) : null;
}
