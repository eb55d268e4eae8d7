import * as v from 'valibot';
import { LangField } from './common';
import { endpoint } from './endpoint';
import { says } from './says';

/**
 * The member's notifications about money, and whether a copy of each goes by e-mail. The server writes a
 * notification in the transaction of its event (server/notices/notify.ts); a money one is copied to the
 * member's verified e-mail when its kind is switched on here (every kind is on for a new member).
 */

/** The notifications that can be copied by e-mail (the money events), in the order the profile lists them. */
export const MONEY_NOTICE_KINDS = [
  'deposit_credited',
  'deposit_refunded',
  'withdrawal_approved',
  'withdrawal_paid',
  'withdrawal_rejected',
] as const;
export type MoneyNoticeKind = (typeof MONEY_NOTICE_KINDS)[number];

const Kind = v.picklist(MONEY_NOTICE_KINDS, says('notices.kind_unknown'));

/** One kind and whether its e-mail copy is on. */
export const NoticePref = v.object({ kind: Kind, email: v.boolean(says('notices.kind_unknown')) });
export type NoticePref = v.InferOutput<typeof NoticePref>;

/** GET /api/information/notice-prefs and the answer to a change. */
export const NoticePrefs = v.object({
  /** The verified e-mail the copies go to; null: none (nothing is sent until one is verified). */
  email: v.nullable(v.string()),
  /** Every money kind, in MONEY_NOTICE_KINDS' order. */
  kinds: v.array(NoticePref),
});
export type NoticePrefs = v.InferOutput<typeof NoticePrefs>;

/** POST /api/information/notice-prefs: the kinds to change (the others stay as they are), each at most once. */
export const NoticePrefsBody = v.object({
  kinds: v.pipe(
    v.array(NoticePref, says('notices.kind_unknown')),
    v.minLength(1, says('notices.kind_unknown')),
    v.maxLength(MONEY_NOTICE_KINDS.length, says('notices.kind_twice')),
    v.check((prefs) => new Set(prefs.map((p) => p.kind)).size === prefs.length, says('notices.kind_twice')),
  ),
  lang: LangField,
});
export type NoticePrefsBody = v.InferInput<typeof NoticePrefsBody>;

export const NoticeEndpoints = {
  prefs: endpoint({
    method: 'get',
    path: '/information/notice-prefs',
    summary:
      'Which money notifications (deposit credited or refunded, withdrawal approved, paid or rejected) the member also gets by e-mail, and the verified e-mail they go to (null: none, nothing is sent)',
    tag: 'information',
    auth: 'member',
    response: NoticePrefs,
  }),
  setPrefs: endpoint({
    method: 'post',
    path: '/information/notice-prefs',
    summary:
      'Switch the e-mail copy of money notifications on or off, by kind (the kinds not named stay as they are); answers every kind',
    tag: 'information',
    auth: 'member',
    body: NoticePrefsBody,
    response: NoticePrefs,
  }),
};
