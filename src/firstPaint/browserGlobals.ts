/**
 * What the app reads of a browser, for its first paint on the server (a worker thread of its own, so none of
 * this is seen by the server's code): a first visit's browser, with empty storage, no service worker and no
 * network. Every request the app makes that the page was not primed with waits for ever, so what it would
 * show while it waits (a skeleton) is painted.
 */

class EmptyStorage {
  get length() {
    return 0;
  }
  getItem(): string | null {
    return null;
  }
  key(): string | null {
    return null;
  }
  setItem(): void {}
  removeItem(): void {}
  clear(): void {}
}

const noop = () => {};
const here = { href: 'http://localhost/', host: 'localhost', hostname: 'localhost', pathname: '/', search: '' };

/** The address the page is painted for: the app reads its path, its query and its host. */
export function visit(url: URL): void {
  Object.assign(here, {
    href: url.href,
    origin: url.origin,
    protocol: url.protocol,
    host: url.host,
    hostname: url.hostname,
    port: url.port,
    pathname: url.pathname,
    search: url.search,
    hash: '',
  });
}

const globals: Record<string, unknown> = {
  location: Object.assign(here, { reload: noop, replace: noop, assign: noop, toString: () => here.href }),
  localStorage: new EmptyStorage(),
  sessionStorage: new EmptyStorage(),
  addEventListener: noop,
  removeEventListener: noop,
  dispatchEvent: () => true,
  matchMedia: () => ({ matches: false, addEventListener: noop, removeEventListener: noop }),
  fetch: () => new Promise<never>(() => {}),
  document: {
    documentElement: { lang: '', dataset: {} },
    getElementById: () => null,
    querySelector: () => null,
    addEventListener: noop,
    removeEventListener: noop,
    visibilityState: 'visible',
    hidden: false,
    cookie: '',
  },
  navigator: { onLine: true, language: 'pt-BR', languages: ['pt-BR'], userAgent: 'Rodada first paint' },
};
for (const [name, value] of Object.entries(globals))
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
for (const name of ['window', 'self'])
  Object.defineProperty(globalThis, name, { value: globalThis, configurable: true, writable: true });
