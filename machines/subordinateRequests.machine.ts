import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { SubordinateRequest, SubordinateRequestList } from '../contract/agency';
import { failureMessage, notProvided, notProvidedPromise, type Text } from './shared';

export type Answer = { id: number; accept: boolean };

export type SubordinateRequestsContext = {
  list: SubordinateRequest[];
  /** The answer being sent, or the last one the server took. */
  answer: Answer | null;
  error: Text | null;
};

export type SubordinateRequestsEvent =
  { type: 'requests.accept'; id: number } | { type: 'requests.decline'; id: number } | { type: 'requests.retry' };

/**
 * The member's side of an agent's subordinate request: the open requests, each accepted or declined by
 * the member, logged in as themselves. Accepting makes the agent their inviter (the other requests
 * close); nothing links a member without this step.
 */
export const subordinateRequestsMachine = setup({
  types: {
    context: {} as SubordinateRequestsContext,
    events: {} as SubordinateRequestsEvent,
  },
  actors: {
    load: notProvidedPromise<SubordinateRequestList, void>('load'),
    respond: notProvidedPromise<unknown, Answer>('respond'),
  },
  actions: {
    /** The member's inviter changed: the agency numbers are read again. */
    inviterChanged: notProvided('inviterChanged'),
  },
  guards: {
    isOpen: ({ context, event }) =>
      (event.type === 'requests.accept' || event.type === 'requests.decline') &&
      context.list.some((r) => r.id === event.id),
    accepted: ({ context }) => context.answer?.accept === true,
  },
}).createMachine({
  id: 'subordinateRequests',
  context: { list: [], answer: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ list: event.output.list })) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
      },
    },
    failed: { on: { 'requests.retry': { target: 'loading', actions: assign({ error: null }) } } },
    ready: {
      on: {
        'requests.accept': {
          guard: 'isOpen',
          target: 'answering',
          actions: assign(({ event }) => ({ answer: { id: event.id, accept: true }, error: null })),
        },
        'requests.decline': {
          guard: 'isOpen',
          target: 'answering',
          actions: assign(({ event }) => ({ answer: { id: event.id, accept: false }, error: null })),
        },
      },
    },
    /** One answer at a time; the list changes once the server has it. */
    answering: {
      invoke: {
        id: 'respond',
        src: 'respond',
        input: ({ context }) => context.answer!,
        onDone: [
          // Accepting closes every other request too.
          { guard: 'accepted', target: 'ready', actions: [assign({ list: [] }), 'inviterChanged'] },
          {
            target: 'ready',
            actions: assign(({ context }) => ({ list: context.list.filter((r) => r.id !== context.answer?.id) })),
          },
        ],
        // The request may have closed meanwhile: the list is read again, with the reason shown.
        onError: {
          target: 'loading',
          actions: assign(({ event }) => ({ error: failureMessage(event.error), answer: null })),
        },
      },
    },
  },
});

export type SubordinateRequestsActorRef = ActorRefFrom<typeof subordinateRequestsMachine>;

/** The member has just accepted a request (the screen reads the agency numbers again and says so). */
export const hasJoined = (snapshot: SnapshotFrom<typeof subordinateRequestsMachine>) =>
  snapshot.context.answer?.accept === true && snapshot.matches('ready');
