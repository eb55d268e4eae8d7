import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { envelope, type OpenApiDocument } from '../../contract';
import { ERRORS, type ErrorCode } from '../../contract/errors';
import type { Route } from '../http/registry';

type TypeMode = 'input' | 'output';

function jsonSchema(schema: v.GenericSchema, typeMode: TypeMode): JsonSchema {
  // Transforms (phone normalisation, trims) have no JSON Schema form: they are left out, not fatal.
  const { $schema: _ignored, ...rest } = toJsonSchema(schema, { errorMode: 'ignore', typeMode });
  return rest;
}

const ErrorEnvelope = envelope(v.nullable(v.object({ errors: v.optional(v.record(v.string(), v.string())) })));

function queryParameters(schema: v.GenericSchema) {
  const json = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** A refusal as the document states it: its code, its message (with {params}) and when. */
const said = (code: ErrorCode, note = '') => `${code}: '${ERRORS[code].text}'${note ? ` (${note})` : ''}`;

function errorResponses(route: Route): Record<string, unknown> {
  const ref = { $ref: '#/components/schemas/ErrorEnvelope' };
  const byStatus: Record<string, string[]> = {
    '422': [
      'Invalid input: error and message are the first problem, data.errors maps fields to messages and fields to codes',
    ],
  };
  const add = (code: ErrorCode, note?: string) => (byStatus[ERRORS[code].status] ??= []).push(said(code, note));
  if (route.body) add('request.malformed', 'the body is not JSON, or a form where one is accepted');
  if (route.auth !== 'public') {
    add(
      'auth.unauthenticated',
      route.auth === 'operator' ? "no staff session (or it ended), and not the command line's token" : '',
    );
    if (route.auth === 'operator') {
      add('auth.session_expired', 'the staff session was idle 30 minutes or is 12 hours old');
      add('operator.role_forbidden', `the caller holds none of: ${(route.roles ?? ['admin']).join(', ')}`);
    }
    if (route.auth === 'member') add('auth.forced_offline', 'the operator ended the session; force_offline: true');
  }
  if (route.captcha) add('auth.too_many_attempts');
  for (const [code, note] of Object.entries(route.errors) as [ErrorCode, string][]) add(code, note);
  return Object.fromEntries(
    Object.entries(byStatus).map(([status, lines]) => [
      status,
      { description: lines.join('; '), content: { 'application/json': { schema: ref } } },
    ]),
  );
}

function operation(route: Route) {
  const bodyTypes = route.bodyFormats.flatMap((format) =>
    format === 'json' ? ['application/json'] : ['application/x-www-form-urlencoded', 'multipart/form-data'],
  );
  const success =
    route.raw || route.eventStream
      ? jsonSchema(route.response, 'output')
      : jsonSchema(envelope(route.response), 'output');
  // A stream of server-sent events: each event's data is the response schema, as JSON.
  const content = route.eventStream
    ? {
        'text/event-stream': {
          schema: { type: 'string', description: 'event: state\ndata: <JSON>', 'x-event-data': success },
        },
      }
    : { 'application/json': { schema: success } };
  return {
    summary: route.summary,
    tags: [route.tag],
    operationId: `${route.method}${route.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    ...(route.auth === 'member' ? { security: [{ memberToken: [] }] } : {}),
    ...(route.auth === 'operator' ? { security: [{ operatorToken: [] }], 'x-roles': route.roles ?? ['admin'] } : {}),
    parameters: route.query
      ? queryParameters(route.query)
      : [{ name: 'lang', in: 'query', required: false, schema: { type: 'string' } }],
    ...(route.body
      ? {
          requestBody: {
            required: false,
            content: Object.fromEntries(bodyTypes.map((type) => [type, { schema: jsonSchema(route.body!, 'input') }])),
          },
        }
      : {}),
    responses: {
      '200': { description: 'Success', content },
      ...errorResponses(route),
    },
  };
}

/** The OpenAPI 3.1 document, derived from the same route declarations the app mounts. */
export function openApiDocument(routes: Route[]): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = `/api${route.path}`;
    paths[path] = { ...paths[path], [route.method]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rodada API',
      version: '1.0.0',
      description:
        'Every answer (but this document) is an envelope { code, status, message, data }. ' +
        'Errors answer HTTP status === code and carry error (a stable code) and params (the values its message names); ' +
        'refused fields are listed in data.errors (messages) and fields (codes). ' +
        'Money is a decimal string with two places ("1500.00").',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ErrorEnvelope: jsonSchema(ErrorEnvelope, 'output') },
      securitySchemes: {
        memberToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The access_token from login2 or register2',
        },
        operatorToken: {
          type: 'http',
          scheme: 'bearer',
          description:
            "A staff session's token (POST /api/operator/auth/code), or the command line's token (ADMIN_TOKEN)",
        },
      },
    },
  };
}
