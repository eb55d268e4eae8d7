import { timingSafeEqual } from 'node:crypto';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { KycWebhookBody } from '../../contract/kyc';
import type { AppConfig, AppDeps } from '../config';
import { kycSandboxDecisions } from '../db/schema';
import { refusal } from '../http/envelope';
import { passThrough, type ItemRunner } from '../job-failures';
import { signWebhook } from '../payments/orders';
import { applyProviderDecision } from './cases';
import type { KycDecision } from './provider';

/*
 * The identity provider's notifications (POST /api/kyc/webhook): the raw body signed with HMAC-SHA256 under
 * KYC_WEBHOOK_SECRET over "<X-Kyc-Timestamp>.<body>", hex in X-Kyc-Signature, the timestamp within five
 * minutes of the server's clock (docs/KYC.md). An event delivered twice is applied once (cases.ts).
 */

/** Used in sandbox mode when KYC_WEBHOOK_SECRET is not set (the sandbox provider signs with it too). */
export const DEFAULT_KYC_WEBHOOK_SECRET = 'rodada-sandbox-kyc-webhook-secret';
const TOLERANCE_MS = 5 * 60 * 1000;

export const kycWebhookSecret = (config: Pick<AppConfig, 'kycWebhookSecret' | 'sandbox'>): string | null =>
  config.kycWebhookSecret ?? (config.sandbox ? DEFAULT_KYC_WEBHOOK_SECRET : null);

export function verifyKycSignature(
  config: Pick<AppConfig, 'kycWebhookSecret' | 'sandbox'>,
  headers: { timestamp: string | undefined; signature: string | undefined },
  raw: string,
  now: Date,
): void {
  const { timestamp, signature } = headers;
  const secret = kycWebhookSecret(config);
  if (!secret || !timestamp || !signature || !/^\d{1,15}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) {
    throw refusal('kyc.webhook_unsigned');
  }
  const expected = Buffer.from(signWebhook(secret, timestamp, raw), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw refusal('kyc.webhook_unsigned');
  if (Math.abs(now.getTime() - Number(timestamp) * 1000) > TOLERANCE_MS) throw refusal('kyc.webhook_unsigned');
}

/** A notification as it arrives: its signature checked, then its decision applied (once). */
export async function receiveKycNotification(
  deps: Pick<AppDeps, 'db' | 'config' | 'random' | 'clock'>,
  raw: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  now: Date,
): Promise<{ applied: boolean }> {
  verifyKycSignature(deps.config, headers, raw, now);
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw refusal('request.invalid');
  }
  const parsed = v.safeParse(KycWebhookBody, body);
  if (!parsed.success) throw refusal('request.invalid');
  return applyProviderDecision(deps, parsed.output as KycDecision, now);
}

/** The sandbox provider's notification of a decision, signed as the provider signs. */
export function signedSandboxNotification(secret: string, decision: unknown, now: Date) {
  const raw = JSON.stringify(decision);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return { raw, headers: { timestamp, signature: signWebhook(secret, timestamp, raw) } };
}

/**
 * The job's part in sandbox mode: the sandbox provider's decisions that are due, each delivered as its signed
 * notification through the same path as a real provider's (one that fails waits for its next attempt).
 */
export async function deliverSandboxDecisions(
  deps: Pick<AppDeps, 'db' | 'config' | 'random' | 'clock'>,
  now: Date,
  items: ItemRunner = passThrough('kyc_decisions'),
): Promise<number> {
  const secret = kycWebhookSecret(deps.config);
  if (!deps.config.sandbox || !secret) return 0;
  const due = await deps.db
    .select()
    .from(kycSandboxDecisions)
    .where(
      and(
        isNull(kycSandboxDecisions.deliveredAt),
        lte(kycSandboxDecisions.dueAt, now),
        items.notWaiting(sql`${kycSandboxDecisions.reference}`),
      ),
    )
    .orderBy(asc(kycSandboxDecisions.dueAt))
    .limit(20);
  let delivered = 0;
  for (const row of due) {
    const done = await items.item(row.reference, async () => {
      const { raw, headers } = signedSandboxNotification(secret, row.body, now);
      await receiveKycNotification(deps, raw, headers, now);
      await deps.db
        .update(kycSandboxDecisions)
        .set({ deliveredAt: now })
        .where(eq(kycSandboxDecisions.reference, row.reference));
      return true;
    });
    if (done) delivered += 1;
  }
  return delivered;
}
