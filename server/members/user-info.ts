import { inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Restriction, UserInfo } from '../../contract';
import type { MemberReads } from '../auth/authenticate';
import {
  ledgerEntries,
  memberExclusions,
  members,
  memberTwoFactor,
  notifications,
  sites,
  wallets,
  type Member,
  type SiteProfile,
  regulatorStandings,
} from '../db/schema';
import { SITE_PROFILES } from '../site/profile';
import type { Db } from '../db/types';
import { exclusionInForce } from '../responsible/guard';
import { formatCents } from '../wallet/money';
import { vipOf } from '../promotions/standing';
import { settledStakesSql } from '../promotions/results';

/** Builds the settled-turnover read without a database: it is part of the authentication's statement. */
const QUERY_BUILDER = new QueryBuilder() as unknown as Db;
/** The profiles whose VIP levels count the settled turnover. */
const TURNOVER_VIP_PROFILES = (Object.keys(SITE_PROFILES) as SiteProfile[]).filter(
  (profile) => SITE_PROFILES[profile].vipBasis === 'turnover',
);

/** What the member's record needs besides the member row. */
export interface UserInfoReads {
  balanceCents: number;
  siteCode: string;
  vipCents: number;
  unread: number;
  restriction: { kind: Restriction['kind']; period: string; ends_at_ms: number | null } | null;
  /** The regulator's flag on the member's CPF (its reason), if any. */
  regulatorFlag: string | null;
  twoFactor: boolean;
}

/**
 * Everything the member's record reads besides the member, as expressions over the member's row: read in
 * the authentication's statement (MemberReads), so the record costs one statement. The balance is read as
 * it stands (never kept anywhere else); the deposits' sum, the unread notifications and the running pause
 * or self-exclusion each come from their table's index on the member.
 */
export const userInfoReads: MemberReads<UserInfoReads> = (now) => ({
  balanceCents:
    sql<number>`coalesce((select ${wallets.balanceCents} from ${wallets} where ${wallets.memberId} = ${members.id}), 0)`.mapWith(
      Number,
    ),
  siteCode: sql<string>`${sites.code}`,
  // What the VIP level counts on the member's site (SITE_PROFILES.vipBasis): the settled turnover on a
  // `regulated-br` site, the deposits on an `open` one. Only the branch of the site's profile is read.
  vipCents:
    sql<number>`(case when ${inArray(sites.profile, TURNOVER_VIP_PROFILES)} then ${settledStakesSql(QUERY_BUILDER, members.id)} else (select coalesce(sum(${ledgerEntries.amountCents}), 0) from ${ledgerEntries} where ${ledgerEntries.memberId} = ${members.id} and ${ledgerEntries.kind} = 'deposit') end)`.mapWith(
      Number,
    ),
  unread:
    sql<number>`(select count(*) from ${notifications} where ${notifications.memberId} = ${members.id} and ${notifications.readAt} is null)`.mapWith(
      Number,
    ),
  regulatorFlag: sql<
    string | null
  >`(select ${regulatorStandings.flag} from ${regulatorStandings} where ${regulatorStandings.memberId} = ${members.id})`,
  twoFactor: sql<boolean>`exists (select 1 from ${memberTwoFactor} where ${memberTwoFactor.memberId} = ${members.id} and ${memberTwoFactor.enabledAt} is not null)`,
  // The strongest running one, as activeRestriction (responsible/guard.ts) orders them: a self-exclusion
  // before a pause, then the one without an end, then the one that ends last.
  restriction: sql<
    UserInfoReads['restriction']
  >`(select json_build_object('kind', ${memberExclusions.kind}, 'period', ${memberExclusions.period}, 'ends_at_ms', (extract(epoch from ${memberExclusions.endsAt}) * 1000)::bigint) from ${memberExclusions} where ${exclusionInForce(members.id, now)} order by (${memberExclusions.kind} = 'self_exclusion') desc, ${memberExclusions.endsAt} desc nulls first limit 1)`,
});

/** The member's record as the app knows it (every UserInfo field), from the member and its reads. */
export function userInfo(member: Member, reads: UserInfoReads): UserInfo {
  const moneyCents = reads.balanceCents;
  const vip = vipOf(reads.vipCents);
  // Bonus (fs) and rebate (ml) balances arrive with the promotions engine.
  const fsCents = 0;
  const mlCents = 0;
  const siteCode = reads.siteCode;
  const running = reads.restriction;
  // A pause or self-exclusion first; else the regulator's flag (its reason as the period, no end).
  const restriction: Restriction | null = running
    ? {
        kind: running.kind,
        period: running.period,
        until: running.ends_at_ms === null ? null : new Date(Number(running.ends_at_ms)).toISOString(),
      }
    : reads.regulatorFlag
      ? { kind: 'regulator', period: reads.regulatorFlag, until: null }
      : null;
  return {
    id: member.id,
    name: member.phone,
    nickname: member.nickname,
    realname: member.realname,
    identity_complete: member.cpf !== null,
    kyc_status: member.kycStatus,
    restriction,
    reality_check_minutes: member.realityCheckMinutes,
    odds_format: member.oddsFormat,
    email: member.email,
    phone: member.phone,
    qq: null,
    gender: 0,
    invite_code: member.inviteCode,
    money: formatCents(moneyCents),
    fs_money: formatCents(fsCents),
    ml_money: formatCents(mlCents),
    total_money: formatCents(moneyCents + fsCents + mlCents),
    total_slot_money: formatCents(0),
    total_live_money: formatCents(0),
    score: 0,
    register_ip: member.registerIp,
    register_area: null,
    register_site: siteCode,
    status: 1,
    is_tips_on: 1,
    is_in_on: 0,
    is_trans_on: 0,
    is_demo: member.isDemo ? 1 : 0,
    lang: member.lang,
    top_id: member.inviterId,
    agent_id: member.inviterId,
    total_credit: formatCents(0),
    used_credit: formatCents(0),
    level: vip.level,
    slot_level: 0,
    live_level: 0,
    level_name: vip.name,
    created_at: member.createdAt.toISOString(),
    updated_at: member.updatedAt.toISOString(),
    deleted_at: null,
    site: siteCode,
    is_ms_reg: 0,
    has_qk_pwd: member.withdrawalPasswordHash !== null,
    d7_map: null,
    day7_id: null,
    bridge_password: null,
    bridge_password_token: null,
    avatar: member.avatar,
    unread_notifications: reads.unread,
    two_factor: reads.twoFactor,
  };
}
