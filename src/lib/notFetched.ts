/** What the browsers say when a module (or a chunk's style sheet) could not be fetched: the network's doing. */
const NOT_FETCHED =
  /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS)/;

/** Whether a page failed because its code did not arrive (or the browser is offline), rather than because it broke. */
export const notFetched = (error: unknown): boolean =>
  (typeof navigator !== 'undefined' && !navigator.onLine) ||
  (error instanceof Error && NOT_FETCHED.test(error.message));
