import { useEffect, useRef } from 'react';
import type { CaptchaProviderName } from '../../../contract/account';

type Hosted = Exclude<CaptchaProviderName, 'builtin'>;

/** The provider's script (explicit rendering) and the global it defines. */
const SCRIPT: Record<Hosted, { src: string; global: 'turnstile' | 'hcaptcha' }> = {
  turnstile: { src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit', global: 'turnstile' },
  hcaptcha: { src: 'https://js.hcaptcha.com/1/api.js?render=explicit', global: 'hcaptcha' },
};

interface WidgetApi {
  render(
    element: HTMLElement,
    options: { sitekey: string; callback(token: string): void; 'expired-callback'(): void },
  ): unknown;
}

const loading = new Map<Hosted, Promise<WidgetApi>>();

function loadProvider(provider: Hosted): Promise<WidgetApi> {
  let promise = loading.get(provider);
  if (!promise) {
    const { src, global } = SCRIPT[provider];
    promise = new Promise<WidgetApi>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => {
        const api = (window as unknown as Record<string, WidgetApi | undefined>)[global];
        if (api) resolve(api);
        else reject(new Error(`${provider} did not load`));
      };
      script.onerror = () => reject(new Error(`${provider} did not load`));
      document.head.append(script);
    });
    promise.catch(() => loading.delete(provider));
    loading.set(provider, promise);
  }
  return promise;
}

/**
 * A hosted challenge (Cloudflare Turnstile or hCaptcha, as the server's captcha names it): the provider's
 * widget, rendered with the site key; its token is the captcha's answer. A new captcha (after an attempt)
 * renders a new widget.
 */
export function HostedCaptcha({
  provider,
  siteKey,
  onToken,
}: {
  provider: Hosted;
  siteKey: string;
  onToken(token: string): void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const report = useRef(onToken);
  report.current = onToken;
  useEffect(() => {
    let live = true;
    loadProvider(provider).then(
      (api) => {
        if (!live || !element.current) return;
        element.current.replaceChildren();
        api.render(element.current, {
          sitekey: siteKey,
          callback: (token) => report.current(token),
          'expired-callback': () => report.current(''),
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [provider, siteKey]);
  return <div ref={element} className="hosted-captcha" data-testid="hosted-captcha" />;
}
