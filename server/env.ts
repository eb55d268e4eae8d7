import * as v from 'valibot';
import { SERPRO_GATEWAY } from './regulator/serproSigap';

/** The process environment `npm start` reads, checked once at start. */

const text = (message: string) => v.pipe(v.string(), v.trim(), v.minLength(1, message));

function originList(name: string) {
  return v.pipe(
    v.string(),
    v.transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
    v.check(
      (items) => items.every((item) => /^https?:\/\/[^/\s]+$/.test(item)),
      `${name} must be a comma-separated list of origins like https://app.example.com`,
    ),
  );
}

/**
 * SEAMLESS_PROVIDERS: `code:secret` pairs separated by commas, each code 1–32 letters, digits, dashes or
 * underscores (not the house's RODADA) and each secret at least 16 characters.
 */
const providerList = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (value) =>
      value === '' || value.split(',').every((pair) => /^\s*(?!RODADA:)[A-Za-z0-9_-]{1,32}:[^,\s]{16,}\s*$/.test(pair)),
    'must be code:secret pairs separated by commas (codes of letters, digits, - or _, not RODADA; secrets of 16 characters or more)',
  ),
  v.transform((value) =>
    Object.fromEntries(
      value
        .split(',')
        .map((pair) => pair.trim())
        .filter((pair) => pair !== '')
        .map((pair) => [pair.slice(0, pair.indexOf(':')), pair.slice(pair.indexOf(':') + 1)]),
    ),
  ),
);

const Flag = v.pipe(
  v.string(),
  v.toLowerCase(),
  v.picklist(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], 'must be true or false'),
  v.transform((value) => ['1', 'true', 'yes', 'on'].includes(value)),
);

/** TRUST_PROXY: how many reverse proxies stand in front (0 to 9); true/yes/on still mean one. */
const ProxyCount = v.pipe(
  v.string(),
  v.toLowerCase(),
  v.check(
    (value) => /^\d$/.test(value) || ['true', 'false', 'yes', 'no', 'on', 'off'].includes(value),
    'must be the number of reverse proxies in front of the server (0 to 9)',
  ),
  v.transform((value) => (/^\d$/.test(value) ? Number(value) : ['true', 'yes', 'on'].includes(value) ? 1 : 0)),
);

/** A whole number from 0 to `max`, written in digits. */
const WholeNumber = (max: number, message: string) =>
  v.pipe(
    v.string(),
    v.regex(new RegExp(`^\\d{1,${String(max).length}}$`), message),
    v.transform(Number),
    v.maxValue(max, message),
  );

