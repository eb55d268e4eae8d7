import { Health, OpenApiDocument } from '../../contract';
import { defineRoute, type Route } from '../http/registry';
import { openApiDocument } from './openapi';

/** Health and the API's own description; the document lists the routes given (itself included). */
export function systemRoutes(allRoutes: () => Route[]): Route[] {
  let document: OpenApiDocument | undefined;
  return [
    defineRoute({
      method: 'get',
      path: '/health',
      summary: 'Liveness: the process answers',
      tag: 'system',
      auth: 'public',
      response: Health,
      handler: () => ({ data: { ok: true as const } }),
    }),
    defineRoute({
      method: 'get',
      path: '/openapi.json',
      summary: 'This API as an OpenAPI 3.1 document (served without the envelope)',
      tag: 'system',
      auth: 'public',
      response: OpenApiDocument,
      raw: true,
      handler: () => {
        document ??= openApiDocument(allRoutes());
        return { data: document };
      },
    }),
  ];
}
