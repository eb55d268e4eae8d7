import type { ErrorCode, ErrorParams } from './errors';

/**
 * A schema's refusal, named by its code (contract/errors.ts): what a contract schema gives valibot as the
 * message, so a failed validation answers that code, its params and its English text. It is written as
 * "code" or "code?name=value"; server/http/validate.ts reads it back with `readSays` (contract/readSays.ts).
 */
export function says<C extends ErrorCode>(
  code: C,
  ...params: keyof ErrorParams<C> extends never ? [] : [ErrorParams<C>]
): string {
  const [values] = params;
  return values ? `${code}?${new URLSearchParams(values as Record<string, string>).toString()}` : code;
}
