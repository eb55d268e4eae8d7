import { msg } from '@lingui/core/macro';
import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  limitValueInput,
  limitValueRefusal,
  limitValueRefusalText,
  type LimitKind,
  type LimitsOfferAnswer,
  type ResponsibleStatus,
} from '../contract/responsible';
import { failureMessage, fieldRefusals, notProvided, notProvidedPromise, type Text } from './shared';

/** The limits the offer asks for: a daily deposit, a daily loss and the play time per day. */
export const OFFERED_LIMITS = ['deposit_day', 'loss_day', 'session_minutes'] as const satisfies readonly LimitKind[];
export type OfferedLimit = (typeof OFFERED_LIMITS)[number];

/** Nothing typed: "Save" with every field empty asks for one limit (or "Not now"). */
export const OFFER_EMPTY = msg`Enter at least one limit, or choose Not now`;

export type LimitsOfferContext = {
  /** What the player typed per limit. */
  drafts: Partial<Record<OfferedLimit, string>>;
  errors: Partial<Record<OfferedLimit, Text>>;
  formError: Text | null;
};

export type LimitsOfferEvent =
  | { type: 'offer.accept' }
  | { type: 'offer.skip' }
  | { type: 'offer.change'; kind: OfferedLimit; value: string }
  | { type: 'offer.save' }
  | { type: 'offer.close' };

/** The limits to save, each with the value the API takes. */
export type OfferedValues = Array<{ kind: OfferedLimit; value: string }>;

const typed = (context: LimitsOfferContext): OfferedValues =>
  OFFERED_LIMITS.filter((kind) => (context.drafts[kind] ?? '').trim() !== '').map((kind) => ({
    kind,
    value: limitValueInput(kind, context.drafts[kind] ?? ''),
  }));

/**
 * The offer to set limits after sign-up and before the first deposit, skippable: the server says whether
 * it stands (no deposit yet, no limit, not answered); the player sets a daily deposit, loss or play-time
 * limit (the same rules as the responsible page: a first limit is in force at once) or chooses "Not now".
 * Either answer is kept on the server, so the offer is not made again on any device.
 */
export const limitsOfferMachine = setup({
  types: {
    context: {} as LimitsOfferContext,
    events: {} as LimitsOfferEvent,
  },
  actors: {
    status: notProvidedPromise<ResponsibleStatus>('status'),
    /** Sets each limit (in order), then answers the offer "saved". */
    saveLimits: notProvidedPromise<void, OfferedValues>('saveLimits'),
    answer: notProvidedPromise<void, { answer: LimitsOfferAnswer }>('answer'),
  },
  actions: {
    /** The app reloads what depends on the limits. */
    limitsSaved: notProvided('limitsSaved'),
    change: assign(({ context, event }) => {
      assertEvent(event, 'offer.change');
      const errors = { ...context.errors };
      delete errors[event.kind];
      return { drafts: { ...context.drafts, [event.kind]: event.value }, errors, formError: null };
    }),
    refuseDrafts: assign(({ context }) => {
      const errors: Partial<Record<OfferedLimit, Text>> = {};
      for (const { kind } of typed(context)) {
        const text = limitValueRefusalText(kind, context.drafts[kind] ?? '');
        if (text) errors[kind] = text;
      }
      return { errors, formError: Object.keys(errors).length === 0 ? OFFER_EMPTY : null };
    }),
  },
  guards: {
    offered: (_, params: { status: ResponsibleStatus }) => params.status.limits_offer,
    draftsValid: ({ context }) => {
      const values = typed(context);
      return (
        values.length > 0 && values.every(({ kind }) => limitValueRefusal(kind, context.drafts[kind] ?? '') === null)
      );
    },
  },
}).createMachine({
  id: 'limitsOffer',
  context: { drafts: {}, errors: {}, formError: null },
  initial: 'checking',
  states: {
    /** Asks the server whether the offer stands; on any failure it is not made (never in the way). */
    checking: {
      invoke: {
        id: 'status',
        src: 'status',
        onDone: [
          { guard: { type: 'offered', params: ({ event }) => ({ status: event.output }) }, target: 'offer' },
          { target: 'closed' },
        ],
        onError: { target: 'closed' },
      },
    },
    /** "Set limits" or "Not now". */
    offer: {
      on: { 'offer.accept': { target: 'setting' }, 'offer.skip': { target: 'skipping' } },
    },
    setting: {
      on: {
        'offer.change': { actions: 'change' },
        'offer.save': [{ guard: 'draftsValid', target: 'saving' }, { actions: 'refuseDrafts' }],
        'offer.skip': { target: 'skipping' },
      },
    },
    saving: {
      entry: assign({ formError: null }),
      invoke: {
        id: 'saveLimits',
        src: 'saveLimits',
        input: ({ context }) => typed(context),
        onDone: { target: 'saved', actions: 'limitsSaved' },
        onError: {
          target: 'setting',
          actions: assign(({ event }) => ({
            formError: fieldRefusals(event.error).value ?? failureMessage(event.error),
          })),
        },
      },
    },
    /** The limits are in force: a word saying so, then closed. */
    saved: {
      on: { 'offer.close': { target: 'closed' } },
    },
    /** "Not now" is kept on the server; if that fails the offer still closes (it may come once more). */
    skipping: {
      invoke: {
        id: 'answer',
        src: 'answer',
        input: { answer: 'skipped' as const },
        onDone: { target: 'closed' },
        onError: { target: 'closed' },
      },
    },
    closed: { type: 'final' },
  },
});

export type LimitsOfferActorRef = ActorRefFrom<typeof limitsOfferMachine>;
export type LimitsOfferSnapshot = SnapshotFrom<typeof limitsOfferMachine>;
