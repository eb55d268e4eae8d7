import { notFound, rootRouteId } from '@tanstack/react-router';
import { Suspense, use, type ReactNode } from 'react';
import { DevPagesEndpoints } from '../../../contract/devPages';
import type { Api } from '../../api';
import { useSystem } from '../../app/SystemContext';

/** The server's answer, asked once a visit (a failed ask is asked again next time). */
let answer: Promise<boolean> | undefined;
function devPagesOpen(api: Api): Promise<boolean> {
  answer ??= api.client.call(DevPagesEndpoints.devPages).then(
    (data) => data.open,
    (error: unknown) => {
      answer = undefined;
      throw error;
    },
  );
  return answer;
}

function Gate({ api, children }: { api: Api; children: ReactNode }) {
  // Outside sandbox mode the page does not exist: the app's 404 page, as for any unknown address.
  if (!use(devPagesOpen(api))) throw notFound({ routeId: rootRouteId });
  return children;
}

/**
 * A development page (/flows, /test, /test12, /cztx, contract/devPages.ts): shown by a development build,
 * or when the server runs in sandbox mode (the tests and the product owners' diagrams); a production
 * server answers 404 for its address, and a visit that reaches it inside the app sees the 404 page too.
 */
export function DevPageGate({ children }: { children: ReactNode }) {
  const { api } = useSystem();
  if (import.meta.env.DEV) return children;
  return (
    <Suspense fallback={null}>
      <Gate api={api}>{children}</Gate>
    </Suspense>
  );
}
