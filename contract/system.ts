import * as v from 'valibot';
import { LangField } from './common';
import { endpoint } from './endpoint';

/** The body of a call that carries nothing but, perhaps, the language. */
export const EmptyBody = v.object({ lang: LangField });
export type EmptyBody = v.InferInput<typeof EmptyBody>;

/** The captcha is requested with a form payload (or JSON) that may carry the language. */
export const CaptchaBody = EmptyBody;

export const Health = v.object({ ok: v.literal(true) });
export type Health = v.InferOutput<typeof Health>;

/** A call whose success carries no data. */
export const NoData = v.null();

/** The API's OpenAPI 3.1 description (served as is, without the envelope). */
export const OpenApiDocument = v.looseObject({
  openapi: v.string(),
  info: v.looseObject({ title: v.string(), version: v.string() }),
  paths: v.record(v.string(), v.record(v.string(), v.unknown())),
});
export type OpenApiDocument = v.InferOutput<typeof OpenApiDocument>;

/* The system's endpoints: health and the API's own description. */

export const SystemEndpoints = {
  health: endpoint({
    method: 'get',
    path: '/health',
    summary: 'Liveness: the process answers',
    tag: 'system',
    auth: 'public',
    response: Health,
  }),
  openApi: endpoint({
    method: 'get',
    path: '/openapi.json',
    summary: 'This API as an OpenAPI 3.1 document (served without the envelope)',
    tag: 'system',
    auth: 'public',
    response: OpenApiDocument,
    raw: true,
  }),
};
