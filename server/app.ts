import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { getPath } from 'hono/utils/url';
import { ServerText } from '../contract';
import { authRoutes } from './auth/routes';
import { DEFAULT_CONFIG, type AppConfig, type AppDeps } from './config';
import { gameArtFile } from './games/art';
import { promoArtFile } from './site/promoArt';
import { gameRoutes } from './games/routes';
import { houseRoutes } from './house/routes';
import { sportsPrefsRoutes } from './house/sportsPrefs';
import { liveRoutes } from './live/routes';
import { providerRoutes } from './provider/routes';
import { limitBody } from './http/body-limit';
import { ApiError, refusal, sendError } from './http/envelope';
import type { AppEnv } from './http/env';
import { listenForChanges } from './http/push';
import { mountRoutes, type Route } from './http/registry';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security';
import { seamlessRoutes } from './seamless/routes';
import { operatorRoutes } from './operator/routes';
import { paymentRoutes } from './payments/routes';
import { depositsRoutes, playersRoutes } from './backoffice/players/routes';
import { privacyRoutes } from './privacy/routes';
import { promotionRoutes } from './promotions/routes';
import { responsibleRoutes } from './responsible/routes';
import { informationRoutes } from './information/routes';
import { noticeRoutes } from './notices/routes';
import { agencyRoutes } from './agency/routes';
import { securityRoutes } from './security/routes';
import { mountMailSandbox } from './messaging/sandbox';
import { mountPixSandbox } from './payments/sandbox';
import { mountPspCheckout } from './payments/checkout';
import { chargingGateway } from './payments/gateway';
import { avatarFile } from './profile-pictures/files';
import { profilePictureRoutes } from './profile-pictures/routes';
import { recoveryRoutes } from './recovery/routes';
import { siteRoutes } from './site/routes';
import { incentiveRoutes } from './site/incentives';
import { compressAnswers } from './static/compress';
import { primePage } from './static/prime';
import { staticHandler } from './static/serve';
import { systemRoutes } from './system/routes';
import { twoFactorRoutes } from './two-factor/routes';
import { withdrawalHolderRoutes } from './withdrawal-holder/routes';
import { boPromotionsRoutes } from './backoffice/promotions/routes';
import { devPagesRoutes } from './dev-pages/routes';
import { DEV_PAGES } from '../contract/devPages';
import { backofficeRoutes } from './backoffice/routes';
import { complianceRoutes } from './backoffice/compliance/routes';
import { sportsbookRoutes } from './backoffice/sportsbook';
import { traderDeskRoutes } from './backoffice/traderDesk';
import { reportRoutes } from './backoffice/reports';
import { prizeTimeRoutes } from './backoffice/prizeTimes';
import { regulatorDeskRoutes } from './backoffice/regulator';
import { kycDeskRoutes } from './backoffice/kyc';
import { kycRoutes } from './kyc/routes';
import { dashboardRoutes } from './backoffice/dashboard';
import { jobFailureRoutes } from './backoffice/jobs';

export interface CreateAppDeps extends Omit<AppDeps, 'config'> {
  /** Anything left out takes its DEFAULT_CONFIG value. */
  config?: Partial<AppConfig>;
}

const MAX_BODY_BYTES = 64 * 1024;

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/** Every API route, in the order the OpenAPI document lists them. */
export function apiRoutes(): Route[] {
  const routes: Route[] = [
    ...authRoutes,
    ...siteRoutes,
    ...profilePictureRoutes,
    ...gameRoutes,
    ...houseRoutes,
    ...liveRoutes,
    ...providerRoutes,
    ...paymentRoutes,
    ...promotionRoutes,
    ...informationRoutes,
    ...agencyRoutes,
    ...securityRoutes,
    ...responsibleRoutes,
    ...operatorRoutes,
    ...seamlessRoutes,
    // ── i25 foundation ──
    // ── i25 recovery ──
    ...recoveryRoutes,
    // ── i25 two-factor ──
    ...twoFactorRoutes,
    // ── i25 notices ──
    ...noticeRoutes,
    // ── i25 privacy ──
    ...privacyRoutes,
    // ── i26 limits ──
    // ── i26 incentives ──
    ...incentiveRoutes,
    // ── i26 sports ──
    // ── i26 screens ──
    ...withdrawalHolderRoutes,
    ...devPagesRoutes,
    // ── i26 texts ──
    // ── i27 backoffice ──
    ...backofficeRoutes,
    // ── i27 players ──
    ...playersRoutes,
    // ── i27 deposits ──
    ...depositsRoutes,
    // ── i27 compliance ──
    ...complianceRoutes,
    // ── i27 sportsbook ──
    ...sportsbookRoutes,
    ...traderDeskRoutes,
    // ── i27 promotions ──
    ...boPromotionsRoutes,
    // ── i27 reports ──
    ...reportRoutes,
    ...prizeTimeRoutes,
    ...regulatorDeskRoutes,
    ...kycDeskRoutes,
    ...kycRoutes,
    // ── i27 dashboard ──
    ...dashboardRoutes,
    ...jobFailureRoutes,
    // ── i36 sports prefs ──
    ...sportsPrefsRoutes,
    ...systemRoutes(() => routes),
  ];
  return routes;
}

