import { and, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RG_CHANNELS, RG_OUTCOMES, RgFlag, RgRule } from '../../contract/boCompliance';
import type { PausePeriod } from '../../contract/responsible';
import { notProvidedPromise } from '../shared';
import { ownProblem, problemOf, type Problem } from './problem';

export type RgChannel = (typeof RG_CHANNELS)[number];
export type RgOutcome = (typeof RG_OUTCOMES)[number];
export type RgStateFilter = 'open' | 'closed' | 'all';
export type RgRuleFilter = RgRule | 'all';

export type RgQueuePage = { list: RgFlag[]; total: number; open: number };
export type RgQueueRequest = { rule: RgRuleFilter; state: RgStateFilter; page: number };
export type RgActionRequest =
  | { action: 'contact'; id: number; channel: RgChannel; note: string }
  | { action: 'cooling_off'; id: number; period: PausePeriod; reason: string }
  | { action: 'close'; id: number; outcome: RgOutcome; reason: string };

/** What the last call did, for the screen to say. */
export type RgDone =
  | { action: 'contact' | 'cooling_off' | 'close'; id: number; until: string | null }
  | { action: 'evaluate'; evaluated: number; raised: number };

export type RgQueueContext = {
  rule: RgRuleFilter;
  state: RgStateFilter;
  page: number;
  list: RgFlag[];
  total: number;
  /** Every open flag, whatever the filter. */
  openCount: number;
  /** The flag whose evidence and actions are open. */
  open: number | null;
  channel: RgChannel | '';
  note: string;
  period: PausePeriod | '';
  coolingReason: string;
  outcome: RgOutcome | '';
  closeReason: string;
  problem: Problem | null;
  done: RgDone | null;
};

export type RgQueueEvent =
  | { type: 'queue.rule'; rule: RgRuleFilter }
  | { type: 'queue.state'; state: RgStateFilter }
  | { type: 'queue.page'; page: number }
  | { type: 'queue.refresh' }
  | { type: 'queue.evaluate' }
  | { type: 'queue.open'; id: number }
  | { type: 'queue.close' }
  | { type: 'flag.channel'; value: RgChannel | '' }
  | { type: 'flag.note'; value: string }
  | { type: 'flag.period'; value: PausePeriod | '' }
  | { type: 'flag.coolingReason'; value: string }
  | { type: 'flag.outcome'; value: RgOutcome | '' }
  | { type: 'flag.closeReason'; value: string }
  | { type: 'flag.contact' }
  | { type: 'flag.coolOff' }
  | { type: 'flag.resolve' };

const openFlag = (context: RgQueueContext) => context.list.find((flag) => flag.id === context.open);
const given = (text: string) => text.trim().length >= 3;
const FORM = { channel: '', note: '', period: '', coolingReason: '', outcome: '', closeReason: '' } as const;

/**
 * The responsible-gambling queue (compliance): flags oldest first, by rule and state, a page at a time; one
 * opened shows its evidence and what was done, and takes a contact (the channel and what was said), a
 * cooling-off (1, 7 or 30 days, with a reason) or its close (the outcome, with a reason). "Evaluate now" runs
 * the rules over every player with recent activity. After each answer, refused or not, the queue is read
 * again, so it shows what the server holds now.
 */
