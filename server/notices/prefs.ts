import { eq, sql } from 'drizzle-orm';
import { MONEY_NOTICE_KINDS, type MoneyNoticeKind, type NoticePref, type NoticePrefs } from '../../contract/notices';
import { members, noticeEmailPrefs } from '../db/schema';
import type { Db, Tx } from '../db/types';
import type { MoneyNotice } from './notify';

/*
 * Which money notifications a member also gets by e-mail (server/notices/notify.ts reads the same rows when
 * it writes one): a row of notice_email_prefs says on or off; no row is on, so a new member gets them all.
 */

/** The contract's money kinds are exactly the ones notify.ts copies by e-mail. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameKinds: Same<MoneyNoticeKind, MoneyNotice> = true;
void sameKinds;

/** The member's choices, every money kind in order, and the verified e-mail the copies go to (or null). */
export async function noticePrefs(db: Db | Tx, memberId: number): Promise<NoticePrefs> {
  const [member] = await db
    .select({ email: members.email, verifiedAt: members.emailVerifiedAt })
    .from(members)
    .where(eq(members.id, memberId));
  const rows = await db
    .select({ kind: noticeEmailPrefs.kind, email: noticeEmailPrefs.email })
    .from(noticeEmailPrefs)
    .where(eq(noticeEmailPrefs.memberId, memberId));
  const chosen = new Map(rows.map((row) => [row.kind, row.email]));
  return {
    email: member?.email && member.verifiedAt ? member.email : null,
    kinds: MONEY_NOTICE_KINDS.map((kind) => ({ kind, email: chosen.get(kind) ?? true })),
  };
}

/**
 * Switches the kinds named on or off (the others stay as they are) in one statement: a row per kind,
 * inserted or updated in place (the key is member and kind), so the same change twice, or two at once,
 * ends the same.
 */
export async function setNoticePrefs(db: Db, memberId: number, prefs: NoticePref[]): Promise<NoticePrefs> {
  await db
    .insert(noticeEmailPrefs)
    .values(prefs.map((pref) => ({ memberId, kind: pref.kind, email: pref.email })))
    .onConflictDoUpdate({
      target: [noticeEmailPrefs.memberId, noticeEmailPrefs.kind],
      set: { email: sql`excluded.email` },
    });
  return noticePrefs(db, memberId);
}
