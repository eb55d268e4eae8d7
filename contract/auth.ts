import * as v from 'valibot';
import { Money } from './common';
import { endpoint } from './endpoint';
import { KYC_STATUSES } from './kycStatus';
import { ODDS_FORMATS } from './oddsFormats';
import { EmptyBody, NoData } from './system';

const Flag = v.picklist([0, 1]);
const NullableString = v.nullable(v.string());

/** The member's own record (SPEC §3). Money fields are decimal strings. */
/**
 * A pause or a self-exclusion running now (contract/responsible.ts), or the regulator's flag on the CPF
 * (`regulator`: its reason as the period, no end; contract/regulator.refusals.ts).
 */
export const RestrictionKind = v.picklist(['pause', 'self_exclusion', 'regulator']);
export const Restriction = v.object({
  kind: RestrictionKind,
  period: v.string(),
  /** null: permanent. */
  until: v.nullable(v.string()),
});
export type Restriction = v.InferOutput<typeof Restriction>;

export const UserInfo = v.object({
  id: v.number(),
  name: v.string(),
  nickname: v.string(),
  realname: NullableString,
  /** Whether the member has given full name, CPF and date of birth: needed to deposit or play. */
  identity_complete: v.boolean(),
  /**
   * Identity verification (contract/kyc.ts): deposits, bets and game launches wait for `verified` (or
   * `not_required`, an open site's member).
   */
  kyc_status: v.picklist(KYC_STATUSES),
  /** A pause, a self-exclusion or the regulator's flag: only withdrawals are open, and no promotion is shown. */
  restriction: v.nullable(Restriction),
  /** Minutes of play between reality checks. */
  reality_check_minutes: v.number(),
  /** How the member's odds are written (the profile's choice; contract/sportsPrefs.ts). */
  odds_format: v.picklist(ODDS_FORMATS),
  email: NullableString,
  phone: v.string(),
  qq: NullableString,
  gender: v.number(),
  invite_code: v.string(),
  money: Money,
  fs_money: Money,
  ml_money: Money,
  total_money: Money,
  total_slot_money: Money,
  total_live_money: Money,
  score: v.number(),
  register_ip: NullableString,
  register_area: NullableString,
  register_site: v.string(),
  status: v.number(),
  is_tips_on: Flag,
  is_in_on: Flag,
  is_trans_on: Flag,
  is_demo: Flag,
  lang: v.string(),
  top_id: v.nullable(v.number()),
  agent_id: v.nullable(v.number()),
  total_credit: Money,
  used_credit: Money,
  level: v.number(),
  slot_level: v.number(),
  live_level: v.number(),
  level_name: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
  deleted_at: NullableString,
  site: v.string(),
  is_ms_reg: Flag,
  has_qk_pwd: v.boolean(),
  d7_map: v.nullable(v.record(v.string(), v.string())),
  day7_id: NullableString,
  /** Never sent: kept for the shape of the record. */
  bridge_password: v.null(),
  bridge_password_token: v.null(),
  avatar: v.string(),
  /** Unread notifications (the header's count). */
  unread_notifications: v.number(),
  /** Two-factor authentication on: a withdrawal asks the authenticator's code. */
  two_factor: v.boolean(),
});
export type UserInfo = v.InferOutput<typeof UserInfo>;

/**
 * The session's own calls: who the member is, and logging out. Apart from the others so the first page
 * carries only these (the forms' calls and schemas load with the forms).
 */
export const SessionEndpoints = {
  me: endpoint({
    method: 'post',
    path: '/auth/me',
    summary: "The member's own record",
    tag: 'auth',
    auth: 'member',
    body: EmptyBody,
    response: UserInfo,
  }),
  logout: endpoint({
    method: 'post',
    path: '/auth/logout',
    summary: 'End the session of the token',
    tag: 'auth',
    auth: 'member',
    body: EmptyBody,
    response: NoData,
  }),
};
