import { eq } from 'drizzle-orm';
import type { UserInfo } from '../../contract';
import { sites, wallets, type Member } from '../db/schema';
import type { Db } from '../db/types';
import { formatCents } from '../wallet/money';
import { unreadNotifications } from '../information/center';
import { vipLevel } from '../promotions/standing';
import { activeRestriction } from '../responsible/guard';

/** The member's record as the app knows it (every UserInfo field). */
export async function userInfo(db: Db, member: Member, now: Date): Promise<UserInfo> {
  const [wallet] = await db
    .select({ balanceCents: wallets.balanceCents })
    .from(wallets)
    .where(eq(wallets.memberId, member.id));
  const [site] = await db.select({ code: sites.code }).from(sites).where(eq(sites.id, member.siteId));
  const moneyCents = wallet?.balanceCents ?? 0;
  const vip = await vipLevel(db, member.id);
  // Bonus (fs) and rebate (ml) balances arrive with the promotions engine.
  const fsCents = 0;
  const mlCents = 0;
  const siteCode = site?.code ?? '';
  return {
    id: member.id,
    name: member.phone,
    nickname: member.nickname,
    realname: member.realname,
    identity_complete: member.cpf !== null,
    restriction: await activeRestriction(db, member.id, now),
    reality_check_minutes: member.realityCheckMinutes,
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
    unread_notifications: await unreadNotifications(db, member.id),
  };
}
