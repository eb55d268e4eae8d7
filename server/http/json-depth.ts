/**
 * How deep a request body may nest: `{"a":[1]}` is two levels. No field of the product nests more than
 * a few; the limit leaves room and keeps every walk over a body (validation, the storable-text check,
 * the Idempotency-Key's canonical JSON) short.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_SQUARE = 0x5b;
const CLOSE_SQUARE = 0x5d;
const OPEN_CURLY = 0x7b;
const CLOSE_CURLY = 0x7d;

/**
 * Whether JSON text opens more than `max` arrays or objects inside one another, counting only brackets
 * outside strings. One pass over the text, stopping at the first level too deep: run it before
 * `JSON.parse`, so a body nested thousands deep costs no more than reading it. Text that is not JSON gives
 * some answer; `JSON.parse` judges it afterwards.
 */
export function nestsDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_SQUARE || code === OPEN_CURLY) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_SQUARE || code === CLOSE_CURLY) {
      depth -= 1;
    }
  }
  return false;
}
