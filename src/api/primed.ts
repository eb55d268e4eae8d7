/**
 * The public answers the server primed into the page (server/static/prime.ts), by primedKey: each is
 * taken once, by the first call that asks exactly that, instead of a request. A page without them (served
 * by the service worker, or by a server without a database) primes nothing.
 */
export type Primed = Map<string, unknown>;

export function readPrimed(id = 'primed'): Primed {
  const primed: Primed = new Map();
  if (typeof document === 'undefined') return primed;
  const element = document.getElementById(id);
  if (!element?.textContent) return primed;
  element.remove();
  try {
    const answers: unknown = JSON.parse(element.textContent);
    if (answers && typeof answers === 'object')
      for (const [key, value] of Object.entries(answers)) primed.set(key, value);
  } catch {
    // Unreadable: the app asks as usual.
  }
  return primed;
}
