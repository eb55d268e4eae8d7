import * as v from 'valibot';
import { isStorableText } from '../../contract';
import { errorText, isErrorCode, type ErrorCode, type ErrorParams, type PlainErrorCode } from '../../contract/errors';
import { readSays } from '../../contract/readSays';
import { says } from '../../contract/says';
import { ApiError, type FieldRefusal } from './envelope';

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
const PARSE_CONFIG = { message: says('request.invalid') } as const;

/** Validates input with a contract schema; a failure is a 422 carrying the first issue's message. */
export function parseInput<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, withDeclaredKeys(schema, input), PARSE_CONFIG);
  if (result.success) return result.output;
  throw validationError(result.issues);
}

/**
 * A 422 for a schema's issues: the first issue's code and message, data.errors each field's first
 * message and `fields` each field's code. A message no code owns is answered as 'request.invalid'.
 */
export function validationError(issues: readonly v.BaseIssue<unknown>[]): ApiError {
  const fields: Record<string, FieldRefusal> = {};
  for (const issue of issues) fields[fieldOf(issue)] ??= refusalOf(issue.message);
  const error = fieldsError(fields, 422);
  error.fromInput = true;
  return error;
}

/** The code a schema's message names (contract/says.ts); valibot's own messages are 'request.invalid'. */
function refusalOf(message: string): FieldRefusal {
  const named = readSays(message);
  return named && isErrorCode(named.error)
    ? { error: named.error, params: named.params }
    : { error: 'request.invalid', params: {} };
}

function fieldsError(fields: Record<string, FieldRefusal>, status?: 422): ApiError {
  const entries = Object.entries(fields);
  const errors = Object.fromEntries(
    entries.map(([field, refusal]) => [field, errorText(refusal.error, refusal.params)]),
  );
  const first = entries[0]?.[1] ?? { error: 'request.invalid', params: {} };
  return new ApiError(first.error, first.params, { errors }, { fields, ...(status ? { status } : {}) });
}

/**
 * The path of the first string or key the database could not store as sent — one with a NUL or a lone
 * surrogate ("items.0.name", "_" for the whole) — or null.
 */
export function unstorablePath(value: unknown): string | null {
  // Iterative, and each node keeps only its key and its parent: the path is spelled out once, for the
  // node that is refused, so the walk stays linear however deep the input nests.
  interface Node {
    value: unknown;
    key: string;
    parent: Node | null;
  }
  const pathOf = (node: Node): string => {
    const keys: string[] = [];
    for (let at: Node | null = node; at?.parent; at = at.parent) keys.push(at.key);
    return keys.length > 0 ? keys.reverse().join('.') : '_';
  };
  const stack: Node[] = [{ value, key: '', parent: null }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const item = node.value;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return pathOf(node);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (!isStorableText(key)) return pathOf(node);
        stack.push({ value: child, key, parent: node });
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
  throw fieldError(field, 'request.invalid');
}

/** A refusal of one field (a code without params), shaped like a schema failure. */
export function fieldError(field: string, code: PlainErrorCode): ApiError {
  return fieldsError({ [field]: { error: code, params: {} } });
}

/** A refusal of one field with the params its code's text needs. */
export function fieldErrorWith<C extends ErrorCode>(field: string, code: C, params: ErrorParams<C>): ApiError {
  return fieldsError({ [field]: { error: code, params } });
}
