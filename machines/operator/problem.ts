import { isApiFailure } from '../shared';

/**
 * What went wrong with a back office call, as its screens say it: a refusal of the API by its code and
 * params (contract/errors.ts), said in the person's language by the back office's own refusals
 * (src/operator/refusals.ts); `network` when no answer came. The server's English sentence is kept for a
 * code the app does not know yet.
 */
export type Problem = { code: string; params: Record<string, string>; message: string };

export const NETWORK: Problem = { code: 'network', params: {}, message: '' };

/** The problem a failed call (what src/api/client.ts throws) shows. */
export function problemOf(error: unknown): Problem {
  if (!isApiFailure(error) || error.kind === 'network' || error.kind === 'forceOffline') return NETWORK;
  if (error.kind === 'unauthenticated')
    return { code: error.error ?? 'auth.unauthenticated', params: error.params ?? {}, message: error.message };
  return { code: error.error ?? 'request.invalid', params: error.params ?? {}, message: error.message };
}

/** A problem the app itself finds before asking (a form not filled in), by a code of the back office. */
export const ownProblem = (code: string, params: Record<string, string> = {}): Problem => ({
  code,
  params,
  message: '',
});
