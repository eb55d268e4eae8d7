import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import { adminTokenPath, ensureAdminToken } from './admin-token';
import { ensureFirstAdmin } from './backoffice/first-admin';
import { createApp } from './app';
import type { AppConfig } from './config';
import { startJobs } from './jobs';
import { openDatabase, type OpenedDatabase } from './db/open';
import { oddsApiFeed } from './house/oddsApi';
import { DEMO_PLAYER, seedDatabase, seedDemo } from './db/seed';
import { parseEnv, type ServerEnv } from './env';
import { httpSmsTransport, smtpTransport } from './messaging/transports';
import { serproSigapRegulator } from './regulator/serproSigap';
import { datavalidProvider } from './kyc/datavalid';
import { pixGatewayOf, registerWebhookInBackground } from './payments/bcb/fromEnv';
import { firstPaintWorker } from './static/firstPaint';

/** The regulator's checks the environment configures (REGULATOR_PROVIDER); none: the sandbox's. */
function regulatorOf(env: ServerEnv) {
  if (env.REGULATOR_PROVIDER !== 'serpro-sigap') return {};
  return {
    regulator: serproSigapRegulator({
      tokenUrl: env.REGULATOR_TOKEN_URL,
      cpfUrl: env.SERPRO_CPF_URL,
      impedidosUrl: env.SIGAP_IMPEDIDOS_URL!,
      clientId: env.REGULATOR_CLIENT_ID!,
      clientSecret: env.REGULATOR_CLIENT_SECRET!,
    }),
  };
}

/** The identity provider the environment configures (KYC_PROVIDER); none: the sandbox's (sandbox mode only). */
function kycProviderOf(env: ServerEnv) {
  if (env.KYC_PROVIDER !== 'datavalid') return {};
  return {
    kycProvider: datavalidProvider({
      url: env.DATAVALID_URL!,
      tokenUrl: env.DATAVALID_TOKEN_URL,
      clientId: env.DATAVALID_CLIENT_ID!,
      clientSecret: env.DATAVALID_CLIENT_SECRET!,
    }),
  };
}

/** The e-mail and SMS transports the environment configures (both, or none: the sandbox's outbox). */
function transportsOf(env: ServerEnv) {
  if (!env.SMTP_URL || !env.MAIL_FROM || !env.SMS_API_URL || !env.SMS_API_TOKEN) return {};
  return {
    transports: {
      mail: smtpTransport(env.SMTP_URL, env.MAIL_FROM),
      sms: httpSmsTransport(env.SMS_API_URL, env.SMS_API_TOKEN, env.SMS_SENDER),
    },
  };
}

export interface StartServerOptions {
  /** The environment to read (defaults to process.env). */
  env?: Record<string, string | undefined>;
  /** Where the start banner and warnings go (defaults to console.log). */
  print?: (line: string) => void;
}

export interface RunningServer {
  /** http://localhost:PORT (or the host it listens on when that is not a wildcard). */
  url: string;
  port: number;
  database: string;
  adminToken: string;
  close: () => Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') {
        reject(new Error(`Port ${port} on ${host} is in use; stop the other process or set PORT`));
      } else reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolvePort((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeIdleConnections();
    // Keep-alive connections that are mid-request get a moment, then are cut.
    setTimeout(() => server.closeAllConnections(), 2000).unref();
  });
}

async function openConfiguredDatabase(env: ServerEnv): Promise<OpenedDatabase> {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) return openDatabase({ dataDir: env.DATA_DIR });
  try {
    return await openDatabase({
      databaseUrl,
      directUrl: env.DATABASE_DIRECT_URL,
      preparedStatements: env.DATABASE_PREPARED_STATEMENTS === 'on',
    });
  } catch (error) {
    const where = new URL(databaseUrl);
    // Drizzle wraps the driver's error ("Failed query: …"); the innermost one says what went wrong.
    let inner: unknown = error;
    while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
    const reason = inner instanceof Error ? inner.message || inner.name : String(inner);
    throw new Error(`Could not open the database at ${where.host}${where.pathname} (DATABASE_URL): ${reason}`, {
      cause: error,
    });
  }
}

