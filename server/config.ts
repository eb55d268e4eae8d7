import type { FirstPaint } from './static/firstPaint';
import type { CaptchaConfig } from './auth/captcha/settings';
import type { Db } from './db/types';
import type { ChangeNotices } from './db/change-notices';
import type { SportsFeedFactory } from './house/feedTypes';
import type { Transports } from './messaging/transports';
import type { PixGateway } from './payments/gateway';
import type { RegulatorCheck } from './regulator/check';
import type { KycProvider } from './kyc/provider';

export interface AppConfig {
  /** One line per request on stdout; off in tests. */
  log: boolean;
  /** The operator API's bearer token; null switches the operator API off (every call 401). */
  adminToken: string | null;
  /** When set, this captcha answer is accepted for any key (end-to-end tests only). */
  captchaTestAnswer: string | null;
  /** Who judges captchas (CAPTCHA_PROVIDER): the built-in challenge unless a hosted one is configured. */
  captcha?: CaptchaConfig;
  /** Origins allowed to call /api from another host (CORS); empty: same origin only. */
  corsOrigins: string[];
  /** Extra origins for the Content-Security-Policy's connect-src (an API on another host). */
  connectSrc: string[];
  /**
   * How many reverse proxies stand in front of the server (TRUST_PROXY); 0: none, the socket's address is
   * the client's. With N, the client address is the Nth X-Forwarded-For hop from the right (http/env.ts).
   */
  trustProxy: number;
  /** The built app to serve (index.html, assets/); null serves the API only. */
  staticDir: string | null;
  /** Paints the first screen of the app's public pages on the server (static/firstPaint.ts); unset, none is. */
  firstPaint?: FirstPaint | null;
  /**
   * Sandbox mode (PIX_SANDBOX=1, the one-machine demo): the sandbox PIX gateway (/sandbox/pix/…) and the
   * mail outbox (/sandbox/mail) are mounted and the webhook secret has a default. Off, none of them exists.
   */
  sandbox: boolean;
  /** The HMAC-SHA256 secret of the PIX gateway's webhook (PIX_WEBHOOK_SECRET); required outside sandbox mode. */
  pixWebhookSecret?: string;
  /** Outside sandbox mode: the gateway's checkout address, to which the order number is appended (PIX_CHECKOUT_URL). */
  pixCheckoutUrl?: string;
  /**
   * The sportsbook's source of fixtures, prices, live events and results (house/feedTypes.ts): a real
   * provider's adapter; unset, the embedded simulator decided by the installation's secret.
   */
  sportsFeed?: SportsFeedFactory;
  /** NODE_ENV=production: served over HTTPS only (Strict-Transport-Security), no demo data at start. */
  production?: boolean;
  /**
   * External game providers allowed to call the seamless wallet over HTTP (/api/seamless/…), by code, with
   * the HMAC-SHA256 secret each signs its bodies with (SEAMLESS_PROVIDERS=code:secret,…). Empty or unset:
   * no external provider, every call 401.
   */
  seamlessProviders?: Record<string, string>;
  /** The key identity verification's pictures and answers are sealed with (KYC_ENCRYPTION_KEY, 64 hex digits); the sandbox has its own. */
  kycEncryptionKey?: string;
  /** The HMAC-SHA256 secret the identity provider signs its notifications with (KYC_WEBHOOK_SECRET); the sandbox has a default. */
  kycWebhookSecret?: string;
  /** Tests: a handler that refuses with a code its declaration does not list fails (500) instead. */
  checkDeclaredErrors?: boolean;
}

export const DEFAULT_CONFIG: AppConfig = {
  log: false,
  adminToken: null,
  captchaTestAnswer: null,
  corsOrigins: [],
  connectSrc: [],
  trustProxy: 0,
  staticDir: null,
  sandbox: false,
};

export interface AppDeps {
  db: Db;
  clock: () => Date;
  /** Cryptographically strong bytes in production; seeded in tests. */
  random: (bytes: number) => Buffer;
  config: AppConfig;
  /** The regulator's checks by CPF (REGULATOR_PROVIDER); absent, the sandbox's (server/regulator/check.ts). */
  regulator?: RegulatorCheck;
  /** The identity provider (KYC_PROVIDER); absent, the sandbox's in sandbox mode (server/kyc/provider.ts). */
  kycProvider?: KycProvider;
  /** The PIX gateway refunds go through; by default the sandbox's in sandbox mode, else none (payments/gateway.ts). */
  pixGateway?: PixGateway;
  /**
   * How e-mails and SMS leave (messaging/transports.ts): required outside sandbox mode (server/env.ts);
   * absent, messages stay in the outbox (/sandbox/mail in sandbox mode).
   */
  transports?: Transports;
  /**
   * Waits `ms` (the live bet delay, house/betDelay.ts): a timer unless a test gives its own, which moves its
   * clock instead of sleeping.
   */
  sleep?: (ms: number) => Promise<void>;
  /** Outbound HTTP (a hosted captcha's siteverify); the global fetch unless a test gives its own. */
  fetch?: typeof fetch;
  /**
   * The database's change notices (db/change-notices.ts), which wake the push feeds of every process; absent
   * (an app on a database it did not open), only the clock moves them.
   */
  changeNotices?: ChangeNotices;
}
