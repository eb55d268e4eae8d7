import { and, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RgRule, RgRuleChange, RgRuleSetting } from '../../contract/boCompliance';
import { notProvidedPromise } from '../shared';
import { ownProblem, problemOf, type Problem } from './problem';

/** The numbers of a rule (its fields besides `rule` and `enabled`); amounts are sent as "2000.00". */
export const RULE_AMOUNTS = new Set(['amount', 'loss']);
export const ruleNumbers = (setting: RgRuleSetting) =>
  Object.entries(setting).filter(([name]) => name !== 'rule' && name !== 'enabled') as Array<[string, string | number]>;

export type RgRulesContext = {
  /** Whether the person may change the rules (admin, compliance). */
  canChange: boolean;
  rules: RgRuleSetting[];
  /** The rule being changed, its numbers as typed and whether it is on. */
  editing: RgRule | null;
  draft: Record<string, string>;
  enabled: boolean;
  reason: string;
  problem: Problem | null;
  /** The rule the last change saved. */
  saved: RgRule | null;
};

export type RgRulesEvent =
  | { type: 'rules.reload' }
  | { type: 'rules.edit'; rule: RgRule }
  | { type: 'rules.cancel' }
  | { type: 'rules.field'; name: string; value: string }
  | { type: 'rules.enabled'; value: boolean }
  | { type: 'rules.reason'; value: string }
  | { type: 'rules.save' };

/** "2.000,50" or "2000.5" as typed, in the API's form ("2000.50"); anything else as typed (the server refuses it). */
function amountOf(typed: string): string {
  const text = typed.trim().replace(/\s/g, '');
  const plain = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain).toFixed(2) : text;
}

/** The change the draft asks for: the rule's fields with their typed numbers, and the reason. */
export function changeOf(context: RgRulesContext): RgRuleChange {
  const fields = Object.fromEntries(
    Object.entries(context.draft).map(([name, typed]) => [
      name,
      RULE_AMOUNTS.has(name) ? amountOf(typed) : /^\d+$/.test(typed.trim()) ? Number(typed.trim()) : typed,
    ]),
  );
  return { rule: context.editing, enabled: context.enabled, ...fields, reason: context.reason.trim() } as RgRuleChange;
}

/**
 * The responsible-gambling rules: each on or off with its numbers, read by compliance and admins, who
 * change one at a time with a reason the audit trail keeps (flags raised already stay as they are).
 */
export const rgRulesMachine = setup({
  types: {
    input: {} as { canChange: boolean },
    context: {} as RgRulesContext,
    events: {} as RgRulesEvent,
  },
  actors: {
    load: notProvidedPromise<{ rules: RgRuleSetting[] }>('load'),
    save: notProvidedPromise<RgRuleSetting, RgRuleChange>('save'),
  },
  actions: {
    showProblem: assign((_, params: { error: unknown }) => ({ problem: problemOf(params.error) })),
  },
  guards: {
    canChange: ({ context }) => context.canChange,
    editing: ({ context }) => context.editing !== null,
    reasonGiven: ({ context }) => context.reason.trim().length >= 3,
  },
}).createMachine({
  id: 'rgRules',
  context: ({ input }) => ({
    canChange: input.canChange,
    rules: [],
    editing: null,
    draft: {},
    enabled: false,
    reason: '',
    problem: null,
    saved: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ rules: event.output.rules })) },
        onError: {
          target: 'failed',
          actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: { on: { 'rules.reload': { target: 'loading', actions: assign({ problem: null }) } } },
    ready: {
      on: {
        'rules.edit': {
          guard: 'canChange',
          actions: assign(({ context, event }) => {
            const setting = context.rules.find((rule) => rule.rule === event.rule);
            if (!setting) return {};
            return {
              editing: event.rule,
              draft: Object.fromEntries(ruleNumbers(setting).map(([name, value]) => [name, String(value)])),
              enabled: setting.enabled,
              reason: '',
              problem: null,
              saved: null,
            };
          }),
        },
        'rules.cancel': { actions: assign({ editing: null, draft: {}, reason: '', problem: null }) },
        'rules.field': {
          guard: 'editing',
          actions: assign(({ context, event }) => ({
            draft: { ...context.draft, [event.name]: event.value },
            problem: null,
          })),
        },
        'rules.enabled': {
          guard: 'editing',
          actions: assign(({ event }) => ({ enabled: event.value, problem: null })),
        },
        'rules.reason': { guard: 'editing', actions: assign(({ event }) => ({ reason: event.value, problem: null })) },
        'rules.save': [
          { guard: and(['editing', 'reasonGiven']), target: 'saving' },
          { guard: 'editing', actions: assign({ problem: ownProblem('audit.reason_required') }) },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => changeOf(context),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            rules: context.rules.map((rule) => (rule.rule === event.output.rule ? event.output : rule)),
            saved: event.output.rule,
            editing: null,
            draft: {},
            reason: '',
            problem: null,
          })),
        },
        onError: {
          target: 'ready',
          actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

export type RgRulesActorRef = ActorRefFrom<typeof rgRulesMachine>;
export type RgRulesSnapshot = SnapshotFrom<typeof rgRulesMachine>;
