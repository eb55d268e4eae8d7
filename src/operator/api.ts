import type { Endpoint } from '../../contract/endpoint';
import { createApiClient, type ApiClient, type EndpointCall } from '../api/client';

/** The session's token, kept for the tab only (session storage, never local storage: a shared desk's next person starts signed out). */
const TOKEN_KEY = 'rodada.operator.token';

export const tokenStore = {
  get: (): string | null => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string) => sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

export interface OperatorApiHooks {
  /** The server answered while signed in (the session's idle time starts again). */
  onAnswer(): void;
  /** A 401 while signed in: the session ended, with its code (`auth.session_expired`, `auth.unauthenticated`). */
  onEnded(code: string): void;
}

export type OperatorApi = Pick<ApiClient, 'call'>;

/**
 * The back office's own instance of the app's API client: the staff token as bearer, the back office's
 * language, and every answer told to the session (the idle time, an ended session).
 */
export function createOperatorApi(getLang: () => string, hooks: OperatorApiHooks): OperatorApi {
  const client = createApiClient({
    base: import.meta.env.VITE_API_BASE ?? '',
    getToken: tokenStore.get,
    getLang,
    // A 401 is handled below, with its code: the client's hook only knows whether a token was sent.
    hooks: { onUnauthorized: () => {}, onForceOffline: () => {} },
  });
  return {
    async call<E extends Endpoint>(declaration: E, options?: EndpointCall<E>) {
      const signedIn = tokenStore.get() !== null;
      try {
        const answer = await client.call(declaration, options);
        if (signedIn) hooks.onAnswer();
        return answer;
      } catch (error) {
        const { kind, refusal } = error as { kind?: string; refusal?: { error?: string } };
        if (signedIn && kind === 'unauthenticated') hooks.onEnded(refusal?.error ?? 'auth.unauthenticated');
        else if (signedIn && kind === 'server') hooks.onAnswer();
        throw error;
      }
    },
  };
}
