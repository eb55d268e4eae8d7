import type { MiddlewareHandler } from 'hono';
import type { AppConfig } from '../config';

/** A policy the Vite-built app passes: everything from this origin, nothing inline, no framing. */
export function contentSecurityPolicy(connectSrc: string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectSrc].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * A production deployment is served over HTTPS only: browsers are told to use nothing else for a year, on
 * the site's subdomains too. Not sent by the demo, which runs on http://localhost.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Sets the security headers on every response, errors and not-found included. */
export function securityHeaders(config: Pick<AppConfig, 'connectSrc' | 'production'>): MiddlewareHandler {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(config.connectSrc),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    ...(config.production ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}
