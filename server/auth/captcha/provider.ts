import type { CaptchaData, CaptchaProviderName } from '../../../contract/account';
import type { AppConfig, AppDeps } from '../../config';
import { clientAddress, type AppContext } from '../../http/env';
import type { HostedProviderName } from './settings';
import { consumeCaptcha, createCaptcha } from './store';

/**
 * Who judges a captcha. The built-in one (a picture and an accessible sum, `store.ts`) runs offline and is
 * the default; a script that reads pictures or does sums can pass it, so a public site configures a hosted
 * challenge (`CAPTCHA_PROVIDER=turnstile` or `hcaptcha` with its site key and secret), which the app renders
 * as the provider's widget and whose token the server checks with the provider's siteverify endpoint.
 */
export interface CaptchaProvider {
  readonly name: CaptchaProviderName;
  /** What POST /api/auth/captcha answers. */
  issue(deps: AppDeps, now: Date): Promise<CaptchaData>;
  /** Whether the answer passes; it is used up either way. */
  verify(deps: AppDeps, attempt: CaptchaAttempt, now: Date): Promise<boolean>;
}

export interface CaptchaAttempt {
  /** `captcha_key`: the built-in challenge's key. */
  key: string | null;
  /** `captcha`: the built-in answer, or the hosted widget's token. */
  answer: string;
  /** The client's address, passed on to a hosted provider. */
  address: string;
}

export const builtinCaptcha: CaptchaProvider = {
  name: 'builtin',
  issue: async (deps, now) => (await createCaptcha(deps, now)).data,
  verify: (deps, { key, answer }, now) => consumeCaptcha(deps, key, answer, now),
};

/** The providers' token checks (Cloudflare Turnstile, hCaptcha): a form POST answering `{ success }`. */
export const SITEVERIFY_URL: Record<HostedProviderName, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
};

/** What the app's Content-Security-Policy must allow for the provider's widget (script and frame). */
export const WIDGET_ORIGINS: Record<HostedProviderName, string[]> = {
  turnstile: ['https://challenges.cloudflare.com'],
  hcaptcha: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
};

const VERIFY_TIMEOUT_MS = 5000;
/** Longer than any provider's token: anything longer is not sent on. */
const TOKEN_MAX = 4096;

/**
 * A hosted challenge. The token is checked with the provider (which spends it: a token passes once); a
 * provider that cannot be reached, answers an error or anything but `success: true` fails the captcha
 * (the person is asked to solve it again), never lets the attempt through.
 */
export function hostedCaptcha(
  name: HostedProviderName,
  settings: { siteKey: string; secret: string },
): CaptchaProvider {
  return {
    name,
    issue: () => Promise.resolve({ key: name, provider: name, site_key: settings.siteKey }),
    verify: async (deps, { answer, address }) => {
      const token = answer.trim();
      if (token === '' || token.length > TOKEN_MAX) return false;
      const form = new URLSearchParams({ secret: settings.secret, response: token });
      if (address !== 'unknown') form.set('remoteip', address);
      if (name === 'hcaptcha') form.set('sitekey', settings.siteKey);
      try {
        const response = await (deps.fetch ?? fetch)(SITEVERIFY_URL[name], {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        if (!response.ok) return false;
        const result: unknown = await response.json();
        return typeof result === 'object' && result !== null && (result as { success?: unknown }).success === true;
      } catch (error) {
        console.error(`captcha: ${name} siteverify failed:`, error instanceof Error ? error.message : error);
        return false;
      }
    },
  };
}

/** The configured provider (the built-in one unless CAPTCHA_PROVIDER names a hosted one). */
export function captchaProvider(config: Pick<AppConfig, 'captcha'>): CaptchaProvider {
  const chosen = config.captcha;
  return !chosen || chosen.provider === 'builtin' ? builtinCaptcha : hostedCaptcha(chosen.provider, chosen);
}

function field(body: unknown, name: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
}

/**
 * Judges the captcha of a guarded request's body (`captcha_key`, `captcha`) with the configured provider,
 * using it up. With config.captchaTestAnswer set (tests, sandbox mode only), that answer passes for any key.
 */
export async function judgeCaptcha(c: AppContext, deps: AppDeps, body: unknown, now: Date): Promise<boolean> {
  const key = field(body, 'captcha_key');
  const answer = field(body, 'captcha') ?? '';
  const testAnswer = deps.config.captchaTestAnswer;
  if (key && testAnswer && answer.trim().toUpperCase() === testAnswer.trim().toUpperCase()) return true;
  const address = clientAddress(c, deps.config.trustProxy);
  return captchaProvider(deps.config).verify(deps, { key, answer, address }, now);
}