export const EnvSchema = v.object({
  PORT: v.optional(WholeNumber(65535, 'must be a port number (0-65535)'), '3000'),
  HOST: v.optional(text('must not be empty'), '0.0.0.0'),
  DATA_DIR: v.optional(text('must not be empty'), '.data'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')),
  ),
  DATABASE_DIRECT_URL: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')),
  ),
  DATABASE_PREPARED_STATEMENTS: v.optional(
    v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(['on', 'off'], 'must be on or off')),
    'on',
  ),
  ADMIN_TOKEN: v.optional(v.pipe(v.string(), v.trim(), v.minLength(16, 'must be at least 16 characters'))),
  CAPTCHA_TEST_ANSWER: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9]{1,16}$/, 'must be 1 to 16 letters or digits')),
  ),
  CAPTCHA_PROVIDER: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.picklist(['builtin', 'turnstile', 'hcaptcha'], 'must be builtin, turnstile or hcaptcha'),
    ),
    'builtin',
  ),
  CAPTCHA_SITE_KEY: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[\w-]{1,200}$/, 'must be the provider’s site key')),
  ),
  CAPTCHA_SECRET: v.optional(v.pipe(v.string(), v.trim(), v.minLength(8, 'must be the provider’s secret key'))),
  SPORTS_FEED: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.picklist(['simulator', 'the-odds-api'], 'must be simulator or the-odds-api'),
    ),
    'simulator',
  ),
  ODDS_API_KEY: v.optional(v.pipe(v.string(), v.trim(), v.minLength(8, 'must be The Odds API’s key'))),
  ODDS_API_URL: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^https?:\/\/\S+$/, 'must be The Odds API’s http(s):// address')),
    'https://api.the-odds-api.com',
  ),
  STATIC_DIR: v.optional(text('must not be empty'), 'dist'),
  FIRST_PAINT_WAIT_MS: v.optional(WholeNumber(5000, 'must be a number of milliseconds (0-5000)'), '250'),
  KYC_PROVIDER: v.optional(
    v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(['sandbox', 'datavalid'], 'must be sandbox or datavalid')),
    'sandbox',
  ),
  DATAVALID_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^https?:\/\/\S+[^/]$/, 'must be Datavalid’s http(s):// address, without a final /'),
    ),
  ),
  DATAVALID_TOKEN_URL: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^https?:\/\/\S+$/, 'must be the gateway’s http(s):// token address')),
    `${SERPRO_GATEWAY}/token`,
  ),
  DATAVALID_CLIENT_ID: v.optional(text('must be the consumer key of your Datavalid contract')),
  DATAVALID_CLIENT_SECRET: v.optional(text('must be the consumer secret of your Datavalid contract')),
  KYC_ENCRYPTION_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.regex(/^[0-9a-f]{64}$/, 'must be 32 bytes as 64 hex digits (openssl rand -hex 32)'),
    ),
  ),
  KYC_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.trim(), v.minLength(16, 'must be at least 16 characters'))),
  REGULATOR_PROVIDER: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.picklist(['sandbox', 'serpro-sigap'], 'must be sandbox or serpro-sigap'),
    ),
    'sandbox',
  ),
  REGULATOR_CLIENT_ID: v.optional(text('must be the consumer key of SERPRO’s API gateway')),
  REGULATOR_CLIENT_SECRET: v.optional(text('must be the consumer secret of SERPRO’s API gateway')),
  REGULATOR_TOKEN_URL: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^https?:\/\/\S+$/, 'must be the gateway’s http(s):// token address')),
    `${SERPRO_GATEWAY}/token`,
  ),
  SERPRO_CPF_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^https?:\/\/\S+[^/]$/, 'must be Consulta CPF’s http(s):// address, without a final /'),
    ),
    `${SERPRO_GATEWAY}/consulta-cpf-df/v2`,
  ),
  SIGAP_IMPEDIDOS_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^https?:\/\/\S+[^/]$/, 'must be the SIGAP Módulo de Impedidos’ http(s):// address, without a final /'),
    ),
  ),
  CORS_ORIGINS: v.optional(originList('CORS_ORIGINS'), ''),
  CSP_CONNECT_SRC: v.optional(originList('CSP_CONNECT_SRC'), ''),
  PIX_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.trim(), v.minLength(16, 'must be at least 16 characters'))),
  PIX_SANDBOX: v.optional(Flag, 'false'),
  PIX_CHECKOUT_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^https:\/\/\S+$/, 'must be an https:// address (the order number is appended)'),
    ),
  ),
  PIX_GATEWAY: v.optional(
    v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(['sandbox', 'bcb-api'], 'must be sandbox or bcb-api')),
  ),
  PIX_API_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^https:\/\/\S+$/, 'must be the PSP’s PIX API https:// address (like https://pix.psp.com.br/v2)'),
      v.transform((url) => url.replace(/\/+$/, '')),
    ),
  ),
  PIX_OAUTH_URL: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^https:\/\/\S+$/, 'must be the PSP’s https:// OAuth token address')),
  ),
  PIX_CLIENT_ID: v.optional(text('must be the client id the PSP gave you')),
  PIX_CLIENT_SECRET: v.optional(text('must be the client secret the PSP gave you')),
  PIX_CERT_FILE: v.optional(text('must be the path of the client certificate (PEM)')),
  PIX_KEY_FILE: v.optional(text('must be the path of the client certificate’s key (PEM)')),
  PIX_CA_FILE: v.optional(text('must be the path of the PSP’s CA certificate (PEM)')),
  PIX_RECEIVER_KEY: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^\S{1,77}$/, 'must be the operator’s PIX key (up to 77 characters)')),
  ),
  PIX_WEBHOOK_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^https?:\/\/\S+$/, 'must be the http(s):// address the PSP posts to ("/pix" is appended)'),
      v.transform((url) => url.replace(/\/+$/, '')),
    ),
  ),
  SEAMLESS_PROVIDERS: v.optional(providerList, ''),
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL (user:password@host:port)'),
    ),
  ),
  MAIL_FROM: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/@/, 'must be the sender, like Rodada <nao-responda@rodada.com.br>')),
  ),
  SMS_API_URL: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^https:\/\/\S+$/, 'must be the SMS provider’s https:// address')),
  ),
  SMS_API_TOKEN: v.optional(v.pipe(v.string(), v.trim(), v.minLength(8, 'must be the SMS provider’s token'))),
  SMS_SENDER: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[\w .-]{1,20}$/, 'must be 1 to 20 letters or digits')),
    'Rodada',
  ),
  NODE_ENV: v.optional(v.pipe(v.string(), v.trim())),
  TRUST_PROXY: v.optional(ProxyCount, '0'),
  LOG: v.optional(Flag, 'true'),
});

