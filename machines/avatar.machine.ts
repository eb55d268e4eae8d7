import { assign, setup, type ActorRefFrom } from 'xstate';
import type { ProfilePictures } from '../contract/site';
import { failureMessage, notProvided, notProvidedPromise, type Text } from './shared';

export type AvatarContext = {
  pictures: ProfilePictures;
  /** The picture being saved. */
  choosing: string | null;
  error: Text | null;
};

/** The profile picture: the male and female lists, one chosen and saved (the header follows). */
export const avatarMachine = setup({
  types: {
    context: {} as AvatarContext,
    events: {} as { type: 'avatar.choose'; url: string } | { type: 'avatar.retry' },
  },
  actors: {
    load: notProvidedPromise<ProfilePictures, void>('load'),
    save: notProvidedPromise<unknown, { url: string }>('save'),
  },
  actions: {
    /** The member's record (header, profile) is read again. */
    avatarChanged: notProvided('avatarChanged'),
  },
}).createMachine({
  id: 'avatar',
  context: { pictures: { male: [], female: [] }, choosing: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: assign({ pictures: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
    },
    failed: { on: { 'avatar.retry': { target: 'loading' } } },
    ready: {
      on: {
        'avatar.choose': { target: 'saving', actions: assign({ choosing: ({ event }) => event.url, error: null }) },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ url: context.choosing ?? '' }),
        onDone: { target: 'ready', actions: [assign({ choosing: null }), 'avatarChanged'] },
        onError: {
          target: 'ready',
          actions: assign({ choosing: null, error: ({ event }) => failureMessage(event.error) }),
        },
      },
    },
  },
});

export type AvatarActorRef = ActorRefFrom<typeof avatarMachine>;