/**
 * Starts the whole product in this process: checks the environment, opens and migrates the database
 * (taking DATA_DIR's lock for PGlite), seeds it on first run, and serves the API and the built app.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const print = options.print ?? ((line: string) => console.log(line));
  const env = parseEnv(options.env ?? process.env);

  if (env.CAPTCHA_TEST_ANSWER) {
    print(
      `WARNING: CAPTCHA_TEST_ANSWER is set: the captcha answer "${env.CAPTCHA_TEST_ANSWER}" passes for any key. Never use it in production.`,
    );
  }

  if (env.CAPTCHA_PROVIDER === 'builtin' && env.NODE_ENV === 'production') {
    print(
      'WARNING: the built-in captcha (a picture and a sum) stops casual abuse only: a script can read or compute it. A public site sets CAPTCHA_PROVIDER=turnstile or hcaptcha with CAPTCHA_SITE_KEY and CAPTCHA_SECRET.',
    );
  }

  if (env.SPORTS_FEED === 'the-odds-api') {
    print(
      `Sports feed: The Odds API (${env.ODDS_API_URL}): prices from the bookmakers' consensus, results from its scores; no fairness proof for its matches.`,
    );
  }

  print(
    env.REGULATOR_PROVIDER === 'serpro-sigap'
      ? `Regulator's checks: SERPRO's Consulta CPF (${env.SERPRO_CPF_URL}) and the SIGAP's Módulo de Impedidos (${env.SIGAP_IMPEDIDOS_URL}).`
      : "Regulator's checks: the sandbox (every CPF clear but the README's test ones).",
  );

  if (env.PIX_SANDBOX) {
    print(
      'Sandbox mode (PIX_SANDBOX=1): the sandbox PIX checkout (/sandbox/pix/…) confirms deposits nobody paid and the mail outbox is at /sandbox/mail. For the demo only.',
    );
  }

  // PIX_GATEWAY=bcb-api: its certificate files read now, so a missing one stops the start before anything opens.
  const gateway = pixGatewayOf(env);
  if (gateway.pixGateway) {
    print(
      `PIX gateway: the PSP's PIX API at ${env.PIX_API_URL} (mutual TLS, OAuth at ${env.PIX_OAUTH_URL}), receiving on the key ${env.PIX_RECEIVER_KEY}.`,
    );
  }

  const opened = await openConfiguredDatabase(env);
  try {
    const adminToken = env.ADMIN_TOKEN ?? ensureAdminToken(env.DATA_DIR);
    const clock = () => new Date();

    const staticDir = resolve(env.STATIC_DIR);
    // The app's build for the server sits beside the app's (npm run build).
    const firstPaint = firstPaintWorker(resolve(staticDir, '../dist-ssr/first-paint.js'), {
      waitMs: env.FIRST_PAINT_WAIT_MS,
    });
    const config: AppConfig = {
      log: env.LOG,
      adminToken,
      captchaTestAnswer: env.CAPTCHA_TEST_ANSWER ?? null,
      captcha:
        env.CAPTCHA_PROVIDER !== 'builtin' && env.CAPTCHA_SITE_KEY && env.CAPTCHA_SECRET
          ? { provider: env.CAPTCHA_PROVIDER, siteKey: env.CAPTCHA_SITE_KEY, secret: env.CAPTCHA_SECRET }
          : { provider: 'builtin' },
      corsOrigins: env.CORS_ORIGINS,
      connectSrc: env.CSP_CONNECT_SRC,
      trustProxy: env.TRUST_PROXY,
      production: env.NODE_ENV === 'production',
      staticDir,
      firstPaint,
      sandbox: env.PIX_SANDBOX,
      ...(env.PIX_WEBHOOK_SECRET ? { pixWebhookSecret: env.PIX_WEBHOOK_SECRET } : {}),
      ...(env.PIX_CHECKOUT_URL ? { pixCheckoutUrl: env.PIX_CHECKOUT_URL } : {}),
      seamlessProviders: env.SEAMLESS_PROVIDERS,
      ...(env.KYC_ENCRYPTION_KEY ? { kycEncryptionKey: env.KYC_ENCRYPTION_KEY } : {}),
      ...(env.KYC_WEBHOOK_SECRET ? { kycWebhookSecret: env.KYC_WEBHOOK_SECRET } : {}),
      ...(env.SPORTS_FEED === 'the-odds-api' && env.ODDS_API_KEY
        ? { sportsFeed: oddsApiFeed({ apiKey: env.ODDS_API_KEY, baseUrl: env.ODDS_API_URL }) }
        : {}),
    };
    const deps = {
      db: opened.db,
      changeNotices: opened.changeNotices,
      clock,
      random: randomBytes,
      config,
      ...transportsOf(env),
      ...regulatorOf(env),
      ...kycProviderOf(env),
      ...gateway,
    };
    await seedDatabase(deps);
    // The demo player exists for the one-machine demo only: sandbox mode, which NODE_ENV=production refuses.
    if (env.PIX_SANDBOX) await seedDemo(deps);
    // So is the back office's first admin (never in production: sandbox mode is refused there).
    const firstAdmin = env.PIX_SANDBOX ? await ensureFirstAdmin(deps, env.DATA_DIR, clock()) : null;
    const app = createApp(deps);
    const server = createAdaptorServer({ fetch: app.fetch, hostname: env.HOST }) as Server;
    // An idle keep-alive connection stays open longer than clients and load balancers keep theirs (60 s), so
    // the server never closes one just as a client sends on it (which the client sees as ECONNRESET).
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    const port = await listen(server, env.PORT, env.HOST);
    // Work due by time (crash rounds that have crashed or reached their automatic cash-out) runs here,
    // every second, never inside a read.
    const stopJobs = startJobs(deps);
    const stopWebhook = gateway.pixGateway ? registerWebhookInBackground(gateway.pixGateway, print) : () => {};
    const wildcard = ['0.0.0.0', '::', '[::]'].includes(env.HOST);
    const url = `http://${wildcard ? 'localhost' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST}:${port}`;

    print(`Rodada is running at ${url}`);
    print(`Database: ${opened.database}`);
    if (env.PIX_SANDBOX) {
      print(
        `Demo data (sandbox mode): seeded the demo player, login phone ${DEMO_PLAYER.phone}, password ${DEMO_PLAYER.password} (R$ 1.500,00 once, topped up to R$ 500,00 on every start). QA accounts (password qa123456) are created only by npm run admin -- scenario all.`,
      );
    } else {
      print(
        'No demo player or QA account (sandbox mode off): only npm run admin -- seed demo or scenario creates one.',
      );
    }
    print(
      env.ADMIN_TOKEN
        ? 'Operator API: token from ADMIN_TOKEN'
        : `Operator API: token in ${adminTokenPath(env.DATA_DIR)} (npm run admin -- help)`,
    );
    if (env.PIX_SANDBOX) {
      print(
        firstAdmin
          ? `Back office: ${url}/operator, first admin ${firstAdmin.email}, password ${firstAdmin.password} (for the first sign-in only: set up TOTP and choose your own password).`
          : `Back office: ${url}/operator (its admins exist already, with passwords of their own).`,
      );
    }
    if (!existsSync(resolve(staticDir, 'index.html'))) {
      print(`App not built (${staticDir}/index.html missing): run npm run build. Serving the API only.`);
    }

    let closing: Promise<void> | undefined;
    return {
      url,
      port,
      database: opened.database,
      adminToken,
      close: () => {
        closing ??= closeServer(server)
          .then(stopWebhook)
          .then(stopJobs)
          .then(() => firstPaint?.close())
          .finally(() => opened.close());
        return closing;
      },
    };
  } catch (error) {
    await opened.close();
    throw error;
  }
}

async function main(): Promise<void> {
  let running: RunningServer;
  try {
    running = await startServer();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const stop = (signal: string) => {
    console.log(`${signal}: stopping…`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  void main();
}
