import * as v from 'valibot';
import { says } from './says';

/* One-time codes sent by SMS or e-mail (server/messaging/codes.ts): the code as typed, and a send's answer. */

/** Six digits, as typed (spaces around it are dropped). */
export const CodeField = v.pipe(v.string(says('code.wrong')), v.trim(), v.regex(/^\d{6}$/, says('code.wrong')));

/** A code sent (or, for a recovery to a phone or e-mail nobody has, as if sent): until when it lasts, when another may go. */
export const CodeSent = v.object({
  expires_at: v.string(),
  /** Seconds until another code may be asked for. */
  resend_in: v.number(),
  /** Where the code can be read instead of a phone or mailbox: the sandbox's outbox (/sandbox/mail); null on a real site. */
  outbox: v.nullable(v.string()),
});
export type CodeSent = v.InferOutput<typeof CodeSent>;