export type ServerEnv = v.InferOutput<typeof EnvSchema>;

/**
 * What a start outside sandbox mode must bring of its own (the sandbox has defaults only for the demo):
 * the webhook's secret and the operator token; test-only switches are refused. In production the
 * sandbox cannot be switched on at all.
 */
function checkMode(env: ServerEnv): string[] {
  const problems = [
    ...checkCaptcha(env),
    ...checkSportsFeed(env),
    ...checkRegulator(env),
    ...checkPixGateway(env),
    ...checkKyc(env),
  ];
  if (env.PIX_SANDBOX) {
    if (env.NODE_ENV === 'production')
      problems.push(
        'PIX_SANDBOX must be off when NODE_ENV=production (the sandbox gateway credits deposits nobody paid)',
      );
    return problems;
  }
  // The signed webhook's secret; a bcb-api PSP's notices are read back instead of trusted.
  if (!env.PIX_WEBHOOK_SECRET && env.PIX_GATEWAY !== 'bcb-api')
    problems.push('PIX_WEBHOOK_SECRET is required outside sandbox mode (PIX_SANDBOX=1 runs the one-machine demo)');
  if (!env.ADMIN_TOKEN)
    problems.push('ADMIN_TOKEN is required outside sandbox mode (PIX_SANDBOX=1 runs the one-machine demo)');
  if (env.CAPTCHA_TEST_ANSWER) problems.push('CAPTCHA_TEST_ANSWER is allowed only in sandbox mode (PIX_SANDBOX=1)');
  // Codes and notices must reach the player: without a transport they would be silently dropped.
  if (!env.SMTP_URL || !env.MAIL_FROM)
    problems.push('SMTP_URL and MAIL_FROM are required outside sandbox mode (e-mails would be silently dropped)');
  if (!env.SMS_API_URL || !env.SMS_API_TOKEN)
    problems.push(
      'SMS_API_URL and SMS_API_TOKEN are required outside sandbox mode (SMS codes would be silently dropped)',
    );
  return problems;
}

/** A hosted captcha needs its site key (the app renders the widget with it) and its secret (siteverify). */
function checkCaptcha(env: ServerEnv): string[] {
  if (env.CAPTCHA_PROVIDER === 'builtin') return [];
  return [
    ...(env.CAPTCHA_SITE_KEY ? [] : [`CAPTCHA_SITE_KEY is required with CAPTCHA_PROVIDER=${env.CAPTCHA_PROVIDER}`]),
    ...(env.CAPTCHA_SECRET ? [] : [`CAPTCHA_SECRET is required with CAPTCHA_PROVIDER=${env.CAPTCHA_PROVIDER}`]),
  ];
}

/** A real odds feed needs its key: without it every call would be refused and the board stay empty. */
function checkSportsFeed(env: ServerEnv): string[] {
  if (env.SPORTS_FEED !== 'the-odds-api' || env.ODDS_API_KEY) return [];
  return ['ODDS_API_KEY is required with SPORTS_FEED=the-odds-api (the key The Odds API e-mailed you)'];
}

/**
 * The regulator's checks: the SERPRO/SIGAP adapter needs the gateway's credentials and the SIGAP's address; a
 * production start must have it (the sandbox clears every CPF but its test ones).
 */
function checkRegulator(env: ServerEnv): string[] {
  if (env.REGULATOR_PROVIDER === 'sandbox') {
    return env.NODE_ENV === 'production'
      ? [
          'REGULATOR_PROVIDER=serpro-sigap is required when NODE_ENV=production (the sandbox regulator clears every CPF but its test ones)',
        ]
      : [];
  }
  return (['REGULATOR_CLIENT_ID', 'REGULATOR_CLIENT_SECRET', 'SIGAP_IMPEDIDOS_URL'] as const)
    .filter((name) => !env[name])
    .map((name) => `${name} is required with REGULATOR_PROVIDER=serpro-sigap`);
}

