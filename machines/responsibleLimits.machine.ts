import { assertEvent, assign, setup, type ActorRefFrom } from 'xstate';
import {
  limitValueInput,
  limitValueRefusal,
  limitValueRefusalText,
  type LimitKind,
  type ResponsibleStatus,
  type SetLimitResult,
} from '../contract/responsible';
import { failureMessage, fieldRefusals, notProvided, notProvidedPromise, type Text } from './shared';

/** What was saved last: a limit (in force now, or from a later time) or the reality check's interval. */
export type LimitsNotice =
  | { type: 'limit'; kind: LimitKind; effective: 'now' | 'later'; removed: boolean }
  | { type: 'realityCheck'; minutes: number };

export type ResponsibleLimitsContext = {
  status: ResponsibleStatus | null;
  /** What the player typed per limit. */
  drafts: Partial<Record<LimitKind, string>>;
  errors: Partial<Record<LimitKind, Text>>;
  /** The limit being saved. */
  saving: LimitKind | null;
  notice: LimitsNotice | null;
  formError: Text | null;
};

export type ResponsibleLimitsEvent =
  | { type: 'limit.change'; kind: LimitKind; value: string }
  | { type: 'limit.save'; kind: LimitKind }
  | { type: 'limit.remove'; kind: LimitKind }
  | { type: 'realityCheck.set'; minutes: number }
  | { type: 'limits.retry' };

export type SetLimitInput = { kind: LimitKind; value: string | null };

/**
 * The "Jogo responsável" page's limits: loads the player's limits (in force, waiting, used, when each
 * resets) and the reality-check interval, then saves one change at a time. A lower limit is in force at
 * once; a raise or a removal waits 24 hours (the server decides and says which: `effective`). A value the
 * server would refuse is refused here first, with the server's own code.
 */
export const responsibleLimitsMachine = setup({
  types: {
    context: {} as ResponsibleLimitsContext,
    events: {} as ResponsibleLimitsEvent,
  },
  actors: {
    load: notProvidedPromise<ResponsibleStatus>('load'),
    setLimit: notProvidedPromise<SetLimitResult, SetLimitInput>('setLimit'),
    setRealityCheck: notProvidedPromise<ResponsibleStatus, { minutes: number }>('setRealityCheck'),
  },
  guards: {
    draftValid: ({ context, event }) => {
      assertEvent(event, 'limit.save');
      return limitValueRefusal(event.kind, context.drafts[event.kind] ?? '') === null;
    },
    hasLimit: ({ context, event }) => {
      assertEvent(event, 'limit.remove');
      const state = context.status?.limits.find((l) => l.kind === event.kind);
      return Boolean(state && (state.value !== null || state.pending !== null));
    },
  },
  actions: {
    /** The app reloads the member (the reality check runs on their interval). */
    realityCheckChanged: notProvided('realityCheckChanged'),
    change: assign(({ context, event }) => {
      assertEvent(event, 'limit.change');
      const errors = { ...context.errors };
      delete errors[event.kind];
      return { drafts: { ...context.drafts, [event.kind]: event.value }, errors, notice: null, formError: null };
    }),
    refuseDraft: assign(({ context, event }) => {
      assertEvent(event, 'limit.save');
      const text = limitValueRefusalText(event.kind, context.drafts[event.kind] ?? '');
      if (!text) return {};
      return { errors: { ...context.errors, [event.kind]: text }, notice: null };
    }),
  },
}).createMachine({
  id: 'responsibleLimits',
  context: { status: null, drafts: {}, errors: {}, saving: null, notice: null, formError: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: assign({ status: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ formError: ({ event }) => failureMessage(event.error) }) },
      },
    },
    failed: {
      on: { 'limits.retry': { target: 'loading', actions: assign({ formError: null }) } },
    },
    ready: {
      on: {
        'limit.change': { actions: 'change' },
        'limit.save': [
          {
            guard: 'draftValid',
            target: 'savingLimit',
            actions: assign({ saving: ({ event }) => event.kind, notice: null, formError: null }),
          },
          { actions: 'refuseDraft' },
        ],
        'limit.remove': {
          guard: 'hasLimit',
          target: 'removingLimit',
          actions: assign({ saving: ({ event }) => event.kind, notice: null, formError: null }),
        },
        'realityCheck.set': { target: 'savingRealityCheck', actions: assign({ notice: null, formError: null }) },
      },
    },
    savingLimit: {
      invoke: {
        id: 'setLimit',
        src: 'setLimit',
        input: ({ context }) => {
          const kind = context.saving as LimitKind;
          return { kind, value: limitValueInput(kind, context.drafts[kind] ?? '') };
        },
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const kind = context.saving as LimitKind;
            const drafts = { ...context.drafts };
            delete drafts[kind];
            return {
              status: event.output.status,
              drafts,
              saving: null,
              notice: { type: 'limit' as const, kind, effective: event.output.effective, removed: false },
            };
          }),
        },
        onError: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const kind = context.saving as LimitKind;
            const field = fieldRefusals(event.error).value;
            return {
              saving: null,
              errors: { ...context.errors, [kind]: field ?? failureMessage(event.error) },
            };
          }),
        },
      },
    },
    removingLimit: {
      invoke: {
        id: 'removeLimit',
        src: 'setLimit',
        input: ({ context }) => ({ kind: context.saving as LimitKind, value: null }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            status: event.output.status,
            saving: null,
            notice: {
              type: 'limit' as const,
              kind: context.saving as LimitKind,
              effective: event.output.effective,
              removed: true,
            },
          })),
        },
        onError: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            saving: null,
            errors: { ...context.errors, [context.saving as LimitKind]: failureMessage(event.error) },
          })),
        },
      },
    },
    savingRealityCheck: {
      invoke: {
        id: 'setRealityCheck',
        src: 'setRealityCheck',
        input: ({ event }) => {
          assertEvent(event, 'realityCheck.set');
          return { minutes: event.minutes };
        },
        onDone: {
          target: 'ready',
          actions: [
            assign(({ event }) => ({
              status: event.output,
              notice: { type: 'realityCheck' as const, minutes: event.output.reality_check_minutes },
            })),
            'realityCheckChanged',
          ],
        },
        onError: { target: 'ready', actions: assign({ formError: ({ event }) => failureMessage(event.error) }) },
      },
    },
  },
});

export type ResponsibleLimitsActorRef = ActorRefFrom<typeof responsibleLimitsMachine>;
