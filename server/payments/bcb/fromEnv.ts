import { readFileSync } from 'node:fs';
import type { ServerEnv } from '../../env';
import { checkTlsMaterial } from './client';
import { bcbGateway, type BcbGateway } from './gateway';

/**
 * PIX_GATEWAY=bcb-api's gateway from the environment (server/env.ts has checked every setting is there): the
 * certificate files are read and made into a TLS context now, so a missing or broken file stops the start
 * naming its variable. Other gateways: nothing (the sandbox's is the default in sandbox mode).
 */
export function pixGatewayOf(env: ServerEnv): { pixGateway?: BcbGateway } {
  if (env.PIX_GATEWAY !== 'bcb-api') return {};
  const read = (name: 'PIX_CERT_FILE' | 'PIX_KEY_FILE' | 'PIX_CA_FILE') => {
    const path = env[name]!;
    try {
      return readFileSync(path, 'utf8');
    } catch (error) {
      throw new Error(`${name} (${path}) cannot be read: ${(error as Error).message}`, { cause: error });
    }
  };
  const tls = {
    cert: read('PIX_CERT_FILE'),
    key: read('PIX_KEY_FILE'),
    ...(env.PIX_CA_FILE ? { ca: read('PIX_CA_FILE') } : {}),
  };
  try {
    checkTlsMaterial(tls);
  } catch (error) {
    throw new Error(
      `PIX_CERT_FILE, PIX_KEY_FILE and PIX_CA_FILE do not make a TLS client (a PEM certificate, its key, the PSP's CA): ${(error as Error).message}`,
      { cause: error },
    );
  }
  return {
    pixGateway: bcbGateway({
      apiUrl: env.PIX_API_URL!,
      oauthUrl: env.PIX_OAUTH_URL!,
      clientId: env.PIX_CLIENT_ID!,
      clientSecret: env.PIX_CLIENT_SECRET!,
      ...tls,
      receiverKey: env.PIX_RECEIVER_KEY!,
      webhookUrl: env.PIX_WEBHOOK_URL!,
    }),
  };
}

/**
 * Registers the webhook at the PSP (PUT /webhook/{chave}) without holding the start: a PSP that is down now
 * is asked again every minute until it answers (the notices of PIX received wait at the PSP meanwhile).
 * Answers a function that stops asking.
 */
export function registerWebhookInBackground(gateway: BcbGateway, print: (line: string) => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const attempt = () => {
    gateway.registerWebhook().then(
      (how) =>
        print(
          `PIX webhook ${how === 'already' ? 'already registered' : 'registered'} at the PSP: ${gateway.client.settings.webhookUrl}/pix for the key ${gateway.client.settings.receiverKey}.`,
        ),
      (error: unknown) => {
        print(
          `WARNING: the PSP did not register the PIX webhook (asked again in a minute): ${(error as Error).message}`,
        );
        if (!stopped) timer = setTimeout(attempt, 60_000).unref();
      },
    );
  };
  attempt();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
