import { assign, setup, type ActorRefFrom } from 'xstate';
import type { Notification, NotificationList } from '../contract/information';
import { failureMessage, notProvided, notProvidedPromise, type Text } from './shared';

export type NotificationsContext = {
  list: Notification[];
  unread: number;
  error: Text | null;
  /** The notification being marked read, or null for all of them. */
  marking: number | null;
};

export type NotificationsEvent =
  { type: 'notifications.read'; id: number } | { type: 'notifications.readAll' } | { type: 'notifications.retry' };

/** What to mark read: one notification, or all of them. */
export type MarkRequest = { id?: number };

/**
 * The notification centre: the member's notifications and the unread count; one or all marked read
 * (the header's count follows).
 */
export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  actors: {
    load: notProvidedPromise<NotificationList, void>('load'),
    markRead: notProvidedPromise<{ unread: number }, MarkRequest>('markRead'),
  },
  actions: {
    /** The header's count is refreshed. */
    unreadChanged: notProvided('unreadChanged'),
  },
  guards: {
    isUnread: ({ context, event }) =>
      event.type === 'notifications.read' && context.list.some((n) => n.id === event.id && !n.read),
    hasUnread: ({ context }) => context.unread > 0,
  },
}).createMachine({
  id: 'notifications',
  context: { list: [], unread: 0, error: null, marking: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ list: event.output.list, unread: event.output.unread })),
        },
        onError: { target: 'failed' },
      },
    },
    failed: { on: { 'notifications.retry': { target: 'loading' } } },
    ready: {
      on: {
        'notifications.read': {
          guard: 'isUnread',
          target: 'marking',
          actions: assign({ marking: ({ event }) => event.id }),
        },
        'notifications.readAll': { guard: 'hasUnread', target: 'marking', actions: assign({ marking: null }) },
      },
    },
    /** One request at a time; the list shows the change once the server has it. */
    marking: {
      invoke: {
        id: 'markRead',
        src: 'markRead',
        input: ({ context }) => (context.marking === null ? {} : { id: context.marking }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context, event }) => ({
              unread: event.output.unread,
              error: null,
              list: context.list.map((n) =>
                context.marking === null || n.id === context.marking ? { ...n, read: true } : n,
              ),
            })),
            'unreadChanged',
          ],
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
      },
    },
  },
});

export type NotificationsActorRef = ActorRefFrom<typeof notificationsMachine>;
