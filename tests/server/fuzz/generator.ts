/**
 * The API fuzzer: bad inputs for every route of the OpenAPI document, sent through a target (the app
 * in-process for the test suite, the same for `npm run fuzz`), with a report of what answered what.
 *
 * Every route gets a fixed core of structural cases (no body, invalid JSON, null, arrays, wrong content
 * types, a broken multipart body, `__proto__` keys, a 1 MB field…) and, for each declared query or body
 * field, the same field set to each of the critical bad values (NUL, control characters, emoji, "NaN",
 * 1e308, 2^31, 2^53 + 1, negative and 3-decimal amounts, wrong types…); `perRoute` tops that up with
 * seeded random mutations. Routes behind a token also get a few cases with no token and a wrong one.
 */

/** A seeded generator of floats in [0, 1) (mulberry32). */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

/** JSON text put into a body as is (numbers JSON.stringify cannot write, `__proto__` keys). */
export class Raw {
  constructor(readonly json: string) {}
}

interface JsonSchemaLike {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchemaLike[];
  properties?: Record<string, JsonSchemaLike>;
  required?: string[];
  pattern?: string;
  default?: unknown;
}

export interface FuzzOperation {
  method: 'GET' | 'POST';
  /** As the document has it: "/api/auth/me", perhaps with "{param}" segments. */
  path: string;
  auth: 'public' | 'member' | 'operator';
  query: Record<string, JsonSchemaLike>;
  /** null: the route takes no body (it is still sent bodies, and must refuse or ignore them). */
  body: Record<string, JsonSchemaLike> | null;
  bodyTypes: string[];
  /** Answers without the envelope (openapi.json). */
  raw: boolean;
  /** A page outside the API (the sandbox, pictures): only its status is checked. */
  page?: boolean;
}

/** The pages outside the OpenAPI document that take a path parameter or a form. */
export const PAGES: FuzzOperation[] = [
  ['GET', '/sandbox/pix/{order}'],
  ['GET', '/sandbox/pix/{order}/qr.svg'],
  ['POST', '/sandbox/pix/{order}/confirm'],
  ['GET', '/sandbox/mail'],
  ['GET', '/avatars/{file}'],
  ['GET', '/games/art/{file}'],
].map(([method, path]) => ({
  method: method as 'GET' | 'POST',
  path: path!,
  auth: 'public',
  query: {},
  body: null,
  bodyTypes: ['application/x-www-form-urlencoded'],
  raw: true,
  page: true,
}));

/** What a path parameter is set to besides a plausible value. */
const PATH_VALUES = [
  '2147483648',
  '9007199254740993',
  '1e308',
  '-1',
  '%00',
  'RD%00x',
  '%01%1B',
  '..%2F..%2Fpackage.json',
  '%F0%9F%8E%B0',
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  'x'.repeat(300),
  'RD202603020001.svg',
  '2147483648.svg',
  '%00.svg',
];

interface OpenApiLike {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: Record<string, unknown>[];
        parameters?: { name: string; in: string; schema?: JsonSchemaLike }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchemaLike }> };
        responses?: Record<
          string,
          { content?: Record<string, { schema?: { $ref?: string; properties?: Record<string, unknown> } }> }
        >;
      }
    >
  >;
}

/** Every operation of an OpenAPI document, in its order. */
export function operationsOf(document: unknown): FuzzOperation[] {
  const doc = document as OpenApiLike;
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      // A stream of server-sent events stays open while it is read: its refusals are tested with its own
      // tests (tests/server/live.test.ts), a fuzzer's read of its success would never end.
      if (op.responses?.['200']?.content?.['text/event-stream']) continue;
      const scheme = op.security?.map((s) => Object.keys(s)[0]).find(Boolean);
      const query: Record<string, JsonSchemaLike> = {};
      for (const p of op.parameters ?? []) if (p.in === 'query') query[p.name] = p.schema ?? {};
      const content = op.requestBody?.content ?? {};
      const bodySchema = Object.values(content)[0]?.schema;
      const success = op.responses?.['200']?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase() as 'GET' | 'POST',
        path,
        auth: scheme === 'memberToken' ? 'member' : scheme === 'operatorToken' ? 'operator' : 'public',
        query,
        body: op.requestBody ? (bodySchema?.properties ?? {}) : null,
        bodyTypes: Object.keys(content),
        raw: !(success?.properties && 'code' in success.properties && 'status' in success.properties),
      });
    }
  }
  return operations;
}

