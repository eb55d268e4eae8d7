import { authApi } from './auth';
import { createApiClient, type ApiClientOptions } from './client';
import { gamesApi } from './games';
import { siteApi } from './site';

export function createApi(options: ApiClientOptions) {
  const client = createApiClient(options);
  return { client, auth: authApi(client), site: siteApi(client), games: gamesApi(client) };
}
export type Api = ReturnType<typeof createApi>;
export { ApiError, type ApiHooks } from './client';
export { tokenStore, clearAllStorage } from './token';