export const rgQueueMachine = setup({
  types: {
    context: {} as RgQueueContext,
    events: {} as RgQueueEvent,
  },
  actors: {
    loadQueue: notProvidedPromise<RgQueuePage, RgQueueRequest>('loadQueue'),
    act: notProvidedPromise<RgFlag, RgActionRequest>('act'),
    evaluate: notProvidedPromise<{ evaluated: number; raised: RgFlag[] }>('evaluate'),
  },
  actions: {
    showProblem: assign((_, params: { error: unknown }) => ({ problem: problemOf(params.error) })),
    /** A rule, a state or a page chosen: the list from its first page (or that page), no flag open. */
    choose: assign(({ context, event }) => {
      const cleared = { open: null, problem: null, done: null };
      if (event.type === 'queue.rule') return { ...cleared, rule: event.rule, page: 1 };
      if (event.type === 'queue.state') return { ...cleared, state: event.state, page: 1 };
      if (event.type === 'queue.page') return { ...cleared, page: Math.max(1, event.page) };
      return { page: context.page };
    }),
  },
  guards: {
    flagOpen: ({ context }) => openFlag(context)?.state === 'open',
    contactFilled: ({ context }) => context.channel !== '' && given(context.note),
    coolingFilled: ({ context }) => context.period !== '' && given(context.coolingReason),
    closeFilled: ({ context }) => context.outcome !== '' && given(context.closeReason),
  },
}).createMachine({
  id: 'rgQueue',
  context: {
    rule: 'all',
    state: 'open',
    page: 1,
    list: [],
    total: 0,
    openCount: 0,
    open: null,
    ...FORM,
    problem: null,
    done: null,
  },
  initial: 'loading',
  states: {
    loading: {
      // A filter or a page chosen while the list loads is read at once, not lost.
      on: {
        'queue.rule': { target: 'loading', reenter: true, actions: 'choose' },
        'queue.state': { target: 'loading', reenter: true, actions: 'choose' },
        'queue.page': { target: 'loading', reenter: true, actions: 'choose' },
      },
      invoke: {
        id: 'loadQueue',
        src: 'loadQueue',
        input: ({ context }) => ({ rule: context.rule, state: context.state, page: context.page }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            list: event.output.list,
            total: event.output.total,
            openCount: event.output.open,
            // A flag that left the list (closed, with only the open ones shown) closes.
            open: event.output.list.some((flag) => flag.id === context.open) ? context.open : null,
          })),
        },
        onError: {
          target: 'failed',
          actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'queue.refresh': { target: 'loading', actions: assign({ problem: null }) } },
    },
    ready: {
      on: {
        'queue.refresh': { target: 'loading', actions: assign({ problem: null, done: null }) },
        'queue.evaluate': { target: 'evaluating', actions: assign({ problem: null, done: null }) },
        'queue.rule': { target: 'loading', actions: 'choose' },
        'queue.state': { target: 'loading', actions: 'choose' },
        'queue.page': { target: 'loading', actions: 'choose' },
        'queue.open': { actions: assign(({ event }) => ({ open: event.id, ...FORM, problem: null, done: null })) },
        'queue.close': { actions: assign({ open: null, ...FORM, problem: null }) },
        'flag.channel': { actions: assign(({ event }) => ({ channel: event.value, problem: null })) },
        'flag.note': { actions: assign(({ event }) => ({ note: event.value, problem: null })) },
        'flag.period': { actions: assign(({ event }) => ({ period: event.value, problem: null })) },
        'flag.coolingReason': { actions: assign(({ event }) => ({ coolingReason: event.value, problem: null })) },
        'flag.outcome': { actions: assign(({ event }) => ({ outcome: event.value, problem: null })) },
        'flag.closeReason': { actions: assign(({ event }) => ({ closeReason: event.value, problem: null })) },
        'flag.contact': [
          { guard: and(['flagOpen', 'contactFilled']), target: 'acting' },
          { guard: 'flagOpen', actions: assign({ problem: ownProblem('compliance.contact_incomplete') }) },
        ],
        'flag.coolOff': [
          { guard: and(['flagOpen', 'coolingFilled']), target: 'acting' },
          { guard: 'flagOpen', actions: assign({ problem: ownProblem('compliance.cooling_off_incomplete') }) },
        ],
        'flag.resolve': [
          { guard: and(['flagOpen', 'closeFilled']), target: 'acting' },
          { guard: 'flagOpen', actions: assign({ problem: ownProblem('compliance.close_incomplete') }) },
        ],
      },
    },
    acting: {
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context, event }): RgActionRequest => {
          const id = context.open ?? 0;
          if (event.type === 'flag.contact')
            return { action: 'contact', id, channel: context.channel as RgChannel, note: context.note.trim() };
          if (event.type === 'flag.coolOff')
            return {
              action: 'cooling_off',
              id,
              period: context.period as PausePeriod,
              reason: context.coolingReason.trim(),
            };
          return { action: 'close', id, outcome: context.outcome as RgOutcome, reason: context.closeReason.trim() };
        },
        onDone: {
          target: 'loading',
          actions: assign(({ event }) => {
            const last = event.output.actions.at(-1);
            return {
              done: {
                action: last?.kind ?? 'contact',
                id: event.output.id,
                until: last?.until ?? null,
              } satisfies RgDone,
              ...FORM,
              problem: null,
            };
          }),
        },
        onError: {
          target: 'loading',
          actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    evaluating: {
      invoke: {
        id: 'evaluate',
        src: 'evaluate',
        onDone: {
          target: 'loading',
          actions: assign(({ event }) => ({
            done: {
              action: 'evaluate',
              evaluated: event.output.evaluated,
              raised: event.output.raised.length,
            } satisfies RgDone,
          })),
        },
        onError: {
          target: 'loading',
          actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

export type RgQueueActorRef = ActorRefFrom<typeof rgQueueMachine>;
export type RgQueueSnapshot = SnapshotFrom<typeof rgQueueMachine>;
