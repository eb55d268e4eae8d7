import type { Route } from '../http/registry';

/** The back office's endpoints (contract/backoffice.ts), implemented. */
export const backofficeRoutes: Route[] = [];
