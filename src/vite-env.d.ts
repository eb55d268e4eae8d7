/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

interface ImportMetaEnv {
  /** Where the API lives; the page's own origin when unset. */
  readonly VITE_API_BASE?: string;
}
