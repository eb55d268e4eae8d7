import { apiPath } from '../../contract/endpoint';
import { PrivacyEndpoints, type ConsentBody, type ExportFormat } from '../../contract/privacy';
import { ApiError, type ApiClient } from './client';
import { tokenStore } from './token';

/** A downloaded copy of the member's data, whole, with the name the server gave it. */
export type DataFile = { blob: Blob; fileName: string };

/** The privacy centre's calls (contract/privacy.ts): the consents and the copy of the member's data. */
export function privacyApi(api: ApiClient, base: string = import.meta.env.VITE_API_BASE ?? '') {
  return {
    consents: (signal?: AbortSignal) => api.call(PrivacyEndpoints.consents, { signal }),
    recordConsent: (body: Omit<ConsentBody, 'lang'>, signal?: AbortSignal) =>
      api.call(PrivacyEndpoints.recordConsent, { body, signal }),
    /**
     * The export is a file, not an envelope: asked with the session's token, read to the end (a download
     * broken halfway rejects instead of answering a part of the file), and a refusal read as any other.
     */
    download: async (format: ExportFormat, signal?: AbortSignal): Promise<DataFile> => {
      const token = tokenStore.get();
      let response: Response;
      let blob: Blob;
      try {
        response = await fetch(`${base}${apiPath(PrivacyEndpoints.export)}?format=${format}`, {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
          signal: signal ?? null,
        });
        blob = await response.blob();
      } catch (error) {
        if (signal?.aborted) throw error;
        throw new ApiError('network', 'Network error, please try again later');
      }
      if (!response.ok) {
        const answer = (await blob
          .text()
          .then((text) => JSON.parse(text) as { message?: string; error?: string; params?: Record<string, string> })
          .catch(() => ({}))) as { message?: string; error?: string; params?: Record<string, string> };
        throw new ApiError(
          response.status === 401 ? 'unauthenticated' : 'server',
          answer.message ?? '',
          response.status,
          {
            error: answer.error,
            params: answer.params,
          },
        );
      }
      const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
      return { blob, fileName: named?.[1] ?? `rodada-meus-dados.${format}` };
    },
  };
}
export type PrivacyApi = ReturnType<typeof privacyApi>;
