import * as v from 'valibot';

/** A server-sent event's data checked with the contract: its value, or null when it is not what it says. */
export function pushed<T>(schema: v.GenericSchema<unknown, T>, text: string): T | null {
  try {
    const result = v.safeParse(schema, JSON.parse(text));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}
