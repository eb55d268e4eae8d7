/**
 * What `use-sync-external-store/shim` gives libraries written for React 17 (@xstate/react): React 19 has
 * the hook itself, so the build points the shim here (vite.config.ts) and the first page does not carry it.
 */
export { useSyncExternalStore } from 'react';