/* ------------------------------------------------------------------------------------------------ */
/* Plausible values: what a person would send, so that one bad field is what a request gets wrong.  */

const VALID_CPF = '52998224725';

const PLAUSIBLE: Record<string, unknown> = {
  phone: '21999990001',
  password: 'segredo1',
  password_confirmation: 'segredo1',
  captcha_key: 'fuzz-captcha-key',
  captcha: 'ABCD',
  invite_code: 'ABC123',
  money: '10.00',
  amount: '10.00',
  payment_id: 1,
  payment_type: 'PIX',
  payment_desc: 'PIX',
  account: VALID_CPF,
  cpf_id: VALID_CPF,
  qk_pwd: '135790',
  qk_pwd_confirmation: '135790',
  name: 'Ana',
  game_id: 1,
  id: 1,
  invitee_id: 1,
  uid: 1,
  member_id: 1,
  round_id: 'CR-1',
  fixture_id: 'FLA-PAL-20260303',
  fixture: 'FLA-PAL-20260303',
  result: 'home',
  selection: 'home',
  order_no: 'RD202603020001',
  day: '2026-03-01',
  from: '2026-03-01',
  to: '2026-03-02',
  birth_date: '1990-05-17',
  email: 'ana@example.com',
  code: '123456',
  title: 'Olá',
  body: 'Texto',
  reason: 'Dados incorretos',
  site: 'rodada',
  domain: 'localhost',
  host: 'localhost',
  page: 1,
  per_page: 10,
  lang: 'pt',
  reference: 'fuzz-ref-1',
  auto_cashout: '2.00',
  client_seed: 'seed',
  currency: 'BRL',
  url: '/avatars/male-1.svg',
  status: 'paid',
  end_to_end_id: 'E0000000020260302',
  payer_cpf: VALID_CPF,
  plat_type: 'RODADA',
  platType: 'RODADA',
};

function fromSchema(schema: JsonSchemaLike | undefined): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.anyOf?.length) return fromSchema(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'number' || type === 'integer') return 1;
  if (type === 'boolean') return true;
  if (type === 'object') return {};
  if (type === 'array') return [];
  if (type === 'string') return 'x';
  return 1;
}

function plausible(name: string, schema: JsonSchemaLike | undefined): unknown {
  if (schema?.enum?.length && !(PLAUSIBLE[name] !== undefined && schema.enum.includes(PLAUSIBLE[name]))) {
    return schema.enum[0];
  }
  return name in PLAUSIBLE ? PLAUSIBLE[name] : fromSchema(schema);
}

function plausibleObject(fields: Record<string, JsonSchemaLike>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, plausible(name, schema)]));
}

/* ------------------------------------------------------------------------------------------------ */
/* Bad values.                                                                                        */

export interface BadValue {
  label: string;
  value: unknown;
}

const bad = (label: string, value: unknown): BadValue => ({ label, value });

/** Applied to every field of every route. */
export const CRITICAL_VALUES: BadValue[] = [
  bad('NUL', '\u0000'),
  bad('NUL inside', 'ab\u0000cd'),
  bad('C0 controls', 'a\u0001\u001b[31mb\u007f'),
  bad('emoji', '😀🎰🇧🇷'),
  bad('lone surrogate', '\ud800x'),
  bad('lone surrogates', '\uddf51Q4900-j6h\ude97\udeb1Y8d72X`\ud883'),
  bad('"NaN"', 'NaN'),
  bad('"Infinity"', 'Infinity'),
  bad('"-Infinity"', '-Infinity'),
  bad('1e308', 1e308),
  bad('"1e308"', '1e308'),
  bad('1e400 (Infinity)', new Raw('1e400')),
  bad('2147483648', 2147483648),
  bad('"2147483648"', '2147483648'),
  bad('9007199254740993', new Raw('9007199254740993')),
  bad('"9007199254740993"', '9007199254740993'),
  bad('"99999999999999999999.99"', '99999999999999999999.99'),
  bad('"-10.00"', '-10.00'),
  bad('"1.005"', '1.005'),
  bad('true', true),
  bad('null', null),
  bad('{}', {}),
  bad('[]', []),
  bad('["1"]', ['1']),
  bad('__proto__ object', new Raw('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}')),
];

