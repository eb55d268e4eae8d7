import { assertEvent, assign, setup, type ActorRefFrom } from 'xstate';
import {
  EMPTY_IDENTITY,
  IDENTITY_FIELDS,
  identityRequest,
  validateIdentity,
  type IdentityField,
  type IdentityValues,
} from './identity';
import { failureMessage, fieldRefusals, notProvided, notProvidedPromise, type Text } from './shared';

export type CompleteIdentityContext = {
  values: IdentityValues;
  /** Today in São Paulo (YYYY-MM-DD): the day the age is counted on. */
  today: string;
  errors: Partial<Record<IdentityField, Text>>;
  formError: Text | null;
};

export type CompleteIdentityEvent =
  { type: 'identity.change'; field: IdentityField; value: string } | { type: 'identity.submit' };

export type IdentityRequest = ReturnType<typeof identityRequest>;

const isIdentityField = (field: string): field is IdentityField =>
  (IDENTITY_FIELDS as readonly string[]).includes(field);

/**
 * An account from before the identity rule gives its full name, CPF, date of birth and e-mail and accepts
 * the terms, so it may deposit and play again. Ends in `done`; the app then refreshes the session.
 */
export const completeIdentityMachine = setup({
  types: {
    input: {} as { today: string },
    context: {} as CompleteIdentityContext,
    events: {} as CompleteIdentityEvent,
  },
  actors: {
    complete: notProvidedPromise<unknown, IdentityRequest>('complete'),
  },
  actions: {
    /** The app refreshes the member (identity_complete) once the identity is stored. */
    completed: notProvided('completed'),
    change: assign(({ context, event }) => {
      assertEvent(event, 'identity.change');
      const errors = { ...context.errors };
      delete errors[event.field];
      return { values: { ...context.values, [event.field]: event.value }, errors, formError: null };
    }),
    showValidationErrors: assign(({ context }) => ({ errors: validateIdentity(context.values, context.today) })),
    showFailure: assign((_, params: { error: unknown }) => {
      const errors: Partial<Record<IdentityField, Text>> = {};
      for (const [field, text] of Object.entries(fieldRefusals(params.error))) {
        if (isIdentityField(field)) errors[field] = text;
      }
      return { errors, formError: failureMessage(params.error) };
    }),
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateIdentity(context.values, context.today)).length === 0,
  },
}).createMachine({
  id: 'completeIdentity',
  context: ({ input }) => ({ values: EMPTY_IDENTITY, today: input.today, errors: {}, formError: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'identity.change': { actions: 'change' },
        'identity.submit': [
          { guard: 'isValid', target: 'submitting', actions: assign({ errors: {}, formError: null }) },
          { actions: 'showValidationErrors' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'complete',
        src: 'complete',
        input: ({ context }) => identityRequest(context.values),
        onDone: { target: 'done', actions: 'completed' },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { type: 'final' },
  },
});

export type CompleteIdentityActorRef = ActorRefFrom<typeof completeIdentityMachine>;
