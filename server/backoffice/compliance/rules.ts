import { inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { RG_RULES, RgRuleSetting, type RgRule, type RgRuleChange } from '../../../contract/boCompliance';
import { operatorSettings } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { formatCents, parseMoney } from '../../wallet/money';

/**
 * The responsible-gambling rules the operator tunes, one row each in operator_settings (`rg_rule:<rule>`),
 * kept as the API shows them. A rule never changed (or a row that no longer reads) has its default.
 */

const keyOf = (rule: RgRule) => `rg_rule:${rule}`;

/** The defaults: what a licensed operator's compliance desk would start from. */
export const DEFAULT_RULES: Record<RgRule, RgRuleSetting> = {
  deposit_velocity: { rule: 'deposit_velocity', enabled: true, count: 5, amount: '2000.00', hours: 24 },
  losses_chasing: { rule: 'losses_chasing', enabled: true, minutes: 30, loss: '500.00' },
  night_play: { rule: 'night_play', enabled: true, minutes: 180, days: 7 },
  limit_raises: { rule: 'limit_raises', enabled: true, count: 3, days: 30 },
  reversed_withdrawals: { rule: 'reversed_withdrawals', enabled: true, count: 3, days: 30 },
};

export type RuleSettings = { [R in RgRule]: Extract<RgRuleSetting, { rule: R }> };

/** Every rule as in force, in RG_RULES' order. */
export async function ruleSettings(db: Db | Tx): Promise<RuleSettings> {
  const rows = await db
    .select()
    .from(operatorSettings)
    .where(
      inArray(
        operatorSettings.key,
        RG_RULES.map((rule) => keyOf(rule)),
      ),
    );
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    RG_RULES.map((rule) => {
      const parsed = v.safeParse(RgRuleSetting, stored.get(keyOf(rule)));
      return [rule, parsed.success && parsed.output.rule === rule ? parsed.output : DEFAULT_RULES[rule]];
    }),
  ) as RuleSettings;
}

/** A change as it is kept: amounts written as Money ("2000.00"), without the reason. */
function settingOf(change: RgRuleChange): RgRuleSetting {
  const { reason: _reason, ...setting } = change;
  if (setting.rule === 'deposit_velocity') return { ...setting, amount: formatCents(parseMoney(setting.amount)) };
  if (setting.rule === 'losses_chasing') return { ...setting, loss: formatCents(parseMoney(setting.loss)) };
  return setting;
}

/** Changes one rule; answers it before and after (the audit trail's record). */
export async function setRule(tx: Db | Tx, change: RgRuleChange, now: Date) {
  const before = (await ruleSettings(tx))[change.rule];
  const after = settingOf(change);
  await tx
    .insert(operatorSettings)
    .values({ key: keyOf(change.rule), value: after, updatedAt: now })
    .onConflictDoUpdate({ target: operatorSettings.key, set: { value: after, updatedAt: now } });
  return { before, after };
}