/**
 * What the quick run (the test suite) sets every field to, plus QUICK_ROTATING more of the critical values
 * drawn for each field; the thorough run uses every critical value on every field.
 */
const QUICK_LABELS = new Set([
  'NUL inside',
  'C0 controls',
  '2147483648',
  '"9007199254740993"',
  '"99999999999999999999.99"',
  'null',
  '{}',
]);
const QUICK_ROTATING = 3;
/** `lang` is one shared schema on every route: the quick run tries it with fewer values. */
const QUICK_LANG_LABELS = new Set(['NUL inside', 'C0 controls', '{}']);

/** Drawn by the random mutations, besides the critical ones. */
export const MORE_VALUES: BadValue[] = [
  bad('-1', -1),
  bad('0', 0),
  bad('-2147483649', -2147483649),
  bad('1.005', 1.005),
  bad('-0.01', -0.01),
  bad('1e-7', 1e-7),
  bad('"0.001"', '0.001'),
  bad('"1e3"', '1e3'),
  bad('"0x1F"', '0x1F'),
  bad('" 7 "', ' 7 '),
  bad('false', false),
  bad('empty string', ''),
  bad('blank', '   '),
  bad('5000 chars', 'x'.repeat(5000)),
  bad('SQL', "' OR '1'='1' --"),
  bad('HTML', '<img src=x onerror=alert(1)>'),
  bad('"%00"', '%00'),
  bad('path', '../../etc/passwd'),
  bad('RTL override', '\u202eabc'),
  bad('BOM number', '\ufeff1'),
  bad('tab and newline', 'a\tb\nc\r\n'),
  bad('nested', { a: { b: [1, { c: null }] } }),
  bad('constructor key', new Raw('{"constructor":{"name":"x"}}')),
  bad('array of NUL', ['\u0000']),
  bad('object with NUL key', new Raw('{"\\u0000":"\\u0000"}')),
  bad('emoji 4000', '🎰'.repeat(4000)),
  bad('-1e308', -1e308),
  bad('"-0"', '-0'),
  bad('Number.MAX_SAFE_INTEGER', Number.MAX_SAFE_INTEGER),
];

/** Fields that take a calendar day (YYYY-MM-DD): each is also sent every DATE_VALUES value. */
const DATE_FIELDS = new Set(['day', 'from', 'to', 'birth_date']);

/** Days that do not exist, or that a Date would roll over into another day, or out of any field's bounds. */
export const DATE_VALUES: BadValue[] = [
  bad('31 February', '1990-02-31'),
  bad('30 February', '2000-02-30'),
  bad('29 February of a common year', '1991-02-29'),
  bad('31 April', '2026-04-31'),
  bad('month 00', '2026-00-10'),
  bad('month 13', '2026-13-01'),
  bad('day 55 (rolls into the next month)', '2026-10-55'),
  bad('month 23 (rolls into the next year)', '2025-23-24'),
  bad('day 00', '2026-01-00'),
  bad('year 9999', '9999-12-31'),
  bad('year 0000', '0000-01-01'),
  bad('one-digit month', '2026-1-05'),
  bad('with a time', '2026-03-01T00:00:00Z'),
  bad('spaces around', ' 2026-03-01 '),
];

/** Serialises a body whose values may be Raw JSON text. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Raw) {
      raws.push(v.json);
      return `\u0000raw${raws.length - 1}\u0000`;
    }
    return v;
  });
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_, i: string) => raws[Number(i)]!);
}

/** A query value as text: strings as they are, other values as their JSON. */
function queryText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Raw) return value.json;
  return JSON.stringify(value);
}