/** PIX_GATEWAY=bcb-api's settings, each required with it (PIX_CA_FILE is not: the system's CAs then). */
export const BCB_API_SETTINGS = [
  'PIX_API_URL',
  'PIX_OAUTH_URL',
  'PIX_CLIENT_ID',
  'PIX_CLIENT_SECRET',
  'PIX_CERT_FILE',
  'PIX_KEY_FILE',
  'PIX_RECEIVER_KEY',
  'PIX_WEBHOOK_URL',
] as const;

/**
 * The PIX gateway: a production start must have a real one (bcb-api, the Central Bank's PIX API) with all its
 * settings and an https:// webhook; the sandbox's only in sandbox mode.
 */
function checkPixGateway(env: ServerEnv): string[] {
  const problems: string[] = [];
  if (env.NODE_ENV === 'production' && env.PIX_GATEWAY !== 'bcb-api') {
    problems.push('PIX_GATEWAY=bcb-api is required when NODE_ENV=production (the only gateway that moves real money)');
  }
  if (env.PIX_GATEWAY === 'sandbox' && !env.PIX_SANDBOX) {
    problems.push('PIX_GATEWAY=sandbox needs sandbox mode (PIX_SANDBOX=1)');
  }
  if (env.PIX_GATEWAY !== 'bcb-api') return problems;
  for (const name of BCB_API_SETTINGS) if (!env[name]) problems.push(`${name} is required with PIX_GATEWAY=bcb-api`);
  if (env.NODE_ENV === 'production' && env.PIX_WEBHOOK_URL?.startsWith('http://')) {
    problems.push('PIX_WEBHOOK_URL must be an https:// address when NODE_ENV=production');
  }
  return problems;
}

/**
 * Identity verification: Datavalid needs its address and credentials; outside sandbox mode the pictures are
 * sealed under the operator's own key; a production start must have a real provider (the sandbox approves
 * every document but its test ones).
 */
function checkKyc(env: ServerEnv): string[] {
  const problems: string[] = [];
  if (env.KYC_PROVIDER === 'sandbox' && env.NODE_ENV === 'production') {
    problems.push(
      'KYC_PROVIDER=datavalid is required when NODE_ENV=production (the sandbox identity provider approves every document but its test ones)',
    );
  }
  if (env.KYC_PROVIDER === 'datavalid') {
    for (const name of ['DATAVALID_URL', 'DATAVALID_CLIENT_ID', 'DATAVALID_CLIENT_SECRET'] as const) {
      if (!env[name]) problems.push(`${name} is required with KYC_PROVIDER=datavalid`);
    }
  }
  if (!env.PIX_SANDBOX && !env.KYC_ENCRYPTION_KEY) {
    problems.push(
      'KYC_ENCRYPTION_KEY is required outside sandbox mode (the identity documents are kept encrypted under it: openssl rand -hex 32)',
    );
  }
  return problems;
}

export class EnvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvError';
  }
}

/**
 * Reads the environment; a bad value stops the start with a message naming the variable. Empty values
 * count as unset.
 */
export function parseEnv(env: Record<string, string | undefined>): ServerEnv {
  const present = Object.fromEntries(
    Object.keys(EnvSchema.entries)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = v.safeParse(EnvSchema, present);
  if (result.success) {
    // The sandbox's gateway is the default in sandbox mode; outside it there is none unless one is named.
    const output = {
      ...result.output,
      PIX_GATEWAY: result.output.PIX_GATEWAY ?? (result.output.PIX_SANDBOX ? 'sandbox' : undefined),
    };
    const problems = checkMode(output);
    if (problems.length === 0) return output;
    throw new EnvError(`Invalid environment: ${problems.join('; ')}`);
  }
  const lines = result.issues.map((issue) => {
    const name = String(issue.path?.[0]?.key ?? 'environment');
    const message = issue.message.startsWith(name) ? issue.message : `${name} ${issue.message}`;
    return `${message} (got ${JSON.stringify(present[name] ?? '')})`;
  });
  throw new EnvError(`Invalid environment: ${lines.join('; ')}`);
}
