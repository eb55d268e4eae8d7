import type { Api } from '../api';

/** What a feature's implementations get from the app. */
export type AppDeps = {
  api: Api;
  /** The member's balance or profile changed: the session reloads them. */
  refresh: () => void;
  /** The login or register form signed in with this token. */
  signedIn: (token: string) => void;
};

/** A loader that runs once and then answers the same promise (what React's `use` needs). */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
}

/**
 * The loaders of one feature's flows, from its logic module (which builds them all): the module loads
 * with the first of its screens, and each flow answers the same promise every time.
 */
export function lazyArea<T extends Record<string, () => Promise<unknown>>>(build: () => Promise<T>) {
  const area = once(build);
  return <K extends keyof T>(key: K) =>
    once(() => area().then((loaders): Promise<unknown> => (loaders[key] as () => Promise<unknown>)())) as () => ReturnType<T[K]>;
}
