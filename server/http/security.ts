import type { MiddlewareHandler } from 'hono';
import { WIDGET_ORIGINS } from '../auth/captcha/provider';
import type { AppConfig } from '../config';
import { FIRST_PAINT_SCRIPT_SOURCE } from '../static/firstPaint';

/**
 * A policy the Vite-built app passes: everything from this origin, nothing inline but the one script the
 * server writes into a page it painted (static/firstPaint.ts, allowed by its hash), no framing. A hosted
 * captcha's widget (`widgetSrc`, its provider's origins) may load its script, style and frame and call home.
 */
export function contentSecurityPolicy(connectSrc: string[], widgetSrc: string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...widgetSrc, FIRST_PAINT_SCRIPT_SOURCE].join(' '),
    ["style-src 'self'", ...widgetSrc].join(' '),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectSrc, ...widgetSrc].join(' '),
    ...(widgetSrc.length > 0 ? [['frame-src', ...widgetSrc].join(' ')] : []),
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
export function securityHeaders(config: Pick<AppConfig, 'connectSrc' | 'production' | 'captcha'>): MiddlewareHandler {
  const hosted = config.captcha && config.captcha.provider !== 'builtin' ? config.captcha.provider : null;
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(config.connectSrc, hosted ? WIDGET_ORIGINS[hosted] : []),
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
