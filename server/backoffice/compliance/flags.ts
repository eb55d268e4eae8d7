import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { RgAction, RgFlag, RgRule, RG_CHANNELS, RG_OUTCOMES } from '../../../contract/boCompliance';
import type { PausePeriod } from '../../../contract/responsible';
import { members, memberExclusions, rgFlagActions, rgFlags, sites, type RgFlagRow } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { refusal } from '../../http/envelope';
import { activeRestriction } from '../../responsible/guard';
import { placeRestriction } from '../../responsible/exclusions';
import type { StaffActor } from '../staff';

/**
 * The responsible-gambling queue: flags with their player, evidence and what staff did; the actions on a
 * flag (a contact, a cooling-off, the close), each under the flag's lock so two staff members acting at
 * once are applied one after the other; and a player's story for their page.
 */

type Channel = (typeof RG_CHANNELS)[number];
type Outcome = (typeof RG_OUTCOMES)[number];

/** The flags as the API answers them: with the player (name, phone, site) and the actions, oldest first. */
export async function flagsOut(db: Db | Tx, rows: RgFlagRow[]): Promise<RgFlag[]> {
  if (rows.length === 0) return [];
  const memberIds = [...new Set(rows.map((row) => row.memberId))];
  const [people, actions] = await Promise.all([
    db
      .select({
        id: members.id,
        realname: members.realname,
        nickname: members.nickname,
        phone: members.phone,
        site: sites.code,
      })
      .from(members)
      .innerJoin(sites, eq(sites.id, members.siteId))
      .where(inArray(members.id, memberIds)),
    db
      .select({ action: rgFlagActions, until: memberExclusions.endsAt, period: memberExclusions.period })
      .from(rgFlagActions)
      .leftJoin(memberExclusions, eq(memberExclusions.id, rgFlagActions.exclusionId))
      .where(
        inArray(
          rgFlagActions.flagId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(rgFlagActions.at), asc(rgFlagActions.id)),
  ]);
  const person = new Map(people.map((p) => [p.id, p]));
  const actionsOf = new Map<number, RgAction[]>();
  for (const { action, until, period } of actions) {
    const list = actionsOf.get(action.flagId) ?? [];
    list.push({
      id: action.id,
      flag_id: action.flagId,
      kind: action.kind,
      at: action.at.toISOString(),
      actor: action.staffLabel,
      actor_id: action.staffId,
      channel: (action.channel as Channel | null) ?? null,
      note: action.note,
      period: action.kind === 'cooling_off' ? ((period as PausePeriod | null) ?? null) : null,
      until: action.kind === 'cooling_off' ? (until?.toISOString() ?? null) : null,
      outcome: (action.outcome as Outcome | null) ?? null,
    });
    actionsOf.set(action.flagId, list);
  }
  return rows.map((row) => {
    const p = person.get(row.memberId);
    return {
      id: row.id,
      rule: row.rule,
      state: row.state,
      raised_at: row.raisedAt.toISOString(),
      member_id: row.memberId,
      name: p?.realname ?? p?.nickname ?? '',
      phone: p?.phone ?? '',
      site: p?.site ?? '',
      settings: row.settings,
      observed: row.observed,
      evidence: row.evidence,
      closed_at: row.closedAt?.toISOString() ?? null,
      outcome: (row.outcome as Outcome | null) ?? null,
      actions: actionsOf.get(row.id) ?? [],
    };
  });
}

/** The queue: the filter's flags oldest first, their count, and how many are open in all. */
export async function flagQueue(
  db: Db,
  query: {
    rule?: RgRule | undefined;
    state: 'open' | 'closed' | 'all';
    member_id?: number | undefined;
    page: number;
    per_page: number;
  },
) {
  const conditions: SQL[] = [];
  if (query.rule) conditions.push(eq(rgFlags.rule, query.rule));
  if (query.state !== 'all') conditions.push(eq(rgFlags.state, query.state));
  if (query.member_id) conditions.push(eq(rgFlags.memberId, query.member_id));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total], [open]] = await Promise.all([
    db
      .select()
      .from(rgFlags)
      .where(where)
      .orderBy(asc(rgFlags.raisedAt), asc(rgFlags.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(rgFlags).where(where),
    db.select({ n: count() }).from(rgFlags).where(eq(rgFlags.state, 'open')),
  ]);
  return { list: await flagsOut(db, rows), total: total?.n ?? 0, open: open?.n ?? 0 };
}

/** The flag, locked for the action; refused when there is none or it is closed. */
async function openFlag(tx: Db | Tx, id: number): Promise<RgFlagRow> {
  const [flag] = await tx.select().from(rgFlags).where(eq(rgFlags.id, id)).for('update');
  if (!flag) throw refusal('compliance.flag_not_found');
  if (flag.state !== 'open') throw refusal('compliance.flag_closed');
  return flag;
}

async function flagOut(tx: Db | Tx, id: number): Promise<RgFlag> {
  const [row] = await tx.select().from(rgFlags).where(eq(rgFlags.id, id));
  return (await flagsOut(tx, [row!]))[0]!;
}

const actor = (staff: StaffActor) => ({ staffId: staff.id, staffLabel: staff.label });

/** Records a contact with the player; the flag stays open. */
export async function contactOnFlag(
  tx: Db | Tx,
  staff: StaffActor,
  body: { id: number; channel: Channel; note: string },
  now: Date,
) {
  const flag = await openFlag(tx, body.id);
  await tx.insert(rgFlagActions).values({
    flagId: flag.id,
    memberId: flag.memberId,
    kind: 'contact',
    ...actor(staff),
    at: now,
    channel: body.channel,
    note: body.note,
  });
  return { flag, out: await flagOut(tx, flag.id) };
}

/**
 * Sets a cooling-off for the flag's player: a pause through member_exclusions, as the player's own (the
 * player sees it as a pause; it cannot be lifted; deposits waiting are cancelled). Refused while the player
 * is paused or self-excluded already. The flag stays open.
 */
export async function coolingOffOnFlag(
  tx: Tx,
  staff: StaffActor,
  body: { id: number; period: PausePeriod; reason: string },
  now: Date,
) {
  const flag = await openFlag(tx, body.id);
  const before = await activeRestriction(tx, flag.memberId, now);
  const placed = await placeRestriction(tx, flag.memberId, 'pause', body.period, now);
  await tx.insert(rgFlagActions).values({
    flagId: flag.id,
    memberId: flag.memberId,
    kind: 'cooling_off',
    ...actor(staff),
    at: now,
    note: body.reason,
    exclusionId: placed.id,
  });
  return { flag, before, placed, out: await flagOut(tx, flag.id) };
}

/** Closes the flag with its outcome. */
export async function closeFlag(
  tx: Db | Tx,
  staff: StaffActor,
  body: { id: number; outcome: Outcome; reason: string },
  now: Date,
) {
  const flag = await openFlag(tx, body.id);
  await tx
    .update(rgFlags)
    .set({ state: 'closed', closedAt: now, outcome: body.outcome })
    .where(eq(rgFlags.id, flag.id));
  await tx.insert(rgFlagActions).values({
    flagId: flag.id,
    memberId: flag.memberId,
    kind: 'close',
    ...actor(staff),
    at: now,
    note: body.reason,
    outcome: body.outcome,
  });
  return { flag, out: await flagOut(tx, flag.id) };
}

/** A player's flags (newest first, any state) with what was done, and the pause or exclusion running now. */
export async function memberStory(db: Db, query: { member_id: number; page: number; per_page: number }, now: Date) {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.id, query.member_id));
  if (!member) throw refusal('member.not_found');
  const mine = eq(rgFlags.memberId, member.id);
  const [rows, [total], [open], restriction] = await Promise.all([
    db
      .select()
      .from(rgFlags)
      .where(mine)
      .orderBy(desc(rgFlags.raisedAt), desc(rgFlags.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(rgFlags).where(mine),
    db
      .select({ n: count() })
      .from(rgFlags)
      .where(and(mine, eq(rgFlags.state, 'open'))),
    activeRestriction(db, member.id, now),
  ]);
  return {
    member_id: member.id,
    restriction,
    open: open?.n ?? 0,
    list: await flagsOut(db, rows),
    total: total?.n ?? 0,
  };
}

/** Whether the member exists (evaluate now for one player). */
export async function memberExists(db: Db | Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.id, id));
  return Boolean(row);
}
