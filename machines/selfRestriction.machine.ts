import { assertEvent, assign, setup, type ActorRefFrom } from 'xstate';
import type { ExclusionPeriod, PausePeriod, Restriction } from '../contract/responsible';
import { failureMessage, fieldRefusals, notProvided, notProvidedPromise, type Text } from './shared';

export type RestrictionKind = Restriction['kind'];
export type RestrictionPeriod = PausePeriod | ExclusionPeriod;

export type SelfRestrictionContext = {
  kind: RestrictionKind;
  period: RestrictionPeriod | null;
  password: string;
  error: Text | null;
  restriction: Restriction | null;
};

export type SelfRestrictionEvent =
  | { type: 'restriction.choose'; period: RestrictionPeriod }
  | { type: 'restriction.next' }
  | { type: 'restriction.password'; value: string }
  | { type: 'restriction.confirm' }
  | { type: 'restriction.back' };

export type RestrictInput = { kind: RestrictionKind; period: RestrictionPeriod; password: string };

/**
 * A pause (24 hours, 7 or 30 days) or a self-exclusion (6 months, 1 year, for good), which cannot be undone:
 * the player chooses the period, then reads what it means and confirms with their password. A wrong
 * password or a running restriction comes back to the confirmation with the server's reason. Ends in
 * `done` with the restriction; the app then reloads the member (no promotions, only withdrawals).
 */
export const selfRestrictionMachine = setup({
  types: {
    input: {} as { kind: RestrictionKind },
    context: {} as SelfRestrictionContext,
    events: {} as SelfRestrictionEvent,
    output: {} as Restriction | null,
  },
  actors: {
    restrict: notProvidedPromise<Restriction, RestrictInput>('restrict'),
  },
  actions: {
    /** The app reloads the member: the restriction is in the user info from now on. */
    restricted: notProvided('restricted'),
  },
  guards: {
    hasPeriod: ({ context }) => context.period !== null,
    hasPassword: ({ context }) => context.password.length > 0,
  },
}).createMachine({
  id: 'selfRestriction',
  context: ({ input }) => ({ kind: input.kind, period: null, password: '', error: null, restriction: null }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'restriction.choose': {
          actions: assign(({ event }) => {
            assertEvent(event, 'restriction.choose');
            return { period: event.period, error: null };
          }),
        },
        'restriction.next': { guard: 'hasPeriod', target: 'confirming' },
      },
    },
    confirming: {
      on: {
        'restriction.password': {
          actions: assign(({ event }) => {
            assertEvent(event, 'restriction.password');
            return { password: event.value, error: null };
          }),
        },
        'restriction.confirm': { guard: 'hasPassword', target: 'submitting' },
        'restriction.back': { target: 'choosing', actions: assign({ password: '', error: null }) },
      },
    },
    submitting: {
      invoke: {
        id: 'restrict',
        src: 'restrict',
        input: ({ context }) => ({
          kind: context.kind,
          period: context.period as RestrictionPeriod,
          password: context.password,
        }),
        onDone: {
          target: 'done',
          actions: [assign({ restriction: ({ event }) => event.output, password: '' }), 'restricted'],
        },
        onError: {
          target: 'confirming',
          actions: assign(({ event }) => ({
            error: fieldRefusals(event.error).password ?? failureMessage(event.error),
            password: '',
          })),
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.restriction,
});

export type SelfRestrictionActorRef = ActorRefFrom<typeof selfRestrictionMachine>;
