/**
 * What the app reads of a browser, for its first paint on the server (a worker thread of its own, so none of
 * this is seen by the server's code): a first visit's browser, with empty storage, no service worker and no
 * network. Every request the app makes that the page was not primed with waits for ever, so what it would
 * show while it waits (a skeleton) is painted; a stream it opens (the sports board's) never connects, and what it
 * observes never reports (so a picture far down the page waits for it, as in the browser's first render).
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

/** A stream that stays connecting: nothing is pushed to the painted page. */
class SilentEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readyState = 0;
  onopen = null;
  onmessage = null;
  onerror = null;
  constructor(readonly url: string) {}
  addEventListener(): void {}
  removeEventListener(): void {}
  close(): void {
    this.readyState = 2;
  }
}
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

/** An observer that never reports: nothing on the painted page comes into view, resizes or changes. */
class SilentObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

const globals: Record<string, unknown> = {
  IntersectionObserver: SilentObserver,
  ResizeObserver: SilentObserver,
  MutationObserver: SilentObserver,
  location: Object.assign(here, { reload: noop, replace: noop, assign: noop, toString: () => here.href }),
  localStorage: new EmptyStorage(),
  sessionStorage: new EmptyStorage(),
  addEventListener: noop,
  removeEventListener: noop,
  dispatchEvent: () => true,
  matchMedia: () => ({ matches: false, addEventListener: noop, removeEventListener: noop }),
  fetch: () => new Promise<never>(() => {}),
  EventSource: SilentEventSource,
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
