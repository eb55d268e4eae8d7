import * as v from 'valibot';
import { isStorableText, ServerText } from '../../contract';
import { ApiError } from './envelope';

/** The field an issue belongs to, as the form names it ("phone", "items.0.name"), or "_" for the whole. */
function fieldOf(issue: v.BaseIssue<unknown>): string {
  const path = issue.path?.map((item) => String(item.key)).join('.');
  return path && path.length > 0 ? path : '_';
}

type Entries = Record<string, v.GenericSchema>;

/** The entries of an object schema, also when it is the head of a pipe (Register2Body). */
function objectEntries(schema: v.GenericSchema): Entries | null {
  const s = schema as { entries?: Entries; pipe?: readonly v.GenericSchema[] };
  if (s.entries) return s.entries;
  const head = s.pipe?.[0];
  return head && head !== schema ? objectEntries(head) : null;
}

/**
 * Gives every declared field that is absent the value undefined, so a missing field is reported with
 * its own schema's message ('Please enter the correct mobile phone number.') rather than valibot's
 * generic "Invalid key".
 */
function withDeclaredKeys(schema: v.GenericSchema, input: unknown): unknown {
  const entries = objectEntries(schema);
  if (!entries || typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const filled: Record<string, unknown> = { ...input };
  for (const key of Object.keys(entries)) if (!(key in filled)) filled[key] = undefined;
  return filled;
}

/**
 * A field whose schema names no message of its own is refused with 'Please fix the error in the form',
 * never valibot's developer text ('Invalid type: Expected "PIX" but received null').
 */
const PARSE_CONFIG = { message: ServerText.invalidRequest } as const;

/** Validates input with a contract schema; a failure is a 422 carrying the first issue's message. */
export function parseInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, withDeclaredKeys(schema, input), PARSE_CONFIG);
  if (result.success) return result.output;
  throw validationError(result.issues);
}

export function validationError(issues: readonly v.BaseIssue<unknown>[]): ApiError {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    errors[field] ??= issue.message;
  }
  return new ApiError(422, issues[0]?.message ?? ServerText.invalidRequest, { errors });
}

/**
 * The path of the first string or key the database could not store as sent — one with a NUL or a lone
 * surrogate ("items.0.name", "_" for the whole) — or null.
 */
export function unstorablePath(value: unknown): string | null {
  // Iterative: a body may nest arrays thousands deep.
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: item, path } = stack.pop()!;
    const here = path.length > 0 ? path.join('.') : '_';
    if (typeof item === 'string') {
      if (!isStorableText(item)) return here;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (!isStorableText(key)) return here;
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}

/**
 * Refuses a query or body that carries a NUL or a lone surrogate anywhere (no field of the product takes
 * one; PostgreSQL refuses NUL in text and PGlite fails on lone surrogates): with the schema's own message
 * when the schema refuses the input, else a 422 'Please fix the error in the form' on the field that
 * carries it. Runs before the captcha is spent or the handler reads anything.
 */
export function refuseUnstorable(schema: v.GenericSchema | undefined, input: unknown): void {
  const field = unstorablePath(input);
  if (field === null) return;
  if (schema) {
    const result = v.safeParse(schema, withDeclaredKeys(schema, input), PARSE_CONFIG);
    if (!result.success) throw validationError(result.issues);
  }
  throw fieldError(field, ServerText.invalidRequest);
}

/** A 422 for one field, shaped like a schema failure. */
export function fieldError(field: string, message: string): ApiError {
  return new ApiError(422, message, { errors: { [field]: message } });
}