/** encodeURIComponent, except that a lone surrogate becomes its (invalid) three UTF-8-like bytes. */
function encodeQuery(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}

function queryString(params: Record<string, unknown>, raw = ''): string {
  const parts = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeQuery(key)}=${encodeQuery(queryText(value))}`);
  if (raw) parts.push(raw);
  return parts.length ? `?${parts.join('&')}` : '';
}

/* ------------------------------------------------------------------------------------------------ */
/* Cases.                                                                                             */

export type TokenKind = 'route' | 'none' | 'wrong' | 'malformed';

export interface FuzzCase {
  method: 'GET' | 'POST';
  /** Path and query, ready to request. */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  token: TokenKind;
  /** What is wrong with it, for the report. */
  label: string;
}

const MB = 1024 * 1024;

function resolvePath(path: string, implausible: boolean | string): string {
  const value = typeof implausible === 'string' ? implausible : implausible ? '2147483648%00' : '1';
  return path.replace(/\{[^}]+\}/g, () => value);
}

function jsonCase(
  op: FuzzOperation,
  label: string,
  body: string | Uint8Array | undefined,
  options: {
    contentType?: string | null;
    query?: string;
    implausiblePath?: boolean | string;
  } = {},
): FuzzCase {
  const headers: Record<string, string> = {};
  const contentType = options.contentType === undefined ? 'application/json' : options.contentType;
  if (body !== undefined && contentType) headers['content-type'] = contentType;
  return {
    method: op.method,
    url: resolvePath(op.path, options.implausiblePath ?? false) + (options.query ?? ''),
    headers,
    body: op.method === 'POST' ? body : undefined,
    token: 'route',
    label,
  };
}

/** The structural cases: the body or query as a whole is wrong. */
function structuralCases(op: FuzzOperation): FuzzCase[] {
  const base = op.body ? plausibleObject(op.body) : {};
  const baseQuery = plausibleObject(op.query);
  const q = queryString(baseQuery);
  /** The plausible body with more (raw) members before its own. */
  const withMembers = (members: string) =>
    Object.keys(base).length ? `{${members},${toJson(base).slice(1)}` : `{${members}}`;
  const queryCases = [
    jsonCase(op, 'query: NUL and bad escapes', toJson(base), {
      query: queryString(baseQuery, 'zz=%00&%ZZ=1&x=%E0%A4%A&%00=1'),
    }),
    jsonCase(op, 'query: repeated keys and brackets', toJson(base), {
      query: queryString(
        baseQuery,
        Object.keys(op.query)
          .map((k) => `${k}=1&${k}=%00&${k}[]=2`)
          .join('&'),
      ),
    }),
    jsonCase(op, 'query: 10,000 characters', toJson(base), {
      query: queryString({ ...baseQuery, lang: 'é'.repeat(5000) }),
    }),
    jsonCase(op, 'query: a lone % and a + ', toJson(base), { query: queryString(baseQuery, 'lang=%&page=+1+') }),
  ];
  if (/\{[^}]+\}/.test(op.path)) {
    queryCases.push(jsonCase(op, 'implausible path parameter', toJson(base), { query: q, implausiblePath: true }));
  }
  if (op.method === 'GET') return [jsonCase(op, 'plausible input', undefined, { query: q }), ...queryCases];
  const cases: FuzzCase[] = [
    jsonCase(op, 'plausible input', toJson(base), { query: q }),
    jsonCase(op, 'no body, no content type', undefined, { query: q }),
    jsonCase(op, 'empty JSON body', '', { query: q }),
    jsonCase(op, 'invalid JSON', '{"a":', { query: q }),
    jsonCase(op, 'JSON null', 'null', { query: q }),
    jsonCase(op, 'JSON array of the object', toJson([base]), { query: q }),
    jsonCase(op, 'JSON string', '"x"', { query: q }),
    jsonCase(op, 'JSON number 1e400', '1e400', { query: q }),
    jsonCase(op, 'empty object', '{}', { query: q }),
    jsonCase(op, 'every field null', toJson(Object.fromEntries(Object.keys(base).map((k) => [k, null]))), { query: q }),
    jsonCase(op, 'every field an array', toJson(Object.fromEntries(Object.keys(base).map((k) => [k, [base[k]]]))), {
      query: q,
    }),
    jsonCase(
      op,
      '__proto__ and constructor keys',
      withMembers('"__proto__":{"polluted":true,"isAdmin":true},"constructor":{"prototype":{"polluted":true}}'),
      { query: q },
    ),
    jsonCase(op, 'NUL in a key', withMembers('"\\u0000":"\\u0000"'), { query: q }),
    jsonCase(op, 'duplicate keys', withMembers('"lang":"pt","lang":{"x":1}'), { query: q }),
    jsonCase(op, 'BOM before JSON', `\ufeff${toJson(base)}`, { query: q }),
    jsonCase(op, 'text/plain content type', toJson(base), { contentType: 'text/plain', query: q }),
    jsonCase(
      op,
      'multipart with a broken boundary',
      '--other\r\nContent-Disposition: form-data; name="lang"\r\n\r\npt\r\n--oth',
      {
        contentType: 'multipart/form-data; boundary=fuzzboundary',
        query: q,
      },
    ),
    jsonCase(op, 'multipart without a boundary', 'lang=pt', { contentType: 'multipart/form-data', query: q }),
    jsonCase(op, 'urlencoded with bad escapes and NUL', 'lang=%ZZ&phone=%00&a=%E0%A4%A', {
      contentType: 'application/x-www-form-urlencoded',
      query: q,
    }),
    jsonCase(
      op,
      'invalid UTF-8 bytes',
      new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
      { query: q },
    ),
    jsonCase(op, 'deeply nested arrays', `${'['.repeat(20_000)}${']'.repeat(20_000)}`, { query: q }),
    jsonCase(op, 'a field nested 30,000 deep (64 KB)', withMembers(`"zz":${'['.repeat(30_000)}${']'.repeat(30_000)}`), {
      query: q,
    }),
    jsonCase(op, 'a field nested 33 deep', withMembers(`"zz":${'['.repeat(32)}${']'.repeat(32)}`), { query: q }),
    jsonCase(op, '1 MB field', toJson({ ...base, lang: 'x'.repeat(MB) }), { query: q }),
    ...queryCases,
  ];
  return cases;
}

function fieldCase(
  op: FuzzOperation,
  where: 'query' | 'body',
  field: string,
  value: BadValue,
  extra?: Record<string, unknown>,
): FuzzCase {
  const body = op.body ? plausibleObject(op.body) : {};
  const query = plausibleObject(op.query);
  const target = where === 'body' ? body : query;
  target[field] = value.value;
  Object.assign(target, extra);
  return jsonCase(op, `${where} ${field} = ${value.label}`, toJson(body), { query: queryString(query) });
}

function fieldsOf(op: FuzzOperation): { where: 'query' | 'body'; field: string }[] {
  return [
    ...Object.keys(op.query).map((field) => ({ where: 'query' as const, field })),
    ...(op.method === 'POST' && op.body
      ? Object.keys(op.body).map((field) => ({ where: 'body' as const, field }))
      : []),
  ];
}

/** Every field set to every critical value (the quick run: to some of them), one at a time. */
function fieldCases(op: FuzzOperation, thorough: boolean, rng: Rng): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const fields = fieldsOf(op);
  const others = CRITICAL_VALUES.filter((value) => !QUICK_LABELS.has(value.label));
  const values = (field: string) => {
    if (thorough) return CRITICAL_VALUES;
    if (field === 'lang') return CRITICAL_VALUES.filter((value) => QUICK_LANG_LABELS.has(value.label));
    const rotating = Array.from({ length: QUICK_ROTATING }, () => pick(rng, others));
    return [...CRITICAL_VALUES.filter((value) => QUICK_LABELS.has(value.label)), ...new Set(rotating)];
  };
  for (const { where, field } of fields) {
    for (const value of values(field)) cases.push(fieldCase(op, where, field, value));
    if (DATE_FIELDS.has(field)) for (const value of DATE_VALUES) cases.push(fieldCase(op, where, field, value));
    cases.push(fieldCase(op, where, field, bad('missing', undefined)));
  }
  // A route that declares nothing is still sent unknown fields.
  if (fields.length === 0) {
    for (const value of values('zzz')) {
      cases.push(
        jsonCase(op, `unknown field = ${value.label}`, toJson({ zzz: value.value }), {
          query: queryString({ zzz: value.value }),
        }),
      );
    }
  }
  return cases;
}

function randomString(rng: Rng): string {
  const length = Math.floor(rng() * 40);
  let s = '';
  for (let i = 0; i < length; i += 1) {
    const r = rng();
    if (r < 0.1) s += String.fromCharCode(Math.floor(rng() * 32));
    else if (r < 0.2) s += String.fromCodePoint(0x1f300 + Math.floor(rng() * 0x300));
    else if (r < 0.25) s += String.fromCharCode(0xd800 + Math.floor(rng() * 0x800));
    else if (r < 0.6) s += String.fromCharCode(48 + Math.floor(rng() * 10));
    else s += String.fromCharCode(32 + Math.floor(rng() * 95));
  }
  return s;
}

function randomNumberText(rng: Rng): string {
  const digits = 1 + Math.floor(rng() * 25);
  let s = rng() < 0.2 ? '-' : '';
  for (let i = 0; i < digits; i += 1) s += String(Math.floor(rng() * 10));
  if (rng() < 0.5) {
    s += '.';
    const decimals = Math.floor(rng() * 5);
    for (let i = 0; i < decimals; i += 1) s += String(Math.floor(rng() * 10));
  }
  if (rng() < 0.1) s += `e${Math.floor(rng() * 400) - 50}`;
  return s;
}

function randomValue(rng: Rng): BadValue {
  const r = rng();
  if (r < 0.35) return pick(rng, CRITICAL_VALUES);
  if (r < 0.6) return pick(rng, MORE_VALUES);
  if (r < 0.75) {
    const text = randomNumberText(rng);
    return rng() < 0.5 ? bad(`"${text}"`, text) : bad(text, new Raw(text));
  }
  const text = randomString(rng);
  return bad(`random ${JSON.stringify(text)}`, text);
}

/** A seeded random mutation: one to three fields set to random bad values, sometimes a wrong content type. */
function randomCase(op: FuzzOperation, rng: Rng): FuzzCase {
  const fields = fieldsOf(op);
  const body = op.body ? plausibleObject(op.body) : {};
  const query = plausibleObject(op.query);
  const labels: string[] = [];
  const count = 1 + Math.floor(rng() * 3);
  for (let i = 0; i < count; i += 1) {
    const value = randomValue(rng);
    const { where, field } =
      fields.length && rng() < 0.9
        ? pick(rng, fields)
        : { where: pick(rng, ['query', 'body'] as const), field: randomString(rng) || 'zzz' };
    (where === 'body' ? body : query)[field] = value.value;
    labels.push(`${where} ${JSON.stringify(field)} = ${value.label}`);
  }
  const r = rng();
  const contentType =
    r < 0.05
      ? 'text/plain'
      : r < 0.1
        ? 'application/x-www-form-urlencoded'
        : r < 0.12
          ? 'multipart/form-data; boundary=x'
          : 'application/json';
  if (contentType !== 'application/json') labels.push(`as ${contentType}`);
  return jsonCase(op, labels.join(', '), toJson(body), { contentType, query: queryString(query) });
}

/** Without a token, with one of the wrong kind, and with a malformed header. */
function tokenCases(op: FuzzOperation): FuzzCase[] {
  if (op.auth === 'public') return [];
  const body = toJson(op.body ? plausibleObject(op.body) : {});
  const query = queryString(plausibleObject(op.query));
  const cases: FuzzCase[] = [];
  for (const [token, label] of [
    ['none', 'no token'],
    ['wrong', 'the other kind of token'],
    ['malformed', 'a malformed token'],
  ] as const) {
    cases.push({ ...jsonCase(op, `${label}, plausible input`, body, { query }), token });
  }
  cases.push({ ...jsonCase(op, 'no token, invalid JSON', '{"a":', { query }), token: 'none' });
  cases.push({
    ...jsonCase(op, 'no token, NUL everywhere', toJson({ lang: '\u0000' }), { query: queryString({ lang: '\u0000' }) }),
    token: 'none',
  });
  return cases;
}

export interface CaseOptions {
  /** Random mutations are added until a route has this many cases (none when it has more already). */
  perRoute: number;
  /** Every field with every critical value (else with the quick set). */
  thorough: boolean;
}

/** A page: every path value, with a broken form, a NUL form and bad JSON when it takes a POST. */
function pageCases(op: FuzzOperation): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const value of ['1', ...PATH_VALUES]) {
    const query = queryString({ to: 'ab\u0000cd', page: '2147483648' });
    if (op.method === 'GET') {
      cases.push(jsonCase(op, `path ${value}`, undefined, { implausiblePath: value }));
      cases.push(jsonCase(op, `path ${value}, bad query`, undefined, { implausiblePath: value, query }));
      continue;
    }
    cases.push(jsonCase(op, `path ${value}, no body`, undefined, { implausiblePath: value }));
    cases.push(
      jsonCase(op, `path ${value}, broken multipart`, '--other\r\nbroken', {
        implausiblePath: value,
        contentType: 'multipart/form-data; boundary=x',
      }),
    );
    cases.push(
      jsonCase(op, `path ${value}, form with NUL`, 'a=%00&%ZZ=1', {
        implausiblePath: value,
        contentType: 'application/x-www-form-urlencoded',
      }),
    );
    cases.push(jsonCase(op, `path ${value}, invalid JSON`, '{"a":', { implausiblePath: value }));
  }
  return cases;
}

/** The cases for one operation: the structural ones, the fields' bad values, the token cases, random ones. */
export function casesFor(op: FuzzOperation, options: CaseOptions, rng: Rng): FuzzCase[] {
  if (op.page) return pageCases(op);
  const cases = [...structuralCases(op), ...fieldCases(op, options.thorough, rng), ...tokenCases(op)];
  while (cases.length < options.perRoute) cases.push(randomCase(op, rng));
  return cases;
}

/* ------------------------------------------------------------------------------------------------ */
/* Running.                                                                                           */

export interface FuzzTarget {
  request(
    method: string,
    url: string,
    init: { headers: Record<string, string>; body?: string | Uint8Array },
  ): Promise<Response>;
  /** A live member token; `fresh` after the last one stopped working (logged out, forced offline). */
  memberToken(fresh: boolean): Promise<string>;
  operatorToken: string;
}

export interface FuzzResult {
  operation: string;
  case: FuzzCase;
  status: number;
  /** The answer's text (cut to 300 characters). */
  text: string;
  /** Why the answer is wrong, or null. */
  problem: string | null;
}

export interface FuzzReport {
  seed: number;
  routes: number;
  requests: number;
  histogram: Record<number, number>;
  failures: FuzzResult[];
  results: FuzzResult[];
  ms: number;
}

/** Runs last: they end the member's session. */
const ENDS_SESSION = /\/(logout|force-offline|expire-sessions|idle-sessions|close)$/;

function check(op: FuzzOperation, status: number, text: string): string | null {
  if (status >= 500) return `HTTP ${status}`;
  if (op.page) return null;
  if (op.raw && status === 200) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  // The seamless wallet answers in the aggregators' shape (contract/seamless.ts), errors included; a body
  // past the API's own size limit is refused with the envelope before it reaches the route.
  const seamless = json as { status?: unknown; code?: unknown; message?: unknown } | null;
  if (op.path.startsWith('/api/seamless/') && seamless?.status === 'ERROR') {
    if (typeof seamless.code !== 'string' || !/^[A-Z_]+$/.test(seamless.code)) return 'no seamless code';
    return typeof seamless.message === 'string' && seamless.message !== '' ? null : 'no message';
  }
  const envelope = json as { code?: unknown; status?: unknown; message?: unknown; data?: unknown };
  if (typeof envelope !== 'object' || envelope === null) return 'not an envelope';
  if (envelope.code !== status) return `code ${String(envelope.code)} != HTTP ${status}`;
  if (envelope.status !== (status === 200 ? 'success' : 'error'))
    return `status ${String(envelope.status)} with HTTP ${status}`;
  if (typeof envelope.message !== 'string' || envelope.message === '') return 'no message';
  if (!('data' in envelope)) return 'no data';
  return null;
}

export async function runFuzz(
  target: FuzzTarget,
  document: unknown,
  options: CaseOptions & { seed: number; onResult?: (result: FuzzResult) => void },
): Promise<FuzzReport> {
  const started = Date.now();
  const rng = createRng(options.seed);
  const operations = [...operationsOf(document), ...PAGES].sort(
    (a, b) => Number(ENDS_SESSION.test(a.path)) - Number(ENDS_SESSION.test(b.path)),
  );
  const results: FuzzResult[] = [];
  const histogram: Record<number, number> = {};
  let memberToken = await target.memberToken(false);
  let memberStale = false;

  for (const op of operations) {
    for (const fuzzCase of casesFor(op, options, rng)) {
      const headers = { ...fuzzCase.headers };
      if (fuzzCase.token === 'route' && op.auth !== 'public') {
        if (op.auth === 'member' && memberStale) {
          memberToken = await target.memberToken(true);
          memberStale = false;
        }
        headers.authorization = `Bearer ${op.auth === 'member' ? memberToken : target.operatorToken}`;
      } else if (fuzzCase.token === 'wrong') {
        headers.authorization = `Bearer ${op.auth === 'member' ? target.operatorToken : memberToken}`;
      } else if (fuzzCase.token === 'malformed') {
        headers.authorization = `Bearer ${'%00'.repeat(300)} extra`;
      }
      const response = await target.request(fuzzCase.method, fuzzCase.url, { headers, body: fuzzCase.body });
      const text = await response.text();
      if (response.status === 401 && fuzzCase.token === 'route' && op.auth === 'member') memberStale = true;
      const problem = check(op, response.status, text);
      const result: FuzzResult = {
        operation: `${op.method} ${op.path}`,
        case: fuzzCase,
        status: response.status,
        text: text.slice(0, 300),
        problem,
      };
      histogram[response.status] = (histogram[response.status] ?? 0) + 1;
      results.push(result);
      options.onResult?.(result);
    }
  }
  return {
    seed: options.seed,
    routes: operations.length,
    requests: results.length,
    histogram,
    failures: results.filter((r) => r.problem !== null),
    results,
    ms: Date.now() - started,
  };
}

/** "fuzz seed 1: 104 routes, 8000 requests in 31.2 s — 200×310 400×900 …" */
export function summaryLine(report: FuzzReport): string {
  const statuses = Object.entries(report.histogram)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  return `fuzz seed ${report.seed}: ${report.routes} routes, ${report.requests} requests in ${(report.ms / 1000).toFixed(1)} s — ${statuses}; ${report.failures.length} bad answer(s)`;
}

function shown(body: FuzzCase['body']): string {
  if (body === undefined) return '(none)';
  const text = typeof body === 'string' ? body : `bytes ${Buffer.from(body).toString('hex')}`;
  return JSON.stringify(text.length > 200 ? `${text.slice(0, 200)}… (${text.length} chars)` : text);
}

/** One block per bad answer: method, path, input and answer. */
export function describeFailure(result: FuzzResult): string {
  const c = result.case;
  const url = c.url.length > 200 ? `${c.url.slice(0, 200)}…` : c.url;
  return [
    `${result.problem}: ${c.method} ${url} [${c.label}; token: ${c.token}]`,
    `  headers: ${JSON.stringify(c.headers)}`,
    `  body: ${shown(c.body)}`,
    `  answer ${result.status}: ${result.text}`,
  ].join('\n');
}
