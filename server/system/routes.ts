import { SystemEndpoints, type OpenApiDocument } from '../../contract';
import { implement, type Route } from '../http/registry';
import { openApiDocument } from './openapi';

/** Health and the API's own description (contract/system.ts); the document lists the routes given (itself included). */
export function systemRoutes(allRoutes: () => Route[]): Route[] {
  let document: OpenApiDocument | undefined;
  return [
    implement(SystemEndpoints.health, () => ({ data: { ok: true as const } })),
    implement(SystemEndpoints.openApi, () => {
      document ??= openApiDocument(allRoutes());
      return { data: document };
    }),
  ];
}
