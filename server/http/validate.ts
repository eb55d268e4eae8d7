import * as v from 'valibot';
import { ServerText } from '../../src/contract';
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

/** Validates input with a contract schema; a failure is a 422 carrying the first issue's message. */
export function parseInput<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, withDeclaredKeys(schema, input));
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

/** A 422 for one field, shaped like a schema failure. */
export function fieldError(field: string, message: string): ApiError {
  return new ApiError(422, message, { errors: { [field]: message } });
}
