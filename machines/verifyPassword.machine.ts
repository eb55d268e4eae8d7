import { assign, setup, type ActorRefFrom } from 'xstate';
import { failureMessage, notProvidedPromise, type Text } from './shared';
import { msg } from '@lingui/core/macro';

export const ENTER_PASSWORD = msg`Please enter your password`;

/**
 * The security center's gate: the login password confirmed opens its changes for a while. Ends in
 * `verified` (the screen goes on to the change the person came for).
 */
export const verifyPasswordMachine = setup({
  types: {
    context: {} as { password: string; error: Text | null },
    events: {} as { type: 'verify.change'; value: string } | { type: 'verify.submit' },
  },
  actors: {
    verify: notProvidedPromise<unknown, { password: string }>('verify'),
  },
  guards: {
    entered: ({ context }) => context.password.length > 0,
  },
}).createMachine({
  id: 'verifyPassword',
  context: { password: '', error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'verify.change': { actions: assign({ password: ({ event }) => event.value, error: null }) },
        'verify.submit': [{ guard: 'entered', target: 'verifying' }, { actions: assign({ error: ENTER_PASSWORD }) }],
      },
    },
    verifying: {
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context }) => ({ password: context.password }),
        onDone: { target: 'verified', actions: assign({ password: '' }) },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => failureMessage(event.error), password: '' }),
        },
      },
    },
    verified: { type: 'final' },
  },
});

export type VerifyPasswordActorRef = ActorRefFrom<typeof verifyPasswordMachine>;
