import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { notificationsMachine, type MarkRequest } from '../../machines/notifications.machine';
import type { NotificationList } from '../../contract/information';
import { pathCoverage } from './paths';
import { networkFailure, scripted, serverFailure, text } from './support';

const note = (id: number, read = false) => ({
  id,
  kind: null,
  title: `t${id}`,
  body: 'b',
  read,
  created_at: '2026-11-22T10:00:00Z',
});
const two: NotificationList = { list: [note(2), note(1)], unread: 2 };

function start(
  loads: Array<NotificationList | Error> = [two],
  marks: Array<{ unread: number } | Error> = [{ unread: 1 }],
) {
  const load = scripted<NotificationList>(...loads);
  const markRead = scripted<{ unread: number }, MarkRequest>(...marks);
  const unreadChanged = vi.fn();
  const actor = createActor(
    notificationsMachine.provide({
      actors: { load: load.logic, markRead: markRead.logic },
      actions: { unreadChanged },
    }),
  ).start();
  return { actor, load, markRead, unreadChanged };
}

describe('notifications', () => {
  it('marks one read once, then all; the header count follows', async () => {
    const { actor, markRead, unreadChanged } = start(undefined, [{ unread: 1 }, { unread: 0 }]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'notifications.read', id: 2 });
    actor.send({ type: 'notifications.read', id: 2 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.list.map((n) => n.read)).toEqual([true, false]);
    actor.send({ type: 'notifications.read', id: 2 });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'notifications.readAll' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.unread === 0);
    expect(markRead.calls).toEqual([{ id: 2 }, {}]);
    expect(actor.getSnapshot().context.list.every((n) => n.read)).toBe(true);
    expect(unreadChanged).toHaveBeenCalledTimes(2);
    actor.send({ type: 'notifications.readAll' });
    expect(markRead.calls).toHaveLength(2);
  });

  it('keeps the list and says why when marking fails; a failed load can be retried', async () => {
    const { actor } = start([networkFailure(), two], [serverFailure('Notification not found')]);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'notifications.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'notifications.read', id: 1 });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ unread: 2, error: 'Notification not found' });
    expect(text(actor.getSnapshot().context.error)).toBe('Notification not found');
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('notifications', notificationsMachine, {
      inputs: [undefined],
      events: [
        { type: 'xstate.done.actor.load', output: two },
        { type: 'xstate.error.actor.load', error: networkFailure() },
        { type: 'xstate.done.actor.markRead', output: { unread: 1 } },
        { type: 'xstate.error.actor.markRead', error: serverFailure('x') },
        { type: 'notifications.read', id: 2 },
        { type: 'notifications.readAll' },
        { type: 'notifications.retry' },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