/** Each app's own deps, its config completed: the key of its push hub (http/push.ts), which tests drive. */
const depsOfApps = new WeakMap<Hono<AppEnv>, AppDeps>();

export function depsOfApp(app: Hono<AppEnv>): AppDeps {
  const deps = depsOfApps.get(app);
  if (!deps) throw new Error('Not an app createApp made');
  return deps;
}

/** Builds the HTTP app from its dependencies: the database, the clock, the random source and the config. */
export function createApp(input: CreateAppDeps): Hono<AppEnv> {
  const deps: AppDeps = { ...input, config: { ...DEFAULT_CONFIG, ...input.config } };
  const { config } = deps;
  listenForChanges(deps);

  // "//api/x" (a base URL ending in "/" joined with "/api/x") means "/api/x".
  const app = new Hono<AppEnv>({ getPath: (request) => getPath(request).replace(/\/{2,}/g, '/') });

  app.use(requestId({ generator: () => deps.random(12).toString('base64url') }));
  if (config.log) app.use(requestLog());
  app.use(securityHeaders(config));
  if (config.corsOrigins.length > 0) {
    app.use(
      '/api/*',
      cors({
        origin: config.corsOrigins,
        allowMethods: ['GET', 'POST', 'OPTIONS'],
        allowHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'Idempotency-Key'],
        exposeHeaders: ['X-Request-Id'],
        maxAge: 600,
      }),
    );
  }
  app.use(
    '/api/*',
    limitBody(MAX_BODY_BYTES, (c) => sendError(c, refusal('request.too_large'))),
  );

  app.use('/api/*', compressAnswers());

  mountRoutes(app, apiRoutes(), deps);
  app.get('/avatars/:file', avatarFile);
  app.get('/games/art/:file', gameArtFile(deps));
  app.get('/site/art/:file', promoArtFile());
  // The sandbox gateway and outbox exist only in sandbox mode: elsewhere /sandbox/* is a plain 404.
  if (config.sandbox) {
    mountPixSandbox(app, deps);
    mountMailSandbox(app, deps);
  }
  // A PSP that keeps the charges (PIX_GATEWAY=bcb-api): the page of a charge's QR code (payments/checkout.ts).
  if (chargingGateway(deps)) mountPspCheckout(app, deps);
  if (config.staticDir) {
    // Each page carries the public answers its first paint asks for, asked of this very API.
    const serveApp = staticHandler(config.staticDir, {
      prime: (c, path) => primePage((url, init) => app.request(url, init), c, path),
      firstPaint: config.firstPaint,
      // The development pages exist only in sandbox mode: elsewhere the app's 404 page, answered 404.
      closed: config.sandbox ? undefined : new Set(DEV_PAGES),
    });
    app.get('*', (c, next) => (isApi(c.req.path) ? next() : serveApp(c, next)));
  }

  app.notFound((c) => {
    if (isApi(c.req.path)) return sendError(c, refusal('request.not_found'));
    return c.text(ServerText.notFound, 404);
  });

  app.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own refusals (a malformed form body…) are the client's mistake.
      return sendError(c, refusal('request.malformed'));
    }
    console.error(`[${c.var.requestId ?? '-'}] ${c.req.method} ${c.req.path} failed:`, error);
    if (isApi(c.req.path)) return sendError(c, refusal('server.error'));
    return c.text(ServerText.serverError, 500);
  });

  depsOfApps.set(app, deps);
  return app;
}
