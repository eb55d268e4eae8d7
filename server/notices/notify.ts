import { and, eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale } from '../../contract/locales';
import { BRASILIA, formatDateTime, formatMoney } from '../../lib/format';
import { members, noticeEmailPrefs, notifications } from '../db/schema';
import type { Db, Tx } from '../db/types';
import type { CodePurpose } from '../messaging/purpose';
import { queueMessage } from '../messaging/outbox';
import { say } from './catalog';
import {
  CODE_TEXTS,
  EMAIL_FOOTER,
  KYC_REASON_TEXTS,
  LIMIT_TEXTS,
  NO_LIMIT,
  NOTICE_TEXTS,
  REFUND_REASON_TEXTS,
} from './texts';

/** Every event the server tells a member about (texts in ./texts.ts). */
export type NoticeKind = keyof typeof NOTICE_TEXTS;
export const NOTICE_KINDS = Object.keys(NOTICE_TEXTS) as NoticeKind[];

/** The money events, whose e-mail copies the member can switch on and off (on unless switched off). */
export const MONEY_NOTICES = [
  'deposit_credited',
  'deposit_refunded',
  'withdrawal_approved',
  'withdrawal_paid',
  'withdrawal_rejected',
] as const satisfies readonly NoticeKind[];
export type MoneyNotice = (typeof MONEY_NOTICES)[number];
export const isMoneyNotice = (kind: string): kind is MoneyNotice => (MONEY_NOTICES as readonly string[]).includes(kind);

const MONEY_PARAMS = new Set(['amount', 'stake', 'win']);
const TIME_PARAMS = new Set(['at', 'until']);

/** A notice's params as its text shows them, in the language: money, São Paulo times, named reasons and limits. */
function shown(lang: string, params: Record<string, string>): Record<string, string> {
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (MONEY_PARAMS.has(name) && /^-?\d+(\.\d+)?$/.test(value)) out[name] = formatMoney(value, locale);
    else if (TIME_PARAMS.has(name) && !Number.isNaN(Date.parse(value)))
      out[name] = formatDateTime(value, locale, BRASILIA);
    else if (name === 'reason' && value in REFUND_REASON_TEXTS)
      out[name] = say(locale, REFUND_REASON_TEXTS[value as keyof typeof REFUND_REASON_TEXTS]);
    else if (name === 'limit' && value in LIMIT_TEXTS)
      out[name] = say(locale, LIMIT_TEXTS[value as keyof typeof LIMIT_TEXTS]);
    else if (name === 'why' && value in KYC_REASON_TEXTS)
      out[name] = say(locale, KYC_REASON_TEXTS[value as keyof typeof KYC_REASON_TEXTS]);
    else if (name === 'value' && value === '') out[name] = say(locale, NO_LIMIT);
    else out[name] = value;
  }
  return out;
}

/** A notice's title and body in the language. */
export function noticeText(lang: string, kind: NoticeKind, params: Record<string, string>) {
  const values = shown(lang, params);
  const text = NOTICE_TEXTS[kind];
  return { title: say(lang, text.title, values), body: say(lang, text.body, values) };
}

/** A one-time code's message (e-mail subject and body; an SMS is the body) in the language. */
export function codeMessage(lang: string, purpose: CodePurpose, code: string) {
  const text = CODE_TEXTS[purpose];
  return { subject: say(lang, text.title), body: say(lang, text.body, { code }) };
}

/**
 * Tells a member about an event, in the caller's transaction (the one that makes the event: a notice
 * never exists without its event, nor the event without its notice). Written in the member's language;
 * for a money event, an e-mail copy is queued too when the member has a verified e-mail and has not
 * switched that kind's copies off.
 */
export async function notice(
  db: Db | Tx,
  memberId: number,
  kind: NoticeKind,
  params: Record<string, string>,
  now: Date,
): Promise<void> {
  const [member] = await db
    .select({ lang: members.lang, email: members.email, emailVerifiedAt: members.emailVerifiedAt })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) throw new Error(`notice: no member ${memberId}`);
  const text = noticeText(member.lang, kind, params);
  await db.insert(notifications).values({ memberId, kind, params, ...text, createdAt: now });
  if (!isMoneyNotice(kind) || !member.email || !member.emailVerifiedAt) return;
  const [pref] = await db
    .select({ email: noticeEmailPrefs.email })
    .from(noticeEmailPrefs)
    .where(and(eq(noticeEmailPrefs.memberId, memberId), eq(noticeEmailPrefs.kind, kind)));
  if (pref && !pref.email) return;
  await queueMessage(
    db,
    {
      channel: 'email',
      to: member.email,
      subject: `Rodada: ${text.title}`,
      body: `${text.body}\n\n${say(member.lang, EMAIL_FOOTER)}`,
    },
    now,
  );
}
