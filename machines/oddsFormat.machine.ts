import { assign, setup, type ActorRefFrom } from 'xstate';
import type { OddsFormat } from '../contract/sportsPrefs';
import { failureMessage, notProvided, notProvidedPromise, type Text } from './shared';

export type OddsFormatInput = { format: OddsFormat };

export type OddsFormatContext = {
  /** The format on the member's record. */
  format: OddsFormat;
  /** The format being saved. */
  saving: OddsFormat | null;
  error: Text | null;
};

/**
 * The profile's odds format: the member picks decimal, fractional or American; it is saved on their record
 * and the member's record is read again, so every screen that shows odds follows.
 */
export const oddsFormatMachine = setup({
  types: {
    input: {} as OddsFormatInput,
    context: {} as OddsFormatContext,
    events: {} as { type: 'odds.choose'; format: OddsFormat },
  },
  actors: {
    save: notProvidedPromise<unknown, { format: OddsFormat }>('save'),
  },
  actions: {
    /** The member's record (every screen's odds) is read again. */
    formatChanged: notProvided('formatChanged'),
  },
  guards: {
    isAnother: ({ context }, params: { format: OddsFormat }) => params.format !== context.format,
  },
}).createMachine({
  id: 'oddsFormat',
  context: ({ input }) => ({ format: input.format, saving: null, error: null }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'odds.choose': {
          guard: { type: 'isAnother', params: ({ event }) => ({ format: event.format }) },
          target: 'saving',
          actions: assign({ saving: ({ event }) => event.format, error: null }),
        },
      },
    },
    /** Choices wait until the one being saved is done. */
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ format: context.saving ?? context.format }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ format: ({ context }) => context.saving ?? context.format, saving: null }),
            'formatChanged',
          ],
        },
        onError: {
          target: 'ready',
          actions: assign({ saving: null, error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
  },
});

export type OddsFormatActorRef = ActorRefFrom<typeof oddsFormatMachine>;
