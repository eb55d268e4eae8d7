import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { RgRuleSetting } from '../../../contract/boCompliance';
import { ruleNumbers, RULE_AMOUNTS, type RgRulesActorRef } from '../../../machines/operator/rgRules.machine';
import { formatMoney } from '../i18n';
import { formatCount } from '../figures';
import { DecimalInput } from '../kit/TypedInputs';
import { say } from '../refusals';
import { useFlows } from '../system';
import { FIELD_NAMES, RULE_MEANING, RULE_NAMES } from './words';
import { useFlow } from '../../flow/useFlow';

/** A rule's numbers in words: "Count 3 · Amount (R$) R$ 2.000,00 · Hours 24". */
function Numbers({ setting }: { setting: RgRuleSetting }) {
  const { _ } = useLinguiRuntime();
  return (
    <>
      {ruleNumbers(setting)
        .map(([name, value]) => {
          const label = FIELD_NAMES[name] ? _(FIELD_NAMES[name]!).replace(' (R$)', '') : name;
          return `${label} ${RULE_AMOUNTS.has(name) ? formatMoney(String(value)) : formatCount(Number(value))}`;
        })
        .join(' · ')}
    </>
  );
}

function Editor({ flow }: { flow: RgRulesActorRef }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const editing = useSelector(flow, (s) => s.context.editing)!;
  const draft = useSelector(flow, (s) => s.context.draft);
  const enabled = useSelector(flow, (s) => s.context.enabled);
  const reason = useSelector(flow, (s) => s.context.reason);
  const busy = useSelector(flow, (s) => s.matches('saving'));
  const problem = useSelector(flow, (s) => s.context.problem);
  const rule = _(RULE_NAMES[editing]);
  return (
    <form
      className="op-form rg-rule-form"
      aria-label={t`Change the rule ${rule}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: 'rules.save' });
      }}
    >
      <label className="op-check">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => flow.send({ type: 'rules.enabled', value: event.target.checked })}
        />
        <span>{t`On`}</span>
      </label>
      <div className="rg-rule-numbers">
        {Object.entries(draft).map(([name, value]) => (
          <label key={name} className="op-field">
            <span>{FIELD_NAMES[name] ? _(FIELD_NAMES[name]!) : name}</span>
            <DecimalInput
              name={name}
              places={RULE_AMOUNTS.has(name) ? 2 : 0}
              value={value}
              onChange={(typed) => flow.send({ type: 'rules.field', name, value: typed })}
            />
          </label>
        ))}
      </div>
      <label className="op-field">
        <span>{t`Reason for the change`}</span>
        <input
          name="rule-reason"
          maxLength={200}
          value={reason}
          onChange={(event) => flow.send({ type: 'rules.reason', value: event.target.value })}
        />
      </label>
      {problem && (
        <p className="op-problem" role="alert" data-testid="rg-rules-problem">
          {say(problem)}
        </p>
      )}
      <div className="op-actions">
        <button type="submit" className="op-button op-button-primary" disabled={busy}>
          <Trans>Save the rule</Trans>
        </button>
        <button type="button" className="op-button op-button-quiet" onClick={() => flow.send({ type: 'rules.cancel' })}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}

/** The rules that raise flags, each on or off with its numbers; compliance and admins change one with a reason. */
export function RgRules({ canChange }: { canChange: boolean }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const flow = useFlow(useFlows().rgRules, { input: { canChange } });
  const state = useSelector(flow, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready'));
  const rules = useSelector(flow, (s) => s.context.rules);
  const editing = useSelector(flow, (s) => s.context.editing);
  const problem = useSelector(flow, (s) => s.context.problem);
  const saved = useSelector(flow, (s) => s.context.saved);
  const savedName = saved ? _(RULE_NAMES[saved]) : '';
  return (
    <section className="op-card rg-rules" aria-labelledby="rg-rules-title" aria-busy={state === 'loading'}>
      <h2 id="rg-rules-title">{t`Rules`}</h2>
      {problem && !editing && (
        <p className="op-problem" role="alert" data-testid="rg-rules-problem">
          {say(problem)}
        </p>
      )}
      {saved && (
        <p className="op-notice" role="status" data-testid="rg-rule-saved">
          <Trans>
            Rule “{savedName}” saved: the audit trail records the change. Flags raised already stay as they are.
          </Trans>
        </p>
      )}
      {state === 'failed' && (
        <button type="button" className="op-button" onClick={() => flow.send({ type: 'rules.reload' })}>
          <Trans>Try again</Trans>
        </button>
      )}
      <ul className="rg-rule-list" data-testid="rg-rules">
        {rules.map((setting) => {
          const name = _(RULE_NAMES[setting.rule]);
          return (
            <li key={setting.rule} className="rg-rule" aria-label={name}>
              <div className="rg-rule-head">
                <strong>{name}</strong>
                <span className={setting.enabled ? 'rg-on' : 'rg-off'}>{setting.enabled ? t`On` : t`Off`}</span>
                {canChange && editing !== setting.rule && (
                  <button
                    type="button"
                    className="op-button op-button-quiet"
                    disabled={state !== 'ready'}
                    aria-label={t`Change ${name}`}
                    onClick={() => flow.send({ type: 'rules.edit', rule: setting.rule })}
                  >
                    <Trans>Change</Trans>
                  </button>
                )}
              </div>
              <p className="op-dim">{_(RULE_MEANING[setting.rule])}</p>
              {editing === setting.rule ? (
                <Editor flow={flow} />
              ) : (
                <p data-testid={`rg-rule-${setting.rule}`}>
                  <Numbers setting={setting} />
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
