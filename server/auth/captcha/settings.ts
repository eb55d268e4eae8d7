import type { CaptchaProviderName } from '../../../contract/account';

/*
 * The captcha's settings, apart from the providers (provider.ts) so that the server's configuration
 * (config.ts) names them without importing what imports it.
 */

export type HostedProviderName = Exclude<CaptchaProviderName, 'builtin'>;

/** CAPTCHA_PROVIDER and its settings (server/env.ts). */
export type CaptchaConfig = { provider: 'builtin' } | { provider: HostedProviderName; siteKey: string; secret: string };
