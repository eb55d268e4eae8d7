import { DevPagesEndpoints } from '../../contract/devPages';
import { implement } from '../http/registry';

/** GET /api/dev-pages: whether the development pages are shown (sandbox mode), asked by those pages. */
export const devPagesRoutes = [
  implement(DevPagesEndpoints.devPages, ({ deps }) => ({ data: { open: deps.config.sandbox } })),
];
