/*
 * Reading back what contract/says.ts writes: apart from it, so the first page, which only writes them,
 * does not carry the reading.
 */

/** The code and params a `says` message carries, or null for any other text. */
export function readSays(message: string): { error: string; params: Record<string, string> } | null {
  const match = /^([a-z_]+\.[a-z_]+)(?:\?(.*))?$/.exec(message);
  if (!match?.[1]) return null;
  return { error: match[1], params: Object.fromEntries(new URLSearchParams(match[2] ?? '')) };
}
