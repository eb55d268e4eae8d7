import * as v from 'valibot';
import { endpoint } from './endpoint';

/**
 * The development pages: the machines' diagrams (/flows) and the test pages (/test, /test12, /cztx). The
 * Playwright tests and the product owners' diagrams use them on a development build or a sandbox server
 * (PIX_SANDBOX=1, `npm start`); a production server answers 404 for them, and the app shows its 404 page.
 */
export const DEV_PAGES = ['/flows', '/test', '/test12', '/cztx'] as const;

export const DevPagesAnswer = v.object({
  /** Whether this server shows the development pages: in sandbox mode only. */
  open: v.boolean(),
});
export type DevPagesAnswer = v.InferOutput<typeof DevPagesAnswer>;

export const DevPagesEndpoints = {
  devPages: endpoint({
    method: 'get',
    path: '/dev-pages',
    summary: 'Whether this server shows the development pages (/flows, /test, /test12, /cztx): in sandbox mode only',
    tag: 'system',
    auth: 'public',
    response: DevPagesAnswer,
  }),
};
