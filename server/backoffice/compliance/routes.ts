import { ComplianceEndpoints } from '../../../contract/boCompliance';
import type { Tx } from '../../db/types';
import { refusal } from '../../http/envelope';
import { implement, type Route } from '../../http/registry';
import { evaluateActive, evaluateMember } from './evaluate';
import { closeFlag, contactOnFlag, coolingOffOnFlag, flagQueue, flagsOut, memberExists, memberStory } from './flags';
import { ruleSettings, setRule } from './rules';

/**
 * The responsible-gambling queue's endpoints (contract/boCompliance.ts). Each change runs in the registry's
 * transaction with its line in the audit trail, about the player (`member:<id>`) or the rule.
 */
export const complianceRoutes: Route[] = [
  implement(ComplianceEndpoints.rules, async ({ deps }) => ({
    data: { rules: Object.values(await ruleSettings(deps.db)) },
  })),
  implement(ComplianceEndpoints.setRule, async ({ deps, now, body, audit }) => {
    const { before, after } = await setRule(deps.db, body, now);
    Object.assign(audit, { subject: `setting:rg_rule:${body.rule}`, before, after });
    return { data: after };
  }),
  implement(ComplianceEndpoints.evaluate, async ({ deps, now, body, audit }) => {
    let result;
    if (body.member_id !== undefined) {
      if (!(await memberExists(deps.db, body.member_id))) throw refusal('member.not_found');
      result = { evaluated: 1, raised: await evaluateMember(deps.db, body.member_id, now) };
    } else {
      result = await evaluateActive(deps.db, now);
    }
    Object.assign(audit, {
      subject: body.member_id !== undefined ? `member:${body.member_id}` : 'compliance:players',
      before: null,
      after: {
        evaluated: result.evaluated,
        raised: result.raised.map((f) => ({ id: f.id, member_id: f.memberId, rule: f.rule })),
      },
      reason: null,
    });
    return { data: { evaluated: result.evaluated, raised: await flagsOut(deps.db, result.raised) } };
  }),
  implement(ComplianceEndpoints.flags, async ({ deps, query }) => ({ data: await flagQueue(deps.db, query) })),
  implement(ComplianceEndpoints.contact, async ({ deps, now, body, staff, audit }) => {
    const { flag, out } = await contactOnFlag(deps.db, staff, body, now);
    Object.assign(audit, {
      subject: `member:${flag.memberId}`,
      before: { flag: flag.id, rule: flag.rule, state: flag.state },
      after: { flag: flag.id, rule: flag.rule, state: out.state, contact: { channel: body.channel, note: body.note } },
      reason: body.note,
    });
    return { data: out };
  }),
  implement(ComplianceEndpoints.coolingOff, async ({ deps, now, body, staff, audit }) => {
    // The registry's transaction: the pause, the action and the audit line commit together.
    const { flag, before, placed, out } = await coolingOffOnFlag(deps.db as unknown as Tx, staff, body, now);
    Object.assign(audit, {
      subject: `member:${flag.memberId}`,
      before: { flag: flag.id, rule: flag.rule, restriction: before },
      after: {
        flag: flag.id,
        rule: flag.rule,
        restriction: { kind: placed.kind, period: placed.period, until: placed.until },
      },
    });
    return { data: out };
  }),
  implement(ComplianceEndpoints.close, async ({ deps, now, body, staff, audit }) => {
    const { flag, out } = await closeFlag(deps.db, staff, body, now);
    Object.assign(audit, {
      subject: `member:${flag.memberId}`,
      before: { flag: flag.id, rule: flag.rule, state: flag.state },
      after: { flag: flag.id, rule: flag.rule, state: out.state, outcome: out.outcome },
    });
    return { data: out };
  }),
  implement(ComplianceEndpoints.member, async ({ deps, now, query }) => ({
    data: await memberStory(deps.db, query, now),
  })),
];
